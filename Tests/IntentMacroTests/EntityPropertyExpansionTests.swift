import Testing

@testable import IntentMacroSupport

/// What `@ComputedProperty` and `@DeferredProperty` expand to, role by role, and what they say when they cannot.
@Suite("Entity property macro expansion")
struct EntityPropertyExpansionTests {
    static func request(
        _ declaration: String, attribute: String = "@ComputedProperty", role: String,
        macro: String = "ComputedPropertyMacro", context: String? = "\nstruct Restaurant: AppEntity {}"
    ) -> AttachedMacroRequest {
        let location = SourceLocation(fileName: "/src/Restaurant.swift", offset: 100)
        return AttachedMacroRequest(
            macro: MacroReference(moduleName: "IntentMacros", typeName: macro, name: "ComputedProperty"),
            macroRole: role,
            attributeSyntax: MacroSyntax(kind: "attribute", source: attribute, location: location),
            declSyntax: MacroSyntax(kind: "declaration", source: declaration, location: location),
            lexicalContext: context.map { [MacroSyntax(kind: "declaration", source: $0, location: location)] })
    }

    @Test func computedPeerNamesThePropertyThroughAKeyPath() {
        let expansion = EntityPropertyMacro(.computed).expand(
            Self.request(
                "@ComputedProperty(title: \"Menu Items\") public var menuItems: [MenuItem] { model.menuItems }",
                attribute: "@ComputedProperty(title: \"Menu Items\")", role: "peer"))
        #expect(expansion.diagnostics.isEmpty)
        #expect(
            expansion.source == """
                public var $menuItems: EntityProperty<[MenuItem]> {
                    EntityProperty(identifier: "menuItems", title: "Menu Items", getter: \\Restaurant.`menuItems`)
                }
                """)
    }

    @Test func theCoreSpotlightKeyIsPassedOnAsGiven() {
        let expansion = EntityPropertyMacro(.computed).expand(
            Self.request(
                "@ComputedProperty(title: \"Name\", customIndexingKey: .init(keyName: \"name\")!) var label: String { id }",
                attribute: "@ComputedProperty(title: \"Name\", customIndexingKey: .init(keyName: \"name\")!)",
                role: "peer"))
        #expect(expansion.diagnostics.isEmpty)
        #expect(
            expansion.source == """
                var $label: EntityProperty<String> {
                    EntityProperty(identifier: "label", title: "Name", customIndexingKey: .init(keyName: "name")!, getter: \\Restaurant.`label`)
                }
                """)
    }

    @Test func deferredPeerReadsThePropertyInAnAsyncClosure() {
        let expansion = EntityPropertyMacro(.deferred).expand(
            Self.request(
                "@DeferredProperty var popularItems: [MenuItem] { get async { await model.popular() } }",
                attribute: "@DeferredProperty", role: "peer", macro: "DeferredPropertyMacro", context: nil))
        #expect(
            expansion.source == """
                var $popularItems: EntityProperty<[MenuItem]> {
                    EntityProperty(identifier: "popularItems", asyncGetter: { (entity: Self) async throws in await entity.`popularItems` })
                }
                """)
    }

    @Test func theAccessorRoleKeepsTheGetterAsWritten() {
        for kind in [EntityPropertyMacro.Kind.computed, .deferred] {
            let expansion = EntityPropertyMacro(kind).expand(
                Self.request("var total: Int { get { 1 } set { } }", role: "accessor"))
            #expect(expansion == MacroExpansion(source: ""))
        }
    }

    @Test func aStoredPropertyIsAnErrorAtItsNameSaidOnce() {
        let source = "\n    @ComputedProperty var count: Int = 0"
        let accessor = EntityPropertyMacro(.computed).expand(Self.request(source, role: "accessor"))
        #expect(accessor.source == nil)
        #expect(accessor.diagnostics.count == 1)
        let diagnostic = accessor.diagnostics.first
        #expect(diagnostic?.message.hasPrefix("@ComputedProperty: `count` needs a getter") == true)
        let nameOffset = source.utf8.count - "count: Int = 0".utf8.count
        #expect(diagnostic?.offset == 100 + nameOffset)
        #expect(diagnostic?.fileName == "/src/Restaurant.swift")
        // The peer role says nothing more, so the compiler shows one error.
        #expect(EntityPropertyMacro(.computed).expand(Self.request(source, role: "peer")) == MacroExpansion(source: ""))
    }

    @Test func anAsyncGetterUnderComputedPropertyPointsToDeferredProperty() {
        let expansion = EntityPropertyMacro(.computed).expand(
            Self.request("var items: [Int] { get async { [] } }", role: "accessor"))
        #expect(expansion.diagnostics.first?.message.contains("use @DeferredProperty") == true)
    }

    /// Every prefix of declarations as Apple's pages write them, in every role: what an editor sends while typing.
    @Test(arguments: [
        "@ComputedProperty(title: \"Menu Items\")\n    public var menuItems: [MenuItem] {\n        model.menuItems\n    }",
        "@DeferredProperty // popular\n    var popularItems: [MenuItem] {\n        get async throws {\n            try await model.server.popularMenuItems(\"\\(id)\")\n        }\n    }",
        "/* note */ @ComputedProperty var total: Dictionary<String, [Int]> { get { [:] } set { } }",
    ])
    func everyPrefixOfADeclarationExpandsOrSaysWhyNot(declaration: String) {
        let bytes = Array(declaration.utf8)
        for end in 0...bytes.count {
            let prefix = String(decoding: bytes[..<end], as: UTF8.self)
            for kind in [EntityPropertyMacro.Kind.computed, .deferred] {
                for role in ["accessor", "peer"] {
                    let expansion = EntityPropertyMacro(kind).expand(Self.request(prefix, role: role))
                    #expect(
                        expansion.source != nil || !expansion.diagnostics.isEmpty,
                        "\(role) of \(kind) on \(prefix.debugDescription)")
                }
            }
        }
    }

    @Test(arguments: [
        "", "@ComputedProperty", "var", "var x", "var x:", "var x: Int {", "var x: Int { get async",
        "\"unterminated", "/* unclosed", "var x: [Int { 1 }", "var x: Int } {", "@(", "@ComputedProperty(title: \"a\"",
        "static var x: Int { 1 }", "var x: Int { willSet { } }", "let x: Int = 1", String(repeating: "(", count: 5_000),
    ])
    func anyDeclarationGetsAnExpansionOrAnErrorNeverACrash(source: String) {
        for role in ["accessor", "peer", "member"] {
            let expansion = EntityPropertyMacro(.computed).expand(Self.request(source, role: role))
            #expect(expansion.source != nil || !expansion.diagnostics.isEmpty)
        }
    }
}
