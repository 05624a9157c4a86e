#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Reading a file on disk, which is outside input: examined before it is opened (a folder, a FIFO or
// a device is refused without being opened, so nothing blocks), and bounded in size.

extension IntentFile {
    /// Examines a file without reading it.
    /// - Parameters:
    ///   - url: The file.
    ///   - limit: The most bytes it may have.
    /// - Returns: Its size in bytes.
    /// - Throws: ``IntentFileError`` when nothing is there, it is not a regular file, it cannot be
    ///   examined, or it is larger than `limit`.
    package static func inspect(_ url: URL, limit: Int) throws(IntentFileError) -> Int {
        let path = url.path
        let attributes: [FileAttributeKey: Any]
        do {
            // What a symbolic link points to is what is read: examine that.
            attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        } catch {
            guard FileManager.default.fileExists(atPath: path) else {
                throw IntentFileError(.notFound, file: path, "does not exist")
            }
            throw IntentFileError(.unreadable, file: path, "cannot be examined: \(error)")
        }
        let kind = attributes[.type] as? FileAttributeType
        if kind == .typeSymbolicLink {
            throw IntentFileError(.notFound, file: path, "is a symbolic link to nothing")
        }
        guard kind == .typeRegular else {
            throw IntentFileError(.notRegularFile, file: path, "is \(Self.describe(kind)), not a regular file")
        }
        let size = Self.integer(attributes[.size]) ?? 0
        guard size <= limit else {
            throw IntentFileError(
                .tooLarge, file: path,
                "is \(Self.byteText(size)), more than the \(Self.byteText(limit)) a file may have here "
                    + "(IntentFile.maximumByteCount)"
            )
        }
        return size
    }

    /// Reads a file, bounded in size.
    /// - Parameters:
    ///   - url: The file.
    ///   - limit: The most bytes it may have.
    /// - Returns: The contents.
    /// - Throws: ``IntentFileError`` as ``inspect(_:limit:)`` does, or when reading fails or finds
    ///   the file grown past `limit`.
    package static func read(_ url: URL, limit: Int) throws(IntentFileError) -> Data {
        _ = try inspect(url, limit: limit)
        let contents: Data
        do {
            contents = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw IntentFileError(.unreadable, file: url.path, "cannot be read: \(error)")
        }
        guard contents.count <= limit else {
            throw IntentFileError(
                .tooLarge, file: url.path,
                "grew to \(Self.byteText(contents.count)) while read, more than the \(Self.byteText(limit)) allowed"
            )
        }
        return contents
    }

    /// `1.5 MB (1500000 bytes)`, or `512 bytes`.
    package static func byteText(_ count: Int) -> String {
        let units = [(1_000_000_000, "GB"), (1_000_000, "MB"), (1_000, "kB")]
        guard let (size, unit) = units.first(where: { count >= $0.0 }) else { return "\(count) bytes" }
        let tenths = Int((Double(count) / Double(size) * 10).rounded())
        let number = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
        return "\(number) \(unit) (\(count) bytes)"
    }

    /// A file attribute's number, whichever integer type the platform's Foundation gives it as.
    private static func integer(_ value: Any?) -> Int? {
        switch value {
        case let value as Int: value
        case let value as any BinaryInteger: Int(exactly: value) ?? .max
        default: nil
        }
    }

    private static func describe(_ kind: FileAttributeType?) -> String {
        switch kind {
        case .typeDirectory?: "a folder"
        case .typeCharacterSpecial?, .typeBlockSpecial?: "a device"
        case .typeSocket?: "a socket"
        default: "not a regular file (a FIFO or another special file)"
        }
    }
}
