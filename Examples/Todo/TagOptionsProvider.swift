import AppIntents

/// Offers the tags already in use, so a new item reuses them.
public struct TagOptionsProvider: DynamicOptionsProvider {
    @Dependency private var store: TodoStore

    /// Creates the provider.
    public init() {}

    /// The tags of every item, sorted, grouped as errands and the rest.
    /// - Returns: The tags.
    public func results() async throws -> ItemCollection<String> {
        let tags = Set(try await store.items().flatMap(\.tags)).sorted()
        return ItemCollection {
            ItemSection("Errands", items: tags.filter { $0 == "errand" })
            ItemSection("Other", items: tags.filter { $0 != "errand" })
        }
    }
}
