#if !canImport(Darwin)
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    /// A uniform type identifier: what kind of data a file holds (`public.png`, `public.mpeg-4`) and
    /// which more general kinds it is one of (an image, data, an item).
    ///
    /// Spelled as the `UTType` of Apple's UniformTypeIdentifiers framework, which Foundation on other
    /// platforms lacks: `import UniformTypeIdentifiers` finds this type there, and on Apple's platforms
    /// the framework's own, so intent files that say `supportedContentTypes: [.mpeg4Movie]` compile on
    /// both. There is no system type database here: the types are a fixed table of the common ones
    /// (`UTType+Declarations.swift`), with their filename extensions, MIME types and conformances as
    /// Apple declares them. A type outside the table is what Apple's framework makes of an undeclared
    /// one: it conforms to nothing but itself, or, when made from a filename extension or MIME type,
    /// it is a dynamic type (`dyn.…`) that conforms to the supertype asked for.
    public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
        /// The type's identifier: `public.png`.
        public let identifier: String

        /// The direct supertypes of a type outside the table; empty for a table type, whose
        /// supertypes the table holds.
        private let declaredSupertypes: [UTType]

        /// The filename extension or MIME type a dynamic type was made from.
        private let dynamicTag: DynamicTag?

        /// Whether the type is declared: by the table, or by the app (`init(exportedAs:)`).
        private let declared: Bool

        /// What a dynamic type was made from.
        private enum DynamicTag: Hashable, Sendable {
            case filenameExtension(String)
            case mimeType(String)
        }

        private init(identifier: String, supertypes: [UTType], dynamicTag: DynamicTag?, declared: Bool) {
            self.identifier = identifier
            self.declaredSupertypes = supertypes
            self.dynamicTag = dynamicTag
            self.declared = declared
        }

        /// A type of the table, by identifier; used by the static members.
        init(tableIdentifier identifier: String) {
            self.init(identifier: identifier, supertypes: [], dynamicTag: nil, declared: true)
        }

        // MARK: - Creating types

        /// Creates a type from its identifier: `UTType("public.png")`.
        ///
        /// An identifier outside the table gives an undeclared type that conforms to nothing but
        /// itself, as an app's own type would without the `Info.plist` that declares it.
        /// - Parameter identifier: The identifier.
        /// - Returns: `nil` when the text is not an identifier (empty, or with spaces, slashes…).
        public init?(_ identifier: String) {
            if UTTypeTable.declarations[identifier] != nil {
                self.init(tableIdentifier: identifier)
                return
            }
            if let known = UTTypeTable.canonicalIdentifiers[identifier.lowercased()] {
                self.init(tableIdentifier: known)
                return
            }
            guard Self.isValidIdentifier(identifier) else { return nil }
            self.init(identifier: identifier, supertypes: [], dynamicTag: nil, declared: false)
        }

        /// Creates the type of files with a filename extension: `UTType(filenameExtension: "mp4")`.
        /// - Parameters:
        ///   - filenameExtension: The extension, without the dot; letter case does not matter.
        ///   - supertype: A type the result must conform to.
        /// - Returns: The table's type for the extension when it conforms to `supertype`; otherwise a
        ///   dynamic type that does; `nil` when the extension is empty or holds a slash or a space.
        public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
            let tag = filenameExtension.lowercased()
            guard Self.isValidTag(tag) else { return nil }
            let candidates = UTTypeTable.identifiersByExtension[tag] ?? []
            if let match = candidates.map(UTType.init(tableIdentifier:)).first(where: { $0.conforms(to: supertype) }) {
                self = match
                return
            }
            self.init(
                identifier: "dyn.filename-extension." + tag,
                supertypes: [supertype],
                dynamicTag: .filenameExtension(tag),
                declared: false
            )
        }

        /// Creates the type of data with a MIME type: `UTType(mimeType: "image/png")`.
        /// - Parameters:
        ///   - mimeType: The MIME type; letter case does not matter.
        ///   - supertype: A type the result must conform to.
        /// - Returns: The table's type for the MIME type when it conforms to `supertype`; otherwise a
        ///   dynamic type that does; `nil` when the MIME type is empty or holds a space.
        public init?(mimeType: String, conformingTo supertype: UTType = .data) {
            let tag = mimeType.lowercased()
            guard !tag.isEmpty, !tag.contains(where: \.isWhitespace) else { return nil }
            let candidates = UTTypeTable.identifiersByMIMEType[tag] ?? []
            if let match = candidates.map(UTType.init(tableIdentifier:)).first(where: { $0.conforms(to: supertype) }) {
                self = match
                return
            }
            self.init(
                identifier: "dyn.mime-type."
                    + tag.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "-"),
                supertypes: [supertype],
                dynamicTag: .mimeType(tag),
                declared: false
            )
        }

        /// Creates a type the app declares and owns: `UTType(exportedAs: "com.example.recipe")`.
        /// - Parameters:
        ///   - identifier: The type's identifier.
        ///   - parentType: The type it conforms to, if any.
        public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(exportingOrImporting: identifier, parentType: parentType)
        }

        /// Creates a type another app owns and this app uses: `UTType(importedAs: "com.example.note")`.
        /// - Parameters:
        ///   - identifier: The type's identifier.
        ///   - parentType: The type it conforms to, if any.
        public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
            self.init(exportingOrImporting: identifier, parentType: parentType)
        }

        private init(exportingOrImporting identifier: String, parentType: UTType?) {
            if UTTypeTable.declarations[identifier] != nil {
                self.init(tableIdentifier: identifier)
            } else {
                self.init(
                    identifier: identifier, supertypes: parentType.map { [$0] } ?? [], dynamicTag: nil, declared: true)
            }
        }

        // MARK: - What the type is

        /// The extension files of the type usually have, without the dot: `png`.
        public var preferredFilenameExtension: String? {
            switch dynamicTag {
            case .filenameExtension(let tag)?: tag
            case .mimeType?: nil
            case nil: UTTypeTable.declarations[identifier]?.filenameExtensions.first
            }
        }

        /// The MIME type data of the type usually has: `image/png`.
        public var preferredMIMEType: String? {
            switch dynamicTag {
            case .mimeType(let tag)?: tag
            case .filenameExtension?: nil
            case nil: UTTypeTable.declarations[identifier]?.mimeTypes.first
            }
        }

        /// A description of the type for people: `PNG image`; `nil` for a type outside the table.
        public var localizedDescription: String? {
            UTTypeTable.declarations[identifier]?.description
        }

        /// Every type this type conforms to, directly or through another, itself excluded.
        public var supertypes: Set<UTType> {
            var found: Set<UTType> = []
            var pending = directSupertypes
            while let next = pending.popLast() {
                guard found.insert(next).inserted else { continue }
                pending += next.directSupertypes
            }
            return found
        }

        /// Whether the type is declared (by the table, or by the app with `init(exportedAs:)` or
        /// `init(importedAs:)`), rather than made up for a tag or an unknown identifier.
        public var isDeclared: Bool { declared }

        /// Whether the type was made up for a filename extension or MIME type the table lacks.
        public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

        /// Whether the type is one of the public ones (`public.…`).
        public var isPublic: Bool { identifier.hasPrefix("public.") }

        // MARK: - Conformance

        /// Whether the type is `type` or one of its subtypes: `UTType.png.conforms(to: .image)`.
        /// - Parameter type: The type to compare with.
        /// - Returns: `true` when this type is `type` or conforms to it directly or indirectly.
        public func conforms(to type: UTType) -> Bool {
            self == type || supertypes.contains(type)
        }

        /// Whether the type conforms to `type` and is not `type` itself.
        /// - Parameter type: The possible supertype.
        /// - Returns: `true` for a proper subtype.
        public func isSubtype(of type: UTType) -> Bool {
            self != type && conforms(to: type)
        }

        /// Whether `type` conforms to this type and is not this type itself.
        /// - Parameter type: The possible subtype.
        /// - Returns: `true` for a proper supertype.
        public func isSupertype(of type: UTType) -> Bool {
            type.isSubtype(of: self)
        }

        private var directSupertypes: [UTType] {
            if dynamicTag == nil, let declaration = UTTypeTable.declarations[identifier] {
                return declaration.supertypes.map(UTType.init(tableIdentifier:))
            }
            return declaredSupertypes
        }

        // MARK: - Equality, text, coding

        /// Whether two values are the same type: the same identifier.
        /// - Parameters:
        ///   - lhs: A type.
        ///   - rhs: Another type.
        /// - Returns: `true` when the identifiers are equal.
        public static func == (lhs: UTType, rhs: UTType) -> Bool {
            lhs.identifier == rhs.identifier
        }

        /// Hashes the identifier.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }

        /// The identifier: `public.png`.
        public var description: String { identifier }

        /// The identifier, marked as a type: `UTType(public.png)`.
        public var debugDescription: String { "UTType(\(identifier))" }

        /// Decodes a type from its identifier.
        /// - Parameter decoder: The decoder.
        /// - Throws: `DecodingError` when the text is not an identifier.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            let identifier = try container.decode(String.self)
            guard let type = UTType(identifier) else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "'\(identifier)' is not a uniform type identifier")
            }
            self = type
        }

        /// Encodes the type as its identifier.
        /// - Parameter encoder: The encoder.
        /// - Throws: What the encoder throws.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(identifier)
        }

        // MARK: - Validity

        /// Letters, digits, `-` and `.`, and any character beyond ASCII, as identifiers allow.
        private static func isValidIdentifier(_ text: String) -> Bool {
            !text.isEmpty
                && text.unicodeScalars.allSatisfy { scalar in
                    scalar.value > 0x7F || scalar.properties.isAlphabetic && scalar.isASCII
                        || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "."
                }
        }

        /// A filename extension: not empty, no dot at either end, no slash, no space, no control.
        private static func isValidTag(_ text: String) -> Bool {
            !text.isEmpty && !text.hasPrefix(".") && !text.hasSuffix(".")
                && !text.unicodeScalars.contains { $0 == "/" || $0.properties.isWhitespace || $0.value < 0x20 }
        }
    }
#endif
