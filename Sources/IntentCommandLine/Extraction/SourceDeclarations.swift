#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the sources say of their types that the types themselves cannot: the `@available`
/// attributes of a type and the protocols its `perform()` declares it returns. `intents extract
/// --sources <dir>` reads them; reflection sees neither (`some IntentResult & ProvidesDialog` is
/// one concrete type at run time, and availability is not kept in a binary's metadata).
///
/// A lexical scan, not a parser (no package dependency, so no swift-syntax). What it reads:
/// - `struct`, `enum`, `class` and `actor` declarations, nested ones by their dotted path
///   (`Outer.Inner`), and `extension`s, whose members count as the extended type's;
/// - the `@available(…)` attributes written before a type's declaration, among its other
///   attributes and modifiers: the short form (`@available(iOS 16.0, macOS 13.0, *)`) and the long
///   form's `introduced:`, `deprecated:` and `obsoleted:` versions, for iOS, macOS, tvOS, watchOS
///   and visionOS;
/// - the return clause of a `func perform()` declared in a type's body or in an extension of it.
///
/// Its limits: comments and string literals are skipped, but `#if` branches are all read; an
/// attribute on an extension, on a member or on another type is not the type's; availability
/// is not inherited from enclosing types; `unavailable`, `renamed:`, `message:`, `swift` and other
/// platforms (`macCatalyst`, `iOSApplicationExtension`) are ignored; local types (declared inside a
/// function) are ignored; a name declared twice with different findings, in two files or two
/// modules, is ambiguous and reported as unknown. Versions are written as in the source.
struct SourceDeclarations: Sendable, Equatable {
    /// What one type's declaration says.
    struct Declaration: Sendable, Equatable {
        /// The versions of `@available`, by metadata platform key (`LNPlatformNameIOS`), then by
        /// `introducedVersion`, `deprecatedVersion` or `obsoletedVersion`.
        var availability: [String: [String: String]] = [:]
        /// The names in `perform()`'s return clause outside generic arguments
        /// (`["some", "IntentResult", "ProvidesDialog"]`); `nil` when no `perform()` was seen.
        var performResult: [String]?
    }

    /// Limits on what is read: a source tree is input like any other.
    struct Limits: Sendable {
        /// The most files read.
        var maxFiles = 20_000
        /// The largest file read, in bytes.
        var maxFileBytes = 8 << 20
        /// The deepest nesting of braces followed.
        var maxDepth = 512
        /// The deepest nesting of folders read.
        var maxFolderDepth = 64
    }

    /// The declarations found, by dotted type path without the module (`Outer.Inner`).
    private(set) var declarations: [String: Declaration] = [:]

    /// The names declared more than once with different findings.
    private(set) var ambiguous: Set<String> = []

    /// The availability of each declaration seen, to tell a second declaration of a name.
    private var declaredAvailability: [String: [String: [String: String]]] = [:]

    /// No sources: every finding is unknown.
    init() {}

    /// What a type's sources say.
    /// - Parameter qualifiedName: The type's name with its module: `Todo.AddTodoIntent`.
    /// - Returns: The declaration, or `nil` when unknown (not found, or ambiguous).
    func declaration(ofQualifiedName qualifiedName: String) -> Declaration? {
        guard let dot = qualifiedName.firstIndex(of: ".") else { return nil }
        let path = String(qualifiedName[qualifiedName.index(after: dot)...])
        return ambiguous.contains(path) ? nil : declarations[path]
    }

    /// Adds what one file's text declares.
    /// - Parameters:
    ///   - text: Swift source text.
    ///   - limits: The nesting limit.
    mutating func add(source text: String, limits: Limits = Limits()) {
        var scanner = SourceScanner(tokens: SwiftTokenizer.tokens(of: text), maxDepth: limits.maxDepth)
        for found in scanner.scan() { merge(found) }
    }

