// Universal links of app enums (iOS 18): one string for every case, with the case's raw value
// interpolated, or one string per case.
#if !canImport(FoundationEssentials)
    import Foundation
#else
    import FoundationEssentials
#endif

/// The interpolation of an enum's URL representation: literal text, key paths into the enum, and cases.
public struct EnumURLRepresentationInterpolation<Enum: AppEnum>: StringInterpolationProtocol {
    var template = URLRepresentationTemplate<Enum>()

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

    /// Appends the value a key path reads from the case: `\(\.rawValue)`.
    /// - Parameter keyPath: The value to read.
    public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Enum, Value>) {
        template.parts.append(.value { $0[keyPath: keyPath] })
    }

    /// A value of the case a link may name without a key path: `\(.rawValue)`.
    ///
    /// Spelled as Apple's `EnumURLRepresentation.StringInterpolation.Token`.
    public enum Token: Hashable, Sendable {
        /// The case's raw value.
        case rawValue
    }

    /// Appends the value a token names: `"https://example.com/sizes/\(.rawValue)"`.
    /// - Parameter token: The value to read.
    public mutating func appendInterpolation(_ token: Token) {
        switch token {
        case .rawValue: template.parts.append(.value { $0.rawValue })
        }
    }

    /// Appends a case's raw value: `\(.root)`.
    /// - Parameter value: The case.
    public mutating func appendInterpolation(_ value: Enum) {
        template.parts.append(.value { _ in value.rawValue })
    }
}

/// The universal link of an app enum: one string for every case, or one string per case.
///
/// Spelled as Apple's `EnumURLRepresentation`.
public struct EnumURLRepresentation<Enum: AppEnum>: ExpressibleByStringInterpolation, Sendable {
    /// The interpolation that builds the link.
    public typealias StringInterpolation = EnumURLRepresentationInterpolation<Enum>

    /// The link of one case, in the dictionary form.
    public struct EnumSingleURLRepresentation: ExpressibleByStringInterpolation, Sendable {
        /// The interpolation that builds the link.
        public typealias StringInterpolation = EnumURLRepresentationInterpolation<Enum>

        let template: URLRepresentationTemplate<Enum>

        /// A link with no value in it.
        /// - Parameter value: The link.
        public init(stringLiteral value: String) {
            template = URLRepresentationTemplate(value)
        }

        /// A link with values of the enum interpolated.
        /// - Parameter stringInterpolation: The link's parts.
        public init(stringInterpolation: EnumURLRepresentationInterpolation<Enum>) {
            template = stringInterpolation.template
        }
    }

    let single: URLRepresentationTemplate<Enum>?
    let perCase: [Enum: EnumSingleURLRepresentation]

    /// A link with no value of the enum in it.
    /// - Parameter value: The link.
    public init(_ value: String) {
        single = URLRepresentationTemplate(value)
        perCase = [:]
    }

    /// A link per case.
    /// - Parameter urlRepresentations: Each case's link.
    public init(_ urlRepresentations: [Enum: EnumSingleURLRepresentation]) {
        single = nil
        perCase = urlRepresentations
    }

    /// A link with no value of the enum in it.
    /// - Parameter value: The link.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// A link with the case's values interpolated.
    /// - Parameter stringInterpolation: The link's parts.
    public init(stringInterpolation: EnumURLRepresentationInterpolation<Enum>) {
        single = stringInterpolation.template
        perCase = [:]
    }

    /// The link of `value`: the case's own string, else the shared one; `nil` when there is none.
    package func url(for value: Enum) -> URL? {
        guard let template = perCase[value]?.template ?? single else { return nil }
        return template.urlNow(for: value)
    }
}

/// An app enum the system can handle as a universal link.
///
/// Spelled as Apple's `URLRepresentableEnum`.
public protocol URLRepresentableEnum: AppEnum, CustomURLRepresentationParameterConvertible {
    /// The link's type.
    typealias URLRepresentation = EnumURLRepresentation<Self>

    /// The link of a case of this type.
    static var urlRepresentation: URLRepresentation { get }
}

extension URLRepresentableEnum {
    /// The case's link as text.
    public var urlRepresentationParameter: String? {
        get async { Self.urlRepresentation.url(for: self)?.absoluteString }
    }
}

extension OpenURLIntent {
    /// An intent that opens an enum case's universal link.
    /// - Parameter urlRepresentable: The case whose link is opened.
    /// - Throws: ``AppIntentError`` when the case's representation makes no link.
    public init(urlRepresentable: some URLRepresentableEnum) throws {
        let value = urlRepresentable
        guard let url = type(of: value).urlRepresentation.url(for: value) else {
            throw AppIntentError(.unrecoverable, "the URL representation of \(type(of: value)).\(value) makes no URL")
        }
        self.init(url)
    }
}
