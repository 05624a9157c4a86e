// Universal-link representations of entities and intents (iOS 18): an entity or intent declares
// `static var urlRepresentation` as a string with key paths interpolated, and the system turns an
// instance into a link. Here the link is built the same way, for `OpenURLIntent(urlRepresentable:)`
// and for a host or test to read; nothing opens it.
#if !canImport(FoundationEssentials)
    import Foundation
#else
    import FoundationEssentials
#endif

/// A type whose values can stand in a URL representation, by a text of their own.
///
/// Spelled as Apple's `CustomURLRepresentationParameterConvertible`. `String`, `Int` and `URL` need
/// no conformance; other values without one are written as `String(describing:)` writes them.
public protocol CustomURLRepresentationParameterConvertible {
    /// The text the value contributes to a URL, or `nil` when it has none.
    var urlRepresentationParameter: String? { get async }
}

/// The parts of a URL representation: literal text and values read from the represented instance.
package struct URLRepresentationTemplate<Root>: @unchecked Sendable {
    // The readers are closures over key paths, which are immutable; the template is never mutated
    // once built, so sharing it across tasks is safe.
    enum Part {
        case literal(String)
        case value((Root) -> Any)
    }

    var parts: [Part] = []

    init() {}

    init(_ text: String) {
        parts = [.literal(text)]
    }

    /// The link for `root`: the literal text with each value's text in place; `nil` when a value has
    /// no text or the result is not a URL.
    package func url(for root: Root) async -> URL? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .value(let read):
                guard let parameter = await Self.parameterText(read(root)) else { return nil }
                text += parameter
            }
        }
        return URL(string: text)
    }

    /// The link for `root` without waiting: as ``url(for:)``, with a custom convertible value written as
    /// `String(describing:)` writes it (its text is only available asynchronously).
    func urlNow(for root: Root) -> URL? {
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal):
                text += literal
            case .value(let read):
                guard let parameter = Self.parameterTextNow(read(root)) else { return nil }
                text += parameter
            }
        }
        return URL(string: text)
    }

    /// The text a value contributes without waiting: a `URL`'s absolute string, a raw value's text, an
    /// optional's wrapped value, any other value's description, percent-encoded.
    static func parameterTextNow(_ value: Any) -> String? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return parameterTextNow(wrapped)
        }
        switch value {
        case let url as URL:
            return url.absoluteString
        case let raw as any RawRepresentable:
            return parameterTextNow(raw.rawValue)
        default:
            return percentEncoded(String(describing: value))
        }
    }

    /// The text a value contributes: its custom conversion, a `URL`'s absolute string, a text
    /// percent-encoded for a path, an optional's wrapped value (`nil` when it is empty).
    static func parameterText(_ value: Any) async -> String? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return await parameterText(wrapped)
        }
        switch value {
        case let custom as any CustomURLRepresentationParameterConvertible:
            return await custom.urlRepresentationParameter
        case let url as URL:
            return url.absoluteString
        case let text as String:
            return percentEncoded(text)
        default:
            return percentEncoded(String(describing: value))
        }
    }

    /// `text` with every byte a URL path does not allow written as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/:@!$&'()*+,;=".utf8)
        var encoded = ""
        for byte in text.utf8 {
            if allowed.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }
}

extension String {
    /// The text with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}

/// The interpolation of a URL representation: literal text and key paths into the represented type.
public struct URLRepresentationInterpolation<Root>: StringInterpolationProtocol {
    var template = URLRepresentationTemplate<Root>()

    /// Starts an empty interpolation.
    /// - Parameters:
    ///   - literalCapacity: The expected length of the literal text.
    ///   - interpolationCount: The expected number of interpolated values.
    public init(literalCapacity: Int, interpolationCount: Int) {}

    /// Appends literal text.
    /// - Parameter literal: The text.
    public mutating func appendLiteral(_ literal: String) {
        template.parts.append(.literal(literal))
    }

    /// Appends the value a key path reads from the represented instance: `\(\.id)`.
    /// - Parameter keyPath: The value to read.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Root, Value>) {
        template.parts.append(.value { $0[keyPath: keyPath] })
    }

