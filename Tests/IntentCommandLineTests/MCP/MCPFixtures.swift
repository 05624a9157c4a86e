import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport

@testable import IntentCommandLine

/// Where a book is shelved.
enum Bookcase: String, AppEnum {
    case fiction
    case poetry

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Bookcase"
    static let caseDisplayRepresentations: [Bookcase: DisplayRepresentation] = [
        .fiction: "Fiction",
        .poetry: DisplayRepresentation(title: "Poetry", subtitle: "Verse"),
    ]
}

/// A book: an entity found by id and by text.
struct Volume: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Volume"
    static let defaultQuery = VolumeQuery()

    static let all = [
        Volume(id: "b1", title: "Middlemarch", pages: 880),
        Volume(id: "b/2", title: "Leaves of Grass", pages: 145),
    ]

    let id: String

    @Property(title: "Title")
    var title: String

    @Property(title: "Pages")
    var pages: Int

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", subtitle: "\(pages) pages")
    }

    init(id: String, title: String, pages: Int) {
        self.id = id
        self.title = title
        self.pages = pages
    }
}

/// Finds books by id and by words of their title.
struct VolumeQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [Volume] {
        Volume.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [Volume] { Volume.all }

    func entities(matching string: String) async throws -> [Volume] {
        Volume.all.filter { $0.title.localizedCaseInsensitiveContains(string) }
    }
}

/// Shelves a book: takes an entity, an enum and a bounded number; returns the entity.
struct FileVolumeIntent: AppIntent {
    static let title: LocalizedStringResource = "Shelve Volume"
    static let description: IntentDescription = "Puts a book on a shelf."

    @Parameter(title: "Volume")
    var book: Volume

    @Parameter(title: "Bookcase", default: .fiction)
    var shelf: Bookcase

    @Parameter(title: "Copies", default: 1, inclusiveRange: (1, 5))
    var copies: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Volume> & ProvidesDialog {
        .result(value: book, dialog: "Shelved \(copies) × \(book.title) in \(shelf.rawValue)")
    }
}

/// Returns a `Float`: a number in results, as its output schema says.
struct MeasureShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Measure Bookcase"

    func perform() async throws -> some IntentResult & ReturnsValue<Float> {
        .result(value: 2.5)
    }
}

/// Waits until it is cancelled (or 60 s pass, so that a broken test ends).
struct WaitIntent: AppIntent {
    static let title: LocalizedStringResource = "Wait"
    static let started = Locked(0)

    func perform() async throws -> some IntentResult & ProvidesDialog {
        Self.started.withLock { $0 += 1 }
        try await Task.sleep(for: .seconds(60))
        return .result(dialog: "Waited")
    }
}

/// Asks for a confirmation before it does anything.
struct DiscardDraftsIntent: AppIntent {
    static let title: LocalizedStringResource = "Discard Drafts"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .do, dialog: "Discard every draft?")
        return .result(dialog: "Discarded")
    }
}

/// Offered in the app only: not a tool.
struct HiddenIntent: AppIntent {
    static let title: LocalizedStringResource = "Hidden"
    static let isDiscoverable = false

    func perform() async throws -> some IntentResult { .result() }
}

/// A session with a server in this process: lines in, lines out.
struct InProcessMCPSession {
    let server: MCPServer
    let lines = MCPLines()
    private let input: AsyncStream<LineFramer.Frame>.Continuation
    private let serving: Task<Void, Never>

    /// A host with the fixture intents, no metadata loaded (its intents are described from the
    /// registered types), and the run limit of tests that are not about time unless a test of the limit gives its own.
    static func application(timeout: Duration = ExecutorConfiguration.notAboutTimeLimit) -> HostApplication {
        var registry = IntentRegistry()
        for type in [
            FileVolumeIntent.self, WaitIntent.self, DiscardDraftsIntent.self, HiddenIntent.self,
            MeasureShelfIntent.self,
        ]
            as [any AppIntent.Type]
        {
            registry.register(type)
        }
        return HostApplication(registry: registry, executorConfiguration: ExecutorConfiguration(timeout: timeout))
    }

    init(application: HostApplication = Self.application(), confirmations: Bool? = nil) {
        var configuration = MCPServer.Configuration(name: "host", version: "host 1")
        configuration.confirmations = confirmations
        let server = MCPServer(application: application, configuration: configuration)
        let (stream, input) = AsyncStream<LineFramer.Frame>.makeStream()
        let lines = self.lines
        self.server = server
        self.input = input
        serving = Task { await server.serve(stream, to: lines) }
    }

    /// Sends one line.
    func send(_ line: String) {
        input.yield(.line(Array(line.utf8)))
    }

    /// Sends a frame as the transport would cut it.
    func send(frame: LineFramer.Frame) {
        input.yield(frame)
    }

    /// Sends `initialize` and waits for its response.
    @discardableResult
    func initialize(version: String = "2025-11-25") async throws -> JSONValue {
        send(mcpInitialize(id: 0, version: version))
        return try await lines.response(to: 0)
    }

    /// Sends a request and waits for its response.
    func request(_ line: String, id: Int) async throws -> JSONValue {
        send(line)
        return try await lines.response(to: .number(JSONNumber(id)))
    }

    /// Ends the input and waits for the server to end.
    func end() async {
        input.finish()
        await serving.value
    }
}
