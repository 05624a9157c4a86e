import CompileSupport
import Foundation
import Testing

/// Issue 10's compatibility measure: every file in `Files/` is an intent file written the way real
/// apps write them (see `USAGE.md`), and each must type-check unchanged against the package's
/// `AppIntents` and `WidgetKit` modules. One test case per file; a failing case shows the compiler's
/// first errors. The run prints "Compatibility: N of M files compile".
@Suite("Compatibility")
struct CompatibilityTests {
    /// The suite's files, by name, found next to this source file.
    static let fileNames: [String] =
        CompatibilityRun.filesDirectory.flatMap { directory in
            try? FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".swift") }
                .sorted()
        } ?? []

    @Test("The suite has at least 30 files, as issue 10 asks")
    func suiteSize() {
        #expect(Self.fileNames.count >= 30, "only \(Self.fileNames.count) files in Tests/Compatibility/Files")
    }

    @Test(
        "An intent file compiles unchanged",
        .enabled(if: CompatibilityRun.isSupported, Comment(rawValue: CompatibilityRun.unsupportedReason)),
        arguments: fileNames
    )
    func fileCompiles(_ name: String) async throws {
        let results = try await CompatibilityRun.shared.results()
        let result = try #require(results[name], "no result for \(name)")
        if !result.compiled {
            Issue.record(
                Comment(rawValue: "\(name) does not compile against AppIntents/WidgetKit:\n\(result.firstErrors(3))")
            )
        }
    }
}

/// Type-checks every file of the suite once, two at a time (the machine is shared), and keeps the
/// results for the per-file test cases.
actor CompatibilityRun {
    static let shared = CompatibilityRun()

    /// How many compilers run at once.
    static let concurrency = 2

    /// `Tests/Compatibility/Files`, next to this source file.
    static let filesDirectory: URL? = {
        let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Files")
        return FileManager.default.fileExists(atPath: directory.path) ? directory : nil
    }()

    /// On Apple's platforms `import AppIntents` means Apple's framework, not this package's module, and
    /// the files assume an iOS app's deployment target; the measure is for the package's own modules.
    static let isSupported: Bool = {
        #if canImport(Darwin)
            false
        #else
            CompileCheck.isAvailable && filesDirectory != nil
        #endif
    }()

    static let unsupportedReason: String = {
        #if canImport(Darwin)
            "on Apple's platforms the files' `import AppIntents` resolves to Apple's framework"
        #else
            filesDirectory == nil ? "Tests/Compatibility/Files not found" : CompileCheck.unavailableReason
        #endif
    }()

    private var run: Task<[String: CompileCheck.Result], any Error>?

    /// The result for every file, computed on first request.
    /// - Returns: Each file's type-check result, by file name.
    /// - Throws: When a compiler cannot be started or the files cannot be listed.
    func results() async throws -> [String: CompileCheck.Result] {
        if let run { return try await run.value }
        let task = Task { try await Self.checkAll() }
        run = task
        return try await task.value
    }

    private static func checkAll() async throws -> [String: CompileCheck.Result] {
        guard let directory = filesDirectory else { return [:] }
        let names = CompatibilityTests.fileNames
        let cache = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentruntime-compatibility-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: cache) }

        var results: [String: CompileCheck.Result] = [:]
        try await withThrowingTaskGroup(of: (String, CompileCheck.Result).self) { group in
            var pending = names.makeIterator()
            func startNext() {
                guard let name = pending.next() else { return }
                group.addTask {
                    let file = directory.appendingPathComponent(name)
                    return (
                        name,
                        try await CompileCheck.typecheckOffThePool(
                            fileAt: file, arguments: ["-parse-as-library"], moduleCache: cache)
                    )
                }
            }
            for _ in 0..<concurrency { startNext() }
            while let (name, result) = try await group.next() {
                results[name] = result
                startNext()
            }
        }
        let compiled = results.values.filter(\.compiled).count
        print("Compatibility: \(compiled) of \(results.count) files compile")
        return results
    }
}
