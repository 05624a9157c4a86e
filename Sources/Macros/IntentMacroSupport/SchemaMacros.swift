/// Apple's schema macros: `@AssistantIntent(schema:)`, `@AssistantEntity(schema:)`, `@AssistantEnum(schema:)` and
/// `@AppIntent(schema:)`, `@AppEntity(schema:)`, `@AppEnum(schema:)`.
///
/// The extension role writes `extension T: <the missing conformances of AppIntent/AppEntity/AppEnum and the schema
/// protocol> { static var __assistantSchemaIntent: AssistantSchema { AssistantSchema(<schema>) } }` (or
/// `__appSchemaIntent: AppSchema { AppSchema.__intent(<schema>) }` for the app macros): the schema, written as the
/// attribute writes it, passes through a generic parameter so that `.mail.sendDraft` keeps its leading-dot form.
/// The member-attribute role (intents and entities) writes `@Parameter` or `@Property` on each stored instance `var`
/// that has no attribute of its own (an entity's `id` excepted). A macro on anything but a struct (an enumeration
/// for the enum macros) is refused at the attribute, once, by the extension role.
package struct SchemaMacro: AttachedMacroExpander {
    /// What the macro makes of the type.
    package enum Kind: Sendable {
        /// An intent.
        case intent
        /// An entity.
        case entity
        /// An enumeration.
        case enumeration
    }

    /// Which family of schemas.
    package enum Family: Sendable {
        /// iOS 18's `AssistantSchemas`: `@AssistantIntent(schema:)`…
        case assistant
        /// iOS 26's `AppSchema`: `@AppIntent(schema:)`…
        case app
    }

    /// What the macro makes of the type.
    package let kind: Kind
    /// Which family of schemas.
    package let family: Family

    /// Creates the expander of one of the six macros.
    /// - Parameters:
    ///   - kind: Intent, entity or enumeration.
    ///   - family: Assistant or app schemas.
    package init(_ kind: Kind, _ family: Family) {
        self.kind = kind
        self.family = family
    }

    package var typeName: String {
        switch (family, kind) {
        case (.assistant, .intent): "AssistantIntentMacro"
        case (.assistant, .entity): "AssistantEntityMacro"
        case (.assistant, .enumeration): "AssistantEnumMacro"
        case (.app, .intent): "AppIntentSchemaMacro"
        case (.app, .entity): "AppEntitySchemaMacro"
        case (.app, .enumeration): "AppEnumSchemaMacro"
        }
    }

    /// The kind as the macros' and members' names spell it: `Intent`, `Entity`, `Enum`.
    private var noun: String {
        switch kind {
        case .intent: "Intent"
        case .entity: "Entity"
        case .enumeration: "Enum"
        }
    }

    /// The macro's name as the attribute spells it.
    var attributeName: String { "@\(family == .assistant ? "Assistant" : "App")\(noun)(schema:)" }

    /// The protocols this plug-in adds when missing: the kind's own and the schema protocol.
    var addedConformances: [String] {
        switch kind {
        case .intent: ["AppIntent", "AssistantSchemaIntent"]
        case .entity: ["AppEntity", "AssistantSchemaEntity"]
        case .enumeration: ["AppEnum", "AssistantSchemaEnum"]
        }
    }

    /// The member naming the schema, as Apple's declarations name it.
    var memberName: String { "__\(family == .assistant ? "assistant" : "app")Schema\(noun)" }

    package func expand(_ request: AttachedMacroRequest) -> MacroExpansion {
        switch request.macroRole {
        case "extension":
            return extensionExpansion(request)
        case "memberAttribute":
            // On a declaration the macro does not take, the extension role says so; no attributes then.
            let parent = request.parentDeclSyntax.flatMap { TypeDeclaration.parse($0.source) }
            guard parent == nil || parent?.keyword == (kind == .enumeration ? "enum" : "struct") else {
                return MacroExpansion(source: "")
            }
            let member = request.declSyntax
            switch memberDecision(for: member.source) {
            case .attribute(let attribute):
                return MacroExpansion(source: attribute)
            case .leftAlone:
                return MacroExpansion(source: "")
            case .unreadable:
                // A stored `var` the reader cannot take (`var count = 3`, `var a, b: Int`): say so rather than leave
                // the user to find a parameter missing at run time.
                let leading = member.source.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
                return MacroExpansion(
                    source: "",
                    diagnostics: [
                        MacroDiagnostic(
                            "\(attributeName) does not make this property \(kind == .intent ? "a parameter" : "a property"): "
                                + "declare one property with its type (`var count: Int = 3`)",
                            severity: .warning, fileName: member.location.fileName,
                            offset: member.location.offset + leading)
                    ])
            }
        default:
            return MacroExpansion(
                source: nil,
                diagnostics: [diagnostic("has no expansion in the role \(request.macroRole)", at: request)])
        }
    }

    private func diagnostic(_ message: String, at request: AttachedMacroRequest) -> MacroDiagnostic {
        let attribute = request.attributeSyntax
        // The attribute's text starts with its leading trivia: point at the `@`.
        let leading = attribute.source.utf8.prefix { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }.count
        return MacroDiagnostic(
            "\(attributeName) \(message)", fileName: attribute.location.fileName,
            offset: attribute.location.offset + leading)
    }

    private func extensionExpansion(_ request: AttachedMacroRequest) -> MacroExpansion {
        let declaration = TypeDeclaration.parse(request.declSyntax.source)
        let expected = kind == .enumeration ? "enum" : "struct"
        guard declaration?.keyword == expected else {
            let what = kind == .enumeration ? "an enumeration (`enum`)" : "a structure (`struct`)"
            let found = declaration.map { "a `\($0.keyword)`" } ?? "this declaration"
            return MacroExpansion(
                source: nil,
                diagnostics: [diagnostic("applies to \(what), not to \(found)", at: request)])
        }
        guard let schema = AttributeArguments.parse(request.attributeSyntax.source).expression(labeled: "schema"),
            !schema.isEmpty
        else {
            return MacroExpansion(
                source: nil, diagnostics: [diagnostic("needs a schema, as in `schema: .mail.sendDraft`", at: request)])
        }
        let missing = Self.typeNames(in: request.conformanceListSyntax?.source ?? "")
        let conformances = addedConformances.filter { missing.contains($0) }
        let extendedType =
            request.extendedTypeSyntax.map { $0.source.trimmingSpaces } ?? declaration?.name ?? "Self"
        let access =
            declaration?.accessLevel.map { level -> String in
                ["open", "public"].contains(level) ? "public " : level == "package" ? "package " : ""
            } ?? ""
        let (type, value): (String, String) =
            switch family {
            case .assistant: ("AssistantSchema", "AssistantSchema(\(schema))")
            case .app:
                (
                    "AppSchema",
                    "AppSchema.__\(kind == .intent ? "intent" : kind == .entity ? "entity" : "enum")(\(schema))"
                )
            }
        let inheritance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        return MacroExpansion(
            source: """
                extension \(extendedType)\(inheritance) {
                    \(access)static var \(memberName): \(type) {
                        \(value)
                    }
                }
                """)
    }

    /// What the macro does with one member of the type.
    package enum MemberDecision: Equatable, Sendable {
        /// The member gets this attribute: `@Parameter` or `@Property`.
        case attribute(String)
        /// The member keeps what it has: an attribute of its own, `let`, `static`, computed, an identifier…
        case leftAlone
        /// A stored instance `var` without attributes that the declaration reader cannot take.
        case unreadable
    }

    /// The words that may stand before a property's `var`: access, `private(set)`, `nonisolated(unsafe)` and the
    /// other declaration modifiers.
    private static let modifierWords: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "(", ")", "set", "nonisolated", "unsafe",
        "final", "dynamic", "lazy", "weak", "unowned", "static", "class", "override",
    ]

    /// What the macro does with one member of the type.
    /// - Parameter member: The member's declaration, as the compiler sends it.
    /// - Returns: The attribute for a stored instance `var` without attributes; otherwise why it gets none.
    package func memberDecision(for member: String) -> MemberDecision {
        guard kind != .enumeration else { return .leftAlone }
        let tokens = SwiftTokenizer.tokens(of: member)
        // An attribute of its own (`@Parameter(title:)`, `@Dependency`, `@MainActor`…): left as written.
        guard let first = tokens.first, first.text != "@" else { return .leftAlone }
        guard let keyword = tokens.first(where: { $0.kind == .identifier && ["var", "let"].contains($0.text) }),
            keyword.text == "var"
        else { return .leftAlone }
        // Only modifiers may come before the `var`: otherwise it belongs to a nested type or a function's body
        // (`struct Query { var x: Int }`, `func perform() { var n = 0 … }`), not to this member.
        let modifiers = tokens.prefix { $0.start < keyword.start }.map(\.text)
        guard modifiers.allSatisfy(Self.modifierWords.contains) else { return .leftAlone }
        if modifiers.contains(where: ["lazy", "weak", "unowned", "static", "class", "override"].contains) {
            return .leftAlone
        }
        guard let property = try? PropertyDeclaration.parse(member) else { return .unreadable }
        guard !property.isStatic, property.body == .stored else { return .leftAlone }
        switch kind {
        case .intent: return .attribute("@Parameter")
        case .entity: return property.name == "id" ? .leftAlone : .attribute("@Property")
        case .enumeration: return .leftAlone
        }
    }

    /// The last component of each comma-separated type name (`AppIntents.AppIntent` is `AppIntent`), read after
    /// the first `:` when there is one: the compiler sends the list as `struct Placeholder: AppIntent, … {}`.
    static func typeNames(in list: String) -> Set<String> {
        var names = Set<String>()
        var last: String?
        var tokens = SwiftTokenizer.tokens(of: list)[...]
        if let colon = tokens.firstIndex(where: { $0.text == ":" }) {
            tokens = tokens[(colon + 1)...]
        } else if let first = tokens.first, ["struct", "class", "enum", "extension"].contains(first.text) {
            // A placeholder declaration with no inheritance clause: nothing is missing.
            return []
        }
        for token in tokens {
            if token.text == "{" { break }
            if token.text == "," {
                if let name = last { names.insert(name) }
                last = nil
            } else if token.kind == .identifier {
                last = token.text
            }
        }
        if let name = last { names.insert(name) }
        return names
    }
}

