import Testing

@testable import IntentMacroSupport

/// How the macros read a declaration's text: the tokenizer, the `var` parser, attribute arguments, contexts.
@Suite("Macro declaration reading")
struct PropertyDeclarationTests {
    @Test func tokensSkipCommentsAndKeepStringsWhole() {
        let tokens = SwiftTokenizer.tokens(
            of: #"/* var { */ var a: String = "x { var \(b("}")) y" // var c"# + "\n" + ##"#"raw "quoted" \(n)"#"##)
        #expect(
            tokens.map(\.text) == [
                "var", "a", ":", "String", "=", #""x { var \(b("}")) y""#, ##"#"raw "quoted" \(n)"#"##,
            ])
        #expect(tokens[5].kind == .string)
    }

    @Test func multilineStringsAndNestedCommentsAreSkipped() {
        let source = "/* outer /* inner */ still */ x = \"\"\"\n  a \" b\n  \"\"\" y"
        #expect(SwiftTokenizer.tokens(of: source).map(\.text) == ["x", "=", "\"\"\"\n  a \" b\n  \"\"\"", "y"])
    }

    @Test func deeplyNestedInterpolationsEndTheTextInsteadOfTheStack() {
        let source = "var x: Int = " + String(repeating: #""\("#, count: 10_000)
        let tokens = SwiftTokenizer.tokens(of: source)
        #expect(tokens.last?.kind == .string)
        #expect(tokens.last?.end == source.utf8.count)
    }

    @Test func anImplicitGetterIsRead() throws {
        let property = try PropertyDeclaration.parse(
            "\n    @ComputedProperty(title: \"Items\")\n    public var menuItems: [MenuItem] { model.menuItems }")
        #expect(property.accessLevel == "public")
        #expect(property.name == "menuItems")
        #expect(property.type == "[MenuItem]")
        #expect(property.body == .implicitGetter)
        #expect(!property.isStatic)
    }

    @Test func accessorsAndTheirEffectsAreRead() throws {
        let deferred = try PropertyDeclaration.parse(
            "@DeferredProperty var popularItems: [MenuItem] { get async throws { try await server.items() } }")
        #expect(deferred.body == .accessors(getterIsAsync: true, getterThrows: true, hasSetter: false))
        let settable = try PropertyDeclaration.parse(
            "@ComputedProperty @MainActor private(set) var count: Int { get { model.count } set { model.count = newValue } }"
        )
        #expect(settable.accessLevel == nil)
        #expect(settable.body == .accessors(getterIsAsync: false, getterThrows: false, hasSetter: true))
        let typed = try PropertyDeclaration.parse("var n: Int { get throws(MyError) { 1 } }")
        #expect(typed.body == .accessors(getterIsAsync: false, getterThrows: true, hasSetter: false))
    }

    @Test func typesWithGenericsClosuresAndCommasAreKeptWhole() throws {
        #expect(
            try PropertyDeclaration.parse("var a: Dictionary<String, [Int]> { [:] }").type
                == "Dictionary<String, [Int]>")
        #expect(
            try PropertyDeclaration.parse("var f: (Int, Int) -> Bool { { _, _ in true } }").type == "(Int, Int) -> Bool"
        )
        #expect(try PropertyDeclaration.parse("var `default`: Int? { nil }").name == "default")
    }

    @Test func storedPropertiesAndObserversAreTold() throws {
        #expect(try PropertyDeclaration.parse("var x: Int = 3").body == .stored)
        #expect(try PropertyDeclaration.parse("var x: Int").body == .stored)
        #expect(try PropertyDeclaration.parse("var x: Int = 3 { didSet { print(x) } }").body == .stored)
        #expect(try PropertyDeclaration.parse("var x: Int { willSet { } }").body == .observers)
        #expect(try PropertyDeclaration.parse("static var x: Int { 1 }").isStatic)
    }

    @Test(arguments: [
        ("let x: Int = 1", "not a `let`"),
        ("var x = 1", "write the property's type"),
        ("var (a, b): (Int, Int) { (1, 2) }", "expected one property name"),
        ("var a: Int = 1, b: Int = 2", "one property per `var`"),
        ("func f() {}", "attach the macro to a `var`"),
        ("", "attach the macro to a `var`"),
        ("var x: {", "expected a type"),
    ])
    func declarationsTheMacrosCannotTakeAreProblemsNotCrashes(source: String, message: String) {
        #expect {
            try PropertyDeclaration.parse(source)
        } throws: { error in
            (error as? DeclarationProblem)?.message.contains(message) == true
        }
    }

    @Test func attributeArgumentsAreSplitAtTopLevelCommasOnly() {
        let arguments = AttributeArguments.parse(#"@ComputedProperty(title: "Menu, Items", visibility: f(a, b))"#)
        #expect(arguments.expression(labeled: "title") == #""Menu, Items""#)
        #expect(arguments.expression(labeled: "visibility") == "f(a, b)")
        #expect(AttributeArguments.parse("\n  @ComputedProperty ").arguments.isEmpty)
        #expect(
            AttributeArguments.parse("@AppIntents.DeferredProperty(title: .init(\"A\"))").expression(labeled: "title")
                == ".init(\"A\")")
    }

    @Test func lexicalContextsNameTheirType() {
        #expect(LexicalContext.typeName("\npublic struct Restaurant: AppEntity {}") == "Restaurant")
        #expect(LexicalContext.typeName("@available(iOS 26, *) final class Box<T> {}") == "Box<T>")
        #expect(LexicalContext.typeName("extension Outer.Inner where T: P {}") == "Outer.Inner")
        #expect(LexicalContext.typeName("func f() {}") == nil)
    }
}
