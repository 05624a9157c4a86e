import Foundation

/// A program a test runs to its end, as a user would start it, with what it printed.
///
/// Standard output and error go to files, not pipes: a child that writes more than a pipe holds would block
/// until someone reads, and the test reads only once the child has ended.
public enum ChildProcess {
    /// What one run printed and how it exited.
    public struct Outcome: Sendable, Equatable {
        /// The exit status.
        public var status: Int32
        /// Everything written to standard output.
        public var standardOutput: String
        /// Everything written to standard error.
        public var standardError: String

        /// An outcome, as a test states the one it expects.
        public init(status: Int32, standardOutput: String, standardError: String) {
            self.status = status
            self.standardOutput = standardOutput
            self.standardError = standardError
        }
    }

    /// Runs a program and waits for it to end.
    /// - Parameters:
    ///   - executable: The program.
    ///   - arguments: The arguments after the program's name.
    ///   - standardInput: What the program reads on standard input; it reads end-of-file at once when empty.
    ///   - environment: The environment; this process's when `nil`.
    ///   - directory: The working directory; this process's when `nil`.
    /// - Returns: The exit status and both outputs.
    /// - Throws: When the scratch files cannot be made or the program cannot be started.
    public static func run(
        _ executable: URL,
        arguments: [String],
        standardInput: String = "",
        environment: [String: String]? = nil,
        directory: URL? = nil
    ) async throws -> Outcome {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("child-process-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("stdin")
        let outURL = scratch.appendingPathComponent("stdout")
        let errURL = scratch.appendingPathComponent("stderr")
        for (url, contents) in [(inURL, Data(standardInput.utf8)), (outURL, Data()), (errURL, Data())] {
            guard FileManager.default.createFile(atPath: url.path, contents: contents) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
        let inHandle = try FileHandle(forReadingFrom: inURL)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        if let directory { process.currentDirectoryURL = directory }
        process.standardInput = inHandle
        process.standardOutput = outHandle
        process.standardError = errHandle
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            process.terminationHandler = { _ in continuation.resume() }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: error)
            }
        }
        try inHandle.close()
        try outHandle.close()
        try errHandle.close()
        return Outcome(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self)
        )
    }
}
