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

extension MetadataBundle {
    /// The file names inside a `Metadata.appintents` folder.
    static let actionsDataFileName = "extract.actionsdata"
    static let versionFileName = "version.json"

    /// Reads a bundle from a `Metadata.appintents` (or any `X.appintents`) folder, from a folder that contains
    /// one, or from an `extract.actionsdata` file. A `version.json` beside the actions data supplies
    /// ``toolsVersion``.
    /// - Parameters:
    ///   - url: The folder or file.
    ///   - limits: Bounds on the input.
    /// - Throws: ``MetadataError``: `fileNotFound`, `unreadable`, `tooLarge`, or a syntax or type error naming the
    ///   file, line, column and JSON path.
    public init(contentsOf url: URL, limits: MetadataLimits = .default) throws(MetadataError) {
        let file = try Self.actionsDataFile(at: url.path)
        try self.init(
            actionsDataFile: file, bytes: try Self.readFile(atPath: file, limit: limits.maxBytes), limits: limits)
    }

    /// The `extract.actionsdata` file of a bundle: the file itself, or the one in the folder, or in the folder's
    /// `Metadata.appintents`. Paths are joined as text, as `URL.appendingPathComponent(_:)` joins them, without its
    /// cost (each `URL` operation parses and re-encodes the whole path).
    /// - Parameter path: A `Metadata.appintents` (or any `X.appintents`) folder, a folder that contains one, or an
    ///   `extract.actionsdata` file.
    /// - Returns: The file's path.
    /// - Throws: ``MetadataError``: `fileNotFound`.
    package static func actionsDataFile(at path: String) throws(MetadataError) -> String {
        guard let isDirectory = SystemFiles.isDirectory(atPath: path) else {
            throw MetadataError(code: .fileNotFound, message: "no such file or folder", file: path)
        }
        guard isDirectory else { return path }
        let direct = Self.path(path, appending: Self.actionsDataFileName)
        if SystemFiles.isDirectory(atPath: direct) != nil { return direct }
        let nested = Self.path(Self.path(path, appending: "Metadata.appintents"), appending: Self.actionsDataFileName)
        if SystemFiles.isDirectory(atPath: nested) != nil { return nested }
        throw MetadataError(
            code: .fileNotFound,
            message: "the folder has no \(Self.actionsDataFileName); pass a Metadata.appintents folder",
            file: path
        )
    }

    /// Reads a bundle from the bytes of its actions data file; a `version.json` beside an `extract.actionsdata` file
    /// supplies ``toolsVersion``.
    /// - Parameters:
    ///   - path: The file the bytes were read from (``actionsDataFile(at:)``).
    ///   - bytes: Its bytes.
    ///   - limits: Bounds on the input.
    /// - Throws: ``MetadataError``: `unreadable` or `tooLarge` (`version.json`), or a syntax or type error naming the
    ///   file, line, column and JSON path.
    package init(actionsDataFile path: String, bytes: [UInt8], limits: MetadataLimits = .default)
        throws(MetadataError)
    {
        try self.init(actionsData: bytes, source: path, limits: limits)
        let slash = path.lastIndex(of: "/")
        let name = path[(slash.map(path.index(after:)) ?? path.startIndex)...]
        guard name == Self.actionsDataFileName else { return }
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let versionFile = Self.path(folder, appending: Self.versionFileName)
        if SystemFiles.isDirectory(atPath: versionFile) != nil {
            try readVersionJSON(try Self.readFile(atPath: versionFile, limit: 1 << 16), source: versionFile)
        }
    }

    /// `path` and `component` joined by one `/`.
    private static func path(_ path: String, appending component: String) -> String {
        path.hasSuffix("/") ? path + component : path + "/" + component
    }

