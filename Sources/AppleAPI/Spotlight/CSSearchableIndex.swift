#if !canImport(Darwin)
    import Foundation

    /// An app's index of searchable content: items are added, replaced and deleted by identifier or domain.
    ///
    /// Spelled as Core Spotlight's `CSSearchableIndex`. There is no Spotlight here: each index is a store in this
    /// process's memory, by name (``default()`` names one of its own), shared by every `CSSearchableIndex` object of
    /// that name and gone when the process ends. Indexing an item keeps a copy of it; indexing one whose identifier is
    /// indexed replaces it, as Apple's does. The completion handlers are called before the method returns, with no
    /// error. A non-`Sendable` subclass of `NSObject`, as Apple's is; `final` here (Apple's can be subclassed), so
    /// that ``default()`` can return `Self` without a required initializer.
    public final class CSSearchableIndex: NSObject {
        /// Which store this index reads and writes.
        package let storeName: IndexStoreName

        /// Returns the default index.
        /// - Returns: An index of the default store.
        public class func `default`() -> Self {
            Self(storeName: .default)
        }

        /// Creates an index of a name: indexes of the same name share their items.
        /// - Parameter name: The index's name.
        public convenience init(name: String) {
            self.init(storeName: .named(name))
        }

        /// Creates an index of a name whose files are kept with a protection class: indexes of the same name share
        /// their items. The class is accepted and means nothing here: the index is this process's memory, no file.
        /// - Parameters:
        ///   - name: The index's name.
        ///   - protectionClass: The data protection of the index's files on Apple's platforms, or `nil`.
        public convenience init(name: String, protectionClass: FileProtectionType?) {
            self.init(storeName: .named(name))
        }

        /// Creates an index of a store.
        /// - Parameter storeName: The store's name.
        package init(storeName: IndexStoreName) {
            self.storeName = storeName
            super.init()
        }

        /// Whether indexing is available: always, into the in-process store.
        /// - Returns: `true`.
        public class func isIndexingAvailable() -> Bool { true }

        // MARK: - Items

        /// Adds items to the index, or replaces those of the same identifier.
        /// - Parameters:
        ///   - items: The items.
        ///   - completionHandler: Called with `nil` once they are kept.
        public func indexSearchableItems(
            _ items: [CSSearchableItem], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
        ) {
            store(items)
            completionHandler?(nil)
        }

        /// Adds items to the index, or replaces those of the same identifier.
        /// - Parameter items: The items.
        public func indexSearchableItems(_ items: [CSSearchableItem]) async throws {
            store(items)
        }

        /// Deletes the items with these identifiers.
        /// - Parameters:
        ///   - identifiers: The items' unique identifiers.
        ///   - completionHandler: Called with `nil` once they are deleted.
        public func deleteSearchableItems(
            withIdentifiers identifiers: [String], completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
        ) {
            removeItems { identifiers.contains($0.uniqueIdentifier) }
            completionHandler?(nil)
        }

        /// Deletes the items with these identifiers.
        /// - Parameter identifiers: The items' unique identifiers.
        public func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
            removeItems { identifiers.contains($0.uniqueIdentifier) }
        }

        /// Deletes the items of these domains, and of their subdomains (`account.inbox` is one of `account`).
        /// - Parameters:
        ///   - domainIdentifiers: The domains.
        ///   - completionHandler: Called with `nil` once they are deleted.
        public func deleteSearchableItems(
            withDomainIdentifiers domainIdentifiers: [String],
            completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
        ) {
            removeItems { Self.isInDomains($0, domainIdentifiers) }
            completionHandler?(nil)
        }

        /// Deletes the items of these domains, and of their subdomains (`account.inbox` is one of `account`).
        /// - Parameter domainIdentifiers: The domains.
        public func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
            removeItems { Self.isInDomains($0, domainIdentifiers) }
        }

        /// Deletes every item of the index.
        /// - Parameter completionHandler: Called with `nil` once they are deleted.
        public func deleteAllSearchableItems(completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
            removeItems { _ in true }
            completionHandler?(nil)
        }

        /// Deletes every item of the index.
        public func deleteAllSearchableItems() async throws {
            removeItems { _ in true }
        }

        // MARK: - The in-process store

        /// Copies of the items this index keeps, in the order of their keys.
        package var indexedItems: [CSSearchableItem] {
            IndexStore.stores.withLock { stores in
                (stores[storeName] ?? [:]).sorted { $0.key < $1.key }.map { $0.value.item }
            }
            .map { $0.copied() }
        }

        /// Keeps copies of items, replacing those of the same key.
        package func store(_ items: [CSSearchableItem]) {
            let kept = items.map { StoredItem(item: $0.copied()) }
            IndexStore.stores.withLock { stores in
                for stored in kept { stores[storeName, default: [:]][stored.key] = stored }
            }
        }

        /// Removes the items that match.
        package func removeItems(where matches: (CSSearchableItem) -> Bool) {
            IndexStore.stores.withLock { stores in
                stores[storeName] = (stores[storeName] ?? [:]).filter { !matches($0.value.item) }
            }
        }

        /// Whether an item is of one of the domains or of a subdomain of one.
        private static func isInDomains(_ item: CSSearchableItem, _ domains: [String]) -> Bool {
            guard let domain = item.domainIdentifier else { return false }
            return domains.contains { domain == $0 || domain.hasPrefix($0 + ".") }
        }
    }

    /// The name of an in-process index: the default one, or one named by the app.
    package enum IndexStoreName: Hashable, Sendable {
        /// ``CSSearchableIndex/default()``'s.
        case `default`
        /// ``CSSearchableIndex/init(name:)``'s.
        case named(String)
    }

    /// An item the store keeps: a copy no one else holds, read and replaced under the store's lock only.
    struct StoredItem: @unchecked Sendable {
        /// The copy.
        let item: CSSearchableItem

        /// What the store keys it by: an entity's type and identifier, or the item's unique identifier.
        var key: String {
            if let entity = item.associatedEntity ?? item.attributeSet.associatedEntity {
                return "entity:\(entity.typeName):\(entity.identifier)"
            }
            return "item:\(item.uniqueIdentifier)"
        }
    }

    /// The process's indexes, by name.
    enum IndexStore {
        /// Each index's items, by key.
        static let stores = Locked<[IndexStoreName: [String: StoredItem]]>([:])
    }
#endif
