import IntentRuntime

/// The ordered JSON value the command line prints, which now lives with the engine's wire schema
/// (``RunOutcomeDocument``); named here so every file of the module finds it without importing the
/// engine for it.
typealias JSONText = IntentRuntime.JSONText
