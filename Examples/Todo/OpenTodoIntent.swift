import AppIntents

/// Opens a to-do item in the app.
public struct OpenTodoIntent: OpenIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Open To-Do"

    /// Brings the app forward: on a device the item opens in it.
    public static let openAppWhenRun = true

    /// The item to open.
    @Parameter(title: "Item")
    public var target: TodoItem

    /// Creates the intent.
    public init() {}

    /// Says which item opens; the app's navigation would show it.
    public func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Opening \(target)")
    }
}
