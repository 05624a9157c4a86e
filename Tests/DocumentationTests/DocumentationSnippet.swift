import Foundation
import Testing

/// A ```swift block of the README or a DocC article, and how it is checked.
///
/// A block is type-checked as a file of its own, against the package's built modules. A hidden
/// comment on the line above it may say more:
/// - `<!-- compiles with: Todo, FlashSale -->`: modules the block may use without importing them,
///   for an excerpt of an example whose other types it names;
/// - `<!-- excerpt: Examples/TasksPackage/Package.swift -->`: the block is part of that file,
///   verbatim, which CI builds on its own; it is compared, not compiled.
struct DocumentationSnippet: Sendable, CustomTestStringConvertible {
    /// How a block is checked.
    enum Check: Sendable, Equatable {
        case compile(extraImports: [String])
        case excerpt(path: String)
    }

    /// The document, relative to the repository.
    let document: String
    /// The line of the opening fence, from 1.
    let line: Int
    /// The block's code.
    let code: String
    /// How it is checked.
    let check: Check

    var testDescription: String { "\(document):\(line)" }

    /// Every block of the README and the DocC catalogs.
    static func all(in root: URL) -> [DocumentationSnippet] {
        let fileManager = FileManager.default
        var documents = ["README.md"]
        let sources = root.appendingPathComponent("Sources")
        for module in (try? fileManager.contentsOfDirectory(atPath: sources.path))?.sorted() ?? [] {
            let catalog = "Sources/\(module)/Documentation.docc"
            for file in (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path))?
                .sorted() ?? [] where file.hasSuffix(".md")
            {
                documents.append("\(catalog)/\(file)")
            }
        }
        return documents.flatMap { document in
            guard let text = try? String(contentsOf: root.appendingPathComponent(document), encoding: .utf8) else {
                return [DocumentationSnippet]()
            }
            return parse(text, document: document)
        }
    }

    /// The blocks of one document.
    static func parse(_ text: String, document: String) -> [DocumentationSnippet] {
        let lines = text.components(separatedBy: "\n")
        var snippets: [DocumentationSnippet] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else {
                index += 1
                continue
            }
            let opening = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            let marker = opening > 0 ? lines[opening - 1].trimmingCharacters(in: .whitespaces) : ""
            snippets.append(
                DocumentationSnippet(
                    document: document, line: opening + 1, code: body.joined(separator: "\n"), check: check(marker)))
            index += 1
        }
        return snippets
    }

    private static func check(_ marker: String) -> Check {
        func value(after prefix: String) -> String? {
            guard marker.hasPrefix("<!-- \(prefix):"), marker.hasSuffix("-->") else { return nil }
            return String(marker.dropFirst(prefix.count + 6).dropLast(3)).trimmingCharacters(in: .whitespaces)
        }
        if let path = value(after: "excerpt") { return .excerpt(path: path) }
        if let modules = value(after: "compiles with") {
            return .compile(extraImports: modules.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        }
        return .compile(extraImports: [])
    }
}
