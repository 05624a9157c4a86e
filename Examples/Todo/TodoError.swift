import AppIntents

/// What can go wrong with to-do items, said the way Shortcuts shows it.
public enum TodoError: Error, CustomLocalizedStringResourceConvertible {
    /// The item was deleted meanwhile.
    case notFound(String)

    /// The text a person sees.
    public var localizedStringResource: LocalizedStringResource {
        switch self {
        case .notFound(let title): "\(title) is no longer on any list"
        }
    }
}
