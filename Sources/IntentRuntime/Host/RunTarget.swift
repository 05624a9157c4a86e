import IntentMetadata

/// What an identifier runs on a host: a registered intent and, when metadata is loaded, the
/// action it resolved from.
public struct RunTarget: Sendable {
    /// The registered intent.
    public let intent: RegisteredIntent

    /// The metadata action, when metadata is loaded.
    public let action: ActionMetadata?

    /// The enums of the action's bundle.
    public let enums: [EnumMetadata]

    /// What the host should say before it runs: a registered copy of the intent that never runs because the
    /// metadata names this one (``ResolutionDiagnostic/Code/staleCopy``). The run goes ahead, as on iOS.
    public let warnings: [ResolutionDiagnostic]

    /// The action identifier runs are reported under.
    public var actionIdentifier: String { action?.identifier ?? intent.identifier }

    init(
        intent: RegisteredIntent, action: ActionMetadata?, enums: [EnumMetadata], warnings: [ResolutionDiagnostic] = []
    ) {
        self.intent = intent
        self.action = action
        self.enums = enums
        self.warnings = warnings
    }
}
