/// Parses a mangled type name into a ``TypeNode`` tree.
///
/// It works as the Swift runtime's demangler does: a stack machine that reads one operator at a time, pushes
/// what it builds and records substitutable entities (identifiers, nominal types, bound generic types) in a table
/// that later `A…` operators refer to. Only the type grammar is supported (no symbols, no generic signatures).
struct Demangler {
    /// Limits that keep hostile input from costing more than a small, fixed amount.
    enum Limits {
        /// The longest mangled name accepted, in UTF-8 bytes.
        static let maxInputLength = 4096
        /// The deepest nesting of types accepted.
        static let maxTypeDepth = 64
        /// The deepest nesting of nodes accepted (types, contexts, lists).
        static let maxNodeDepth = 256
        /// The most nodes a tree may expand to (shared subtrees counted each time they appear).
        static let maxWeight = 16384
        /// The most nodes on the parse stack.
        static let maxStackSize = 1024
        /// The most entries in the substitution table.
        static let maxSubstitutions = 1024
        /// The largest repeat count of a substitution (`A3B`, `S3i`), as in the runtime.
        static let maxRepeatCount = 2048
        /// The most words recorded for word substitution, as in the runtime.
        static let maxWords = 26
    }

    private let text: [UInt8]
    private let prefixLength: Int
    private let input: String
    private var position = 0
    private var stack: [TypeNode] = []
    private var substitutions: [TypeNode] = []
    private var words: [[UInt8]] = []

    /// Prepares to parse `mangled`, which may start with `$s`, `_$s`, `$S` or `_$S`.
    init(_ mangled: some StringProtocol) {
        input = String(mangled)
        let bytes = Array(input.utf8)
        var prefix = 0
        for candidate in ["_$s", "$s", "_$S", "$S"] where bytes.starts(with: candidate.utf8) {
            prefix = candidate.utf8.count
            break
        }
        prefixLength = prefix
        text = Array(bytes[prefix...])
    }

    // MARK: - Entry point

    /// Parses the whole input as one type.
    /// - Returns: a ``TypeNode/Kind/type`` node.
    /// - Throws: ``DemanglingError`` naming the offset of the first problem.
    mutating func parseType() throws(DemanglingError) -> TypeNode {
        guard !text.isEmpty else { throw error("empty mangled name", at: 0) }
        guard input.utf8.count <= Limits.maxInputLength else {
            throw error("mangled name is \(input.utf8.count) bytes long; the limit is \(Limits.maxInputLength)", at: 0)
        }
        while position < text.count {
            let start = position
            let node = try demangleOperator()
            try push(node, at: start)
        }
        guard stack.count == 1 else {
            throw error("the name leaves \(stack.count) separate nodes instead of one type", at: text.count)
        }
        let result = stack[0]
        guard result.kind == .type else {
            throw error("the name denotes \(Self.article(result.kind.rawValue)), not a type", at: text.count)
        }
        return result
    }

    // MARK: - Errors and the stack

    private func error(_ message: String, at offset: Int) -> DemanglingError {
        DemanglingError(message, at: offset + prefixLength, in: input)
    }

    private mutating func push(_ node: TypeNode, at start: Int) throws(DemanglingError) {
        guard node.typeDepth <= Limits.maxTypeDepth else {
            throw error("types nest deeper than \(Limits.maxTypeDepth) levels", at: start)
        }
        guard node.nodeDepth <= Limits.maxNodeDepth else {
            throw error("declarations nest deeper than \(Limits.maxNodeDepth) levels", at: start)
        }
        guard node.weight <= Limits.maxWeight else {
            throw error("the type expands to more than \(Limits.maxWeight) nodes", at: start)
        }
        guard stack.count < Limits.maxStackSize else {
            throw error("more than \(Limits.maxStackSize) pending nodes", at: start)
        }
        stack.append(node)
    }

