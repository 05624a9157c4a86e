// The values of an in-app search that Apple's assistant schemas (`@AssistantIntent(schema:
// .system.search)`) and search intents take. The macros themselves are not offered (they need a
// macro target, see Documentation/AppleAPI.md); the types around them are, so that an intent
// declaring `var criteria: StringSearchCriteria` and `static let searchScopes` compiles.

/// What a person searches for in the app: the text of the search.
///
/// Spelled as Apple's `StringSearchCriteria`.
public struct StringSearchCriteria: Hashable, Sendable {
    /// The scopes an intent searching with these criteria declares: `static let searchScopes`.
    public typealias SearchScopes = [StringSearchScope]

    /// The text searched for.
    public var term: String

    /// Criteria searching for a text.
    /// - Parameter term: The text searched for.
    public init(term: String) {
        self.term = term
    }

    /// The resolvers a criteria parameter converts other values with: none (a text becomes criteria by
    /// `StringSearchCriteriaFromStringResolverSpecificification`).
    public static var defaultResolverSpecification: EmptyResolverSpecification<StringSearchCriteria> {
        EmptyResolverSpecification<StringSearchCriteria>()
    }

    /// The type of ``defaultResolverSpecification``.
    public typealias Specification = EmptyResolverSpecification<StringSearchCriteria>

    /// The type a parameter of this type holds: the criteria themselves.
    public typealias ValueType = StringSearchCriteria

    /// The type a parameter of this type holds, unwrapped: the criteria themselves.
    public typealias UnwrappedType = StringSearchCriteria
}

/// What kind of content an app's search finds.
///
/// Spelled as Apple's `StringSearchScope`.
public enum StringSearchScope: String, AppEnum, CaseIterable {
    /// Any content: the app's general search.
    case general
    /// Structured movie content.
    case movies
    /// Structured TV content: shows, seasons, episodes.
    case tv
    /// Free-form video, such as videos people upload.
    case freeformVideo

    /// The type of ``defaultResolverSpecification`` (which every `AppEnum` has, empty).
    public typealias Specification = EmptyResolverSpecification<StringSearchScope>

    /// The type a parameter of this type holds: the scope itself.
    public typealias ValueType = StringSearchScope

    /// The type a parameter of this type holds, unwrapped: the scope itself.
    public typealias UnwrappedType = StringSearchScope

    /// The type's name, as Apple's enumeration gives it.
    nonisolated(unsafe) public static var typeDisplayRepresentation: TypeDisplayRepresentation = "Search Scope"

    /// Each scope's name.
    nonisolated(unsafe) public static var caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] = [
        .general: "General", .movies: "Movies", .tv: "TV", .freeformVideo: "Free-form Video",
    ]
}
