import Foundation
import Testing

@testable import IntentCommandLine

/// The lexical scan `extract --sources` makes of intent sources: `@available` of types, and what
/// `perform()` declares it returns.
@Suite("Source declarations (extract --sources)")
struct SourceDeclarationsTests {
    private func scan(_ text: String) -> SourceDeclarations {
        var declarations = SourceDeclarations()
        declarations.add(source: text)
        return declarations
    }

    private func availability(_ text: String, of name: String) -> [String: [String: String]]? {
        scan(text).declaration(ofQualifiedName: "Module.\(name)")?.availability
    }

    @Test("The short form, as Xcode's templates and TrollLEDs write it")
    func shortForm() {
        let text = """
            import AppIntents

            @available(iOS 16.0, *)
            struct AmberOnIntent: AppIntent {
                static let title: LocalizedStringResource = "Amber On"
                func perform() async throws -> some IntentResult { .result() }
            }
            """
        #expect(availability(text, of: "AmberOnIntent") == ["LNPlatformNameIOS": ["introducedVersion": "16.0"]])
        #expect(
            scan(text).declaration(ofQualifiedName: "Module.AmberOnIntent")?.performResult == ["some", "IntentResult"])
    }

    @Test("Several platforms, several attributes, other attributes and modifiers between")
    func severalPlatforms() {
        let text = """
            @available(iOS 17.2, macOS 14.2, watchOS 10.2, *)
            @available(visionOS 1.1, *)
            @MainActor public final class Player: AppIntent {}
            @available(tvOS, introduced: 17.0, deprecated: 18.0, message: "old")
            struct Old: AppIntent {}
            """
        #expect(
            availability(text, of: "Player") == [
                "LNPlatformNameIOS": ["introducedVersion": "17.2"],
                "LNPlatformNameMACOS": ["introducedVersion": "14.2"],
                "LNPlatformNameWATCHOS": ["introducedVersion": "10.2"],
                "LNPlatformNameVISIONOS": ["introducedVersion": "1.1"],
            ])
        #expect(
            availability(text, of: "Old") == [
                "LNPlatformNameTVOS": ["introducedVersion": "17.0", "deprecatedVersion": "18.0"]
            ])
    }

    @Test("Comments and strings hide what they hold")
    func commentsAndStrings() {
        let text = #"""
            // @available(iOS 15.0, *)
            /* @available(iOS 14.0, *) /* nested */ struct Hidden: AppIntent {} */
            let note = "@available(iOS 13.0, *) struct Quoted {"
            let raw = #"a \(not) "interpolated" @available(iOS 12.0, *)"#
            let block = """
                struct InBlock { @available(iOS 11.0, *)
                """
            let nested = "\(["}", "struct X {"].count)"
            struct Plain: AppIntent {
                func perform() async throws -> some IntentResult & ProvidesDialog { .result(dialog: "}") }
            }
            """#
        let declarations = scan(text)
        #expect(declarations.declaration(ofQualifiedName: "Module.Plain")?.availability == [:])
        #expect(
            declarations.declaration(ofQualifiedName: "Module.Plain")?.performResult?.contains("ProvidesDialog") == true
        )
        for name in ["Hidden", "Quoted", "InBlock", "X"] {
            #expect(declarations.declaration(ofQualifiedName: "Module.\(name)") == nil, "\(name)")
        }
    }

    @Test("Attributes of extensions, members, functions and other types are not the intent's")
    func attributesElsewhere() {
        let text = """
            @available(iOS 16.0, *)
            extension Plain {
                func perform() async throws -> some IntentResult & OpensIntent { .result() }
            }
            struct Plain: AppIntent {
                @available(iOS 17.0, *)
                var value: Int { 1 }
                @available(iOS 18.0, *)
                func helper() {}
            }
            @available(iOS 15.0, *)
            struct Other {}
            struct Next: AppIntent {}
            """
        let declarations = scan(text)
        #expect(declarations.declaration(ofQualifiedName: "Module.Plain")?.availability == [:])
        #expect(
            declarations.declaration(ofQualifiedName: "Module.Plain")?.performResult == [
                "some", "IntentResult", "OpensIntent",
            ])
        #expect(declarations.declaration(ofQualifiedName: "Module.Next")?.availability == [:])
        #expect(declarations.declaration(ofQualifiedName: "Module.Other")?.availability.count == 1)
    }

    @Test("Nested types by their path; local types and generic arguments ignored")
    func nestingAndGenerics() {
        let text = """
            enum Intents {
                @available(iOS 16.4, *)
                struct Inner: AppIntent {
                    func perform() async throws -> some IntentResult & ReturnsValue<Array<ProvidesDialog>> {
                        struct Local {}
                        return .result(value: [])
                    }
                }
            }
            extension Intents.Inner {
                struct Deeper {}
            }
            """
        let declarations = scan(text)
        let inner = declarations.declaration(ofQualifiedName: "Module.Intents.Inner")
        #expect(inner?.availability == ["LNPlatformNameIOS": ["introducedVersion": "16.4"]])
        #expect(inner?.performResult == ["some", "IntentResult", "ReturnsValue"])
        #expect(declarations.declaration(ofQualifiedName: "Module.Intents.Inner.Deeper") != nil)
        #expect(declarations.declaration(ofQualifiedName: "Module.Local") == nil)
        #expect(declarations.declaration(ofQualifiedName: "Module.Intents.Inner.Local") == nil)
    }

    @Test("A name declared twice with different attributes is unknown, not guessed")
    func ambiguousNames() {
        var declarations = SourceDeclarations()
        declarations.add(source: "@available(iOS 16.0, *) struct Twice: AppIntent {}")
        declarations.add(source: "@available(iOS 17.0, *) struct Twice: AppIntent {}")
        declarations.add(source: "struct Same: AppIntent {}")
        declarations.add(source: "struct Same: AppIntent {}")
        #expect(declarations.declaration(ofQualifiedName: "A.Twice") == nil)
        #expect(declarations.declaration(ofQualifiedName: "A.Same") != nil)
    }

    @Test("Unknown platforms, unavailable and the wildcard alone carry nothing")
    func ignoredForms() {
        let text = """
            @available(macCatalyst 16.0, iOSApplicationExtension 16.0, *)
            @available(*, deprecated, message: "no")
            @available(watchOS, unavailable)
            struct Ignored: AppIntent {}
            """
        #expect(availability(text, of: "Ignored") == [:])
    }

    @Test("Reading folders: .swift files only, hidden folders and nested packages skipped, a missing folder named")
    func readingFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("Sources/Kit", isDirectory: true)
        let hidden = root.appendingPathComponent(".build/checkouts", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: hidden, withIntermediateDirectories: true)
        try Data("@available(iOS 16.0, *) struct Found: AppIntent {}".utf8)
            .write(to: nested.appendingPathComponent("Found.swift"))
        try Data("@available(iOS 16.0, *) struct NotSwift {}".utf8).write(
            to: nested.appendingPathComponent("README.md"))
        try Data("@available(iOS 16.0, *) struct InBuild {}".utf8).write(to: hidden.appendingPathComponent("B.swift"))
        // A nested package (an example with its own manifest) is another package's sources.
        let otherPackage = root.appendingPathComponent("Examples/Other", isDirectory: true)
        try FileManager.default.createDirectory(
            at: otherPackage.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0".utf8).write(to: otherPackage.appendingPathComponent("Package.swift"))
        try Data("@available(iOS 16.0, *) struct InOtherPackage {}".utf8)
            .write(to: otherPackage.appendingPathComponent("Sources/C.swift"))
        let declarations = try SourceDeclarations.read([root])
        #expect(declarations.declaration(ofQualifiedName: "M.InOtherPackage") == nil)
        #expect(declarations.declaration(ofQualifiedName: "M.Found") != nil)
        #expect(declarations.declaration(ofQualifiedName: "M.NotSwift") == nil)
        #expect(declarations.declaration(ofQualifiedName: "M.InBuild") == nil)

        let missing = root.appendingPathComponent("nowhere")
        #expect(throws: SourceDeclarationsError.self) { try SourceDeclarations.read([missing]) }
        var limits = SourceDeclarations.Limits()
        limits.maxFiles = 0
        #expect(throws: SourceDeclarationsError.self) { try SourceDeclarations.read([root], limits: limits) }
    }
}
