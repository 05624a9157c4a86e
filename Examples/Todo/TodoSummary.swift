import AppIntents

/// How many items are open and done: made by an intent, never looked up.
public struct TodoSummary: TransientAppEntity {
    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do Summary"

    /// The number of open items.
    @Property(title: "Open")
    public var openCount: Int

    /// The number of done items.
    @Property(title: "Done")
    public var doneCount: Int

    /// Creates an empty summary.
    public init() {
        openCount = 0
        doneCount = 0
    }

    /// How the summary is shown.
    public var displayRepresentation: DisplayRepresentation {
        "\(openCount) open, \(doneCount) done"
    }
}
