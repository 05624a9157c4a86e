// Placeholder until this target's first real file lands; delete it then.