    /// Appends an entity property's value: `\(\.$contentID)`.
    /// - Parameter keyPath: The property to read.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Root, EntityProperty<Value>>) {
        template.parts.append(.value { $0[keyPath: keyPath].wrappedValue })
    }

    /// Appends an intent parameter's value: `\(\.$page)`.
    /// - Parameter keyPath: The parameter to read.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Root, IntentParameter<Value>>) {
        template.parts.append(.value { $0[keyPath: keyPath].wrappedValue })
    }
}

extension URLRepresentationInterpolation where Root: AppEntity {
    /// A value of the entity a link may name without a key path: `\(.id)`.
    ///
    /// Spelled as Apple's `EntityURLRepresentation.StringInterpolation.Token`.
    public enum Token: Hashable, Sendable {
        /// The entity's identifier.
        case id
    }

    /// Appends the value a token names: `"https://example.com/loaves/\(.id)"`.
    /// - Parameter token: The value to read.
    public mutating func appendInterpolation(_ token: Token) {
        switch token {
        case .id: template.parts.append(.value { $0.id })
        }
    }
}

/// The universal link of an app entity, written as a string with the entity's properties interpolated.
///
/// Spelled as Apple's `EntityURLRepresentation`.
public struct EntityURLRepresentation<Entity: AppEntity>: ExpressibleByStringInterpolation, Sendable {
    /// The interpolation that builds the link.
    public typealias StringInterpolation = URLRepresentationInterpolation<Entity>

    package let template: URLRepresentationTemplate<Entity>

    /// A link with no value of the entity in it.
    /// - Parameter value: The link.
    public init(_ value: String) {
        template = URLRepresentationTemplate(value)
    }

    /// A link with no value of the entity in it.
    /// - Parameter value: The link.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A link with the entity's properties interpolated.
    /// - Parameter stringInterpolation: The link's parts.
    public init(stringInterpolation: URLRepresentationInterpolation<Entity>) {
        template = stringInterpolation.template
    }
}

/// The universal link of an app intent, written as a string with the intent's parameters interpolated.
///
/// Spelled as Apple's `IntentURLRepresentation`.
public struct IntentURLRepresentation<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The interpolation that builds the link.
    public typealias StringInterpolation = URLRepresentationInterpolation<Intent>

    package let template: URLRepresentationTemplate<Intent>

    /// A link with no parameter in it.
    /// - Parameter value: The link.
    public init(_ value: String) {
        template = URLRepresentationTemplate(value)
    }

    /// A link with no parameter in it.
    /// - Parameter value: The link.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A link with the intent's parameters interpolated.
    /// - Parameter stringInterpolation: The link's parts.
    public init(stringInterpolation: URLRepresentationInterpolation<Intent>) {
        template = stringInterpolation.template
    }
}

/// An app entity the system can handle as a universal link.
///
/// Spelled as Apple's `URLRepresentableEntity`. The entity's link is built from
/// ``urlRepresentation``; it is also the entity's text where a URL representation interpolates it.
public protocol URLRepresentableEntity: AppEntity, CustomURLRepresentationParameterConvertible {
    /// The link's type.
    typealias URLRepresentation = EntityURLRepresentation<Self>

    /// The link of an entity of this type.
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEntity {
    /// The entity's link as text.
    public var urlRepresentationParameter: String? {
        get async { await Self.urlRepresentation.template.url(for: self)?.absoluteString }
    }
}

/// An app intent the system can handle as a universal link.
///
/// Spelled as Apple's `URLRepresentableIntent`. The link is built from ``urlRepresentation``; no app
/// opens it here.
public protocol URLRepresentableIntent: AppIntent {
    /// The link's type.
    typealias URLRepresentation = IntentURLRepresentation<Self>

    /// The link of an intent of this type.
    static var urlRepresentation: URLRepresentation { get }
}

extension OpenURLIntent {
    /// An intent that opens an entity's universal link.
    /// - Parameter urlRepresentable: The entity whose link is opened.
    /// - Throws: ``AppIntentError`` when the entity's representation makes no link.
    public init(urlRepresentable: some URLRepresentableEntity) async throws {
        let entity = urlRepresentable
        guard let url = await type(of: entity).urlRepresentation.template.url(for: entity) else {
            throw AppIntentError(
                .unrecoverable,
                "the URL representation of \(type(of: entity)) \(entity.id) makes no URL"
            )
        }
        self.init(url)
    }
}
