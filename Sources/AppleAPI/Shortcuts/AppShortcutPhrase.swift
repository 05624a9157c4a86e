/// A placeholder in an App Shortcut phrase: Apple's `AppShortcutPhraseToken`.
public struct AppShortcutPhraseToken: Hashable, Sendable {
    private init() {}

    /// The application's name (or one of its synonyms): `"Open \(.applicationName)"`.
    public static let applicationName = AppShortcutPhraseToken()
}

/// A phrase that runs an App Shortcut: Apple's `AppShortcutPhrase`, written as a string with
/// interpolations of `.applicationName` and of the intent's parameters:
///
/// ```swift
/// "Stream \(\.$stream) on \(.applicationName)"
/// ```
///
/// A parameter is named by its key path, which the runtime resolves to the `@Parameter`
/// property's name by looking at a fresh `Intent()`.
public struct AppShortcutPhrase<Intent: AppIntent>: Hashable, Sendable,
    ExpressibleByStringInterpolation
{
    /// Collects the parts of an interpolated phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [PhraseTemplate.Segment] = []

        /// Creates an empty interpolation.
        /// - Parameters:
        ///   - literalCapacity: The combined length of the literal parts.
        ///   - interpolationCount: The number of interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Appends literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            segments.append(.text(literal))
        }

        /// Appends the application's name: `\(.applicationName)`.
        /// - Parameter token: `.applicationName`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) {
            segments.append(.applicationName)
        }

        /// Appends text computed at run time, as literal text. (Phrases in Apple's SDK are
        /// literals; a host that builds phrases may interpolate text here.)
        /// - Parameter text: The text.
        public mutating func appendInterpolation(_ text: String) {
            segments.append(.text(text))
        }

        /// Appends a parameter of the intent: `\(\.$stream)`.
        /// - Parameter parameter: The key path of the parameter's projected value.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            let intent = Intent()
            let target = intent[keyPath: parameter]
            for child in Mirror(reflecting: intent).children {
                guard let label = child.label, let value = child.value as? IntentParameter<Value>, value === target
                else { continue }
                segments.append(.parameter(label.hasPrefix("_") ? String(label.dropFirst()) : label))
                return
            }
            segments.append(.unresolvedParameter(String(describing: parameter)))
        }
    }

    let template: PhraseTemplate

    /// Creates a phrase from an interpolation.
    /// - Parameter stringInterpolation: The collected parts.
    public init(stringInterpolation: StringInterpolation) {
        template = PhraseTemplate(segments: stringInterpolation.segments)
    }

    /// Creates a phrase from plain text.
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        template = PhraseTemplate(segments: [.text(value)])
    }

    /// Creates a phrase from plain text, as a string literal does.
    /// - Parameter string: The text.
    public init(_ string: String) {
        self.init(stringLiteral: string)
    }

    /// The phrase as metadata writes it: `"Stream ${stream} on ${applicationName}"`.
    package var spelling: String { template.description }
}
