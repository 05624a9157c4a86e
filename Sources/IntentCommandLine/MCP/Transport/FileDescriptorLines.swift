import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lines of a file descriptor (standard input, for `serve --mcp`), as an asynchronous sequence.
///
/// `read(2)` blocks, so it runs on a thread of its own, never on the cooperative pool that runs
/// the intents. The thread stays at most ``bufferedLines`` lines ahead of the server, so a client
/// that floods the server fills a pipe, not the server's memory.
struct FileDescriptorLines: AsyncSequence {
    typealias Element = LineFramer.Frame
    typealias Failure = Never

    /// How many lines the reading thread may hold that the server has not taken yet.
    static let bufferedLines = 64

    private let lines: AsyncStream<LineFramer.Frame>
    private let slots: DispatchSemaphore

    /// Starts reading `fileDescriptor` until end of file or a read error.
    /// - Parameters:
    ///   - fileDescriptor: An open descriptor, such as 0 for standard input.
    ///   - maximumLineBytes: The longest line kept; a longer one comes out as
    ///     ``LineFramer/Frame/oversized(byteCount:)``.
    init(fileDescriptor: Int32, maximumLineBytes: Int) {
        let (lines, continuation) = AsyncStream<LineFramer.Frame>.makeStream()
        let slots = DispatchSemaphore(value: Self.bufferedLines)
        // A serial queue of its own runs on Dispatch's overcommitting pool, which adds a thread
        // when this one blocks in read(2); the cooperative pool that runs intents is never held.
        DispatchQueue(label: "serve --mcp: input").async {
            var framer = LineFramer(maximumBytes: maximumLineBytes)
            var buffer = [UInt8](repeating: 0, count: 64 << 10)
            func deliver(_ frame: LineFramer.Frame) {
                slots.wait()
                continuation.yield(frame)
            }
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRead(fileDescriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for frame in framer.push(buffer[0..<count]) { deliver(frame) }
            }
            if let last = framer.finish() { deliver(last) }
            continuation.finish()
        }
        self.lines = lines
        self.slots = slots
    }

    func makeAsyncIterator() -> Iterator {
        Iterator(lines: lines.makeAsyncIterator(), slots: slots)
    }

    /// Gives the reading thread a slot back for every line taken.
    struct Iterator: AsyncIteratorProtocol {
        var lines: AsyncStream<LineFramer.Frame>.Iterator
        let slots: DispatchSemaphore

        mutating func next() async -> LineFramer.Frame? {
            let frame = await lines.next()
            if frame != nil { slots.signal() }
            return frame
        }
    }
}

private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return read(descriptor, buffer, count)
    #else
        return -1
    #endif
}