    /// Reads a bundle from the bytes of an `extract.actionsdata` file.
    /// - Parameters:
    ///   - bytes: The UTF-8 JSON document.
    ///   - source: Where the bytes came from (a path), for messages.
    ///   - limits: Bounds on the input.
    /// - Throws: ``MetadataError`` naming the line, column and JSON path of the first problem.
    public init(actionsData bytes: some Sequence<UInt8>, source: String, limits: MetadataLimits = .default)
        throws(MetadataError)
    {
        // The common shape straight from the bytes, which the model keeps; anything else, and every error, through
        // the general reader.
        if bytes.underestimatedCount <= limits.maxBytes,
            let array = bytes as? [UInt8] ?? bytes.withContiguousStorageIfAvailable(Array.init),
            let bundle = MetadataBundleReader.read(array, source: source, limits: limits)
        {
            self = bundle
            return
        }
        self = try Self.readAsTree(bytes, source: source, limits: limits)
    }

    /// The general reader: the whole document as a `JSONValue` tree, then ``init(jsonValue:source:)``. Every
    /// document, valid or not, and the only one that reports errors.
    static func readAsTree(_ bytes: some Sequence<UInt8>, source: String, limits: MetadataLimits)
        throws(MetadataError) -> MetadataBundle
    {
        try JSONReader.withContiguousBytes(bytes, limits: limits, source: source) { buffer throws(MetadataError) in
            let document = try JSONReader.parse(buffer, limits: limits, source: source)
            do throws(MetadataError) {
                return try MetadataBundle(jsonValue: document, source: source)
            } catch {
                throw error.locatingPath(in: buffer)
            }
        }
    }

    /// Reads `version.json` into ``toolsVersion`` and ``versionFileVersion``, remembering which of the two keys came
    /// first so that ``versionJSON()`` writes them back in that order (Xcode writes both orders).
    /// - Parameter bytes: The UTF-8 JSON document.
    /// - Parameter source: Where the bytes came from, for messages.
    /// - Throws: ``MetadataError`` when it is not a JSON object of strings.
    public mutating func readVersionJSON(_ bytes: some Sequence<UInt8>, source: String) throws(MetadataError) {
        let limits = MetadataLimits(maxBytes: 1 << 16, maxDepth: 8, maxStringBytes: 4096, maxElements: 1024)
        let bytes = Array(bytes)
        let document = try JSONValue(parsing: bytes, source: source, limits: limits)
        do {
            var decoder = try ObjectDecoder(document, expecting: "a version.json document")
            toolsVersion = try decoder.string("toolsVersion")
            versionFileVersion = try decoder.string("version")
        } catch {
            throw error.located(in: nil, file: source)
        }
        versionFileKeyOrder = bytes.withUnsafeBufferPointer { buffer in
            let tools = JSONReader.offset(of: [.key("toolsVersion")], in: buffer)
            let version = JSONReader.offset(of: [.key("version")], in: buffer)
            if let tools, let version, version < tools { return .versionFirst }
            return .toolsVersionFirst
        }
    }

    /// The `extract.actionsdata` bytes, deterministic and as Xcode 26+ writes them: compact, keys sorted in byte
    /// order, `/` escaped as `\/`, non-ASCII raw, no trailing newline.
    /// - Returns: UTF-8 JSON.
    public func actionsData() -> [UInt8] {
        var writer = JSONWriter(capacity: 1 << 16)
        writer.write(jsonValue)
        return writer.output
    }

    /// The `version.json` bytes, as Xcode writes them:
    /// `{\n  "toolsVersion" : "…",\n  "version" : "3.0"\n}` with no trailing newline, the two keys in the order
    /// the bundle's `version.json` was read with (`toolsVersion` first for a bundle not read from one). The tools
    /// version is ``toolsVersion``, else the generator's version, else empty.
    /// - Returns: UTF-8 JSON.
    public func versionJSON() -> [UInt8] {
        let members = [
            ("toolsVersion", toolsVersion ?? generator?.version ?? ""), ("version", versionFileVersion ?? "3.0"),
        ]
        var output = Array("{\n  ".utf8)
        for (offset, (key, value)) in (versionFileKeyOrder == .versionFirst ? members.reversed() : members).enumerated()
        {
            if offset > 0 { output += Array(",\n  ".utf8) }
            output += JSONWriter.quoted(key)
            output += Array(" : ".utf8)
            output += JSONWriter.quoted(value)
        }
        output += Array("\n}".utf8)
        return output
    }