/// What the schema macros need to know of the declaration they are attached to.
struct TypeDeclaration: Equatable {
    /// `struct`, `enum`, `class`, `actor`, `protocol`, `extension`, `func`, `var`…
    var keyword: String
    /// The declared name.
    var name: String
    /// The access level written, if any.
    var accessLevel: String?

    /// Reads the keyword, the name and the access level, skipping attributes and modifiers.
    static func parse(_ source: String) -> TypeDeclaration? {
        var cursor = TokenCursor(tokens: SwiftTokenizer.tokens(of: source))
        cursor.skipAttributes()
        let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
        let keywords: Set<String> = [
            "struct", "enum", "class", "actor", "protocol", "extension", "func", "var", "let", "init", "typealias",
            "subscript", "macro",
        ]
        var accessLevel: String?
        while let token = cursor.current, token.kind == .identifier, !keywords.contains(token.text) {
            cursor.advance()
            if cursor.current?.text == "(" {
                cursor.skipBalanced()
                continue
            }
            if accessLevels.contains(token.text) { accessLevel = token.text }
        }
        guard let keyword = cursor.current, keyword.kind == .identifier else { return nil }
        cursor.advance()
        let name = cursor.current?.kind == .identifier ? cursor.current?.text ?? "" : ""
        return TypeDeclaration(keyword: keyword.text, name: name, accessLevel: accessLevel)
    }
}
