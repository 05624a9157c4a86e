// Placeholder until IntentCommandLine lands.
