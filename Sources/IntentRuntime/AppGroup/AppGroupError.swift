/// An error reading or writing an app group's store.
public struct AppGroupError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case invalidIdentifier, io, corruptStore, tooLarge
        }

        private let value: Value

        /// An identifier or store name that is not a plain file name.
        public static let invalidIdentifier = Code(value: .invalidIdentifier)

        /// A file operation failed.
        public static let io = Code(value: .io)

        /// The store's file is not a JSON object of scalar values, or is larger than
        /// ``AppGroupStore/maximumReadableFileSize``.
        public static let corruptStore = Code(value: .corruptStore)

        /// A change refused because the store's file would be larger than
        /// ``AppGroupStore/maximumFileSize``; nothing was written.
        public static let tooLarge = Code(value: .tooLarge)

        /// The code's name.
        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code

    /// The file or identifier concerned.
    public var path: String

    /// A sentence for a person.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - path: The file or identifier concerned.
    ///   - message: A sentence for a person.
    public init(_ code: Code, path: String, message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// The message, prefixed with the path.
    public var description: String { "\(path): \(message)" }
}
