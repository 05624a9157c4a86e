/// Why a deep link was refused: a malformed URL, or one no handler of the app takes.
public struct DeepLinkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: Hashable, Sendable {
            case invalidURL, tooLong, noHandler, missingQueryItem, invalidQueryItem
        }

        private let value: Value

        /// The text is not a URL this runtime accepts (no scheme, a bad character, a malformed
        /// percent escape…).
        public static let invalidURL = Code(value: .invalidURL)

        /// The URL is longer than ``DeepLink/maximumLength`` bytes once percent-encoded.
        public static let tooLong = Code(value: .tooLong)

        /// No handler of the app takes the URL's scheme and host.
        public static let noHandler = Code(value: .noHandler)

        /// A handler needs a query item the URL lacks.
        public static let missingQueryItem = Code(value: .missingQueryItem)

        /// A query item's value is not what the handler expects.
        public static let invalidQueryItem = Code(value: .invalidQueryItem)

        /// The code's name.
        public var description: String { "\(value)" }
    }

    /// What went wrong.
    public var code: Code

    /// The URL concerned, as given.
    public var url: String

    /// A sentence for a person.
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - code: What went wrong.
    ///   - url: The URL concerned.
    ///   - message: A sentence for a person.
    public init(_ code: Code, url: String, message: String) {
        self.code = code
        self.url = url
        self.message = message
    }

    /// The URL and the message.
    public var description: String { "\(url): \(message)" }
}
