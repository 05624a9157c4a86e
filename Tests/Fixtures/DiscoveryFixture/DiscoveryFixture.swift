import IntentRuntime

// A module written the Apple way: its package lists nothing, so a host that registers the package
// gets the module's intents found in the loaded program.

/// The module's package, as Apple's are declared: no list.
public struct DiscoveredPackage: AppIntentsPackage {}

/// Found: a top-level intent.
public struct WaterPlantsIntent: AppIntent {
    /// The intent's title.
    public static let title: LocalizedStringResource = "Water Plants"
    /// Creates the intent.
    public init() {}
    /// Does nothing.
    /// - Returns: An empty result.
    public func perform() async throws -> some IntentResult { .result() }
}

/// Found: an internal intent nested in a type.
enum Garden {
    struct HarvestIntent: AppIntent {
        static let title: LocalizedStringResource = "Harvest"
        func perform() async throws -> some IntentResult { .result() }
    }
}

/// Not found: a generic intent has no one type to register.
struct GenericPruneIntent<Tool: Sendable>: AppIntent {
    static var title: LocalizedStringResource { "Prune" }
    func perform() async throws -> some IntentResult { .result() }
}

/// Not found: a private type's context is anonymous.
private struct SecretCompostIntent: AppIntent {
    static let title: LocalizedStringResource = "Compost"
    func perform() async throws -> some IntentResult { .result() }
}

/// Not an intent: ignored.
public struct GardenSettings: Sendable {
    /// Creates the value.
    public init() {}
}
