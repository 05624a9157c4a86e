#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A destination for the text a command prints: standard output, standard error, or a buffer.
public protocol OutputWriter: Sendable {
    /// Writes text as is; the caller supplies line breaks.
    /// - Parameter text: The text to write.
    func write(_ text: String)

    /// Whether the destination is an interactive terminal, so that colour may be used.
    var isTerminal: Bool { get }
}

/// Writes to one of the process's standard file descriptors.
public struct FileDescriptorWriter: OutputWriter {
    /// The file descriptor written to.
    public let fileDescriptor: Int32

    /// Creates a writer for a file descriptor.
    /// - Parameter fileDescriptor: An open file descriptor, such as 1 for standard output.
    public init(fileDescriptor: Int32) {
        self.fileDescriptor = fileDescriptor
    }

    /// The process's standard output.
    public static let standardOutput = FileDescriptorWriter(fileDescriptor: 1)

    /// The process's standard error.
    public static let standardError = FileDescriptorWriter(fileDescriptor: 2)

    /// Writes the text's UTF-8 bytes, retrying short writes and interruptions.
    /// - Parameter text: The text to write.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { buffer in
            guard var base = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let written = systemWrite(fileDescriptor, base, remaining)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                remaining -= written
                base += written
            }
        }
    }

    /// Whether the descriptor is a terminal (`isatty`).
    public var isTerminal: Bool { isatty(fileDescriptor) == 1 }
}

private func systemWrite(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return write(descriptor, bytes, count)
    #else
        return -1
    #endif
}
