/// What the entity-property macros need to know of the `var` they are attached to, read from its source text.
package struct PropertyDeclaration: Sendable, Equatable {
    /// How the property gets its value.
    package enum Body: Sendable, Equatable {
        /// `var x: T { expression }`: a getter written without `get`.
        case implicitGetter
        /// `var x: T { get … set … }`: accessors; the getter's effects and whether there is a setter.
        case accessors(getterIsAsync: Bool, getterThrows: Bool, hasSetter: Bool)
        /// `var x: T { willSet … didSet … }`: observers of a stored property.
        case observers
        /// `var x: T` or `var x: T = value`: stored.
        case stored
    }

    /// The access level written (`public`, `package`, `internal`, `fileprivate`, `private`, `open`), if any;
    /// a setter's own level (`private(set)`) is not one.
    package var accessLevel: String?
    /// Whether the property is `static` or `class`.
    package var isStatic: Bool
    /// The property's name, without backticks.
    package var name: String
    /// The UTF-8 offset of the name in the declaration's text.
    package var nameOffset: Int
    /// The type annotation's text, as written.
    package var type: String
    /// How the property gets its value.
    package var body: Body
}

/// Why a declaration is not one the macros expand, with the UTF-8 offset (in the source given) to point at.
package struct DeclarationProblem: Error, Sendable, Equatable {
    /// What the macro needs, said so that the user knows what to write.
    package var message: String
    /// Where, in the declaration's text.
    package var offset: Int
}

extension PropertyDeclaration {
    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private", "open"]
    private static let modifiers: Set<String> = [
        "static", "class", "final", "override", "nonisolated", "dynamic", "lazy", "weak", "unowned", "mutating",
        "nonmutating", "optional", "required", "isolated", "unsafe", "__consuming", "consuming", "borrowing",
    ]

    /// Reads a declaration: attributes and modifiers, `var`, the name, the type and the body.
    /// - Parameter source: The declaration as the compiler sent it (its attributes and leading trivia included).
    /// - Returns: The property.
    /// - Throws: `DeclarationProblem` when the text is not a single `var` with a type annotation.
    package static func parse(_ source: String) throws(DeclarationProblem) -> PropertyDeclaration {
        let tokens = SwiftTokenizer.tokens(of: source)
        var cursor = TokenCursor(tokens: tokens)
        cursor.skipAttributes()
        var accessLevel: String?
        var isStatic = false
        while let token = cursor.current, token.kind == .identifier,
            accessLevels.contains(token.text) || modifiers.contains(token.text)
        {
            cursor.advance()
            if cursor.current?.text == "(" {
                // `private(set)`, `unowned(unsafe)`: the parenthesized part is not the property's own access.
                cursor.skipBalanced()
                continue
            }
            if accessLevels.contains(token.text) { accessLevel = token.text }
            if token.text == "static" || token.text == "class" { isStatic = true }
        }
        guard let keyword = cursor.current, keyword.kind == .identifier, keyword.text == "var" || keyword.text == "let"
        else {
            throw DeclarationProblem(message: "attach the macro to a `var` of an entity", offset: cursor.offset)
        }
        guard keyword.text == "var" else {
            throw DeclarationProblem(
                message: "a computed entity property is a `var` with a getter, not a `let`", offset: keyword.start)
        }
        cursor.advance()
        guard let nameToken = cursor.current, nameToken.kind == .identifier else {
            throw DeclarationProblem(message: "expected one property name after `var`", offset: cursor.offset)
        }
        cursor.advance()
        guard cursor.current?.text == ":" else {
            throw DeclarationProblem(
                message: "write the property's type: `var \(nameToken.text): Type { … }`", offset: cursor.offset)
        }
        cursor.advance()
        let typeStart = cursor.offset
        cursor.skip(untilTopLevel: ["{", "=", ","])
        let typeEnd = cursor.previousEnd ?? typeStart
        let type = text(of: Array(source.utf8), from: typeStart, to: typeEnd)
        guard !type.isEmpty else {
            throw DeclarationProblem(message: "expected a type after `:`", offset: typeStart)
        }
        let body: Body
        switch cursor.current?.text {
        case nil:
            body = .stored
        case "=":
            cursor.advance()
            cursor.skip(untilTopLevel: [","])
            if cursor.current != nil {
                throw DeclarationProblem(message: "declare one property per `var`", offset: cursor.offset)
            }
            body = .stored
        case ",":
            throw DeclarationProblem(message: "declare one property per `var`", offset: cursor.offset)
        default:
            body = cursor.accessorBody()
        }
        return PropertyDeclaration(
            accessLevel: accessLevel, isStatic: isStatic, name: nameToken.text, nameOffset: nameToken.start, type: type,
            body: body)
    }
}

