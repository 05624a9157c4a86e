import Foundation
import Testing

@testable import IntentCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `intents serve --mcp` as a separate process, spoken to over pipes as an MCP client
/// starts a server.
final class MCPProcess: @unchecked Sendable {
    /// What the server wrote on standard output.
    let lines = MCPLines()

    /// What the server wrote on standard error.
    let standardError = MCPLines()

    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle

    /// The server's process identifier.
    var processIdentifier: Int32 { process.processIdentifier }

    /// Starts reading the server's standard output, for a server made with `drainsOutput: false`.
    func startDrainingOutput() {
        Self.drain(output, into: lines)
    }

    /// Sends bytes as they are, without a line break.
    func send(unterminated bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input.fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Sends as much of `bytes` as the pipe takes now, without waiting.
    /// - Returns: How many bytes were written; fewer than `bytes.count` when the pipe is full.
    func sendWithoutWaiting(_ bytes: [UInt8]) -> Int {
        let flags = fcntl(input.fileDescriptor, F_GETFL)
        _ = fcntl(input.fileDescriptor, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(input.fileDescriptor, F_SETFL, flags) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(input.fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        return offset
    }

    /// Starts the server.
    /// - Parameters:
    ///   - arguments: The arguments after `intents`.
    ///   - environment: The environment.
    ///   - drainsOutput: Whether to read its standard output from the start; else only after
    ///     ``startDrainingOutput()``, to play a client that stops reading.
    init(arguments: [String] = ["serve", "--mcp"], environment: [String: String], drainsOutput: Bool = true) throws {
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.executableURL = try IntentsProcess.executable()
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = IntentsProcess.repositoryRoot
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        input = stdin.fileHandleForWriting
        signal(SIGPIPE, SIG_IGN)
        try process.run()
        output = stdout.fileHandleForReading
        if drainsOutput { Self.drain(stdout.fileHandleForReading, into: lines) }
        Self.drain(stderr.fileHandleForReading, into: standardError)
    }

    /// Sends one line.
    func send(_ line: String) {
        send(bytes: Array(line.utf8))
    }

    /// Sends bytes, then a line break. A server that has gone makes this fail quietly (EPIPE,
    /// SIGPIPE ignored), so the test reports what the server did instead of dying.
    func send(bytes: [UInt8]) {
        let line = bytes + [UInt8(ascii: "\n")]
        var offset = 0
        while offset < line.count {
            let written = line[offset...].withUnsafeBytes { write(input.fileDescriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
    }

    /// Closes the server's standard input: the end of the session.
    func closeInput() throws {
        try input.close()
    }

    /// Waits for the server to exit.
    /// - Parameter timeout: How long to wait before killing it.
    /// - Returns: Its exit status.
    func waitForExit(within timeout: Duration = .seconds(60)) async throws -> Int32 {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while process.isRunning {
            guard ContinuousClock.now < deadline else {
                process.terminate()
                throw HarnessError("the server did not exit within \(timeout); it wrote:\n\(lines.lines)")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return process.terminationStatus
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Reads a pipe on a thread of its own until it ends.
    private static func drain(_ handle: FileHandle, into lines: MCPLines) {
        let descriptor = handle.fileDescriptor
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                lines.append(buffer[0..<count])
            }
            try? handle.close()
        }
        thread.start()
    }
}
