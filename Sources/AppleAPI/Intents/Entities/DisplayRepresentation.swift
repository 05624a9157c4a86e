#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How the system shows one value to a person: a title, and optionally a subtitle, an image and
/// synonyms that also name it.
///
/// Spelled as Apple's `DisplayRepresentation`; a string literal is a title:
///
/// ```swift
/// var displayRepresentation: DisplayRepresentation {
///     DisplayRepresentation(title: "\(name)", subtitle: "Due \(dueDate)", image: .init(systemName: "checklist"))
/// }
/// static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
/// ```
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation
{
    /// The main text.
    public var title: LocalizedStringResource

    /// Secondary text, if any.
    public var subtitle: LocalizedStringResource?

    /// An image shown beside the text, if any.
    public var image: Image?

    /// Other names people may use for the value; phrase matching accepts them too.
    public var synonyms: [LocalizedStringResource]

    /// Creates a representation.
    /// - Parameters:
    ///   - title: The main text.
    ///   - subtitle: Secondary text.
    ///   - image: An image shown beside the text.
    ///   - synonyms: Other names for the value.
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: Image? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    /// Creates a representation without synonyms: AppIntents' iOS 16 initializer, kept apart from
    /// ``init(title:subtitle:image:synonyms:)`` as Apple's is, so references to it resolve.
    /// - Parameters:
    ///   - title: The main text.
    ///   - subtitle: Secondary text.
    ///   - image: An image shown beside the text.
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
    }

    /// Creates a representation whose image would be made when first shown, by a closure. No image
    /// is drawn here: the closure is kept and never called, and ``image`` is `nil`.
    /// - Parameters:
    ///   - title: The main text.
    ///   - subtitle: Secondary text.
    ///   - synonyms: Other names for the value.
    ///   - image: Makes the image; not called here.
    public init(
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = [],
        image: @escaping @Sendable () async throws -> DisplayRepresentation.Image?
    ) {
        self.init(title: title, subtitle: subtitle, image: nil, synonyms: synonyms)
    }

    /// Creates a representation whose title is a string literal.
    /// - Parameter value: The title.
    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(value))
    }

    /// Creates a representation whose title is an interpolated string.
    /// - Parameter stringInterpolation: The title.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// An image in a display representation: an SF Symbol, an asset, a file or image data.
    ///
    /// Nothing is drawn here; the image is kept so that metadata and hosts can name it.
    public struct Image: Hashable, Sendable {
        /// Where the image comes from.
        package enum Source: Hashable, Sendable {
            /// An SF Symbol, by name.
            case systemName(String)
            /// An image in the app's asset catalog, by name.
            case named(String)
            /// An image file.
            case url(URL)
            /// Encoded image data.
            case data(Data)
        }

        /// Where the image comes from.
        package var source: Source

        /// Whether the image is drawn as a template (tinted); `nil` for the system's choice.
        var isTemplate: Bool?

        /// Whether the image is shown in a circle, if said.
        package var displayStyle: DisplayStyle

        /// The size the image is shown at, in points, when the app gave one.
        package var size: (width: Double, height: Double)? {
            guard let width, let height else { return nil }
            return (width, height)
        }

        private var width: Double?
        private var height: Double?

        /// How an image is framed: the system's choice, or a circle.
        ///
        /// A struct of static values as Apple's is, so a `switch` over it needs a `default`.
        public struct DisplayStyle: Hashable, Sendable {
            private let name: String

            /// The system's choice.
            public static var `default`: DisplayStyle { DisplayStyle(name: "default") }

            /// Cropped to a circle, as a contact photo.
            public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
        }

        /// An SF Symbol.
        /// - Parameters:
        ///   - name: The symbol's name: `"checklist"`.
        ///   - isTemplate: Whether it is tinted as a template.
        public init(systemName name: String, isTemplate: Bool? = nil) {
            self.init(.systemName(name), isTemplate: isTemplate)
        }

        /// An image of the app's asset catalog.
        /// - Parameters:
        ///   - name: The asset's name.
        ///   - isTemplate: Whether it is tinted as a template.
        public init(named name: String, isTemplate: Bool? = nil) {
            self.init(.named(name), isTemplate: isTemplate)
        }

        /// An image of the app's asset catalog, framed as said.
        /// - Parameters:
        ///   - name: The asset's name.
        ///   - isTemplate: Whether it is tinted as a template.
        ///   - displayStyle: How the image is framed.
        public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(.named(name), isTemplate: isTemplate, displayStyle: displayStyle)
        }

        /// An image file.
        /// - Parameters:
        ///   - url: The file's URL.
        ///   - isTemplate: Whether it is tinted as a template.
        public init(url: URL, isTemplate: Bool? = nil) {
            self.init(.url(url), isTemplate: isTemplate)
        }

        /// An image file, framed as said.
        /// - Parameters:
        ///   - url: The file's URL.
        ///   - isTemplate: Whether it is tinted as a template.
        ///   - displayStyle: How the image is framed.
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(.url(url), isTemplate: isTemplate, displayStyle: displayStyle)
        }

        /// An image file shown at a given size.
        /// - Parameters:
        ///   - url: The file's URL.
        ///   - width: The width it is shown at, in points.
        ///   - height: The height it is shown at, in points.
        ///   - isTemplate: Whether it is tinted as a template.
        public init(url: URL, width: Double, height: Double, isTemplate: Bool? = nil) {
            self.init(.url(url), isTemplate: isTemplate)
            (self.width, self.height) = (width, height)
        }

        /// An image file shown at a given size, framed as said.
        /// - Parameters:
        ///   - url: The file's URL.
        ///   - width: The width it is shown at, in points.
        ///   - height: The height it is shown at, in points.
        ///   - isTemplate: Whether it is tinted as a template.
        ///   - displayStyle: How the image is framed.
        public init(
            url: URL, width: Double, height: Double, isTemplate: Bool? = nil, displayStyle: DisplayStyle
        ) {
            self.init(.url(url), isTemplate: isTemplate, displayStyle: displayStyle)
            (self.width, self.height) = (width, height)
        }

        /// Encoded image data.
        /// - Parameters:
        ///   - data: The image's bytes (PNG, JPEG…).
        ///   - isTemplate: Whether it is tinted as a template.
        public init(data: Data, isTemplate: Bool? = nil) {
            self.init(.data(data), isTemplate: isTemplate)
        }

        /// Encoded image data, framed as said.
        /// - Parameters:
        ///   - data: The image's bytes (PNG, JPEG…).
        ///   - isTemplate: Whether it is tinted as a template.
        ///   - displayStyle: How the image is framed.
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(.data(data), isTemplate: isTemplate, displayStyle: displayStyle)
        }

        private init(_ source: Source, isTemplate: Bool?, displayStyle: DisplayStyle = .default) {
            self.source = source
            self.isTemplate = isTemplate
            self.displayStyle = displayStyle
        }
    }
}

