/// A problem ``MetadataBundle/validate()`` found, with the place it was found.
public struct MetadataDiagnostic: Sendable, Hashable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Sendable, Hashable {
        /// The bundle breaks a rule the platform enforces, or the runtime cannot use what it describes.
        case error
        /// The bundle is usable but suspicious.
        case warning
    }

    /// The rule a diagnostic reports. New codes may be added; match the ones you handle and keep a default.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case unknownAction, unknownEnumeration, unknownEntity, unknownParameter, duplicateIdentifier
            case identifierMismatch, tooManyAutoShortcuts, missingApplicationName, duplicatePhrase
            case malformedPairArray, missingMangledTypeName, undiscoverableShortcutAction, missingShortcutsProvider
            case unknownQuery
        }

        private let base: Base

        private init(_ base: Base) {
            self.base = base
        }

        /// An App Shortcut names an action the bundle does not have.
        public static let unknownAction = Code(.unknownAction)
        /// A `linkEnumeration` value type names an enum the bundle does not have.
        public static let unknownEnumeration = Code(.unknownEnumeration)
        /// An `entity` value type (or a query's entity type) names an entity the bundle does not have.
        public static let unknownEntity = Code(.unknownEntity)
        /// A `${name}` placeholder or parameter identifier names no parameter of its action.
        public static let unknownParameter = Code(.unknownParameter)
        /// An entity's `defaultQueryIdentifier` names no query of the bundle.
        public static let unknownQuery = Code(.unknownQuery)
        /// Two enums, enum cases or parameters of one action share an identifier.
        public static let duplicateIdentifier = Code(.duplicateIdentifier)
        /// An action, entity or query's key differs from its own identifier.
        public static let identifierMismatch = Code(.identifierMismatch)
        /// More than 10 App Shortcuts, the platform's limit.
        public static let tooManyAutoShortcuts = Code(.tooManyAutoShortcuts)
        /// An App Shortcut has no phrase containing `${applicationName}`.
        public static let missingApplicationName = Code(.missingApplicationName)
        /// Two App Shortcuts claim the same phrase.
        public static let duplicatePhrase = Code(.duplicatePhrase)
        /// A pair array has odd length or a key that is not a string.
        public static let malformedPairArray = Code(.malformedPairArray)
        /// An action has no non-empty mangled type name, so no type can be resolved for it.
        public static let missingMangledTypeName = Code(.missingMangledTypeName)
        /// An App Shortcut runs an action that is not discoverable.
        public static let undiscoverableShortcutAction = Code(.undiscoverableShortcutAction)
        /// The bundle has App Shortcuts but no `autoShortcutProviderMangledName`.
        public static let missingShortcutsProvider = Code(.missingShortcutsProvider)

        /// The code's name, such as `unknownAction`.
        public var description: String { base.rawValue }
    }

    /// How serious the problem is.
    public var severity: Severity
    /// The rule broken.
    public var code: Code
    /// Where: `autoShortcuts[3].actionIdentifier`.
    public var jsonPath: String
    /// What is wrong, and the fix where one is known.
    public var message: String

    /// Creates a diagnostic.
    /// - Parameters:
    ///   - severity: How serious the problem is.
    ///   - code: The rule broken.
    ///   - jsonPath: Where.
    ///   - message: What is wrong.
    public init(severity: Severity, code: Code, jsonPath: String, message: String) {
        self.severity = severity
        self.code = code
        self.jsonPath = jsonPath
        self.message = message
    }

    /// `error: message (at path) [code]`.
    public var description: String {
        "\(severity.rawValue): \(message) (at \(jsonPath.isEmpty ? "the top level" : jsonPath)) [\(code)]"
    }
}
