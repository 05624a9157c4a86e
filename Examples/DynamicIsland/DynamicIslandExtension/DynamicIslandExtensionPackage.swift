import AppIntent
import IntentRuntime

/// The widget extension's intents: its own, and the framework's through `includedPackages`.
public enum DynamicIslandExtensionPackage: ListedIntentsPackage {
    /// The extension's bundle identifier, which `mangledTypeNameByBundleIdentifier` is keyed by.
    public static let bundleIdentifier = "com.example.DynamicIsland.LiveActivity"

    /// The app's bundle identifier.
    public static let appBundleIdentifier = "com.example.DynamicIsland"

    /// The framework's package.
    public static var includedPackages: [any AppIntentsPackage.Type] { [AppIntentFramework.self] }

    /// The extension's own intents.
    public static var intents: [any IntentRuntime.AppIntent.Type] { [ConfigurationAppIntent.self] }
}
