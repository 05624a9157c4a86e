/// Why App Shortcuts were refused, at registration or when loading metadata.
public struct ShortcutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String, Hashable, Sendable {
            case secondProvider
            case tooManyShortcuts
            case intentNotRegistered
            case intentNotDiscoverable
            case missingApplicationName
            case unknownParameter
            case duplicatePhrase
        }

        private let value: Value

        /// A bundle declares more than one `AppShortcutsProvider`.
        public static let secondProvider = Code(value: .secondProvider)

        /// A provider declares more than ``Limits/shortcutsPerProvider`` shortcuts.
        public static let tooManyShortcuts = Code(value: .tooManyShortcuts)

        /// A shortcut's intent is not registered (or, in metadata, not an action of the bundle).
        public static let intentNotRegistered = Code(value: .intentNotRegistered)

        /// A shortcut's intent sets `isDiscoverable` to `false`.
        public static let intentNotDiscoverable = Code(value: .intentNotDiscoverable)

        /// None of a shortcut's phrases names the application.
        public static let missingApplicationName = Code(value: .missingApplicationName)

        /// A phrase names a parameter the intent does not have.
        public static let unknownParameter = Code(value: .unknownParameter)

        /// Two shortcuts claim the same phrase.
        public static let duplicatePhrase = Code(value: .duplicatePhrase)

        /// The code's name.
        public var description: String { value.rawValue }
    }

    /// What kind of problem this is.
    public let code: Code

    /// Where the problem is: `RadioShortcuts.appShortcuts[3].phrases[1]` for a provider,
    /// `autoShortcuts[3].phraseTemplates[1]` for metadata.
    public let path: String

    /// For a duplicate or a second provider, the other place.
    public let otherPath: String?

    /// The action identifier of the shortcut's intent, when one is concerned.
    public let actionIdentifier: String?

    /// The phrase concerned, as a template, when one is.
    public let phrase: String?

    /// What went wrong and how to fix it.
    public let message: String

    /// The message, prefixed with the path.
    public var description: String { "\(path): \(message)" }

    package init(
        _ code: Code,
        at path: String,
        otherPath: String? = nil,
        actionIdentifier: String? = nil,
        phrase: String? = nil,
        message: String
    ) {
        self.code = code
        self.path = path
        self.otherPath = otherPath
        self.actionIdentifier = actionIdentifier
        self.phrase = phrase
        self.message = message
    }
}
