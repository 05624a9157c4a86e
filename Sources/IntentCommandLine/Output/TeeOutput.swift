import IntentRuntime

/// Passes what a command writes on to another writer and keeps a copy: how `run --json` knows whether it printed
/// an outcome, and what it said on standard error when it did not.
final class TeeOutput: OutputWriter {
    private let destination: any OutputWriter
    private let copy = Locked("")

    /// Creates a writer that passes text on to `destination`.
    init(_ destination: any OutputWriter) {
        self.destination = destination
    }

    func write(_ text: String) {
        copy.withLock { $0 += text }
        destination.write(text)
    }

    /// Never styled: the copy is read back as plain text.
    var isTerminal: Bool { false }

    /// Everything written so far.
    var text: String { copy.withLock { $0 } }
}
