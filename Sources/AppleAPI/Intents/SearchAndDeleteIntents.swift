// Two system intents Apple declares for common actions: deleting entities and showing in-app
// search results. Here they run as any intent does; no system action binds to them.

/// The criteria of an in-app search: the text searched for, and the scopes a search intent declares.
///
/// Spelled as Apple's `SearchCriteria`.
public protocol SearchCriteria {
    /// What an intent searching with these criteria declares as its scopes.
    associatedtype SearchScopes = Void
}

extension StringSearchCriteria: SearchCriteria {}

/// An intent that shows the app's search results for a search.
///
/// Spelled as Apple's `ShowInAppSearchResultsIntent`: `criteria` is usually an
/// `@Parameter var criteria: StringSearchCriteria`.
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    /// The criteria the intent searches with.
    associatedtype Criteria: SearchCriteria

    /// The parts of the app's content the search covers.
    static var searchScopes: Criteria.SearchScopes { get }

    /// What to search for.
    var criteria: Criteria { get set }
}

/// An intent that deletes entities.
///
/// Spelled as Apple's `DeleteIntent`: `entities` is usually an `@Parameter var entities: [Entity]`.
public protocol DeleteIntent: SystemIntent {
    /// The type of the entities deleted.
    associatedtype Entity: AppEntity

    /// The entities to delete.
    var entities: [Entity] { get }
}
