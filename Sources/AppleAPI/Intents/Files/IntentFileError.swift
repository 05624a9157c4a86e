/// Why an ``IntentFile``'s contents could not be had: the file is missing, not a regular file,
/// too large, unreadable, or not of the type asked for.
public struct IntentFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case notFound
            case notRegularFile
            case tooLarge
            case unreadable
            case unwritable
            case conversionUnavailable
        }

        private let kind: Kind

        /// Nothing is at the file's path.
        public static let notFound = Code(kind: .notFound)

        /// The path names a folder, a FIFO, a device…, not a regular file.
        public static let notRegularFile = Code(kind: .notRegularFile)

        /// The file is larger than ``IntentFile/maximumByteCount``.
        public static let tooLarge = Code(kind: .tooLarge)

        /// The file exists but cannot be examined or read.
        public static let unreadable = Code(kind: .unreadable)

        /// A temporary copy of the file could not be written.
        public static let unwritable = Code(kind: .unwritable)

        /// The contents are not of the type asked for, and files are not converted.
        public static let conversionUnavailable = Code(kind: .conversionUnavailable)

        /// The code's name.
        public var description: String {
            switch kind {
            case .notFound: "notFound"
            case .notRegularFile: "notRegularFile"
            case .tooLarge: "tooLarge"
            case .unreadable: "unreadable"
            case .unwritable: "unwritable"
            case .conversionUnavailable: "conversionUnavailable"
            }
        }
    }

    /// The kind of failure.
    public let code: Code

    /// The file's path, or its name when it is held in memory.
    public let file: String

    /// What went wrong, after the file's path.
    public let reason: String

    /// `<file>: <reason>`.
    public var description: String { "\(file): \(reason)" }

    init(_ code: Code, file: String, _ reason: String) {
        self.code = code
        self.file = file
        self.reason = reason
    }
}
