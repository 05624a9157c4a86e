import AppleAPI
import Foundation

// Foundation's localization API that intent code written for Apple's platforms uses and the
// toolchain's Foundation on Linux lacks: `String(localized:)` and its options. Declared here, in the
// module a file imports as `import AppIntents`, which is built only where Apple's frameworks do not
// exist; `String.LocalizationValue` and `LocalizedStringResource`'s initializers that take one are
// AppleAPI's, beside the resource. Nothing is localized: a string is its key (or its default value)
// with interpolated values rendered, as `LocalizedStringResource` renders them. When the toolchain's
// Foundation gains one of these, the two become ambiguous in users' files;
// `FoundationLocalizationTests` notices that first.

extension String {
    /// Creates a localized string from a key that is also its text: the text, since nothing is
    /// localized here; `table`, `bundle`, `locale` and `comment` are accepted and unused.
    /// - Parameters:
    ///   - keyAndValue: The key and text.
    ///   - table: The strings table; unused.
    ///   - bundle: The bundle to look in; unused.
    ///   - locale: The locale; unused.
    ///   - comment: A note for translators; unused.
    public init(
        localized keyAndValue: String.LocalizationValue,
        table: String? = nil,
        bundle: Bundle? = nil,
        locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = keyAndValue.text
    }

    /// Creates a localized string from a key and its default value: the default value, since
    /// nothing is localized here.
    /// - Parameters:
    ///   - key: The key in the strings table; unused.
    ///   - defaultValue: The text.
    ///   - table: The strings table; unused.
    ///   - bundle: The bundle to look in; unused.
    ///   - locale: The locale; unused.
    ///   - comment: A note for translators; unused.
    public init(
        localized key: StaticString,
        defaultValue: String.LocalizationValue,
        table: String? = nil,
        bundle: Bundle? = nil,
        locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = defaultValue.text
    }

    /// Options for `String(localized:options:…)`: Foundation's `String.LocalizationOptions`.
    public struct LocalizationOptions {
        /// The values that fill the string's placeholders (`\(placeholder: .int)`), in order.
        public var replacements: [any CVarArg]?

        /// Creates options with no replacements.
        public init() {}

        /// `text` with its placeholders (`${int}`, `${double}`…, as `\(placeholder:)` writes them)
        /// filled, in order, by the replacements; placeholders beyond them are left as they are.
        func apply(to text: String) -> String {
            guard let replacements, !replacements.isEmpty else { return text }
            var result = ""
            var rest = Substring(text)
            var next = replacements.makeIterator()
            while let start = rest.range(of: "${"), let end = rest[start.upperBound...].firstIndex(of: "}") {
                result += rest[..<start.lowerBound]
                if let value = next.next() {
                    result += "\(value)"
                } else {
                    result += rest[start.lowerBound...end]
                }
                rest = rest[rest.index(after: end)...]
            }
            return result + rest
        }
    }

    /// Creates a localized string from a key that is also its text, its placeholders filled by the
    /// options' replacements.
    /// - Parameters:
    ///   - keyAndValue: The key and text.
    ///   - options: The replacements for the placeholders.
    ///   - table: The strings table; unused.
    ///   - bundle: The bundle to look in; unused.
    ///   - locale: The locale; unused.
    ///   - comment: A note for translators; unused.
    public init(
        localized keyAndValue: String.LocalizationValue,
        options: String.LocalizationOptions,
        table: String? = nil,
        bundle: Bundle? = nil,
        locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = options.apply(to: keyAndValue.text)
    }

    /// Creates a localized string from a key and its default value, the placeholders of the
    /// default value filled by the options' replacements.
    /// - Parameters:
    ///   - key: The key in the strings table; unused.
    ///   - defaultValue: The text.
    ///   - options: The replacements for the placeholders.
    ///   - table: The strings table; unused.
    ///   - bundle: The bundle to look in; unused.
    ///   - locale: The locale; unused.
    ///   - comment: A note for translators; unused.
    public init(
        localized key: StaticString,
        defaultValue: String.LocalizationValue,
        options: String.LocalizationOptions,
        table: String? = nil,
        bundle: Bundle? = nil,
        locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = options.apply(to: defaultValue.text)
    }

    /// Creates a localized string from a resource, its placeholders filled by the options'
    /// replacements.
    /// - Parameters:
    ///   - resource: The resource.
    ///   - options: The replacements for the placeholders.
    public init(localized resource: LocalizedStringResource, options: String.LocalizationOptions) {
        self = options.apply(to: resource.key)
    }

    /// Creates a localized string from a resource: its text, since nothing is localized here.
    /// - Parameter resource: The resource.
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
    }
}
