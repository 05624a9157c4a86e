import IntentRuntime

/// The example's intents, for a host to register: `registry.register(package: CarControlPackage.self)`.
public enum CarControlPackage: ListedIntentsPackage {
    /// The intents declared in this module.
    public static var intents: [any AppIntent.Type] {
        [CommandAppIntent.self, FindCarIntent.self, SelectControlsIntent.self]
    }
}
