import Foundation
import ProcessTestSupport

/// Type-checks Swift sources against the modules this test binary was built with, so that tests can
/// show what does and does not compile.
public enum CompileCheck {
    /// The toolchain's `swiftc`: `$SWIFT_EXEC`, else the first on `PATH`.
    public static let swiftc: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let exec = environment["SWIFT_EXEC"] { candidates.append(exec) }
        for directory in (environment["PATH"] ?? "").split(separator: ":") {
            candidates.append("\(directory)/swiftc")
        }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }.map(URL.init(fileURLWithPath:))
    }()

    /// The directory holding `IntentRuntime.swiftmodule` (and the package's other modules) of this
    /// build: found by walking up from the running test binary (`<scratch>/<triple>/debug/…PackageTests.xctest`).
    public static let moduleDirectory: URL? = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        var directory = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            for candidate in [directory.appendingPathComponent("Modules"), directory]
            where FileManager.default.fileExists(
                atPath: candidate.appendingPathComponent("IntentRuntime.swiftmodule").path)
            {
                return candidate
            }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// The compiler arguments that load this build's macro plug-in (IntentMacros, which expands the AppIntents
    /// module's macros), as SwiftPM passes them to a target that depends on the module; none when it was not built.
    public static let macroPluginArguments: [String] = {
        guard let moduleDirectory else { return [] }
        for directory in [moduleDirectory, moduleDirectory.deletingLastPathComponent()] {
            let tool = directory.appendingPathComponent("IntentMacros-tool")
            if FileManager.default.isExecutableFile(atPath: tool.path) {
                return ["-load-plugin-executable", "\(tool.path)#IntentMacros"]
            }
        }
        return []
    }()

    /// Whether sources can be checked here; tests that need it are skipped, with
    /// ``unavailableReason``, when not.
    public static let isAvailable = swiftc != nil && moduleDirectory != nil

    /// Why sources cannot be checked here, for a skipped test's comment.
    public static let unavailableReason: String =
        "cannot locate swiftc (\(swiftc?.path ?? "not found")) or the built IntentRuntime module "
        + "(\(moduleDirectory?.path ?? "not found"))"

    /// The outcome of one type-check.
    public struct Result: Sendable {
        /// The compiler's exit status.
        public let status: Int32
        /// Everything the compiler printed (standard output and standard error).
        public let output: String

        /// Whether the source compiled.
        public var compiled: Bool { status == 0 }

        /// The compiler's first `limit` error lines, each with the lines that follow it up to the next
        /// diagnostic (the source excerpt and notes), for a failure message a reader can act on.
        /// - Parameter limit: How many errors to keep.
        /// - Returns: The errors, or the whole output when the compiler printed no `error:` line.
        public func firstErrors(_ limit: Int) -> String {
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            var kept: [Substring] = []
            var errors = 0
            var inError = false
            for line in lines {
                if line.contains(": error:") {
                    errors += 1
                    if errors > limit { break }
                    inError = true
                } else if line.contains(": warning:") {
                    inError = false
                }
                if inError { kept.append(line) }
            }
            return kept.isEmpty ? output : kept.joined(separator: "\n")
        }
    }

    /// Type-checks `source` as a Swift 6 file importing the built modules.
    /// - Parameters:
    ///   - source: The Swift source text.
    ///   - name: The file name to give it (without `.swift`), which the compiler's messages show.
    ///   - arguments: Further compiler arguments, such as `-parse-as-library`.
    ///   - moduleCache: A module cache directory to share between checks; a private one when `nil`.
    /// - Returns: The compiler's status and output.
    /// - Throws: When `swiftc` or the modules cannot be found, or the temporary file cannot be written.
    public static func typecheck(
        _ source: String,
        name: String,
        arguments: [String] = [],
        moduleCache: URL? = nil
    ) throws -> Result {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-compilecheck-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("\(name).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try typecheck(
            fileAt: file,
            arguments: arguments,
            moduleCache: moduleCache ?? directory.appendingPathComponent("cache")
        )
    }

    /// Type-checks the Swift file at `file`, unchanged, as Swift 6 against the built modules.
    /// - Parameters:
    ///   - file: The file to check.
    ///   - arguments: Further compiler arguments, such as `-parse-as-library`.
    ///   - moduleCache: The module cache directory for the compiler.
    /// - Returns: The compiler's status and output.
    /// - Throws: When `swiftc` or the modules cannot be found, or the compiler cannot be started.
    public static func typecheck(fileAt file: URL, arguments: [String] = [], moduleCache: URL) throws -> Result {
        guard let swiftc, let moduleDirectory else { throw CocoaError(.fileNoSuchFile) }
        // The compiler driver leaves a TemporaryDirectory.* of its own in $TMPDIR after every run: give it one
        // that is removed afterwards, or a test run leaves thousands in /tmp.
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-driver-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        (process.executableURL, process.arguments) = lowPriority(
            swiftc,
            ["-typecheck", "-swift-version", "6", "-I", moduleDirectory.path, "-module-cache-path", moduleCache.path]
                + macroPluginArguments + arguments + [file.path])
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }
}
