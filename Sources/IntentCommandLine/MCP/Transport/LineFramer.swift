/// Cuts a byte stream into the lines the MCP stdio transport sends: one JSON-RPC message per line,
/// ended by `\n` (a `\r` before it is dropped too).
///
/// The input is untrusted: a line longer than ``maximumBytes`` is never buffered whole. Its first
/// bytes are dropped along with the rest of the line, and the line comes out as
/// ``Frame/oversized(byteCount:)``, so the server can answer it with an error and carry on.
package struct LineFramer: Sendable {
    /// One line of input.
    package enum Frame: Sendable, Equatable {
        /// A line's bytes, without its line break.
        case line([UInt8])
        /// A line longer than the limit; `byteCount` is its length without the line break.
        case oversized(byteCount: Int)
    }

    /// The longest line kept, in bytes, without its line break.
    package let maximumBytes: Int

    private var pending: [UInt8] = []
    private var droppedCount = 0

    /// Creates a framer.
    /// - Parameter maximumBytes: The longest line kept, in bytes.
    package init(maximumBytes: Int) {
        self.maximumBytes = maximumBytes
    }

    /// Takes the next bytes of the stream.
    /// - Parameter bytes: The bytes, in the order read.
    /// - Returns: The lines they complete, in order.
    package mutating func push(_ bytes: some Sequence<UInt8>) -> [Frame] {
        var frames: [Frame] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                frames.append(endLine())
            } else if droppedCount > 0 {
                droppedCount += 1
            } else if pending.count == maximumBytes {
                droppedCount = pending.count + 1
                pending.removeAll()
            } else {
                pending.append(byte)
            }
        }
        return frames
    }

    /// Ends the stream.
    /// - Returns: The last line when it had no line break after it, else `nil`.
    package mutating func finish() -> Frame? {
        guard !pending.isEmpty || droppedCount > 0 else { return nil }
        return endLine()
    }

    private mutating func endLine() -> Frame {
        defer {
            pending.removeAll(keepingCapacity: pending.count <= 64 << 10)
            droppedCount = 0
        }
        if droppedCount > 0 {
            return .oversized(byteCount: droppedCount)
        }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        return .line(pending)
    }
}
