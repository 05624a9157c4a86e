import IntentRuntime

/// Collects what a command writes, for tests and for hosts that show the output themselves.
public final class CapturedOutput: OutputWriter {
    private let buffer = Locked("")

    /// Creates an empty buffer.
    public init() {}

    /// Appends text to the buffer.
    /// - Parameter text: The text to append.
    public func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    /// A buffer is never a terminal: no colour.
    public var isTerminal: Bool { false }

    /// Everything written so far.
    public var text: String { buffer.withLock { $0 } }
}
