#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Darwin)
    import UniformTypeIdentifiers
#endif

// A file parameter's value is a path (or a `file:` URL). The file is outside input: it must be a
// regular file, no larger than `IntentFile.maximumByteCount`, and of a type the parameter takes. It
// is examined here, before `perform()` runs, and not read: the intent reads it if it wants to.

extension ValueDecoding {
    /// Decodes a path to an ``IntentFile`` backed by that file, with the type its extension says.
    /// - Parameters:
    ///   - value: The path.
    ///   - supportedTypes: The type identifiers the parameter takes; any file when empty.
    ///   - name: The parameter's name, for errors.
    /// - Returns: The file.
    /// - Throws: ``ParameterError`` when the value is not a path, names no regular file, names one
    ///   too large, or names one of a type the parameter does not take.
    func file(_ value: InvocationValue, supportedTypes: [String], parameter name: String) throws(ParameterError)
        -> IntentFile
    {
        guard case .string(let text) = value, let url = Self.fileURL(text) else {
            throw error(
                ValueConversion.Refusal(reason: .wrongType(expected: "the path of a file", hint: ""), value: value),
                name)
        }
        do {
            _ = try IntentFile.inspect(url, limit: IntentFile.maximumByteCount)
        } catch {
            let code: ParameterError.Code = error.code == .tooLarge ? .fileTooLarge : .fileNotFound
            throw self.error(code, name, "names \(error.file), which \(error.reason)")
        }
        let file = IntentFile(fileURL: url, type: Self.type(ofFileNamed: url.lastPathComponent))
        let accepted = supportedTypes.isEmpty ? [UTType.item] : supportedTypes.compactMap { UTType($0) }
        let type = file.contentType
        guard accepted.contains(where: { type.conforms(to: $0) }) else {
            let named = supportedTypes.map { identifier in
                UTType(identifier)?.localizedDescription.map { "\(identifier) (\($0))" } ?? identifier
            }
            throw error(
                .unsupportedFileType,
                name,
                "names \(url.path), a file of type \(type.identifier), which it does not take; it takes "
                    + named.joined(separator: ", ")
            )
        }
        return file
    }

    /// The type a file's name says, by its extension; `nil` when it has none.
    static func type(ofFileNamed name: String) -> UTType? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex, name.index(after: dot) != name.endIndex
        else { return nil }
        return UTType(filenameExtension: String(name[name.index(after: dot)...]))
    }

    /// A path, absolute or relative to the current directory, or a `file:` URL.
    private static func fileURL(_ text: String) -> URL? {
        guard !text.isEmpty, !text.contains("\0") else { return nil }
        if text.hasPrefix("file:") {
            guard let url = URL(string: text), url.isFileURL, !url.path.isEmpty else { return nil }
            return url
        }
        return URL(fileURLWithPath: text).standardizedFileURL
    }
}
