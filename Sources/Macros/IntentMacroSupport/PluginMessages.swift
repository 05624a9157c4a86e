#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The compiler's plug-in protocol, as the compiler speaks it (Swift 5.9 and later): each message is JSON, one
// enum case keyed by its name with its arguments as an object (`{"getCapability":{"capability":{…}}}`). Only what
// this plug-in reads is decoded; the compiler's other fields (lexical context, build configuration…) are ignored.

/// A message from the compiler to the plug-in.
package enum HostMessage: Sendable, Equatable {
    /// The compiler asks which protocol version the plug-in speaks.
    case getCapability(hostProtocolVersion: Int?)
    /// The compiler asks for the expansion of an attached macro in one of its roles.
    case expandAttachedMacro(AttachedMacroRequest)
    /// The compiler asks for the expansion of a freestanding macro (WidgetKit's `#Preview`).
    case expandFreestandingMacro(macro: MacroReference, syntax: MacroSyntax)
    /// The compiler asks an in-process plug-in server to load a library (not this plug-in's job).
    case loadPluginLibrary(libraryPath: String, moduleName: String)
    /// A message this plug-in does not know, by its case name.
    case unknown(String)
}

/// Which macro the compiler means: the module and type named in `#externalMacro`, and the name used.
package struct MacroReference: Codable, Sendable, Equatable {
    /// The module of `#externalMacro(module:type:)`.
    package var moduleName: String
    /// The type of `#externalMacro(module:type:)`.
    package var typeName: String
    /// The macro's name as the source spells it (the compiler may leave trailing spaces).
    package var name: String

    /// Creates a reference.
    package init(moduleName: String, typeName: String, name: String) {
        self.moduleName = moduleName
        self.typeName = typeName
        self.name = name
    }
}

/// Where a piece of syntax the compiler sent starts: its UTF-8 offset in the file is that of the text's first byte.
package struct SourceLocation: Codable, Sendable, Equatable {
    /// The file's full path.
    package var fileName: String
    /// The UTF-8 offset, in the file, of the syntax text's first byte (its leading trivia included).
    package var offset: Int

    /// Creates a location.
    package init(fileName: String, offset: Int) {
        self.fileName = fileName
        self.offset = offset
    }
}

/// A piece of source the compiler sent: its text (with leading trivia) and where it starts.
package struct MacroSyntax: Codable, Sendable, Equatable {
    /// What the text is: `declaration`, `attribute`, `expression`…
    package var kind: String
    /// The source text.
    package var source: String
    /// Where the text starts.
    package var location: SourceLocation

    /// Creates a piece of syntax.
    package init(kind: String, source: String, location: SourceLocation) {
        self.kind = kind
        self.source = source
        self.location = location
    }
}

/// The arguments of an `expandAttachedMacro` message this plug-in uses.
package struct AttachedMacroRequest: Codable, Sendable, Equatable {
    /// The macro.
    package var macro: MacroReference
    /// The role asked for: `peer`, `accessor`, `member`, `memberAttribute`, `extension`…
    package var macroRole: String
    /// The attribute as written (`@ComputedProperty(title: "Items")`).
    package var attributeSyntax: MacroSyntax
    /// The declaration the attribute is attached to, attributes included.
    package var declSyntax: MacroSyntax
    /// The enclosing declarations, innermost first, with their members left out (sent by Swift 6 compilers).
    package var lexicalContext: [MacroSyntax]?
    /// The role `memberAttribute`: the type the attribute is written on (`declSyntax` is then one of its members).
    package var parentDeclSyntax: MacroSyntax?
    /// The role `extension`: the type to extend, as the extension must name it.
    package var extendedTypeSyntax: MacroSyntax?
    /// The role `extension`: the conformances of the macro's declaration that the type does not have yet.
    package var conformanceListSyntax: MacroSyntax?

    /// Creates a request.
    package init(
        macro: MacroReference, macroRole: String, attributeSyntax: MacroSyntax, declSyntax: MacroSyntax,
        lexicalContext: [MacroSyntax]? = nil, parentDeclSyntax: MacroSyntax? = nil,
        extendedTypeSyntax: MacroSyntax? = nil, conformanceListSyntax: MacroSyntax? = nil
    ) {
        self.macro = macro
        self.macroRole = macroRole
        self.attributeSyntax = attributeSyntax
        self.declSyntax = declSyntax
        self.lexicalContext = lexicalContext
        self.parentDeclSyntax = parentDeclSyntax
        self.extendedTypeSyntax = extendedTypeSyntax
        self.conformanceListSyntax = conformanceListSyntax
    }
}

/// A diagnostic for the compiler to show at a UTF-8 offset of a file.
package struct MacroDiagnostic: Sendable, Equatable {
    /// How severe: the compiler's `error`, `warning`, `note` or `remark`.
    package enum Severity: String, Sendable {
        case error, warning, note, remark
    }

    /// The message.
    package var message: String
    /// How severe.
    package var severity: Severity
    /// The file's full path.
    package var fileName: String
    /// The UTF-8 offset in the file.
    package var offset: Int

    /// Creates a diagnostic.
    package init(_ message: String, severity: Severity = .error, fileName: String, offset: Int) {
        self.message = message
        self.severity = severity
        self.fileName = fileName
        self.offset = offset
    }
}

