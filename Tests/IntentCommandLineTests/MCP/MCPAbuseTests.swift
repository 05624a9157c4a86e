import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@testable import IntentCommandLine

#if canImport(Glibc)
    import Glibc
#endif

/// `serve --mcp` under abuse, over pipes only: floods, a client that stops reading, a last line
/// without a line break, bytes that are not UTF-8, requests cancelled in flight. Every loop is
/// bounded and every wait has a deadline, so a server that hangs fails the test instead of hanging it.
@Suite("MCP server under abuse")
struct MCPAbuseTests {
    /// The ids of the responses in `lines`, counted.
    static func responseCounts(_ lines: MCPLines) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for message in lines.messages {
            if let id = message["id"]?.intValue { counts[id, default: 0] += 1 }
        }
        return counts
    }

    /// The server's resident memory, from /proc, in MiB.
    static func residentMegabytes(of processIdentifier: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(processIdentifier)/status", encoding: .utf8) else {
            return nil
        }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 / 1024 }
    }

    @Test("10,000 requests in one burst: each answered exactly once, and the server ends at EOF")
    func tenThousandRequestsInABurst() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch))
        server.send(mcpInitialize(id: 0))
        _ = try await server.lines.response(to: 0)
        let count = 10_000
        var burst: [UInt8] = []
        for id in 1...count {
            let line: String
            switch id % 5 {
            case 0: line = mcpRequest(id, "ping")
            case 1: line = mcpRequest(id, "no/such/method")
            case 2: line = mcpRequest(id, "resources/templates/list")
            case 3: line = mcpCall(id, "NoSuchTool")
            default: line = mcpRequest(id, "prompts/list", #"{"cursor":"x"}"#)
            }
            burst += Array(line.utf8) + [UInt8(ascii: "\n")]
        }
        let started = ContinuousClock.now
        server.send(unterminated: burst)
        try server.closeInput()
        #expect(try await server.waitForExit(within: .seconds(300)) == 0)
        let elapsed = ContinuousClock.now - started
        // The process has ended; the thread reading its output may still be reading the last lines.
        _ = try? await server.lines.waitFor("\(count + 1) lines") { $0.lines.count >= count + 1 ? true : nil }
        let counts = Self.responseCounts(server.lines)
        #expect(counts.count == count + 1, "every request answered")
        #expect(counts.values.allSatisfy { $0 == 1 }, "none twice")
        let missing = (1...count).filter { counts[$0] != 1 }
        #expect(
            missing.isEmpty,
            "unanswered: \(missing.prefix(10)); \(server.lines.messages.filter { $0["id"]?.intValue == nil })")
        print("MCP burst: \(count) requests (\(burst.count) bytes) answered once each in \(elapsed)")
    }

    @Test("a client that stops reading: the server stops reading too, its memory stays bounded, and it goes on")
    func aClientThatStopsReadingFillsAPipeNotMemory() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch), drainsOutput: false)
        server.send(mcpInitialize(id: 0))
        // tools/list answers are kilobytes each: the server's output pipe fills after a few dozen.
        let request = Array((mcpRequest(1, "tools/list") + "\n").utf8)
        var sent = 0
        var refused = 0
        var resident: Int?
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        // Write until the server has stopped taking input for a while (its input pipe stays full),
        // sampling its memory meanwhile. (A server slowed enough, under a sanitizer, may reach its 30 s
        // stall timeout and end first: then it is gone, and the samples taken before count.)
        while refused < 200, ContinuousClock.now < deadline {
            if server.sendWithoutWaiting(request) == request.count {
                sent += 1
                refused = 0
                // Sampled while it still reads too: a server slowed by a loaded machine may reach its stall
                // timeout and end before the client is ever refused.
                if sent % 100 == 0, let sample = Self.residentMegabytes(of: server.processIdentifier) {
                    resident = max(resident ?? 0, sample)
                }
            } else {
                refused += 1
                if refused % 20 == 0, let sample = Self.residentMegabytes(of: server.processIdentifier) {
                    resident = max(resident ?? 0, sample)
                }
                try await Task.sleep(for: .milliseconds(10))
            }
        }
        #expect(refused >= 200, "the server kept reading \(sent) requests while nobody read its answers")
        let peak = try #require(resident, "no memory sample")
        #expect(peak < 256, "\(peak) MiB resident after \(sent) unanswered requests")
        // The client reads again: everything that was taken is answered, and the session ends normally.
        server.startDrainingOutput()
        try server.closeInput()
        #expect(try await server.waitForExit(within: .seconds(120)) == 0)
        // The process has ended; the thread reading its output may still be reading.
        _ = try? await server.lines.waitFor("two answers") { $0.lines.count >= 2 ? true : nil }
        #expect(server.lines.messages.count >= 2)
        print("MCP client that stops reading: server took \(sent) requests, then stopped; at most \(peak) MiB resident")
    }

    @Test("a client that never reads again: the server gives up after its stall timeout and returns")
    func aServerWhoseOutputStallsEndsTheSession() async throws {
        var descriptors: [Int32] = [0, 0]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let writer = StallBoundedWriter(fileDescriptor: descriptors[1], stallTimeout: .milliseconds(300))
        let server = MCPServer(
            application: InProcessMCPSession.application(),
            configuration: MCPServer.Configuration(name: "host", version: "1"))
        let taken = Locked(0)
        let (stream, input) = AsyncStream<LineFramer.Frame>.makeStream()
        input.yield(.line(Array(mcpInitialize(id: 0).utf8)))
        for id in 1...5_000 { input.yield(.line(Array(mcpRequest(id, "tools/list").utf8))) }
        input.finish()
        let counted = stream.map { frame -> LineFramer.Frame in
            taken.withLock { $0 += 1 }
            return frame
        }
        let serving = Task { await server.serve(counted, to: writer) }
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while writer.failure == nil, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        await serving.value
        #expect(writer.failure?.contains("the client read nothing for") == true, "\(writer.failure ?? "no failure")")
        #expect(taken.withLock { $0 } < 5_001, "the server read on after it gave up")
    }

    @Test("the last line without a line break is answered before the server ends")
    func lastLineWithoutALineBreak() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch))
        server.send(mcpInitialize(id: 0))
        server.send(unterminated: Array(mcpRequest(5, "ping").utf8))
        try server.closeInput()
        #expect(try await server.waitForExit(within: .seconds(60)) == 0)
        #expect(server.lines.responses(to: 5).first?["result"] == [:], "\(server.lines.lines)")
        #expect(server.lines.messages.count == 2)
    }

    @Test("bytes that are not UTF-8: each such line gets one parse error, and the server reads on")
    func invalidUTF8() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let server = try MCPProcess(environment: IntentsProcess.environment(appGroups: scratch))
        server.send(mcpInitialize(id: 0))
        // Not UTF-8 at all; an overlong "/"; a UTF-16 surrogate; a truncated sequence.
        let bad: [[UInt8]] = [
            [0xFF, 0xFE],
            Array(#"{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":""#.utf8) + [0xC0, 0xAF]
                + Array(#""}}"#.utf8),
            Array(#"{"jsonrpc":"2.0","id":2,"method":"pi"#.utf8) + [0xED, 0xA0, 0x80] + Array(#"ng"}"#.utf8),
            Array(#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":""#.utf8) + [0xE2, 0x82]
                + Array(#""}}"#.utf8),
        ]
        for line in bad { server.send(bytes: line) }
        server.send(mcpRequest(9, "ping"))
        _ = try await server.lines.response(to: 9)
        try server.closeInput()
        #expect(try await server.waitForExit(within: .seconds(60)) == 0)
        let errors = server.lines.messages.filter { $0["error"] != nil }
        #expect(errors.count == bad.count, "\(server.lines.lines)")
        #expect(errors.allSatisfy { $0.errorCode == -32700 }, "\(server.lines.lines)")
        #expect(server.lines.messages.count == bad.count + 2)
    }

    @Test("300 calls cancelled at once, 300 more cancelled while they run: none answered twice, none left running")
    func cancellationOfRequestsInFlight() async throws {
        let application = InProcessMCPSession.application()
        let session = InProcessMCPSession(application: application)
        try await session.initialize()
        let count = 300
        for id in 1...count {
            // Alternate an intent that waits until cancelled and one that returns at once.
            session.send(id % 2 == 0 ? mcpCall(id, "WaitIntent") : mcpCall(id, "FileVolumeIntent", #"{"book":"b1"}"#))
            session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(id)}}"#)
        }
        session.send(mcpRequest(count + 1, "ping"))
        _ = try await session.lines.response(to: .number(JSONNumber(count + 1)))
        // Then the same again, cancelled only once they are all sent and a WaitIntent runs.
        let later = (count + 2)...(2 * count + 1)
        for id in later {
            session.send(id % 2 == 0 ? mcpCall(id, "WaitIntent") : mcpCall(id, "FileVolumeIntent", #"{"book":"b1"}"#))
        }
        let deadline = ContinuousClock.now.advanced(by: .seconds(30))
        while !application.host.executor.isGuarded("WaitIntent"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        for id in later {
            session.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":\#(id)}}"#)
        }
        let started = ContinuousClock.now
        await session.end()
        let ended = ContinuousClock.now - started
        let counts = Self.responseCounts(session.lines)
        #expect(counts.values.allSatisfy { $0 == 1 }, "a request answered twice")
        let waitsRun = later.filter { $0 % 2 == 0 && counts[$0] == nil }
        #expect(waitsRun.count >= 1, "the WaitIntent that ran was cancelled, so it got no response")
        // A WaitIntent call is answered only when it was refused (the previous run still held the guard);
        // one that ran was cancelled, so it neither reached the run limit nor waited its 60 s to the end.
        let timedOut = session.lines.messages.filter { $0.toolText?.contains("did not finish within") == true }
        #expect(timedOut.isEmpty, "\(timedOut.count) runs were not cancelled")
        let waited = session.lines.messages.filter { $0.toolText?.contains("Waited") == true }
        #expect(waited.isEmpty, "\(waited.count) WaitIntent runs were not cancelled and waited to the end")
        #expect(!application.host.executor.isGuarded("WaitIntent"))
        #expect(!application.host.executor.isGuarded("FileVolumeIntent"))
        print(
            "MCP cancellation: \(2 * count) calls cancelled; \(counts.count - 2) answered (refused or done first), "
                + "\(waitsRun.count) cancelled while running, ended \(ended) after EOF")
    }
}