    /// Reads every `.swift` file under the directories, hidden folders (`.build`, `.git`) and folders of other
    /// packages (with a `Package.swift` of their own) excepted.
    /// - Parameters:
    ///   - directories: The folders (or single files) to read.
    ///   - limits: Limits on the files read.
    /// - Returns: What the files declare.
    /// - Throws: ``SourceDeclarationsError`` naming the folder or file that cannot be read or
    ///   exceeds a limit.
    static func read(_ directories: [URL], limits: Limits = Limits()) throws(SourceDeclarationsError)
        -> SourceDeclarations
    {
        var files: [URL] = []
        var visited: Set<String> = []
        for directory in directories {
            guard FileManager.default.fileExists(atPath: directory.path) else {
                throw SourceDeclarationsError("\(directory.path): no such file or folder")
            }
            try collect(directory, depth: 0, into: &files, visited: &visited, limits: limits)
        }
        var result = SourceDeclarations()
        for file in files {
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw SourceDeclarationsError("\(file.path): cannot be read")
            }
            guard data.count <= limits.maxFileBytes else {
                throw SourceDeclarationsError("\(file.path): larger than \(limits.maxFileBytes) bytes")
            }
            result.add(source: String(decoding: data, as: UTF8.self), limits: limits)
        }
        return result
    }

    /// Adds the `.swift` files of a folder and its subfolders (hidden ones excepted), or
    /// the file itself.
    private static func collect(
        _ url: URL, depth: Int, into files: inout [URL], visited: inout Set<String>, limits: Limits
    ) throws(SourceDeclarationsError) {
        // Each folder once, however many links lead to it.
        guard visited.insert(url.resolvingSymlinksInPath().path).inserted else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
            // Not a folder: a file named directly is read whatever its name.
            if depth == 0 || url.pathExtension == "swift" { files.append(url) }
            return
        }
        guard depth < limits.maxFolderDepth else {
            throw SourceDeclarationsError("\(url.path): folders nested more than \(limits.maxFolderDepth) deep")
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let child = url.appendingPathComponent(name)
            if name.hasSuffix(".swift") {
                files.append(child)
            } else if FileManager.default.fileExists(atPath: child.appendingPathComponent("Package.swift").path) {
                // A folder with a manifest of its own is another package (an example's): its types are not ours.
                continue
            } else {
                try collect(child, depth: depth + 1, into: &files, visited: &visited, limits: limits)
            }
            guard files.count <= limits.maxFiles else {
                throw SourceDeclarationsError(
                    "\(url.path): more than \(limits.maxFiles) Swift files; name the folders that hold the intents")
            }
        }
    }

    private mutating func merge(_ found: SourceScanner.Finding) {
        switch found {
        case .type(let path, let availability):
            // The same name declared again with other attributes: another module's type of that
            // name, or two `#if` branches. Which one is meant is unknown.
            if let existing = declaredAvailability[path], existing != availability { ambiguous.insert(path) }
            declaredAvailability[path] = availability
            declarations[path, default: Declaration()].availability = availability
        case .perform(let path, let names):
            if let existing = declarations[path]?.performResult, existing != names { ambiguous.insert(path) }
            declarations[path, default: Declaration()].performResult = names
        }
    }
}

/// A source folder or file that `extract --sources` cannot read.
struct SourceDeclarationsError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// Walks one file's tokens: the type declarations with their attributes, and `perform()`'s
/// return clause in each type's body.
struct SourceScanner {
    private let tokens: [SwiftTokenizer.Token]
    private let maxDepth: Int
    private var index = 0

    /// What the scan finds: a type's declaration with its availability, or its `perform()`.
    enum Finding: Equatable {
        case type(String, availability: [String: [String: String]])
        case perform(String, result: [String]?)
    }

    /// A brace scope: a type's (or extension's) body with its dotted path, or anything else.
    private enum Scope {
        case type(String)
        case other
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "actor"]
    private static let modifiers: Set<String> = [
        "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated",
        "static", "override", "convenience", "required", "dynamic", "mutating", "nonmutating", "lazy", "weak",
        "unowned", "distributed", "isolated", "consuming", "borrowing",
    ]
    private static let platforms: [String: String] = [
        "iOS": "LNPlatformNameIOS", "macOS": "LNPlatformNameMACOS", "tvOS": "LNPlatformNameTVOS",
        "watchOS": "LNPlatformNameWATCHOS", "visionOS": "LNPlatformNameVISIONOS",
    ]

    init(tokens: [SwiftTokenizer.Token], maxDepth: Int) {
        self.tokens = tokens
        self.maxDepth = maxDepth
    }