// Apple's page lists `Decodable` and `Encodable` for an image. Here the keys name its source (`systemName`, `named`,
// `url` or `data`), its template flag, its display style (`default` or `circular`) and its size: a format of this
// package, not Apple's (which is not documented).
extension DisplayRepresentation.Image: Codable {
    private enum CodingKeys: String, CodingKey {
        case systemName, named, url, data, isTemplate, displayStyle, width, height
    }

    /// Reads an image written by ``encode(to:)``.
    /// - Parameter decoder: The decoder.
    /// - Throws: `DecodingError` when no source is given, or a value is of another type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let source: Source
        if let name = try container.decodeIfPresent(String.self, forKey: .systemName) {
            source = .systemName(name)
        } else if let name = try container.decodeIfPresent(String.self, forKey: .named) {
            source = .named(name)
        } else if let url = try container.decodeIfPresent(URL.self, forKey: .url) {
            source = .url(url)
        } else if let data = try container.decodeIfPresent(Data.self, forKey: .data) {
            source = .data(data)
        } else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "an image names no system symbol, asset, URL or data"))
        }
        let style = try container.decodeIfPresent(String.self, forKey: .displayStyle)
        self.init(
            source, isTemplate: try container.decodeIfPresent(Bool.self, forKey: .isTemplate),
            displayStyle: style == "circular" ? .circular : .default)
        width = try container.decodeIfPresent(Double.self, forKey: .width)
        height = try container.decodeIfPresent(Double.self, forKey: .height)
    }

    /// Writes the image's source, template flag, display style and size.
    /// - Parameter encoder: The encoder.
    /// - Throws: What the encoder throws.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch source {
        case .systemName(let name): try container.encode(name, forKey: .systemName)
        case .named(let name): try container.encode(name, forKey: .named)
        case .url(let url): try container.encode(url, forKey: .url)
        case .data(let data): try container.encode(data, forKey: .data)
        }
        try container.encodeIfPresent(isTemplate, forKey: .isTemplate)
        try container.encode(displayStyle == .circular ? "circular" : "default", forKey: .displayStyle)
        try container.encodeIfPresent(width, forKey: .width)
        try container.encodeIfPresent(height, forKey: .height)
    }
}