/// A message from the plug-in to the compiler.
package enum PluginReply: Sendable, Equatable {
    /// The protocol version this plug-in speaks.
    case capability(protocolVersion: Int)
    /// An expansion (`nil` when it failed) and its diagnostics.
    case expansion(String?, diagnostics: [MacroDiagnostic])
    /// The answer to `loadPluginLibrary`: never loaded here.
    case libraryNotLoaded(diagnostics: [MacroDiagnostic])
}

// MARK: - Decoding and encoding

/// Why a message could not be read.
package struct PluginMessageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    package let description: String

    /// Creates an error.
    package init(_ description: String) { self.description = description }
}

/// A coding key made from any string: the compiler's case names and argument labels.
private struct NameKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct CapabilityArguments: Decodable {
    struct Capability: Decodable { var protocolVersion: Int? }
    var capability: Capability?
}

private struct FreestandingArguments: Decodable {
    var macro: MacroReference
    var syntax: MacroSyntax
}

private struct LibraryArguments: Decodable {
    var libraryPath: String
    var moduleName: String
}

extension HostMessage: Decodable {
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NameKey.self)
        guard container.allKeys.count == 1, let key = container.allKeys.first else {
            throw PluginMessageError("a message must be an object with one key, the message's name")
        }
        switch key.stringValue {
        case "getCapability":
            let arguments = try container.decode(CapabilityArguments.self, forKey: key)
            self = .getCapability(hostProtocolVersion: arguments.capability?.protocolVersion)
        case "expandAttachedMacro":
            self = .expandAttachedMacro(try container.decode(AttachedMacroRequest.self, forKey: key))
        case "expandFreestandingMacro":
            let arguments = try container.decode(FreestandingArguments.self, forKey: key)
            self = .expandFreestandingMacro(macro: arguments.macro, syntax: arguments.syntax)
        case "loadPluginLibrary":
            let arguments = try container.decode(LibraryArguments.self, forKey: key)
            self = .loadPluginLibrary(libraryPath: arguments.libraryPath, moduleName: arguments.moduleName)
        default:
            self = .unknown(key.stringValue)
        }
    }

    /// Reads one message's JSON.
    /// - Parameter json: The message's bytes, without the length header.
    /// - Returns: The message.
    /// - Throws: `PluginMessageError` naming what was expected, when the JSON is not a message.
    package static func decode(_ json: [UInt8]) throws(PluginMessageError) -> HostMessage {
        do {
            return try JSONDecoder().decode(HostMessage.self, from: Data(json))
        } catch let error as PluginMessageError {
            throw error
        } catch let DecodingError.keyNotFound(key, context) {
            let path = (context.codingPath.map(\.stringValue) + [key.stringValue]).joined(separator: ".")
            throw PluginMessageError("the message has no \(path)")
        } catch let DecodingError.typeMismatch(_, context) {
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            throw PluginMessageError("the message's \(path) has the wrong type: \(context.debugDescription)")
        } catch {
            throw PluginMessageError("the message is not JSON the plug-in reads: \(error)")
        }
    }
}

extension MacroDiagnostic: Encodable {
    private struct Position: Encodable {
        var fileName: String
        var offset: Int
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        try container.encode(message, forKey: NameKey("message"))
        try container.encode(severity.rawValue, forKey: NameKey("severity"))
        try container.encode(Position(fileName: fileName, offset: offset), forKey: NameKey("position"))
        try container.encode([String](), forKey: NameKey("highlights"))
        try container.encode([String](), forKey: NameKey("notes"))
        try container.encode([String](), forKey: NameKey("fixIts"))
    }
}

extension PluginReply: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: NameKey.self)
        switch self {
        case .capability(let version):
            var arguments = container.nestedContainer(keyedBy: NameKey.self, forKey: NameKey("getCapabilityResult"))
            var capability = arguments.nestedContainer(keyedBy: NameKey.self, forKey: NameKey("capability"))
            try capability.encode(version, forKey: NameKey("protocolVersion"))
        case .expansion(let source, let diagnostics):
            var arguments = container.nestedContainer(keyedBy: NameKey.self, forKey: NameKey("expandMacroResult"))
            try arguments.encodeIfPresent(source, forKey: NameKey("expandedSource"))
            try arguments.encode(diagnostics, forKey: NameKey("diagnostics"))
        case .libraryNotLoaded(let diagnostics):
            var arguments = container.nestedContainer(
                keyedBy: NameKey.self, forKey: NameKey("loadPluginLibraryResult"))
            try arguments.encode(false, forKey: NameKey("loaded"))
            try arguments.encode(diagnostics, forKey: NameKey("diagnostics"))
        }
    }

    /// The reply's JSON.
    /// - Returns: The bytes, without the length header.
    package func encoded() -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        // Every value here is a string, a number, a Boolean or an array of them: encoding cannot fail.
        return (try? [UInt8](encoder.encode(self))) ?? []
    }
}
