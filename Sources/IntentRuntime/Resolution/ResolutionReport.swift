import IntentMetadata

/// What resolving loaded metadata against an ``IntentRegistry`` found: every action, resolved or
/// not, and every registered intent that no metadata names.
///
/// ```swift
/// let report = registry.resolve([bundle], hostBundleIdentifier: "com.example.app.extension")
/// for diagnostic in report.diagnostics { log(diagnostic) }
/// ```
public struct ResolutionReport: Sendable, CustomStringConvertible {
    /// The bundle identifier resolution used for `mangledTypeNameByBundleIdentifier`.
    public let hostBundleIdentifier: String

    /// Every action of every bundle, in bundle order, then by identifier.
    public let actions: [ActionResolution]

    /// Registered intents that no loaded action resolves to (the reverse case).
    public let intentsWithoutMetadata: [RegisteredIntent]

    /// Diagnostics about the registry as a whole: intents without metadata.
    public let registryDiagnostics: [ResolutionDiagnostic]

    /// Every diagnostic: those of the actions, then those of the registry.
    public var diagnostics: [ResolutionDiagnostic] { actions.flatMap(\.diagnostics) + registryDiagnostics }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The actions that did not resolve.
    public var unresolvedActions: [ActionResolution] { actions.filter { !$0.isResolved } }

    /// The resolutions of the actions with this identifier (one per bundle that has it).
    /// - Parameter identifier: An action identifier.
    /// - Returns: The resolutions, in bundle order.
    public func actions(identifier: String) -> [ActionResolution] {
        actions.filter { $0.actionIdentifier == identifier }
    }

    /// One line per action, then every diagnostic.
    public var description: String {
        (actions.map(\.description) + diagnostics.map(\.description)).joined(separator: "\n")
    }
}
