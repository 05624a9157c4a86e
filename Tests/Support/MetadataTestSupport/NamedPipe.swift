import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A FIFO (named pipe) for tests that check a reader refuses it at once instead of waiting for a writer.
package struct NamedPipe: Sendable {
    /// The FIFO's location.
    package let url: URL

    /// Creates a FIFO at `url`.
    /// - Parameter url: Where to create it; nothing may exist there.
    /// - Throws: `POSIXError` when `mkfifo` fails.
    package init(at url: URL) throws {
        guard mkfifo(url.path, 0o600) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        self.url = url
    }

    /// Opens the FIFO for writing and closes it again, which releases a reader blocked opening or reading it;
    /// does nothing when no reader has it open.
    package func releaseBlockedReaders() {
        let descriptor = open(url.path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
        if descriptor >= 0 { close(descriptor) }
    }

    /// Runs `body`, releasing a reader it leaves blocked on the FIFO after `seconds` (from a Dispatch thread, not
    /// the task pool a blocked reader may hold), so that a reader that does block fails its test instead of hanging
    /// the run.
    /// - Parameters:
    ///   - seconds: How long `body` may take.
    ///   - body: The code that must not block on the FIFO.
    /// - Returns: `body`'s result, and whether it finished in time.
    /// - Throws: What `body` throws.
    package func withDeadline<Result>(
        seconds: Double, _ body: () async throws -> Result
    ) async rethrows -> (result: Result, inTime: Bool) {
        let finished = Flag()
        let pipe = self
        @Sendable func release(_ remaining: Int) {
            guard !finished.isSet, remaining > 0 else { return }
            pipe.releaseBlockedReaders()
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { release(remaining - 1) }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { release(600) }
        let start = ContinuousClock.now
        defer { finished.set() }
        let result = try await body()
        return (result, ContinuousClock.now - start < .seconds(seconds))
    }

    /// A flag set once, read from any thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false

        var isSet: Bool { lock.withLock { value } }

        func set() { lock.withLock { value = true } }
    }
}
