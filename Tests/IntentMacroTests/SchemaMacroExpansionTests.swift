import Testing

@testable import IntentMacroSupport

/// What the schema macros expand to, role by role, from the texts the compiler sends (as Swift 6.3 sends them: the
/// conformances as `struct Placeholder: … {}`), and what they say when misused.
@Suite("Schema macro expansion")
struct SchemaMacroExpansionTests {
    static let attributeOffset = 40

    static func request(
        _ declaration: String, attribute: String, role: String, macro: SchemaMacro,
        missing: String? = "struct Placeholder: AppIntent, AssistantSchemaIntent {}", extendedType: String = "Draft",
        member: String? = nil
    ) -> AttachedMacroRequest {
        let file = "/src/Draft.swift"
        let declarationSyntax = MacroSyntax(
            kind: "declaration", source: declaration, location: SourceLocation(fileName: file, offset: 38))
        return AttachedMacroRequest(
            macro: MacroReference(moduleName: "IntentMacros", typeName: macro.typeName, name: "AssistantIntent"),
            macroRole: role,
            attributeSyntax: MacroSyntax(
                kind: "attribute", source: "\n\n" + attribute,
                location: SourceLocation(fileName: file, offset: attributeOffset - 2)),
            declSyntax: member.map {
                MacroSyntax(kind: "declaration", source: $0, location: SourceLocation(fileName: file, offset: 200))
            } ?? declarationSyntax,
            parentDeclSyntax: member == nil ? nil : declarationSyntax,
            extendedTypeSyntax: MacroSyntax(
                kind: "type", source: extendedType, location: SourceLocation(fileName: file, offset: 0)),
            conformanceListSyntax: missing.map {
                MacroSyntax(kind: "declaration", source: $0, location: SourceLocation(fileName: file, offset: 0))
            })
    }

