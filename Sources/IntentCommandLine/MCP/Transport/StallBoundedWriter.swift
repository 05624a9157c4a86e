import IntentRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes the server's messages to a file descriptor (standard output, for `serve --mcp`), and gives
/// up when the client takes nothing for ``stallTimeout``.
///
/// A client that stops reading fills the pipe; a plain `write(2)` would then block the server
/// forever. This writer waits for room with `poll(2)` and writes at most one pipe buffer
/// (4,096 bytes) at a time, so it never blocks longer than ``stallTimeout``. Once it gives up,
/// every later write is dropped at once and ``failure`` says why; the server then stops reading and
/// ends its session.
package final class StallBoundedWriter: OutputWriter, Sendable {
    /// The file descriptor written to.
    package let fileDescriptor: Int32

    /// The longest the writer waits for the reader to make room.
    package let stallTimeout: Duration

    private let state = Locked<String?>(nil)

    /// Creates a writer.
    /// - Parameters:
    ///   - fileDescriptor: An open descriptor, such as 1 for standard output.
    ///   - stallTimeout: The longest wait for room before giving up.
    package init(fileDescriptor: Int32, stallTimeout: Duration) {
        self.fileDescriptor = fileDescriptor
        self.stallTimeout = stallTimeout
    }

    /// Why the writer gave up (the reader took nothing in time, or the descriptor failed); `nil`
    /// while it writes.
    package var failure: String? { state.withLock { $0 } }

    /// Writes the text's UTF-8 bytes, unless the writer has given up or gives up now.
    /// - Parameter text: The text to write.
    package func write(_ text: String) {
        guard failure == nil else { return }
        var text = text
        let reason: String? = text.withUTF8 { buffer -> String? in
            guard var base = buffer.baseAddress else { return nil }
            var remaining = buffer.count
            let milliseconds = Int32(
                clamping: stallTimeout.components.seconds * 1000
                    + stallTimeout.components.attoseconds / 1_000_000_000_000_000)
            while remaining > 0 {
                var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
                let ready = poll(&descriptor, 1, milliseconds)
                if ready < 0 {
                    if errno == EINTR { continue }
                    return "cannot wait to write: \(String(cString: strerror(errno)))"
                }
                if ready == 0 {
                    return "the client read nothing for \(stallTimeout); its responses are dropped and the session ends"
                }
                let written = descriptorWrite(fileDescriptor, base, min(remaining, 4096))
                if written < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    return "cannot write: \(String(cString: strerror(errno)))"
                }
                remaining -= written
                base += written
            }
            return nil
        }
        if let reason { state.withLock { current in current = current ?? reason } }
    }

    /// Whether the descriptor is a terminal (`isatty`).
    package var isTerminal: Bool { isatty(fileDescriptor) == 1 }
}

private func descriptorWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
