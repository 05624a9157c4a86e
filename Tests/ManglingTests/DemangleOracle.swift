import Foundation
import ProcessTestSupport

/// Runs the toolchain's `swift demangle --compact`, the reference these tests compare the printer with.
enum DemangleOracle {
    /// The `swift` executable found on `PATH`, or `nil` (then live checks are skipped and say so).
    static let swiftExecutable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/swift"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }()

    /// What `swift demangle --compact` prints for each bare mangled name (a `$s` prefix is added), in order.
    ///
    /// It waits for the tool off the concurrency pool: a run of thousands of names takes seconds, and
    /// meanwhile the pool's threads belong to the other tests of the process.
    static func demangle(_ names: [String]) async throws -> [String] {
        guard let swiftExecutable else { return [] }
        return try await offThePool { try demangle(names, with: swiftExecutable) }
    }

    private static func demangle(_ names: [String], with swiftExecutable: String) throws -> [String] {
        var results: [String] = []
        // Batches keep the argument list short.
        var start = 0
        while start < names.count {
            let batch = Array(names[start..<min(start + 200, names.count)])
            start += batch.count
            let process = Process()
            process.executableURL = URL(fileURLWithPath: swiftExecutable)
            process.arguments = ["demangle", "--compact"] + batch.map { "$s" + $0 }
            let pipe = Pipe()
            process.standardOutput = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            results += lines.prefix(batch.count).map(String.init)
        }
        return results
    }
}