    @Test func anIntentGetsTheMissingConformancesAndTheMemberNamingItsSchema() {
        let expansion = SchemaMacro(.intent, .assistant).expand(
            Self.request(
                "\n\n@AssistantIntent(schema: .mail.sendDraft)\nstruct Draft {\n}",
                attribute: "@AssistantIntent(schema: .mail.sendDraft)", role: "extension",
                macro: SchemaMacro(.intent, .assistant)))
        #expect(expansion.diagnostics.isEmpty)
        #expect(
            expansion.source == """
                extension Draft: AppIntent, AssistantSchemaIntent {
                    static var __assistantSchemaIntent: AssistantSchema {
                        AssistantSchema(.mail.sendDraft)
                    }
                }
                """)
    }

    @Test func aConformanceTheTypeDeclaresIsNotAddedAgainAndAPublicTypeGetsAPublicMember() {
        let expansion = SchemaMacro(.intent, .assistant).expand(
            Self.request(
                "@AssistantIntent(schema: .system.search)\npublic struct Draft: AppIntent {}",
                attribute: "@AssistantIntent(schema: .system.search)", role: "extension",
                macro: SchemaMacro(.intent, .assistant),
                missing: "struct Placeholder: AssistantSchemaIntent {}", extendedType: "Outer.Draft"))
        #expect(
            expansion.source == """
                extension Outer.Draft: AssistantSchemaIntent {
                    public static var __assistantSchemaIntent: AssistantSchema {
                        AssistantSchema(.system.search)
                    }
                }
                """)
    }

    @Test func entitiesAndEnumsOfBothFamiliesNameTheirSchemaWithTheirMember() {
        let entity = SchemaMacro(.entity, .assistant).expand(
            Self.request(
                "struct Draft {}", attribute: "@AssistantEntity(schema: .mail.draft)", role: "extension",
                macro: SchemaMacro(.entity, .assistant),
                missing: "struct Placeholder: AppEntity, AssistantSchemaEntity {}"))
        #expect(entity.source?.hasPrefix("extension Draft: AppEntity, AssistantSchemaEntity {") == true)
        #expect(entity.source?.contains("static var __assistantSchemaEntity: AssistantSchema {") == true)
        // The app macros: of the conformances Apple's declaration lists, only the kind's own and the schema's.
        let appIntent = SchemaMacro(.intent, .app).expand(
            Self.request(
                "struct Draft {}", attribute: "@AppIntent(schema: .mail.createDraft)", role: "extension",
                macro: SchemaMacro(.intent, .app),
                missing: "struct Placeholder: AppIntent, AssistantSchemaIntent, OpenIntent, DeleteIntent {}"))
        #expect(appIntent.source?.hasPrefix("extension Draft: AppIntent, AssistantSchemaIntent {") == true)
        #expect(appIntent.source?.contains("AppSchema.__intent(.mail.createDraft)") == true)
        let appEnum = SchemaMacro(.enumeration, .app).expand(
            Self.request(
                "enum Mode: String {}", attribute: "@AppEnum(schema: .camera.captureMode)", role: "extension",
                macro: SchemaMacro(.enumeration, .app), missing: "struct Placeholder: AppEnum, AssistantSchemaEnum {}",
                extendedType: "Mode"))
        #expect(appEnum.source?.contains("static var __appSchemaEnum: AppSchema {") == true)
        #expect(appEnum.source?.contains("AppSchema.__enum(.camera.captureMode)") == true)
        #expect(SchemaMacro(.entity, .app).typeName == "AppEntitySchemaMacro")
    }

    @Test(
        "an intent's unattributed stored vars become parameters; the rest stay as written",
        arguments: [
            ("\n    var target: MailDraftEntity", "@Parameter"),
            ("\n    public var sendLaterDate: Date? = nil", "@Parameter"),
            ("\n    var count: Int {\n        didSet { print(count) }\n    }", nil),
            ("\n    static var searchScopes: [StringSearchScope] = [.general]", nil),
            ("\n    let fixed = 3", nil),
            ("\n    var computed: Int { 3 }", nil),
            ("\n    @Parameter(title: \"Query\")\n    var criteria: StringSearchCriteria", nil),
            ("\n    @Dependency var store: Store", nil),
            ("\n    lazy var cache: [Int] = []", nil),
            ("\n    func perform() async throws -> some IntentResult { .result() }", nil),
            ("\n    struct Query: EntityQuery {\n        var x: Int\n    }", nil),
            ("\n    struct Inner {\n        var x = 1\n    }", nil),
            (
                "\n    func perform() async throws -> some IntentResult {\n        var n = 0\n        return .result()\n    }",
                nil
            ),
            ("\n    private(set) var note: String", "@Parameter"),
        ] as [(String, String?)])
    func intentMembers(member: String, attribute: String?) {
        let macro = SchemaMacro(.intent, .assistant)
        #expect(macro.memberDecision(for: member) == (attribute.map { .attribute($0) } ?? .leftAlone))
        let expansion = macro.expand(
            Self.request(
                "struct Draft {}", attribute: "@AssistantIntent(schema: .mail.sendDraft)", role: "memberAttribute",
                macro: macro, member: member))
        #expect(expansion.source == (attribute ?? ""))
        #expect(expansion.diagnostics.isEmpty, "a member the macro leaves alone gets no warning")
    }

    @Test(
        "a stored var the macro cannot read gets a warning at the var, not a silent skip",
        arguments: ["\n    var count = 3", "\n    var first, second: Int"])
    func unreadableStoredVarsAreWarnedAbout(member: String) throws {
        let macro = SchemaMacro(.intent, .assistant)
        #expect(macro.memberDecision(for: member) == .unreadable)
        let expansion = macro.expand(
            Self.request(
                "struct Draft {}", attribute: "@AssistantIntent(schema: .mail.sendDraft)", role: "memberAttribute",
                macro: macro, member: member))
        #expect(expansion.source == "")
        let warning = try #require(expansion.diagnostics.first)
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("does not make this property a parameter"))
        #expect(warning.offset == 205, "at the `var`, after the member's leading newline and indentation")
    }

    @Test func anEntitysStoredVarsBecomePropertiesExceptItsIdentifier() {
        let macro = SchemaMacro(.entity, .app)
        #expect(macro.memberDecision(for: "\n    var subject: String?") == .attribute("@Property"))
        #expect(macro.memberDecision(for: "\n    var id: UUID") == .leftAlone)
        #expect(macro.memberDecision(for: "\n    let id = UUID()") == .leftAlone)
        #expect(
            macro.memberDecision(for: "\n    var displayRepresentation: DisplayRepresentation { \"x\" }") == .leftAlone)
        #expect(macro.memberDecision(for: "\n    @Property(title: \"To\") var to: [IntentPerson]") == .leftAlone)
        #expect(SchemaMacro(.enumeration, .assistant).memberDecision(for: "\n    var x: Int") == .leftAlone)
    }

    @Test(
        "the macro on a class, a function or an enum (or an enum macro on a struct) is refused at the attribute",
        arguments: [
            (SchemaMacro(.intent, .assistant), "final class Draft: AppIntent {}", "a `class`"),
            (SchemaMacro(.entity, .assistant), "func draft() {}", "a `func`"),
            (SchemaMacro(.intent, .app), "enum Draft {}", "a `enum`"),
            (SchemaMacro(.enumeration, .assistant), "struct Mode {}", "a `struct`"),
        ])
    func misuse(macro: SchemaMacro, declaration: String, found: String) throws {
        let attribute = "@\(macro.attributeName.dropFirst().prefix { $0 != "(" })(schema: .mail.sendDraft)"
        let expansion = macro.expand(
            Self.request("\(attribute)\n\(declaration)", attribute: attribute, role: "extension", macro: macro))
        #expect(expansion.source == nil)
        let diagnostic = try #require(expansion.diagnostics.first)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.offset == Self.attributeOffset)
        let what = macro.kind == .enumeration ? "an enumeration (`enum`)" : "a structure (`struct`)"
        #expect(diagnostic.message == "\(macro.attributeName) applies to \(what), not to \(found)")
        // The member-attribute role adds nothing then, not even to a stored `var`: the error is said once.
        #expect(
            macro.expand(
                Self.request(
                    declaration, attribute: attribute, role: "memberAttribute", macro: macro,
                    member: "\n    var name: String")
            ).source == "")
    }

    @Test func anAttributeWithoutItsSchemaIsRefused() throws {
        let macro = SchemaMacro(.intent, .assistant)
        let expansion = macro.expand(
            Self.request("struct Draft {}", attribute: "@AssistantIntent", role: "extension", macro: macro))
        #expect(expansion.source == nil)
        #expect(
            try #require(expansion.diagnostics.first).message
                == "@AssistantIntent(schema:) needs a schema, as in `schema: .mail.sendDraft`")
    }

    @Test func theMissingConformancesAreReadAfterTheColon() {
        #expect(
            SchemaMacro.typeNames(in: "struct Placeholder: AppIntents.AppIntent, AssistantSchemaIntent {}") == [
                "AppIntent", "AssistantSchemaIntent",
            ])
        #expect(SchemaMacro.typeNames(in: "AppEntity") == ["AppEntity"])
        #expect(SchemaMacro.typeNames(in: "struct Placeholder {}").isEmpty)
    }
}
