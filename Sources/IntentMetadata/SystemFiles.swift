#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls the package's modules share, written against the system interface and
/// FoundationEssentials only: no `FileHandle`, no `ObjCBool`, no `NSError` bridging, so that a
/// process using the runtime does not load Foundation and its ICU data (several milliseconds at
/// every process start on Linux).
package enum SystemFiles {
    /// Why ``contents(ofFile:limit:)`` failed.
    package enum ReadFailure: Error {
        /// The file could not be opened; the text says why.
        case cannotOpen(String)
        /// The file could not be read; the text says why.
        case cannotRead(String)
        /// The file is larger than the limit: its size when known before reading.
        case tooLarge(Int?)
    }

    /// Whether something exists at `path` (following symbolic links), and whether it is a directory.
    /// - Parameter path: A file-system path.
    /// - Returns: `nil` when nothing is there; otherwise whether it is a directory.
    package static func isDirectory(atPath path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    /// The names of the entries of a directory, without `.` and `..`, in no particular order.
    /// - Parameter path: A directory.
    /// - Returns: The names; `nil` when the directory cannot be opened.
    package static func entryNames(inDirectory path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Reads a whole file, refusing it before reading when it is larger than `limit`, and reading
    /// at most `limit + 1` bytes of a file that grows meanwhile.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes accepted.
    /// - Returns: The file's bytes.
    /// - Throws: ``ReadFailure``.
    package static func contents(ofFile path: String, limit: Int) throws(ReadFailure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .cannotOpen(describe(errno: errno)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .cannotRead(describe(errno: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { throw .cannotRead(describe(errno: EISDIR)) }
        return try readToEnd(descriptor, size: Int(status.st_size), limit: limit)
    }

    /// Reads what is left of an open file, refusing it before reading when `size` (its size when opened) is larger
    /// than `limit`, and reading at most `limit + 1` bytes of a file that grows meanwhile.
    /// - Parameters:
    ///   - descriptor: The open file.
    ///   - size: Its size, from `fstat`.
    ///   - limit: The most bytes accepted.
    /// - Returns: The bytes read.
    /// - Throws: ``ReadFailure``.
    package static func readToEnd(_ descriptor: Int32, size: Int, limit: Int) throws(ReadFailure) -> [UInt8] {
        guard size <= limit else { throw .tooLarge(size) }
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count <= limit else { throw .tooLarge(nil) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(bytes.count, 4096), limit + 1 - bytes.count)))
            }
            let received = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if received < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(describe(errno: errno))
            }
            if received == 0 { break }
            count += received
        }
        guard count <= limit else { throw .tooLarge(nil) }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// A system error, described for a message: the operating system's text for the underlying
    /// `errno` where there is one (`No such file or directory`).
    /// - Parameter error: An error thrown by a file operation.
    /// - Returns: The description.
    package static func describe(_ error: any Error) -> String {
        #if canImport(FoundationEssentials)
            if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
                return describe(errno: underlying.code.rawValue)
            }
            if let error = error as? POSIXError { return describe(errno: error.code.rawValue) }
            return "\(error)"
        #else
            return error.localizedDescription
        #endif
    }

    /// The operating system's text for an `errno` value.
    /// - Parameter number: The `errno` value.
    /// - Returns: Its text, such as `Permission denied`.
    package static func describe(errno number: Int32) -> String {
        String(cString: strerror(number))
    }
}
