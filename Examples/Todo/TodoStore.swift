import AppIntents

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The app's to-do items and lists, kept in a JSON file.
///
/// The app's code, not the runtime's: intents reach it through `@Dependency`, which the host
/// provides at start-up (`AppDependencyManager.shared.add(dependency: TodoStore(directory:))`).
/// Each operation reads the file, changes it and writes it back atomically, so every process
/// that shares the directory (the app, its widget, `intents run`) sees the same items.
public actor TodoStore {
    /// One to-do item as stored.
    public struct Record: Codable, Hashable, Sendable {
        /// The item's number, unique and never reused.
        public var id: Int
        /// What to do.
        public var title: String
        /// The list it belongs to.
        public var listID: String
        /// How urgent it is.
        public var priority: Priority
        /// When it is due, if ever.
        public var dueDate: Date?
        /// Free-form tags.
        public var tags: [String]
        /// Whether it is done.
        public var isDone: Bool
    }

    private struct Contents: Codable {
        var nextID: Int
        var items: [Record]
    }

    /// The lists every store has, in order.
    public static let lists: [(id: String, name: String, symbol: String)] = [
        ("inbox", "Inbox", "tray"),
        ("groceries", "Groceries", "cart"),
        ("work", "Work", "briefcase"),
    ]

    /// Where the store's file lives.
    private enum Location {
        case directory(URL)
        case appGroup(identifier: String)
    }

    private let location: Location

    /// Creates a store in a directory; the file is made, with a few sample items, on first use.
    /// - Parameter directory: Where the store's file lives.
    public init(directory: URL) {
        location = .directory(directory)
    }

    /// Creates a store in an app group's container, located anew by each operation with
    /// `FileManager.containerURL(forSecurityApplicationGroupIdentifier:)`, as an app does: off
    /// Apple's platforms, the running host's own containers when it has some (as a test host does).
    /// - Parameter appGroupIdentifier: The app group.
    public init(appGroupIdentifier: String) {
        location = .appGroup(identifier: appGroupIdentifier)
    }

    private func file() throws -> URL {
        let directory: URL
        switch location {
        case .directory(let url): directory = url
        case .appGroup(let identifier):
            guard let container = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: identifier)
            else { throw CocoaError(.fileNoSuchFile) }
            directory = container
        }
        return directory.appendingPathComponent("todos.json")
    }

    /// Every item, open ones first, then by number.
    /// - Returns: The items.
    /// - Throws: When the file cannot be read.
    public func items() throws -> [Record] {
        try load().items.sorted { ($0.isDone ? 1 : 0, $0.id) < ($1.isDone ? 1 : 0, $1.id) }
    }

    /// The items with these numbers, in the order asked.
    /// - Parameter ids: The numbers.
    /// - Returns: The items found.
    /// - Throws: When the file cannot be read.
    public func items(withIDs ids: [Int]) throws -> [Record] {
        let all = try load().items
        return ids.compactMap { id in all.first { $0.id == id } }
    }

    /// Adds an item.
    /// - Parameters:
    ///   - title: What to do.
    ///   - listID: The list it belongs to.
    ///   - priority: How urgent it is.
    ///   - dueDate: When it is due.
    ///   - tags: Free-form tags.
    /// - Returns: The new item.
    /// - Throws: When the file cannot be read or written.
    public func add(title: String, listID: String, priority: Priority, dueDate: Date?, tags: [String]) throws -> Record
    {
        var contents = try load()
        let record = Record(
            id: contents.nextID, title: title, listID: listID, priority: priority, dueDate: dueDate, tags: tags,
            isDone: false)
        contents.nextID += 1
        contents.items.append(record)
        try save(contents)
        return record
    }

    /// Changes an item.
    /// - Parameters:
    ///   - id: The item's number.
    ///   - change: What to change.
    /// - Returns: The changed item, or `nil` when there is no such item.
    /// - Throws: When the file cannot be read or written.
    @discardableResult
    public func update(_ id: Int, _ change: (inout Record) -> Void) throws -> Record? {
        var contents = try load()
        guard let index = contents.items.firstIndex(where: { $0.id == id }) else { return nil }
        change(&contents.items[index])
        try save(contents)
        return contents.items[index]
    }

    /// Deletes an item.
    /// - Parameter id: The item's number.
    /// - Returns: Whether there was such an item.
    /// - Throws: When the file cannot be read or written.
    @discardableResult
    public func delete(_ id: Int) throws -> Bool {
        var contents = try load()
        let before = contents.items.count
        contents.items.removeAll { $0.id == id }
        try save(contents)
        return contents.items.count < before
    }

    private func load() throws -> Contents {
        guard let data = try? Data(contentsOf: try file()) else { return Self.samples }
        return try JSONDecoder().decode(Contents.self, from: data)
    }

    private func save(_ contents: Contents) throws {
        let file = try file()
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(contents).write(to: file, options: .atomic)
    }

    private static let samples = Contents(
        nextID: 4,
        items: [
            Record(
                id: 1, title: "Buy milk", listID: "groceries", priority: .normal, dueDate: nil, tags: ["errand"],
                isDone: false),
            Record(
                id: 2, title: "Write the quarterly report", listID: "work", priority: .high, dueDate: nil,
                tags: ["writing"], isDone: false),
            Record(
                id: 3, title: "Call the plumber", listID: "inbox", priority: .low, dueDate: nil, tags: ["home"],
                isDone: false),
        ]
    )
}
