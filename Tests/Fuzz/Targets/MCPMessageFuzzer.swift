// libFuzzer target: a whole `serve --mcp` session from untrusted bytes.
//
// Input: what a client writes on the server's standard input, cut into lines as the stdio transport cuts
// them (lines over 4096 bytes are oversized frames). The server serves a host with one intent and one entity
// type, so tool calls, resource reads and the handshake all run.
//
// Oracle: the server returns (it ends at the end of the input, after answering what is in flight); every line
// it writes is one JSON-RPC 2.0 response object with an `id` and exactly one of `result` and `error`; it writes
// no more responses than it read lines.
import Dispatch
import Foundation
import IntentCommandLine
import IntentMetadata
import IntentRuntime

struct FuzzNote: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Note"
    static let defaultQuery = FuzzNoteQuery()
    static let all = [FuzzNote(id: "1", text: "milk"), FuzzNote(id: "a/b", text: "eggs")]

    let id: String
    @Property(title: "Text") var text: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(text)") }

    init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}

struct FuzzNoteQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [FuzzNote] {
        FuzzNote.all.filter { identifiers.contains($0.id) }
    }

    func suggestedEntities() async throws -> [FuzzNote] { FuzzNote.all }

    func entities(matching string: String) async throws -> [FuzzNote] {
        FuzzNote.all.filter { $0.text.contains(string) }
    }
}

enum FuzzMood: String, AppEnum {
    case calm, loud

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
    static let caseDisplayRepresentations: [FuzzMood: DisplayRepresentation] = [.calm: "Calm", .loud: "Loud"]
}

struct FuzzTagIntent: AppIntent {
    static let title: LocalizedStringResource = "Tag"

    @Parameter(title: "Note") var note: FuzzNote
    @Parameter(title: "Mood", default: .calm) var mood: FuzzMood
    @Parameter(title: "Times", default: 1, inclusiveRange: (1, 3)) var times: Int
    @Parameter(title: "Label") var label: String?

    func perform() async throws -> some IntentResult & ReturnsValue<FuzzNote> & ProvidesDialog {
        if mood == .loud, label == "confirm" { try await requestConfirmation(actionName: .do, dialog: "Sure?") }
        return .result(value: note, dialog: "Tagged \(note.text) \(times) × \(label ?? "")")
    }
}

private let application: HostApplication = {
    var registry = IntentRegistry()
    registry.register(FuzzTagIntent.self)
    return HostApplication(registry: registry, executorConfiguration: ExecutorConfiguration(timeout: .seconds(5)))
}()

/// Collects the server's output.
private final class Output: OutputWriter {
    let text = Locked("")
    func write(_ text: String) { self.text.withLock { $0 += text } }
    var isTerminal: Bool { false }
}

/// Feeds one input to a fresh session. libFuzzer calls it once per input; returning 0 keeps the input eligible.
@_cdecl("LLVMFuzzerTestOneInput")
public func mcpMessageFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var framer = LineFramer(maximumBytes: 4096)
    var frames = framer.push(bytes)
    if let last = framer.finish() { frames.append(last) }
    var configuration = MCPServer.Configuration(name: "fuzz", version: "1")
    configuration.maximumMessageBytes = 4096
    let output = Output()
    let input = frames
    // libFuzzer's thread is not on the cooperative pool: blocking it cannot starve the session.
    let done = DispatchSemaphore(value: 0)
    weak var released: MCPServer?
    do {
        let server = MCPServer(application: application, configuration: configuration)
        released = server
        Task {
            let (stream, continuation) = AsyncStream<LineFramer.Frame>.makeStream()
            for frame in input { continuation.yield(frame) }
            continuation.finish()
            await server.serve(stream, to: output)
            done.signal()
        }
    }
    done.wait()
    // The session's tasks release the server on the pool's threads just after `serve` returns. libFuzzer checks for
    // leaks as soon as this function returns: wait (at most a second) until the server is gone, so that an object
    // still being released is not taken for a leak. A server that is never released is still reported.
    for _ in 0..<1000 where released != nil { usleep(1000) }
    let lines = output.text.withLock { $0 }.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    guard lines.count <= frames.count else { fatalError("\(lines.count) responses to \(frames.count) lines") }
    for line in lines {
        guard let message = try? JSONValue(parsing: Array(line.utf8)), case .object(let members) = message,
            members["jsonrpc"] == "2.0", members["id"] != nil, (members["result"] == nil) != (members["error"] == nil)
        else { fatalError("not a JSON-RPC response: \(line)") }
    }
    return 0
}
