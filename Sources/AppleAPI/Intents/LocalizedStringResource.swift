#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
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
    public var key: String

    /// The strings table the key is looked up in, when it is not the default table.
    public var table: String?

    /// Creates a resource with a key and, optionally, a strings table.
    /// - Parameters:
    ///   - key: The literal text, or the strings-table key.
    ///   - table: The strings table; `nil` for the default one.
    public init(_ key: String, table: String? = nil) {
        self.key = key
        self.table = table
    }

    /// Creates a resource with a key and a default value, as Apple's strings-catalog form
    /// `LocalizedStringResource("greeting", defaultValue: "Hello")` does; without localization
    /// the default value is the text.
    /// - Parameters:
    ///   - key: The strings-table key.
    ///   - defaultValue: The text shown when the key has no translation.
    ///   - table: The strings table; `nil` for the default one.
    public init(_ key: StaticString, defaultValue: String, table: String? = nil) {
        self.init(defaultValue, table: table)
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

    /// The kind of value that fills a placeholder of a counting format.
    public enum Placeholder: String, Hashable, Sendable {
        /// A signed integer.
        case int
        /// An unsigned integer.
        case uint
        /// A single-precision number.
        case float
        /// A double-precision number.
        case double
        /// Any object.
        case object
    }

    /// The key, as a user would see it without localization.
    public var description: String { key }

    /// Renders the values interpolated into a resource as a person would see them.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        /// The text so far.
        package private(set) var text = ""

        /// Starts an interpolation.
        /// - Parameters:
        ///   - literalCapacity: The length of the literal parts.
        ///   - interpolationCount: The number of interpolated values.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 8 * interpolationCount)
        }

        /// Appends literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a value as a person sees it: an entity by its display representation's title,
        /// an enum case or an error by its localized text, anything else as `String(describing:)`.
        /// - Parameter value: The value.
        public mutating func appendInterpolation<Value>(_ value: Value) {
            text += LocalizedStringResource.text(of: value)
        }

        /// Appends a placeholder of a counting format: `"\(placeholder: .int) items"`, written
        /// `${int} items`, as Xcode writes such formats into metadata.
        /// - Parameter placeholder: The kind of value that fills it.
        public mutating func appendInterpolation(placeholder: Placeholder) {
            text += "${\(placeholder.rawValue)}"
        }

        /// Appends a number formatted by a `printf` specifier: `"\(price, specifier: "%.2f")"`.
        /// - Parameters:
        ///   - value: The number.
        ///   - specifier: The format specifier.
        public mutating func appendInterpolation(_ value: some CVarArg, specifier: String) {
            text += Self.formatted(value, specifier: specifier)
        }

        /// `value` formatted by the C library's `printf` rules, as `String(format:)` formats a number
        /// (Foundation's `String(format:)` is not in FoundationEssentials).
        private static func formatted(_ value: some CVarArg, specifier: String) -> String {
            var buffer = [CChar](repeating: 0, count: 64)
            while true {
                let needed = withVaList([value]) { arguments in
                    buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, $0.count, specifier, arguments) }
                }
                guard needed >= 0 else { return specifier }
                guard Int(needed) >= buffer.count else { break }
                buffer = [CChar](repeating: 0, count: Int(needed) + 1)
            }
            let length = buffer.firstIndex(of: 0) ?? buffer.count
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }

        /// Appends a value formatted by a format style: `"\(price, format: .number)"`.
        /// - Parameters:
        ///   - value: The value.
        ///   - format: The style that formats it.
        public mutating func appendInterpolation<Format: FormatStyle>(_ value: Format.FormatInput, format: Format)
        where Format.FormatOutput == String {
            text += format.format(value)
        }
    }
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
