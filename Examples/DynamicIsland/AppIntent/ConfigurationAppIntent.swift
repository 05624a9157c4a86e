import IntentRuntime

/// The Live Activity's button: adds ``step`` to the shared counter.
///
/// It lives in the framework module `AppIntent`, so its mangled name is
/// `9AppIntent013ConfigurationaB0V`, not the extension's `22DynamicIslandExtension22ConfigurationAppIntentV`.
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

    /// Adds ``step`` to the counter and returns the new value.
    public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let value = try await LiveActivityCounter.current.add(step, performedBy: _typeName(Self.self, qualified: true))
        return .result(value: value, dialog: "Counter is \(value)")
    }
}
