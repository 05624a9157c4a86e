#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Darwin)
    import UniformTypeIdentifiers
#endif

/// A file an intent takes or returns: its contents, in memory or on disk, with a name and a type.
///
/// Spelled as Apple's `IntentFile`, so a file-handling intent compiles unchanged:
/// `@Parameter(supportedContentTypes: [.mpeg4Movie]) var video: IntentFile`, and
/// `.result(value: IntentFile(fileURL: output, filename: "clip.gif", type: .gif))`.
///
/// A file given to an intent is outside input. From the command line it is a path; the runtime
/// checks it before `perform()` runs (it must exist, be a regular file, be no larger than
/// ``maximumByteCount`` and be of a type the parameter supports) and hands the intent a file
/// backed by that path, which is read only when the intent asks for ``data``.
public struct IntentFile: Sendable, CustomStringConvertible {
    /// Where the contents are.
    private enum Contents: Sendable {
        case bytes(Data)
        case file(URL)
    }

    private let contents: Contents

    /// The name shown to people: `clip.gif`.
    public var filename: String

    /// The file's type (`public.png`), when the file was made with one or given as a parameter.
    public let type: UTType?

    /// Whether whoever receives the file should delete it from disk once done with it; `false` by
    /// default. `intents run` deletes a returned file that says so after printing the result.
    public var removedOnCompletion: Bool

    /// Creates a file held in memory.
    /// - Parameters:
    ///   - data: The contents.
    ///   - filename: The name shown to people.
    ///   - type: The contents' type, if known.
    public init(data: Data, filename: String, type: UTType? = nil) {
        self.contents = .bytes(data)
        self.filename = filename
        self.type = type
        self.removedOnCompletion = false
    }

    /// Creates a file backed by a file on disk, which is read only when its data is asked for.
    /// - Parameters:
    ///   - fileURL: The file's location.
    ///   - filename: The name shown to people; by default the URL's last path component.
    ///   - type: The contents' type, if known.
    public init(fileURL: URL, filename: String? = nil, type: UTType? = nil) {
        self.contents = .file(fileURL)
        self.filename = filename ?? fileURL.lastPathComponent
        self.type = type
        self.removedOnCompletion = false
    }

    /// The location of the file on disk; `nil` for a file held in memory.
    public var fileURL: URL? {
        guard case .file(let url) = contents else { return nil }
        return url
    }

    /// The contents.
    ///
    /// A file on disk is read when this is asked for, bounded by ``maximumByteCount``. This property
    /// cannot throw (it is Apple's spelling): a file that has gone, cannot be read or has grown past
    /// the limit gives empty data. ``data(contentType:)`` throws instead, saying why.
    public var data: Data {
        (try? readContents()) ?? Data()
    }

    /// The most bytes a file may have to be given to an intent as a parameter, or to be read into
    /// ``data``: 1 GiB. Task-local, so a host or a test can bound the runs it starts differently:
    /// `IntentFile.$maximumByteCount.withValue(1 << 20) { … }`.
    @TaskLocal package static var maximumByteCount: Int = 1 << 30

    /// The types the contents can be had as: the file's own type and, as bytes, data.
    public var availableContentTypes: [UTType] {
        let own = contentType
        return own == .data ? [own] : [own, .data]
    }

    /// The contents as data of a type.
    ///
    /// Nothing converts between formats here: the contents are returned as they are when their
    /// type conforms to `contentType` (a PNG file as `.image` or `.data`, not as `.jpeg`).
    /// - Parameter contentType: The type wanted.
    /// - Returns: The contents.
    /// - Throws: ``IntentFileError`` when the contents are not of the type, or the file cannot be
    ///   read or is larger than ``maximumByteCount``.
    public func data(contentType: UTType) async throws -> Data {
        try checkConforms(to: contentType)
        return try readContents()
    }

    /// Gives a closure the contents as a file of a type, removed afterwards unless it is the
    /// file itself opened in place.
    /// - Parameters:
    ///   - contentType: The type wanted.
    ///   - allowOpenInPlace: Whether a file already on disk may be handed over as it is.
    ///   - fileHandler: Takes the file's URL and whether it is the original opened in place.
    /// - Returns: What `fileHandler` returns.
    /// - Throws: ``IntentFileError`` when the contents are not of the type or cannot be read or
    ///   written; what `fileHandler` throws.
    public func withFile<Result>(
        contentType: UTType,
        allowOpenInPlace: Bool = false,
        fileHandler: @escaping (URL, Bool) async throws -> Result
    ) async throws -> Result {
        try checkConforms(to: contentType)
        if allowOpenInPlace, let fileURL {
            _ = try Self.inspect(fileURL, limit: Self.maximumByteCount)
            return try await fileHandler(fileURL, true)
        }
        let contents = try readContents()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("IntentFile-\(UUID().uuidString)")
        let copy = folder.appendingPathComponent(Self.safeFilename(filename))
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try contents.write(to: copy)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw IntentFileError(.unwritable, file: copy.path, "cannot write a temporary copy: \(error)")
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await fileHandler(copy, false)
    }

    /// `clip.gif (com.compuserve.gif, 1234 bytes)`; a file on disk with its path.
    public var description: String {
        let size = byteCount.map { "\($0) bytes" } ?? "unreadable"
        let shown = "\(filename) (\(contentType.identifier), \(size))"
        return fileURL.map { "\(shown) at \($0.path)" } ?? shown
    }

    // MARK: - For the runtime

    /// The number of bytes, without reading them; `nil` for a file on disk that cannot be examined.
    package var byteCount: Int? {
        switch contents {
        case .bytes(let data): data.count
        case .file(let url): try? Self.inspect(url, limit: .max)
        }
    }

    /// The type the contents are taken to be: the file's own, else the one its name's extension
    /// says, else data.
    package var contentType: UTType {
        if let type { return type }
        let name = filename.split(separator: "/").last.map(String.init) ?? filename
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .data }
        return UTType(filenameExtension: String(name[name.index(after: dot)...])) ?? .data
    }

    private func checkConforms(to contentType: UTType) throws(IntentFileError) {
        let own = self.contentType
        guard own.conforms(to: contentType) else {
            throw IntentFileError(
                .conversionUnavailable,
                file: fileURL?.path ?? filename,
                "is \(own.identifier), which is not \(contentType.identifier); files are not converted between types"
            )
        }
    }

    private func readContents() throws(IntentFileError) -> Data {
        switch contents {
        case .bytes(let data): return data
        case .file(let url): return try Self.read(url, limit: Self.maximumByteCount)
        }
    }

    /// A name that stays inside the temporary folder: no slashes, not `.` or `..`, not empty.
    private static func safeFilename(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\0" ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "file" : cleaned
    }
}