/// The arguments of an attribute, by label, as written: `@ComputedProperty(title: "Items")` has `title`.
package struct AttributeArguments: Sendable, Equatable {
    /// Each argument's label (`nil` when unlabeled) and expression text.
    package var arguments: [(label: String?, expression: String)]

    /// The expression of the argument with this label.
    /// - Parameter label: An argument label.
    /// - Returns: The expression's text, or `nil` when the attribute has no such argument.
    package func expression(labeled label: String) -> String? {
        arguments.first { $0.label == label }?.expression
    }

    package static func == (lhs: AttributeArguments, rhs: AttributeArguments) -> Bool {
        lhs.arguments.elementsEqual(rhs.arguments) { $0.label == $1.label && $0.expression == $1.expression }
    }

    /// Reads the arguments of an attribute.
    /// - Parameter source: The attribute's text (`@Name` or `@Name(…)`, leading trivia allowed).
    /// - Returns: The arguments; none when the attribute has no parentheses.
    package static func parse(_ source: String) -> AttributeArguments {
        let bytes = Array(source.utf8)
        var cursor = TokenCursor(tokens: SwiftTokenizer.tokens(of: source))
        guard cursor.current?.text == "@" else { return AttributeArguments(arguments: []) }
        cursor.advance()
        cursor.skipDottedName()
        guard let open = cursor.current, open.text == "(" else { return AttributeArguments(arguments: []) }
        cursor.advance()
        var arguments: [(label: String?, expression: String)] = []
        while let token = cursor.current, token.text != ")" {
            var label: String?
            if token.kind == .identifier, cursor.peek(1)?.text == ":" {
                label = token.text
                cursor.advance(2)
            }
            let start = cursor.offset
            cursor.skip(untilTopLevel: [",", ")"])
            let end = cursor.previousEnd ?? start
            let expression = text(of: bytes, from: start, to: end)
            arguments.append((label, expression))
            if cursor.current?.text == "," { cursor.advance() }
        }
        return AttributeArguments(arguments: arguments)
    }
}

/// The type a lexical context declares: `struct Restaurant: AppEntity {}` declares `Restaurant`.
package enum LexicalContext {
    /// The name of the type declared or extended, as written.
    /// - Parameter source: A lexical context's text, as the compiler sends it (members left out).
    /// - Returns: `Restaurant` for a struct, class, enum or actor named so, `Outer.Inner` for an extension of it;
    ///   `nil` for a function, closure or other context.
    package static func typeName(_ source: String) -> String? {
        let bytes = Array(source.utf8)
        var cursor = TokenCursor(tokens: SwiftTokenizer.tokens(of: source))
        cursor.skipAttributes()
        while let token = cursor.current, token.kind == .identifier,
            !["struct", "class", "enum", "actor", "extension", "protocol", "func", "init", "var", "let"].contains(
                token.text)
        {
            cursor.advance()
            if cursor.current?.text == "(" { cursor.skipBalanced() }
        }
        guard let keyword = cursor.current, ["struct", "class", "enum", "actor", "extension"].contains(keyword.text)
        else { return nil }
        cursor.advance()
        let start = cursor.offset
        cursor.skipDottedName()
        let end = cursor.previousEnd ?? start
        guard end > start else { return nil }
        return text(of: bytes, from: start, to: end)
    }
}

/// The text of `bytes[start..<end]`, both clamped to the bytes: empty when the range is.
private func text(of bytes: [UInt8], from start: Int, to end: Int) -> String {
    let lower = min(max(0, start), bytes.count)
    let upper = min(max(lower, end), bytes.count)
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
}

/// Walks tokens with the few moves a declaration needs.
struct TokenCursor {
    let tokens: [SwiftToken]
    var index = 0

    init(tokens: [SwiftToken]) { self.tokens = tokens }

