#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A string a user sees: an intent's title, a parameter's title, a dialog.
///
/// Spelled as Apple's `LocalizedStringResource` so that intent sources compile against both
/// Apple's AppIntents and this runtime. The runtime does not localize: `key` is the text
/// (or the strings-table key) exactly as written in source, which is also what Xcode writes
/// into `extract.actionsdata`. Interpolated values are rendered as a person would see them:
/// an entity or an enum case by its display representation's title.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation
{
    /// The key: the literal text as written in source.
    public let key: String

    /// The strings table the key is looked up in, when it is not the default table.
    public let table: String?

    /// Creates a resource whose key is a string known only at run time: the engine's titles made from names.
    /// Apple's resource has no such initializer (its keys are literals or ``String/LocalizationValue``s).
    /// - Parameters:
    ///   - key: The literal text, or the strings-table key.
    ///   - table: The strings table; `nil` for the default one.
    package init(_ key: String, table: String? = nil) {
        self.key = key
        self.table = table
    }

    /// Creates a resource from a string literal.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a resource from an interpolated string.
    /// - Parameter stringInterpolation: The text, values rendered as a person sees them.
    public init(stringInterpolation: StringInterpolation) {
        self.init(stringInterpolation.text)
    }

    /// The key, as a user would see it without localization. Apple's resource is not `CustomStringConvertible`;
    /// this one is, so that a message or a failed expectation reads it.
    public var description: String { key }

    /// Renders the values interpolated into a resource as a person would see them: Foundation's
    /// `String.LocalizationValue.StringInterpolation`, as Apple's `LocalizedStringResource` names it.
    public typealias StringInterpolation = String.LocalizationValue.StringInterpolation
}

extension LocalizedStringResource {
    /// How a value reads in text: by its display representation or localized text if it has one.
    /// - Parameter value: Any value.
    /// - Returns: The text.
    static func text(of value: Any) -> String {
        switch value {
        case let resource as LocalizedStringResource: resource.key
        case let representable as any InstanceDisplayRepresentable: representable.displayRepresentation.title.key
        case let convertible as any CustomLocalizedStringResourceConvertible: convertible.localizedStringResource.key
        default: String(describing: value)
        }
    }
}
