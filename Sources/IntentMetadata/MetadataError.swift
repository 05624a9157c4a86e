/// An error reading, decoding or writing a `Metadata.appintents` bundle.
///
/// The error names the input (``file``), the place in the document (``jsonPath``, and ``line`` and ``column``
/// for syntax errors) and, where one is known, the fix.
public struct MetadataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of failure. New codes may be added; match the ones you handle and keep a default.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case fileNotFound, unreadable, unwritable, tooLarge, tooDeep, tooManyElements, stringTooLong
            case invalidUTF8, syntax, duplicateKey, unexpectedType, missingKey, invalidValue
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// The file or folder does not exist, or a folder holds no `extract.actionsdata`.
        public static let fileNotFound = Code(.fileNotFound)
        /// The file exists but could not be read.
        public static let unreadable = Code(.unreadable)
        /// The bundle could not be written.
        public static let unwritable = Code(.unwritable)
        /// The input is larger than ``MetadataLimits/maxBytes``.
        public static let tooLarge = Code(.tooLarge)
        /// Arrays and objects are nested deeper than ``MetadataLimits/maxDepth``.
        public static let tooDeep = Code(.tooDeep)
        /// The document holds more values than ``MetadataLimits/maxElements``.
        public static let tooManyElements = Code(.tooManyElements)
        /// A string or number is longer than ``MetadataLimits/maxStringBytes``.
        public static let stringTooLong = Code(.stringTooLong)
        /// The input is not valid UTF-8.
        public static let invalidUTF8 = Code(.invalidUTF8)
        /// The input is not valid JSON.
        public static let syntax = Code(.syntax)
        /// An object has the same key twice.
        public static let duplicateKey = Code(.duplicateKey)
        /// A value has the wrong JSON type for its place in the metadata schema.
        public static let unexpectedType = Code(.unexpectedType)
        /// A key the schema needs in its object is missing (only where the value cannot be understood without it).
        public static let missingKey = Code(.missingKey)
        /// A value has the right JSON type but a shape the schema does not allow.
        public static let invalidValue = Code(.invalidValue)

        /// The code's name, such as `syntax`.
        public var description: String { base.rawValue }

        /// Whether the error concerns the file as a whole (it is missing, unreadable, unwritable or too large)
        /// rather than a place in the document.
        var isAboutTheFile: Bool {
            switch base {
            case .fileNotFound, .unreadable, .unwritable, .tooLarge: true
            default: false
            }
        }
    }

    /// The kind of failure.
    public var code: Code
    /// The file the input came from, when known.
    public var file: String?
    /// The 1-based line of a syntax error, when the input's bytes are known.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) of a syntax error, when the input's bytes are known.
    public var column: Int?
    /// The byte offset of a syntax error in the input, when known.
    public var byteOffset: Int?
    /// What went wrong, and the fix where one is known.
    public var message: String
    /// The place in the document, outermost component first; see ``jsonPath`` for its text.
    public var pathComponents: [JSONPathComponent]

    /// The place in the document, such as `actions.ConfigurationAppIntent.parameters[2].valueType`;
    /// empty for the document itself.
    public var jsonPath: String { JSONPathComponent.render(pathComponents) }

    /// Creates an error.
    /// - Parameters:
    ///   - code: The kind of failure.
    ///   - message: What went wrong, and the fix where one is known.
    ///   - file: The file the input came from.
    ///   - jsonPath: The place in the document, outermost component first.
    ///   - line: The 1-based line.
    ///   - column: The 1-based column.
    public init(
        code: Code,
        message: String,
        file: String? = nil,
        jsonPath: [JSONPathComponent] = [],
        line: Int? = nil,
        column: Int? = nil
    ) {
        self.code = code
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.pathComponents = jsonPath
    }

    init(_ code: Code, _ message: String, at offset: Int? = nil, path: [JSONPathComponent] = []) {
        self.code = code
        self.message = message
        self.byteOffset = offset
        self.pathComponents = path
    }

    /// Returns the error with `component` put in front of its path (used while unwinding out of a container).
    func prefixed(_ component: JSONPathComponent) -> MetadataError {
        var copy = self
        copy.pathComponents.insert(component, at: 0)
        return copy
    }

    /// Returns the error with `components` put in front of its path.
    func prefixed(_ components: [JSONPathComponent]) -> MetadataError {
        var copy = self
        copy.pathComponents.insert(contentsOf: components, at: 0)
        return copy
    }

    /// Returns the error with its file set and its byte offset turned into a line and column.
    func located(in bytes: UnsafeBufferPointer<UInt8>?, file: String?) -> MetadataError {
        var copy = self
        if copy.file == nil { copy.file = file }
        if let bytes, let offset = copy.byteOffset, copy.line == nil {
            var line = 1
            var column = 1
            var index = 0
            let end = min(offset, bytes.count)
            while index < end {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
                index += 1
            }
            copy.line = line
            copy.column = column
        }
        return copy
    }

    /// Returns the error with the line and column of the value at its JSON path in `bytes`, when it has none yet.
    func locatingPath(in bytes: UnsafeBufferPointer<UInt8>) -> MetadataError {
        guard byteOffset == nil, line == nil, let offset = JSONReader.offset(of: pathComponents, in: bytes) else {
            return self
        }
        var copy = self
        copy.byteOffset = offset
        return copy.located(in: bytes, file: file)
    }

    /// `file:line:column: error: message (at jsonPath)`, leaving out what is unknown. Errors about the file itself
    /// (missing, unreadable, unwritable, too large) name no place in the document.
    public var description: String {
        var text = ""
        if let file { text += file + ":" }
        if let line, let column { text += "\(line):\(column):" }
        if !text.isEmpty { text += " " }
        text += "error: " + message
        let path = jsonPath
        if !path.isEmpty {
            text += " (at \(path))"
        } else if !code.isAboutTheFile {
            text += " (at the top level)"
        }
        return text
    }
}
