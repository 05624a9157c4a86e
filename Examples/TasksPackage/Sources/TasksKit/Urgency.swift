import AppIntents

/// How urgent a task is.
public enum Urgency: String, AppEnum, Codable {
    /// Some day.
    case someday
    /// Today.
    case today

    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Urgency"

    /// How each case is shown.
    public static let caseDisplayRepresentations: [Urgency: DisplayRepresentation] = [
        .someday: "Some Day",
        .today: DisplayRepresentation(title: "Today", image: .init(systemName: "flame")),
    ]
}
