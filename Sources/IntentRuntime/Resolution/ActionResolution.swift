import IntentMetadata

/// How one metadata action resolved: to which registered intent, through which field, and what
/// was found wrong.
public struct ActionResolution: Sendable, CustomStringConvertible {
    /// Which metadata field provided the mangled name.
    public enum NameSource: String, Hashable, Sendable {
        /// `mangledTypeNameByBundleIdentifierV2[host bundle]`.
        case byBundleIdentifierV2 = "mangledTypeNameByBundleIdentifierV2"
        /// `mangledTypeNameByBundleIdentifier[host bundle]`.
        case byBundleIdentifier = "mangledTypeNameByBundleIdentifier"
        /// `mangledTypeNameV2`.
        case v2 = "mangledTypeNameV2"
        /// `mangledTypeName`.
        case v1 = "mangledTypeName"
    }

    /// The action.
    public var action: ActionMetadata { actions[position].value }

    /// The actions of the bundle the action came from, and the action's position in them: a resolution refers to
    /// its action rather than holding a copy, so resolving a bundle does not copy every action's fields.
    let actions: [String: ActionMetadata]
    let position: [String: ActionMetadata].Index

    /// The action's identifier.
    public var actionIdentifier: String { action.identifier }

    /// The bundle the action came from (its file path, when read from a file).
    public let bundleSource: String?

    /// The index of the bundle in the list resolution was given.
    public let bundleIndex: Int

    /// The mangled name used, if the action has one.
    public let mangledTypeName: String?

    /// The field the mangled name came from.
    public let nameSource: NameSource?

    /// The registered intent the action resolved to; `nil` when it did not resolve.
    public let intent: RegisteredIntent?

    /// What was found: why it did not resolve (errors, with candidates), parameter disagreements, an identifier
    /// that other bundles resolve to other types, and a registered copy of the intent that never runs.
    public internal(set) var diagnostics: [ResolutionDiagnostic]

    /// Whether the action resolved to a registered intent.
    public var isResolved: Bool { intent != nil }

    /// `ConfigurationAppIntent → AppIntent.ConfigurationAppIntent`, or `… unresolved`.
    public var description: String {
        "\(actionIdentifier) → " + (intent.map(\.fullyQualifiedTypeName) ?? "unresolved")
    }
}
