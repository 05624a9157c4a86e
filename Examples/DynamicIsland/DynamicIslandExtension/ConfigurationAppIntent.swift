import AppIntent
import IntentRuntime

/// The extension's own `ConfigurationAppIntent`, as it was before the intent moved into the
/// framework: `22DynamicIslandExtension22ConfigurationAppIntentV`.
///
/// Metadata written while the intent lived here names this type. A host that registers only the
/// framework's package refuses it; one that registers ``DynamicIslandExtensionPackage`` runs it.
public struct ConfigurationAppIntent: LiveActivityIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Increment counter"

    /// How much to add.
    @Parameter(title: "Step", default: 1, inclusiveRange: (1, 100))
    public var step: Int

    /// An optional note.
    @Parameter(title: "Note")
    public var note: String?

    /// Creates the intent.
    public init() {}

    /// Adds ``step`` to the shared counter and returns the new value.
    public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let value = try await LiveActivityCounter.current.add(step, performedBy: _typeName(Self.self, qualified: true))
        return .result(value: value, dialog: "Counter is \(value)")
    }
}
