// Phrases that must not run any of the app's shortcuts (iOS 17): an app-level list the system
// trains against. Here they are kept; a phrase matches a shortcut or not whatever they say.

/// A phrase that must not run any of the app's App Shortcuts.
///
/// Spelled as Apple's `NegativeAppShortcutPhrase`.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with `${applicationName}` where it names the app.
    package let phrase: String

    /// A phrase.
    /// - Parameter phraseKey: The phrase.
    public init(_ phraseKey: String) {
        phrase = phraseKey
    }

    /// A phrase written as a literal.
    /// - Parameter value: The phrase.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A phrase with the app's name interpolated: `"Call \(.applicationName) a liar"`.
    /// - Parameter stringInterpolation: The phrase's parts.
    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// The parts of a negative phrase: literal text and the app's name.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        /// Starts an empty phrase.
        /// - Parameters:
        ///   - literalCapacity: The expected length of the literal text.
        ///   - interpolationCount: The expected number of interpolated values.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a token: the app's name.
        /// - Parameter token: The token.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            text += "${applicationName}"
        }
    }
}

/// The app's negative phrases.
///
/// Spelled as Apple's `NegativeAppShortcutPhrases`.
public struct NegativeAppShortcutPhrases: Sendable {
    /// The phrases.
    package let phrases: [NegativeAppShortcutPhrase]

    /// A list of negative phrases.
    /// - Parameter phrases: The phrases.
    public init(phrases: [NegativeAppShortcutPhrase]) {
        self.phrases = phrases
    }
}

extension AppShortcutsProvider {
    /// The app's negative phrases: none unless the provider declares its own.
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
}
