// `import AppIntents` on a platform without Apple's framework: IntentRuntime's API, spelled as
// Apple's, under the framework's module name. Package.swift builds this module only where Apple's
// frameworks do not exist.

@_exported import IntentRuntime