    /// Writes `extract.actionsdata` and `version.json` into `directory` (created if needed), each file replaced
    /// atomically.
    ///
    /// Metadata that ``MetadataLimits/default`` would refuse when read back (over 32 MiB, a string over 1 MiB,
    /// nesting over 256, over 8 Mi values) is refused before anything is written.
    /// - Parameter directory: The `Metadata.appintents` folder.
    /// - Throws: ``MetadataError`` with code `unwritable`, or the reader's code (`tooLarge`, `stringTooLong`,
    ///   `tooDeep`, `tooManyElements`) when the written metadata would not be read back.
    public func write(to directory: URL) throws(MetadataError) {
        let actionsURL = directory.appendingPathComponent(Self.actionsDataFileName)
        let actions = actionsData()
        do {
            _ = try JSONValue(parsing: actions, source: actionsURL.path, limits: .default)
        } catch {
            var refused = error
            refused.message =
                "the metadata would not be read back (\(error.message), with the default limits); nothing was written"
            throw refused
        }
        let files = [
            (actionsURL, actions),
            (directory.appendingPathComponent(Self.versionFileName), versionJSON()),
        ]
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw MetadataError(
                code: .unwritable,
                message: "cannot create the folder: \(SystemFiles.describe(error))",
                file: directory.path
            )
        }
        for (url, bytes) in files {
            do {
                try Data(bytes).write(to: url, options: .atomic)
            } catch {
                throw MetadataError(
                    code: .unwritable,
                    message: "cannot write the file: \(SystemFiles.describe(error))",
                    file: url.path
                )
            }
        }
    }

    /// Reads a whole regular file, refusing it before reading when it is larger than `limit`, and refusing at once
    /// anything that is not a regular file (a FIFO, a device, a socket), which could block or never end.
    /// - Parameters:
    ///   - url: The file.
    ///   - limit: The most bytes to accept.
    /// - Returns: The file's bytes.
    /// - Throws: ``MetadataError``: `fileNotFound`, `unreadable` (naming what the path is when it is not a regular
    ///   file) or `tooLarge`.
    package static func readFile(_ url: URL, limit: Int) throws(MetadataError) -> [UInt8] {
        try readFile(atPath: url.path, limit: limit)
    }

    /// Reads a whole regular file, as ``readFile(_:limit:)`` does.
    /// - Parameters:
    ///   - path: The file.
    ///   - limit: The most bytes to accept.
    /// - Returns: The file's bytes.
    /// - Throws: ``MetadataError``: `fileNotFound`, `unreadable` or `tooLarge`.
    package static func readFile(atPath path: String, limit: Int) throws(MetadataError) -> [UInt8] {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer before fstat could refuse it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw MetadataError(
                code: code == ENOENT ? .fileNotFound : .unreadable,
                message: code == ENOENT
                    ? "no such file or folder" : "cannot open the file: \(String(cString: strerror(code)))",
                file: path
            )
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw MetadataError(
                code: .unreadable, message: "cannot examine the file: \(String(cString: strerror(errno)))",
                file: path)
        }
        if let kind = Self.nonRegularKind(status.st_mode) {
            throw MetadataError(
                code: .unreadable,
                message: "\(kind), not a regular file; metadata and input are read only from regular files",
                file: path
            )
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        do {
            return try SystemFiles.readToEnd(descriptor, size: Int(status.st_size), limit: limit)
        } catch {
            switch error {
            case .cannotOpen(let reason), .cannotRead(let reason):
                throw MetadataError(code: .unreadable, message: "cannot read the file: \(reason)", file: path)
            case .tooLarge(let size):
                throw JSONReader.tooLargeError(count: size, limits: MetadataLimits(maxBytes: limit), source: path)
            }
        }
    }

    /// What a file of this mode is, when it is not a regular file: "a FIFO (named pipe)", "a folder"…
    private static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "a special file"
        }
    }
}