    private mutating func addSubstitution(_ node: TypeNode, at start: Int) throws(DemanglingError) {
        guard substitutions.count < Limits.maxSubstitutions else {
            throw error("more than \(Limits.maxSubstitutions) substitutable entities", at: start)
        }
        substitutions.append(node)
    }

    private mutating func pop(_ kind: TypeNode.Kind) -> TypeNode? {
        guard let top = stack.last, top.kind == kind else { return nil }
        return stack.removeLast()
    }

    private mutating func pop(where predicate: (TypeNode.Kind) -> Bool) -> TypeNode? {
        guard let top = stack.last, predicate(top.kind) else { return nil }
        return stack.removeLast()
    }

    private func describeTop() -> String {
        guard let top = stack.last else { return "nothing" }
        return Self.article(top.kind.rawValue)
    }

    /// `word` with "a" or "an" before it.
    static func article(_ word: String) -> String {
        guard let first = word.first else { return word }
        return ("aeiouAEIOU".contains(first) ? "an " : "a ") + word
    }

    private mutating func require(
        _ kind: TypeNode.Kind,
        for what: @autoclosure () -> String,
        at start: Int
    ) throws(DemanglingError) -> TypeNode {
        guard let node = pop(kind) else {
            throw error("\(what()) needs \(Self.article(kind.rawValue)), found \(describeTop())", at: start)
        }
        return node
    }

    private mutating func requireType(
        for what: @autoclosure () -> String,
        at start: Int
    ) throws(DemanglingError) -> TypeNode {
        try require(.type, for: what(), at: start)
    }

    // MARK: - Reading

    private func peek() -> UInt8? { position < text.count ? text[position] : nil }

    private mutating func next() -> UInt8? {
        guard position < text.count else { return nil }
        defer { position += 1 }
        return text[position]
    }

