#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the process's standard output for a protocol while a command speaks one on it
/// (`run --json`, `serve --mcp`, the host process of out-of-process tests).
///
/// Intents write to standard output too: `print`, `FileHandle.standardOutput`, C `printf` or
/// `write(1, …)`. Any of those between two protocol messages corrupts the protocol. So, at the
/// file-descriptor level, the protocol's descriptor 1 is duplicated to a descriptor of its own, and
/// standard error is duplicated onto 1: what intents write goes to standard error, and the protocol
/// writes to its own descriptor. Descriptor 1 is given back when the command ends.
enum ProtocolStandardOutput {
    /// Runs `body` with the protocol's own writer, when `writer` is the process's standard output.
    /// - Parameters:
    ///   - writer: Where the command would print; only the process's descriptor 1 is moved aside.
    ///   - body: The command, given the writer the protocol writes to.
    /// - Returns: What `body` returns.
    static func keeping<T>(_ writer: any OutputWriter, _ body: (any OutputWriter) async -> T) async -> T {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
            guard let descriptor = writer as? FileDescriptorWriter, descriptor.fileDescriptor == STDOUT_FILENO else {
                return await body(writer)
            }
            // What C's buffered stdout holds was written before: it goes to the protocol's output now.
            fflush(nil)
            let kept = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
            guard kept >= 0 else { return await body(writer) }
            guard dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
                close(kept)
                return await body(writer)
            }
            let result = await body(FileDescriptorWriter(fileDescriptor: kept))
            // What intents left in C's buffer belongs to standard error, where descriptor 1 still points.
            fflush(nil)
            _ = dup2(kept, STDOUT_FILENO)
            close(kept)
            return result
        #else
            return await body(writer)
        #endif
    }
}