    /// The declarations of the file and their `perform()`s, in order.
    mutating func scan() -> [Finding] {
        var found: [Finding] = []
        var scopes: [Scope] = []
        var pendingAvailability: [String: [String: String]] = [:]
        // The scope the next `{` opens, when a declaration's header was read.
        var nextScope: Scope?
        while index < tokens.count {
            let word = tokens[index]
            switch word {
            case .symbol("@"):
                index += 1
                guard case .name(let attribute)? = current else { continue }
                index += 1
                if current == .symbol("(") {
                    let arguments = balanced(open: "(", close: ")")
                    if attribute == "available" {
                        for (platform, versions) in Self.availability(arguments) {
                            pendingAvailability[platform, default: [:]].merge(versions) { _, new in new }
                        }
                    }
                }
                continue
            case .name(let word) where Self.modifiers.contains(word):
                index += 1
                // `private(set)` and the like.
                if current == .symbol("(") { _ = balanced(open: "(", close: ")") }
                continue
            case .name(let word) where Self.typeKeywords.contains(word) || word == "extension":
                guard case .name(let name)? = token(at: index + 1), !Self.isKeyword(name) else {
                    pendingAvailability = [:]
                    index += 1
                    continue
                }
                index += 2
                var path = name
                if word == "extension" {
                    // `extension Outer.Inner`: the members belong to the extended type.
                    while current == .symbol("."), case .name(let component)? = token(at: index + 1) {
                        path += ".\(component)"
                        index += 2
                    }
                } else if case .type(let parent)? = scopes.last {
                    path = "\(parent).\(name)"
                } else if !scopes.isEmpty {
                    // A local type, in a function's body: not one a module exports.
                    pendingAvailability = [:]
                    continue
                }
                if word != "extension" {
                    found.append(.type(path, availability: pendingAvailability))
                }
                pendingAvailability = [:]
                nextScope = .type(path)
                continue
            case .name("func"):
                pendingAvailability = [:]
                index += 1
                if current == .name("perform"), token(at: index + 1) == .symbol("("),
                    token(at: index + 2) == .symbol(")"),
                    case .type(let path)? = scopes.last
                {
                    index += 3
                    let result = returnClause()
                    found.append(.perform(path, result: result))
                }
                continue
            case .symbol("{"):
                scopes.append(nextScope ?? .other)
                nextScope = nil
                pendingAvailability = [:]
                if scopes.count > maxDepth { return found }
            case .symbol("}"):
                if !scopes.isEmpty { scopes.removeLast() }
                nextScope = nil
                pendingAvailability = [:]
            case .symbol(";"):
                pendingAvailability = [:]
            default:
                // The inheritance clause, generic parameters and where clause of a declaration whose
                // body is next keep `nextScope`; anything else ends the attributes' reach.
                if nextScope == nil { pendingAvailability = [:] }
            }
            index += 1
        }
        return found
    }

    private var current: SwiftTokenizer.Token? { token(at: index) }

    private func token(at position: Int) -> SwiftTokenizer.Token? {
        position < tokens.count ? tokens[position] : nil
    }

    private static func isKeyword(_ name: String) -> Bool {
        ["func", "var", "let", "subscript", "init", "case", "protocol", "where"].contains(name)
            || modifiers.contains(name)
    }

    /// The tokens between the bracket at the current position and its match, which is consumed.
    private mutating func balanced(open: String, close: String) -> [SwiftTokenizer.Token] {
        var depth = 0
        var inside: [SwiftTokenizer.Token] = []
        while index < tokens.count {
            let token = tokens[index]
            index += 1
            if token == .symbol(open) {
                depth += 1
                if depth == 1 { continue }
            } else if token == .symbol(close) {
                depth -= 1
                if depth == 0 { return inside }
            }
            inside.append(token)
        }
        return inside
    }

    /// The names of a return clause after `perform()`: `async throws -> some IntentResult & X<Y>`
    /// gives `["some", "IntentResult", "X"]`. `nil` when there is no `->`.
    private mutating func returnClause() -> [String]? {
        while let token = current, token != .symbol("->") {
            if token == .symbol("{") || token == .symbol("}") { return nil }
            index += 1
        }
        guard current == .symbol("->") else { return nil }
        index += 1
        var names: [String] = []
        var angles = 0
        while let token = current {
            switch token {
            case .symbol("{"), .symbol("}"), .name("where"):
                return names
            case .symbol("<"):
                angles += 1
            case .symbol(">"):
                angles -= 1
            case .name(let name) where angles == 0:
                names.append(name)
            default:
                break
            }
            index += 1
        }
        return names
    }

    /// The platforms and versions of one `@available(…)`'s arguments.
    static func availability(_ arguments: [SwiftTokenizer.Token]) -> [String: [String: String]] {
        // Split at top-level commas.
        var groups: [[SwiftTokenizer.Token]] = [[]]
        for token in arguments {
            if token == .symbol(",") {
                groups.append([])
            } else {
                groups[groups.count - 1].append(token)
            }
        }
        guard case .name(let first)? = groups.first?.first else { return [:] }
        guard let platform = platforms[first] else { return [:] }
        // Long form: `@available(iOS, introduced: 16.0, deprecated: 17.0)`.
        if groups[0].count == 1 {
            var versions: [String: String] = [:]
            for group in groups.dropFirst() {
                guard group.count == 3, case .name(let label) = group[0], group[1] == .symbol(":"),
                    case .number(let version) = group[2]
                else { continue }
                switch label {
                case "introduced": versions["introducedVersion"] = version
                case "deprecated": versions["deprecatedVersion"] = version
                case "obsoleted": versions["obsoletedVersion"] = version
                default: break
                }
            }
            return versions.isEmpty ? [:] : [platform: versions]
        }
        // Short form: `@available(iOS 16.0, macOS 13.0, *)`.
        var result: [String: [String: String]] = [:]
        for group in groups {
            guard group.count == 2, case .name(let name) = group[0], let key = platforms[name],
                case .number(let version) = group[1]
            else { continue }
            result[key] = ["introducedVersion": version]
        }
        return result
    }
}
