import IntentRuntime

// The one file of the example that imports the engine: a host registers exactly the intents `TodoPackage.intents`
// lists, and that list is the engine's `ListedIntentsPackage` (Apple's `AppIntentsPackage` has none; its metadata
// processor reads the module's sources). The intents themselves import only AppIntents and WidgetKit.
extension TodoPackage: ListedIntentsPackage {}
