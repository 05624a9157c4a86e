import IntentRuntime

/// The framework's intents, for an app or extension to include:
/// `static var includedPackages: [any AppIntentsPackage.Type] { [AppIntentFramework.self] }`.
///
/// It also spells the framework's types without the module name, which would be ambiguous in a
/// file that imports both this module (`AppIntent`) and the protocol `AppIntent`.
public enum AppIntentFramework: ListedIntentsPackage {
    /// The framework's Live Activity button intent.
    public typealias ConfigurationIntent = ConfigurationAppIntent

    /// The intents declared in this framework.
    public static var intents: [any IntentRuntime.AppIntent.Type] { [ConfigurationAppIntent.self] }
}
