#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The identifier of a file entity: a file on disk, or a draft not saved yet.
///
/// Spelled as Apple's `FileEntityIdentifier`. As text (`entityIdentifierString`, what an invocation's `-p file=<id>`
/// gives) a file is its URL (`file:///…`) and a draft `draft:` followed by its identifier.
public struct FileEntityIdentifier: Hashable, Sendable, Codable, EntityIdentifierConvertible {
    private enum Kind: Hashable, Sendable {
        case file(URL)
        case draft(String)
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The identifier of a file on disk.
    /// - Parameter url: The file's URL.
    /// - Returns: The identifier.
    /// - Throws: `AppIntentError` when the URL is not a file URL.
    public static func file(url: URL) throws -> FileEntityIdentifier {
        guard url.isFileURL else {
            throw AppIntentError(
                .unrecoverable, "\(url) is not a file URL: a file entity's identifier is a file on disk")
        }
        return FileEntityIdentifier(.file(url))
    }

    /// The identifier of a document that is not on disk yet.
    /// - Parameter identifier: The draft's identifier.
    /// - Returns: The identifier.
    public static func draft(identifier: String) -> FileEntityIdentifier {
        FileEntityIdentifier(.draft(identifier))
    }

    /// The file's URL; `nil` for a draft.
    public var fileURL: URL? {
        if case .file(let url) = kind { return url }
        return nil
    }

    /// The draft's identifier; `nil` for a file.
    public var draftIdentifier: String? {
        if case .draft(let identifier) = kind { return identifier }
        return nil
    }

    /// Whether this is a draft's identifier.
    public var isDraft: Bool { draftIdentifier != nil }

    /// The file's URL (`file:///…`), or `draft:` and the draft's identifier.
    public var entityIdentifierString: String {
        switch kind {
        case .file(let url): url.absoluteString
        case .draft(let identifier): Self.draftPrefix + identifier
        }
    }

    /// The identifier a text stands for: a file URL, or `draft:` and an identifier; `nil` otherwise.
    /// - Parameter entityIdentifierString: The text.
    /// - Returns: The identifier, or `nil`.
    public static func entityIdentifier(for entityIdentifierString: String) -> FileEntityIdentifier? {
        if entityIdentifierString.hasPrefix(draftPrefix) {
            return .draft(identifier: String(entityIdentifierString.dropFirst(draftPrefix.count)))
        }
        guard let url = URL(string: entityIdentifierString), url.isFileURL else { return nil }
        return FileEntityIdentifier(.file(url))
    }

    private static let draftPrefix = "draft:"
}

extension FileEntityIdentifier {
    /// Encodes the identifier as its text: the file's URL, or `draft:` and the draft's identifier.
    /// - Parameter encoder: The encoder.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entityIdentifierString)
    }

    /// Decodes an identifier from its text.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError.dataCorrupted` when the text is neither a file URL nor `draft:…`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let identifier = FileEntityIdentifier.entityIdentifier(for: text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(text) is neither a file URL nor draft:<identifier>")
        }
        self = identifier
    }
}