    private mutating func nextIf(_ character: Unicode.Scalar) -> Bool {
        guard peek() == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    private static func character(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Reads a decimal number; `nil` if there is no digit. Numbers above 1,000,000 are refused.
    private mutating func natural() throws(DemanglingError) -> Int? {
        guard peek()?.isASCIIDigit == true else { return nil }
        let start = position
        var value = 0
        while let byte = peek(), byte.isASCIIDigit {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            guard value <= 1_000_000 else { throw error("number too large", at: start) }
            position += 1
        }
        return value
    }

    /// Reads `_` (0) or a number followed by `_` (number + 1).
    private mutating func index() throws(DemanglingError) -> Int {
        let start = position
        if nextIf("_") { return 0 }
        guard let value = try natural(), nextIf("_") else {
            throw error("expected an index ('_' or a number followed by '_')", at: start)
        }
        return value + 1
    }

    // MARK: - Operators

    private mutating func demangleOperator() throws(DemanglingError) -> TypeNode {
        let start = position
        guard let byte = next() else { throw error("unexpected end of the name", at: start) }
        switch byte {
        case UInt8(ascii: "A"): return try demangleMultiSubstitutions(start: start)
        case UInt8(ascii: "C"): return try demangleNominal(.class, start: start)
        case UInt8(ascii: "O"): return try demangleNominal(.enum, start: start)
        case UInt8(ascii: "P"): return try demangleNominal(.protocol, start: start)
        case UInt8(ascii: "V"): return try demangleNominal(.structure, start: start)
        case UInt8(ascii: "a"): return try demangleNominal(.typeAlias, start: start)
        case UInt8(ascii: "E"): return try demangleExtension(start: start)
        case UInt8(ascii: "F"): return try demanglePlainFunction(start: start)
        case UInt8(ascii: "G"): return try demangleBoundGeneric(start: start)
        case UInt8(ascii: "K"): return TypeNode(.throwsAnnotation)
        case UInt8(ascii: "L"): return try demangleLocalIdentifier(start: start)
        case UInt8(ascii: "S"): return try demangleStandardSubstitution(start: start)
        case UInt8(ascii: "X"): return try demangleSpecialType(start: start)
        case UInt8(ascii: "Y"): return try demangleTypeAnnotation(start: start)
        case UInt8(ascii: "c"): return try popFunctionType(.functionType, start: start)
        case UInt8(ascii: "d"): return TypeNode(.variadicMarker)
        case UInt8(ascii: "h"): return try wrapParameter(.shared, start: start)
        case UInt8(ascii: "n"): return try wrapParameter(.owned, start: start)
        case UInt8(ascii: "z"): return try wrapParameter(.inOut, start: start)
        case UInt8(ascii: "m"):
            let type = try requireType(for: "a metatype ('m')", at: start)
            return TypeNode(.metatype, children: [type]).asType
        case UInt8(ascii: "p"): return try demangleProtocolList(start: start).asType
        case UInt8(ascii: "s"): return TypeNode(.module, text: "Swift")
        case UInt8(ascii: "t"): return try popTuple(start: start)
        case UInt8(ascii: "y"): return TypeNode(.emptyList)
        case UInt8(ascii: "_"): return TypeNode(.firstElementMarker)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            position = start
            return try demangleIdentifier()
        default:
            throw error("unknown or unsupported operator \(Self.character(byte))", at: start)
        }
    }

    private mutating func wrapParameter(_ kind: TypeNode.Kind, start: Int) throws(DemanglingError) -> TypeNode {
        let type = try requireType(for: "\(Self.article(kind.rawValue)) parameter", at: start)
        return TypeNode(kind, children: [type.unwrapped]).asType
    }

    // MARK: Identifiers

    private mutating func demangleIdentifier() throws(DemanglingError) -> TypeNode {
        let start = position
        var hasWordSubstitutions = false
        var isPunycoded = false
        if nextIf("0") {
            if nextIf("0") {
                isPunycoded = true
            } else {
                hasWordSubstitutions = true
            }
        }
        var identifier: [UInt8] = []
        repeat {
            while hasWordSubstitutions, let byte = peek(), byte.isASCIILetter {
                let wordPosition = position
                position += 1
                let wordIndex: Int
                if byte.isASCIILowercase {
                    wordIndex = Int(byte - UInt8(ascii: "a"))
                } else {
                    wordIndex = Int(byte - UInt8(ascii: "A"))
                    hasWordSubstitutions = false
                }
                guard wordIndex < words.count else {
                    throw error(
                        "word \(Self.character(byte)) refers to word \(wordIndex), but only \(words.count) are known",
                        at: wordPosition
                    )
                }
                identifier += words[wordIndex]
            }
            if nextIf("0") { break }
            let lengthPosition = position
            guard let length = try natural() else {
                throw error("expected the length of an identifier piece", at: lengthPosition)
            }
            guard length > 0 else { throw error("identifier piece of length 0", at: lengthPosition) }
            if isPunycoded { _ = nextIf("_") }
            guard length <= text.count - position else {
                throw error(
                    "identifier piece of \(length) bytes, but only \(text.count - position) remain",
                    at: lengthPosition
                )
            }
            let slice = text[position..<(position + length)]
            if isPunycoded {
                guard let decoded = Punycode.decode(slice) else {
                    throw error("invalid Punycode identifier", at: position)
                }
                identifier += Array(decoded.utf8)
            } else {
                identifier += slice
                recordWords(in: Array(slice))
            }
            position += length
        } while hasWordSubstitutions
        guard !identifier.isEmpty else { throw error("empty identifier", at: start) }
        let node = TypeNode(.identifier, text: String(decoding: identifier, as: UTF8.self))
        try addSubstitution(node, at: start)
        return node
    }

    private mutating func recordWords(in piece: [UInt8]) {
        var wordStart: Int?
        for offset in 0...piece.count {
            let byte: UInt8 = offset < piece.count ? piece[offset] : 0
            if let begin = wordStart, WordSplitter.isWordEnd(byte, previous: piece[offset - 1]) {
                if offset - begin >= 2, words.count < Limits.maxWords {
                    words.append(Array(piece[begin..<offset]))
                }
                wordStart = nil
            }
            if wordStart == nil, WordSplitter.isWordStart(byte) { wordStart = offset }
        }
    }

    private mutating func demangleLocalIdentifier(start: Int) throws(DemanglingError) -> TypeNode {
        if nextIf("L") {
            let discriminator = try require(.identifier, for: "a private name ('LL')", at: start)
            guard let name = pop(where: { $0.isDeclName }) else {
                throw error("a private name ('LL') needs a name, found \(describeTop())", at: start)
            }
            return TypeNode(.privateDeclName, children: [discriminator, name])
        }
        let discriminator = try index()
        guard let name = pop(where: { $0.isDeclName }) else {
            throw error("a local name ('L') needs a name, found \(describeTop())", at: start)
        }
        return TypeNode(.localDeclName, children: [TypeNode(.number, index: discriminator), name])
    }

    // MARK: Substitutions

    private mutating func demangleMultiSubstitutions(start: Int) throws(DemanglingError) -> TypeNode {
        var repeatCount = -1
        while true {
            let letterPosition = position
            guard let byte = next() else { throw error("unfinished substitution", at: letterPosition) }
            if byte.isASCIILetter {
                let index = Int(byte - (byte.isASCIILowercase ? UInt8(ascii: "a") : UInt8(ascii: "A")))
                guard index < substitutions.count else {
                    throw error(
                        "substitution \(Self.character(byte)) refers to entry \(index), "
                            + "but only \(substitutions.count) are known",
                        at: letterPosition
                    )
                }
                guard repeatCount <= Limits.maxRepeatCount else {
                    throw error("repeat count above \(Limits.maxRepeatCount)", at: letterPosition)
                }
                let node = substitutions[index]
                var count = repeatCount
                while count > 1 {
                    try push(node, at: start)
                    count -= 1
                }
                if byte.isASCIIUppercase { return node }
                try push(node, at: start)
                repeatCount = -1
                continue
            }
            if byte == UInt8(ascii: "_") {
                let index = repeatCount + 27
                guard index < substitutions.count else {
                    throw error(
                        "substitution refers to entry \(index), but only \(substitutions.count) are known",
                        at: letterPosition
                    )
                }
                return substitutions[index]
            }
            position = letterPosition
            guard let count = try natural() else {
                throw error("unexpected \(Self.character(byte)) in a substitution", at: letterPosition)
            }
            repeatCount = count
        }
    }

    private mutating func demangleStandardSubstitution(start: Int) throws(DemanglingError) -> TypeNode {
        switch peek() {
        case UInt8(ascii: "o"):
            position += 1
            return TypeNode(.module, text: "__C")
        case UInt8(ascii: "C"):
            position += 1
            return TypeNode(.module, text: "__C_Synthesized")
        case UInt8(ascii: "g"):
            position += 1
            let wrapped = try requireType(for: "an optional ('Sg')", at: start)
            let optional = TypeNode(
                .boundGenericEnum,
                children: [StandardTypes.swiftType(.enum, "Optional"), TypeNode(.typeList, children: [wrapped])]
            ).asType
            try addSubstitution(optional, at: start)
            return optional
        default:
            let repeatCount = try natural() ?? 0
            guard repeatCount <= Limits.maxRepeatCount else {
                throw error("repeat count above \(Limits.maxRepeatCount)", at: start)
            }
            let secondLevel = nextIf("c")
            let letterPosition = position
            guard let letter = next() else { throw error("unfinished standard type", at: letterPosition) }
            guard let entry = StandardTypes.entry(for: letter, secondLevel: secondLevel) else {
                throw error(
                    "unknown standard type 'S\(secondLevel ? "c" : "")\(Character(Unicode.Scalar(letter)))'",
                    at: letterPosition)
            }
            let node = StandardTypes.swiftType(entry.kind, entry.name)
            var count = repeatCount
            while count > 1 {
                try push(node, at: start)
                count -= 1
            }
            return node
        }
    }

    // MARK: Nominal types and contexts

    private mutating func popModule() -> TypeNode? {
        if let identifier = pop(.identifier) { return TypeNode(.module, text: identifier.text) }
        return pop(.module)
    }

    private mutating func popContext(
        for what: @autoclosure () -> String,
        at start: Int
    ) throws(DemanglingError) -> TypeNode {
        if let module = popModule() { return module }
        if let type = pop(.type) {
            guard let child = type.first, child.kind.isContext else {
                throw error("\(what()) needs a context, found a type that cannot be one", at: start)
            }
            return child
        }
        if let context = pop(where: { $0.isContext }) { return context }
        throw error("\(what()) needs a context, found \(describeTop())", at: start)
    }

    private mutating func demangleNominal(_ kind: TypeNode.Kind, start: Int) throws(DemanglingError) -> TypeNode {
        let letter = text[start]
        func what() -> String { "\(Demangler.article(kind.rawValue)) ('\(Character(Unicode.Scalar(letter)))')" }
        guard let name = pop(where: { $0.isDeclName }) else {
            throw error("\(what()) needs a name, found \(describeTop())", at: start)
        }
        let context = try popContext(for: what(), at: start)
        let node = TypeNode(kind, children: [context, name]).asType
        try addSubstitution(node, at: start)
        return node
    }

    private mutating func demangleExtension(start: Int) throws(DemanglingError) -> TypeNode {
        guard let module = popModule() else {
            throw error("an extension ('E') needs a module, found \(describeTop())", at: start)
        }
        guard let type = pop(.type), let extended = type.first, extended.kind.isNominal else {
            throw error("an extension ('E') needs the extended nominal type", at: start)
        }
        return TypeNode(.extension, children: [module, extended])
    }

    private mutating func demangleBoundGeneric(start: Int) throws(DemanglingError) -> TypeNode {
        var lists: [TypeNode] = []
        while true {
            var types: [TypeNode] = []
            while let type = pop(.type) { types.append(type) }
            lists.append(TypeNode(.typeList, children: types.reversed()))
            if pop(.emptyList) != nil { break }
            guard pop(.firstElementMarker) != nil else {
                throw error("generic arguments ('G') must start with 'y', found \(describeTop())", at: start)
            }
        }
        guard let type = pop(.type), let nominal = type.first, nominal.kind.isNominal else {
            throw error("generic arguments ('G') need a nominal type to apply to", at: start)
        }
        let bound = try applyGenericArguments(nominal, lists: lists, listIndex: 0, start: start)
        let node = bound.asType
        try addSubstitution(node, at: start)
        return node
    }

    /// Distributes argument lists (innermost first in `lists`) over the nominal levels of `nominal`.
    private func applyGenericArguments(
        _ nominal: TypeNode,
        lists: [TypeNode],
        listIndex: Int,
        start: Int
    ) throws(DemanglingError) -> TypeNode {
        guard listIndex < lists.count else {
            throw error("more nominal levels than generic argument lists", at: start)
        }
        guard nominal.children.count >= 2 else {
            throw error("generic arguments applied to something that is not a nominal type", at: start)
        }
        var nominal = nominal
        let arguments = lists[listIndex]
        let nextIndex = listIndex + 1
        if nextIndex < lists.count {
            let context = nominal.children[0]
            let boundParent: TypeNode
            if context.kind == .extension {
                let parent = try applyGenericArguments(
                    context.children[1], lists: lists, listIndex: nextIndex, start: start)
                boundParent = TypeNode(.extension, children: [context.children[0], parent])
            } else {
                boundParent = try applyGenericArguments(context, lists: lists, listIndex: nextIndex, start: start)
            }
            nominal = TypeNode(nominal.kind, children: [boundParent] + nominal.children.dropFirst())
        }
        if arguments.children.isEmpty { return nominal }
        let boundKind: TypeNode.Kind
        switch nominal.kind {
        case .structure: boundKind = .boundGenericStructure
        case .class: boundKind = .boundGenericClass
        case .enum: boundKind = .boundGenericEnum
        case .protocol: boundKind = .boundGenericProtocol
        case .typeAlias: boundKind = .boundGenericTypeAlias
        case .otherNominalType: boundKind = .boundGenericOtherNominalType
        default: throw error("generic arguments applied to \(Self.article(nominal.kind.rawValue))", at: start)
        }
        return TypeNode(boundKind, children: [nominal.asType, arguments])
    }

    // MARK: Functions, tuples, existentials

    private mutating func demanglePlainFunction(start: Int) throws(DemanglingError) -> TypeNode {
        let type = try popFunctionType(.functionType, start: start)
        let labels = try popFunctionParameterLabels(type, start: start)
        guard let name = pop(where: { $0.isDeclName }) else {
            throw error("a function ('F') needs a name, found \(describeTop())", at: start)
        }
        let context = try popContext(for: "a function ('F')", at: start)
        var children = [context, name]
        if let labels { children.append(labels) }
        children.append(type)
        return TypeNode(.function, children: children)
    }

    private mutating func popFunctionParameterLabels(
        _ type: TypeNode,
        start: Int
    ) throws(DemanglingError) -> TypeNode? {
        if pop(.emptyList) != nil { return TypeNode(.labelList) }
        guard let function = type.first,
            let arguments = function.children.first(where: { $0.kind == .argumentTuple }),
            let parameters = arguments.first?.first
        else { return nil }
        let count = parameters.kind == .tuple ? parameters.children.count : 1
        guard count > 0 else { return nil }
        var labels: [TypeNode] = []
        for _ in 0..<count {
            guard let label = pop(where: { $0 == .identifier || $0 == .firstElementMarker }) else {
                throw error("a function's argument labels are incomplete", at: start)
            }
            labels.append(label)
        }
        guard labels.contains(where: { $0.kind == .identifier }) else { return TypeNode(.labelList) }
        return TypeNode(.labelList, children: labels.reversed())
    }

    private mutating func popFunctionType(
        _ kind: TypeNode.Kind,
        start: Int
    ) throws(DemanglingError) -> TypeNode {
        // In the runtime's order: one isolation (a global actor or `@isolated(any)`), then `throws` or
        // `throws(E)`, `@Sendable`, `async`.
        var annotations: [TypeNode] = []
        if let isolation = pop(.globalActorFunctionType) ?? pop(.isolatedAnyFunctionType) {
            annotations.append(isolation)
        }
        if let thrown = pop(.throwsAnnotation) ?? pop(.typedThrowsAnnotation) { annotations.append(thrown) }
        if let sendable = pop(.concurrentFunctionType) { annotations.append(sendable) }
        if let async = pop(.asyncAnnotation) { annotations.append(async) }
        let parameters = try popFunctionParameters(.argumentTuple, start: start)
        let result = try popFunctionParameters(.returnType, start: start)
        return TypeNode(kind, children: annotations + [parameters, result]).asType
    }

    private mutating func popFunctionParameters(
        _ kind: TypeNode.Kind,
        start: Int
    ) throws(DemanglingError) -> TypeNode {
        if pop(.emptyList) != nil { return TypeNode(kind, children: [TypeNode(.tuple).asType]) }
        return TypeNode(
            kind,
            children: [
                try requireType(
                    for: kind == .argumentTuple ? "a function type's parameter list" : "a function type's result",
                    at: start
                )
            ]
        )
    }

    private mutating func demangleTypeAnnotation(start: Int) throws(DemanglingError) -> TypeNode {
        switch next() {
        case UInt8(ascii: "a"): return TypeNode(.asyncAnnotation)
        case UInt8(ascii: "b"): return TypeNode(.concurrentFunctionType)
        case UInt8(ascii: "c"):
            let actor = try requireType(for: "a global actor ('Yc')", at: start)
            return TypeNode(.globalActorFunctionType, children: [actor.unwrapped])
        case UInt8(ascii: "A"): return TypeNode(.isolatedAnyFunctionType)
        case UInt8(ascii: "K"):
            let thrown = try requireType(for: "a typed throws ('YK')", at: start)
            return TypeNode(.typedThrowsAnnotation, children: [thrown.unwrapped])
        default: throw error("unknown or unsupported type annotation", at: start)
        }
    }

    private mutating func popTuple(start: Int) throws(DemanglingError) -> TypeNode {
        var elements: [TypeNode] = []
        if pop(.emptyList) == nil {
            var isFirst = false
            repeat {
                isFirst = pop(.firstElementMarker) != nil
                var children: [TypeNode] = []
                if let variadic = pop(.variadicMarker) { children.append(variadic) }
                if let label = pop(.identifier) { children.append(TypeNode(.tupleElementName, text: label.text)) }
                children.append(try requireType(for: "a tuple element", at: start))
                elements.append(TypeNode(.tupleElement, children: children))
            } while !isFirst
        }
        return TypeNode(.tuple, children: elements.reversed()).asType
    }

    private mutating func popProtocol(start: Int) throws(DemanglingError) -> TypeNode {
        if let type = pop(.type) {
            guard type.first?.kind == .protocol else {
                throw error(
                    "an existential's member must be a protocol, found \(Self.article(type.unwrapped.kind.rawValue))",
                    at: start)
            }
            return type
        }
        guard let name = pop(where: { $0.isDeclName }) else {
            throw error("an existential needs a protocol, found \(describeTop())", at: start)
        }
        let context = try popContext(for: "a protocol in an existential", at: start)
        return TypeNode(.protocol, children: [context, name]).asType
    }

    private mutating func demangleProtocolList(start: Int) throws(DemanglingError) -> TypeNode {
        var protocols: [TypeNode] = []
        if pop(.emptyList) == nil {
            var isFirst = false
            repeat {
                isFirst = pop(.firstElementMarker) != nil
                protocols.append(try popProtocol(start: start))
            } while !isFirst
        }
        return TypeNode(.protocolList, children: [TypeNode(.typeList, children: protocols.reversed())])
    }

    private mutating func demangleSpecialType(start: Int) throws(DemanglingError) -> TypeNode {
        switch next() {
        case UInt8(ascii: "C"): return try popFunctionType(.cFunctionPointer, start: start)
        case UInt8(ascii: "f"): return try popFunctionType(.thinFunctionType, start: start)
        case UInt8(ascii: "p"):
            let type = try requireType(for: "an existential metatype ('Xp')", at: start)
            return TypeNode(.existentialMetatype, children: [type]).asType
        case UInt8(ascii: "l"):
            return TypeNode(.protocolListWithAnyObject, children: [try demangleProtocolList(start: start)]).asType
        case UInt8(ascii: "c"):
            let superclass = try requireType(for: "a class-bound existential ('Xc')", at: start)
            let list = try demangleProtocolList(start: start)
            return TypeNode(.protocolListWithClass, children: [list, superclass]).asType
        case UInt8(ascii: "D"):
            let type = try requireType(for: "'Self' ('XD')", at: start)
            return TypeNode(.dynamicSelf, children: [type]).asType
        case UInt8(ascii: "Y"):
            return try demangleNominal(.otherNominalType, start: start)
        case UInt8(ascii: "Z"):
            var types: [TypeNode] = []
            if pop(.emptyList) == nil {
                var isFirst = false
                repeat {
                    isFirst = pop(.firstElementMarker) != nil
                    types.append(try requireType(for: "an anonymous context ('XZ')", at: start))
                } while !isFirst
            }
            let name = try require(.identifier, for: "an anonymous context ('XZ')", at: start)
            let parent = try popContext(for: "an anonymous context ('XZ')", at: start)
            return TypeNode(
                .anonymousContext, children: [name, parent, TypeNode(.typeList, children: types.reversed())])
        default:
            throw error("unknown or unsupported special type", at: start)
        }
    }
}
