import AppIntents

/// The app's intents, declared as Apple's packages are: the host registers the package, and the
/// intent types of this module are found.
public struct TasksPackage: AppIntentsPackage {}
