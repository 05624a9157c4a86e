import Foundation

/// The app's tasks, in a JSON file of its app group's folder.
public actor TaskList {
    /// One task.
    public struct Task: Codable, Sendable {
        /// Its number.
        public var id: Int
        /// What to do.
        public var title: String
        /// How urgent it is.
        public var urgency: Urgency
        /// Whether it is done.
        public var isDone: Bool
    }

    private let file: URL

    /// Creates the list in a folder.
    /// - Parameter directory: Where the list's file lives.
    public init(directory: URL) {
        file = directory.appendingPathComponent("tasks.json")
    }

    /// Every task, in the order added.
    public func tasks() throws -> [Task] {
        guard let data = try? Data(contentsOf: file) else { return [] }
        return try JSONDecoder().decode([Task].self, from: data)
    }

    /// Adds a task.
    /// - Returns: The new task.
    public func add(_ title: String, urgency: Urgency) throws -> Task {
        var all = try tasks()
        let task = Task(id: (all.map(\.id).max() ?? 0) + 1, title: title, urgency: urgency, isDone: false)
        all.append(task)
        try save(all)
        return task
    }

    /// Marks a task done.
    /// - Returns: The task, or `nil` when there is no such task.
    public func complete(_ id: Int) throws -> Task? {
        var all = try tasks()
        guard let index = all.firstIndex(where: { $0.id == id }) else { return nil }
        all[index].isDone = true
        try save(all)
        return all[index]
    }

    private func save(_ tasks: [Task]) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONEncoder().encode(tasks).write(to: file, options: .atomic)
    }
}
