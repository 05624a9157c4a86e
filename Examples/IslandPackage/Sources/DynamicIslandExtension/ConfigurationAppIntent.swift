import AppIntent
import AppIntents

/// The extension's copy of the button, from before the move: `22DynamicIslandExtension22ConfigurationAppIntentV`.
/// The metadata in `Intents/DynamicIsland.appintents` was written while the intent lived here.
public struct ConfigurationAppIntent: AppIntents.AppIntent {
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
        .result(value: step, dialog: "Added \(step), in the extension")
    }
}

/// The extension's intents: its own, and the framework's.
public struct DynamicIslandExtensionPackage: AppIntentsPackage {
    /// The framework the intent moved into.
    public static var includedPackages: [any AppIntentsPackage.Type] { [AppIntentPackage.self] }
}
