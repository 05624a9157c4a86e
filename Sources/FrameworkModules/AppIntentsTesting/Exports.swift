// `import AppIntentsTesting` on a platform without Apple's framework: IntentTesting's API, spelled as
// Apple's AppIntentsTesting, under the framework's module name, with the AppIntents module (and so
// IntentRuntime and Foundation) beside it. Package.swift builds this module only where Apple's
// frameworks do not exist.

@_exported import AppIntents
@_exported import IntentTesting
