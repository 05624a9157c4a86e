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

// Foundation's `String.LocalizationValue`, which Linux's Foundation lacks: declared here, beside
// `LocalizedStringResource`, because Apple's resource is made from one (`init(stringInterpolation:)` takes its
// `StringInterpolation`, and `LocalizedStringResource.StringInterpolation` names the same type). Nothing is localized:
// a value is its key with interpolated values rendered as a person sees them.

extension String {
    /// A localizable string: its key, which is also its text when nothing is localized.
    ///
    /// Spelled as Foundation's `String.LocalizationValue`.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The text: the key as written, interpolated values rendered.
        package let text: String

        /// Creates a value with no interpolated values.
        /// - Parameter value: The key, which is also the text.
        public init(_ value: String) {
            text = value
        }

        /// Creates a value from a string literal.
        /// - Parameter value: The key, which is also the text.
        public init(stringLiteral value: String) {
            text = value
        }

        /// Creates a value from an interpolated string.
        /// - Parameter stringInterpolation: The text, values rendered as a person sees them.
        public init(stringInterpolation: StringInterpolation) {
            text = stringInterpolation.text
        }

        /// The text.
        public var description: String { text }

        /// The kind of value that fills a placeholder of a counting format (`\(placeholder: .int)`).
        public enum Placeholder: Hashable, Sendable {
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

            /// The placeholder as written in text: `${int}`, as Xcode writes such formats into metadata.
            package var spelling: String {
                switch self {
                case .int: "${int}"
                case .uint: "${uint}"
                case .float: "${float}"
                case .double: "${double}"
                case .object: "${object}"
                }
            }
        }

        /// Renders the values interpolated into a localization value (or a `LocalizedStringResource`) as a person
        /// would see them.
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
                text += placeholder.spelling
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
                        buffer.withUnsafeMutableBufferPointer {
                            vsnprintf($0.baseAddress, $0.count, specifier, arguments)
                        }
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
}
