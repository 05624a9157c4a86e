import IntentRuntime

/// A package whose module declares no intent and which lists none: registering it is an error.
public struct NothingHerePackage: AppIntentsPackage {}

/// A type of the module that is not an intent.
public struct Unrelated: Sendable {
    /// Creates the value.
    public init() {}
}
