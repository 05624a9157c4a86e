import AppIntents

/// Adds a to-do: an ordinary app's intent, in a target named as one of the repository's examples is.
public struct AddTodoIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Add To-Do"

    /// The to-do's title.
    @Parameter(title: "Title")
    public var itemTitle: String

    /// Creates the intent.
    public init() {}

    /// Runs the intent.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Added \(itemTitle)")
    }
}

/// The to-do module's intents.
public struct TodoPackage: AppIntentsPackage {}
