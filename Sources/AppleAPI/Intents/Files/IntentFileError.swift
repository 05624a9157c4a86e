/// Why an ``IntentFile``'s contents could not be had: the file is missing, not a regular file,
/// too large, unreadable, or not of the type asked for.
public struct IntentFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
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
        package static let notFound = Code(kind: .notFound)

        /// The path names a folder, a FIFO, a device…, not a regular file.
        package static let notRegularFile = Code(kind: .notRegularFile)

        /// The file is larger than ``IntentFile/maximumByteCount``.
        package static let tooLarge = Code(kind: .tooLarge)

        /// The file exists but cannot be examined or read.
        package static let unreadable = Code(kind: .unreadable)

        /// A temporary copy of the file could not be written.
        package static let unwritable = Code(kind: .unwritable)

        /// The contents are not of the type asked for, and files are not converted.
        package static let conversionUnavailable = Code(kind: .conversionUnavailable)

        /// The code's name.
        package var description: String {
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
    package let code: Code

    /// The file's path, or its name when it is held in memory.
    package let file: String

    /// What went wrong, after the file's path.
    package let reason: String

    /// `<file>: <reason>`.
    public var description: String { "\(file): \(reason)" }

    init(_ code: Code, file: String, _ reason: String) {
        self.code = code
        self.file = file
        self.reason = reason
    }
}
