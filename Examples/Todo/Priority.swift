import AppIntents

/// How urgent a to-do item is.
public enum Priority: String, AppEnum, Codable {
    /// Whenever.
    case low
    /// Soon.
    case normal
    /// Now.
    case high

    /// How the type is named.
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Priority"

    /// How each priority is shown.
    public static let caseDisplayRepresentations: [Priority: DisplayRepresentation] = [
        .low: DisplayRepresentation(title: "Low", image: .init(systemName: "arrow.down")),
        .normal: "Normal",
        .high: DisplayRepresentation(
            title: "High", subtitle: "Do it first", image: .init(systemName: "exclamationmark")),
    ]
}