/// How the system names a type of value: "To-Do Item", "Car Control".
///
/// Spelled as Apple's `TypeDisplayRepresentation`; a string literal is the name:
/// `static let typeDisplayRepresentation: TypeDisplayRepresentation = "To-Do Item"`.
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringLiteral,
    ExpressibleByStringInterpolation
{
    /// The type's name.
    public var name: LocalizedStringResource

    /// How a count of values is said: `"${count} items"`, if given.
    public var numericFormat: LocalizedStringResource?

    /// Other names for the type.
    public var synonyms: [LocalizedStringResource] = []

    /// Creates a representation.
    /// - Parameters:
    ///   - name: The type's name.
    ///   - numericFormat: How a count of values is said.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }

    /// Creates a representation with other names for the type.
    /// - Parameters:
    ///   - name: The type's name.
    ///   - numericFormat: How a count of values is said.
    ///   - synonyms: Other names for the type.
    public init(
        name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil,
        synonyms: [LocalizedStringResource] = []
    ) {
        self.init(name: name, numericFormat: numericFormat)
        self.synonyms = synonyms
    }

    /// Creates a representation whose name is a string literal.
    /// - Parameter value: The name.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(value))
    }

    /// Creates a representation whose name is an interpolated string.
    /// - Parameter stringInterpolation: The name.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A type whose values each have a ``DisplayRepresentation``.
public protocol InstanceDisplayRepresentable {
    /// How this value is shown.
    var displayRepresentation: DisplayRepresentation { get }

    /// How this value is shown, for the components asked for (iOS 18.4); by default the whole
    /// ``displayRepresentation``.
    /// - Parameter components: The parts of the representation wanted.
    /// - Returns: The representation.
    func displayRepresentation(with components: DisplayRepresentation.Components) async -> DisplayRepresentation
}

extension InstanceDisplayRepresentable {
    /// The whole ``displayRepresentation``, whatever the components asked for.
    /// - Parameter components: The parts of the representation wanted.
    /// - Returns: The representation.
    public func displayRepresentation(with components: DisplayRepresentation.Components) async -> DisplayRepresentation
    {
        displayRepresentation
    }

    /// The value's title, from its ``displayRepresentation``: the text Apple's
    /// `CustomLocalizedStringResourceConvertible` conformance gives. Here the protocol does not refine that protocol.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

extension DisplayRepresentation {
    /// The parts of a representation a query or an entity is asked for (iOS 18.4): its text, its image.
    public struct Components: OptionSet, Sendable {
        /// The parts as bits.
        public let rawValue: Int

        /// Creates parts from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// The image.
        public static let image = Components(rawValue: 1 << 0)

        /// The text: the title, subtitle and synonyms.
        public static let text = Components(rawValue: 1 << 1)
    }
}

/// A type with a ``TypeDisplayRepresentation``.
public protocol TypeDisplayRepresentable {
    /// How the type is named.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A type that is named, and whose values are shown, to a person.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}
