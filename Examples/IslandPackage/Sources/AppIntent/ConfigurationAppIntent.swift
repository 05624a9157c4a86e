import AppIntents

/// The Live Activity's button, now in the framework: `9AppIntent013ConfigurationaB0V`.
public struct ConfigurationAppIntent: AppIntent {
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

    /// Runs the intent.
    public func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        .result(value: step, dialog: "Added \(step), in the framework")
    }
}

/// The framework's intents.
public struct AppIntentPackage: AppIntentsPackage {}
