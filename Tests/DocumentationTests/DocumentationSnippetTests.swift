import CompileSupport
import Foundation
import Testing

/// The repository's root: three folders above this file.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

@Suite("README and DocC snippets")
struct DocumentationSnippetTests {
    static let snippets = DocumentationSnippet.all(in: repositoryRoot)

    @Test func theDocumentsHaveSnippets() {
        #expect(Self.snippets.count >= 8)
        #expect(Self.snippets.contains { $0.document == "README.md" })
    }

    @Test(.enabled(if: CompileCheck.isAvailable, "needs swiftc and the built modules"), arguments: snippets)
    func snippetCompilesOrMatchesItsFile(_ snippet: DocumentationSnippet) async throws {
        switch snippet.check {
        case .excerpt(let path):
            let file = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            #expect(file.contains(snippet.code), "\(snippet.testDescription) is not an excerpt of \(path) as it is now")
        case .compile(let extraImports):
            let source = extraImports.map { "import \($0)\n" }.joined() + snippet.code + "\n"
            let name = snippet.document.replacingOccurrences(of: "/", with: "_").replacingOccurrences(
                of: ".", with: "_")
            // Off the concurrency pool: compiles held both its threads on a 2-core machine, and intents
            // elsewhere in the suite timed out.
            let result = try await CompileCheck.typecheckOffThePool(source, name: "\(name)_\(snippet.line)")
            if !result.compiled {
                Issue.record("\(snippet.testDescription) does not compile:\n\(result.firstErrors(3))")
            }
        }
    }
}
