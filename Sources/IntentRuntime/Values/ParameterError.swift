/// Why an invocation's parameter values were refused, before `perform()` ran.
public struct ParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case unknownParameter
            case missingRequired
            case wrongType
            case outOfRange
            case unsupportedType
            case metadataMismatch
            case invalidInput
            case entityNotFound
            case queryFailed
            case notAnOption
            case fileNotFound
            case fileTooLarge
            case unsupportedFileType
        }

        private let kind: Kind

        /// The invocation names a parameter the intent does not declare.
        public static let unknownParameter = Code(kind: .unknownParameter)

        /// A parameter with neither a default nor an optional type got no value.
        public static let missingRequired = Code(kind: .missingRequired)

        /// The value cannot be read as the parameter's type.
        public static let wrongType = Code(kind: .wrongType)

        /// The value lies outside the type's range or the declared `inclusiveRange`.
        public static let outOfRange = Code(kind: .outOfRange)

        /// The parameter's type is one this runtime cannot decode from an invocation.
        public static let unsupportedType = Code(kind: .unsupportedType)

        /// The metadata's value type disagrees with the Swift type of the parameter.
        public static let metadataMismatch = Code(kind: .metadataMismatch)

        /// The invocation's input (a JSON file) could not be read as parameter values.
        public static let invalidInput = Code(kind: .invalidInput)

        /// The value names an entity that the entity's query does not find.
        public static let entityNotFound = Code(kind: .entityNotFound)

        /// The entity's query threw while finding the entities a value names.
        public static let queryFailed = Code(kind: .queryFailed)

        /// The value is not among those the parameter's options provider offers.
        public static let notAnOption = Code(kind: .notAnOption)

        /// A file parameter's path names nothing, a folder or another non-regular file, or a file
        /// that cannot be examined.
        public static let fileNotFound = Code(kind: .fileNotFound)

        /// A file parameter's file is larger than ``IntentFile/maximumByteCount``.
        public static let fileTooLarge = Code(kind: .fileTooLarge)

        /// A file parameter's file is of a type the parameter does not take.
        public static let unsupportedFileType = Code(kind: .unsupportedFileType)

        /// The code's name.
        public var description: String {
            switch kind {
            case .unknownParameter: "unknownParameter"
            case .missingRequired: "missingRequired"
            case .wrongType: "wrongType"
            case .outOfRange: "outOfRange"
            case .unsupportedType: "unsupportedType"
            case .metadataMismatch: "metadataMismatch"
            case .invalidInput: "invalidInput"
            case .entityNotFound: "entityNotFound"
            case .queryFailed: "queryFailed"
            case .notAnOption: "notAnOption"
            case .fileNotFound: "fileNotFound"
            case .fileTooLarge: "fileTooLarge"
            case .unsupportedFileType: "unsupportedFileType"
            }
        }
    }

    /// The kind of failure.
    public let code: Code

    /// The parameter's name, when the failure concerns one.
    public let parameter: String?

    /// What went wrong, naming the action and the parameter, and how to fix it.
    public let message: String

    /// The message.
    public var description: String { message }

    package init(_ code: Code, parameter: String?, _ message: String) {
        self.code = code
        self.parameter = parameter
        self.message = message
    }

    static func invalidInput(source: String, reason: String) -> ParameterError {
        ParameterError(
            .invalidInput,
            parameter: nil,
            "\(source): expected a JSON object mapping parameter names to values (\(reason))"
        )
    }
}