    var current: SwiftToken? { index < tokens.count ? tokens[index] : nil }

    /// The offset of the current token, or just past the last one.
    var offset: Int { current?.start ?? tokens.last?.end ?? 0 }

    /// The end of the token before the current one.
    var previousEnd: Int? { index > 0 && index <= tokens.count ? tokens[index - 1].end : nil }

    func peek(_ distance: Int) -> SwiftToken? {
        index + distance < tokens.count ? tokens[index + distance] : nil
    }

    mutating func advance(_ count: Int = 1) { index = min(tokens.count, index + count) }

    /// Skips `@Name`, `@Name.Sub`, `@Name(…)` and `@Name<…>` attributes.
    mutating func skipAttributes() {
        while current?.text == "@" {
            advance()
            let nameEnd = current?.end
            skipDottedName()
            // Arguments belong to the attribute only when they follow its name with no space.
            if let token = current, token.text == "(" || token.text == "<", token.start == (previousEnd ?? nameEnd) {
                skipBalanced()
            }
        }
    }

    /// Skips `Name` or `Name.Sub.Sub`, and generic arguments right after a component.
    mutating func skipDottedName() {
        guard current?.kind == .identifier else { return }
        advance()
        while true {
            if current?.text == "<", current?.start == previousEnd {
                skipBalanced()
            } else if current?.text == ".", peek(1)?.kind == .identifier {
                advance(2)
            } else {
                return
            }
        }
    }

    /// Skips from an opening `(`, `[`, `{` or `<` past its match (to the end when unmatched).
    mutating func skipBalanced() {
        var depth = 0
        while let token = current {
            advance()
            if token.kind == .punctuation {
                if "([{<".contains(token.text) { depth += 1 }
                if ")]}>".contains(token.text) { depth -= 1 }
            }
            if depth <= 0 { return }
        }
    }

    /// Moves to the first token, outside brackets, whose text is one of `stops` (or to the end).
    mutating func skip(untilTopLevel stops: Set<String>) {
        var depth = 0
        while let token = current {
            if depth == 0, token.kind == .punctuation, stops.contains(token.text) { return }
            if token.kind == .punctuation {
                if "([{<".contains(token.text) { depth += 1 }
                if ")]}>".contains(token.text) { depth = max(0, depth - 1) }
            }
            advance()
        }
    }

    /// Reads a `{ … }` after a property's type: accessors, observers, or a getter's body.
    mutating func accessorBody() -> PropertyDeclaration.Body {
        guard current?.text == "{" else { return .stored }
        advance()
        var getterIsAsync = false
        var getterThrows = false
        var sawGetter = false
        var hasSetter = false
        var sawObserver = false
        var first = true
        // Accessors are at depth 0 inside the braces: `get async throws { … }`, `set { … }`, `@attr get { … }`.
        while let token = current, token.text != "}" {
            if token.text == "@" {
                skipAttributes()
                continue
            }
            let name = token.kind == .identifier ? token.text : ""
            switch name {
            case "get", "_read", "borrow", "unsafeAddress":
                sawGetter = true
                advance()
                while let effect = current, effect.kind == .identifier,
                    effect.text == "async" || effect.text == "throws"
                {
                    if effect.text == "async" { getterIsAsync = true } else { getterThrows = true }
                    advance()
                    if current?.text == "(", effect.text == "throws" { skipBalanced() }
                }
            case "set", "_modify", "mutate", "unsafeMutableAddress", "init":
                if name != "init" { hasSetter = true }
                advance()
                if current?.text == "(" { skipBalanced() }
            case "willSet", "didSet":
                sawObserver = true
                advance()
                if current?.text == "(" { skipBalanced() }
            case "nonmutating", "mutating", "__consuming", "consuming", "borrowing":
                advance()
                continue
            default:
                // Not an accessor keyword first: the braces hold a getter's body.
                if first { return .implicitGetter }
                advance()
                continue
            }
            first = false
            if current?.text == "{" { skipBalanced() }
        }
        if sawGetter {
            return .accessors(getterIsAsync: getterIsAsync, getterThrows: getterThrows, hasSetter: hasSetter)
        }
        if sawObserver { return .observers }
        // `{ }`: an empty getter body.
        return .implicitGetter
    }
}
