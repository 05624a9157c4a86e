import Foundation
import ProcessTestSupport

extension CompileCheck {
    /// ``typecheck(fileAt:arguments:moduleCache:)`` on a thread of its own, for async tests.
    ///
    /// The synchronous form waits for the compiler in its caller's thread. Called from async
    /// code it holds one of the Swift concurrency pool's threads (as many as the machine has
    /// cores: 2 on CI) for the whole compile, so a few compiles at once starve every other test
    /// of the process for as long: intents then time out at 30 s without having run.
    /// - Parameters:
    ///   - file: The file to check.
    ///   - arguments: Further compiler arguments, such as `-parse-as-library`.
    ///   - moduleCache: The module cache directory for the compiler.
    /// - Returns: The compiler's status and output.
    /// - Throws: When `swiftc` or the modules cannot be found, or the compiler cannot be started.
    public static func typecheckOffThePool(fileAt file: URL, arguments: [String] = [], moduleCache: URL) async throws
        -> Result
    {
        try await inCompileSlot { try typecheck(fileAt: file, arguments: arguments, moduleCache: moduleCache) }
    }

    /// ``typecheck(_:name:arguments:moduleCache:)`` on a thread of its own, for async tests.
    /// - Parameters:
    ///   - source: The Swift source.
    ///   - name: The file's name, without `.swift`.
    ///   - arguments: Further compiler arguments.
    ///   - moduleCache: The module cache directory; a temporary one by default.
    /// - Returns: The compiler's status and output.
    /// - Throws: When `swiftc` or the modules cannot be found, or the compiler cannot be started.
    public static func typecheckOffThePool(
        _ source: String,
        name: String,
        arguments: [String] = [],
        moduleCache: URL? = nil
    ) async throws -> Result {
        try await inCompileSlot { try typecheck(source, name: name, arguments: arguments, moduleCache: moduleCache) }
    }

    /// Runs `body` (a compiler or symbol-graph tool) off the pool, in the slots processor-bound test bodies share:
    /// at most two at once, since more only slow every other test of the process down.
    static func inCompileSlot<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await ProcessorSlots.shared.run(body)
    }
}
