/// Turns a ``TypeNode`` tree back into the canonical mangled name, byte for byte what the Swift runtime's
/// `_mangledTypeName` produces: standard-type shorthands (`Si`, `S2i`), substitutions of identifiers, nominal
/// types and bound generic types (`AA`, `AbC`, `A2B`, `A0_`), word substitutions in identifiers (`0aB0`),
/// Punycode (`00`), `Sg` for optionals and per-level generic argument lists (`y…_…G`).
struct Remangler {
    private var buffer: [UInt8] = []
    /// Entities in the order the demangler records them; an `A…` substitution is an index here.
    private var substitutions: [SubstitutionKey: Int] = [:]
    private var substitutionCount = 0
    /// Words available to word substitution: positions in `buffer`.
    private var words: [(start: Int, length: Int)] = []
    private var merging = SubstitutionMerging()

    /// What the substitution table is keyed by: identifiers (and modules) by text, types by structure.
    private enum SubstitutionKey: Hashable {
        case identifier(String)
        case type(TypeNode)
    }

    /// The mangled form of a type tree, without a `$s` prefix.
    static func mangle(_ node: TypeNode) -> String {
        var remangler = Remangler()
        remangler.mangle(node)
        return String(decoding: remangler.buffer, as: UTF8.self)
    }

    // MARK: - Buffer and substitutions

    private mutating func append(_ string: String) { buffer += string.utf8 }

    private func lookup(_ key: SubstitutionKey) -> Int? { substitutions[key] }

    private mutating func record(_ key: SubstitutionKey) {
        if substitutions[key] == nil { substitutions[key] = substitutionCount }
        substitutionCount += 1
    }

    /// Writes the substitution of entry `index`, merged with a directly preceding one when possible.
    private mutating func mangleSubstitution(_ index: Int) {
        if index >= 26 {
            append("A")
            mangleIndex(index - 26)
            return
        }
        let letter = UInt8(ascii: "A") + UInt8(index)
        if !merging.tryMerge(&buffer, substitution: [letter], isStandard: false) {
            buffer.append(UInt8(ascii: "A"))
            buffer.append(letter)
        }
    }

    private mutating func mangleIndex(_ value: Int) {
        if value == 0 {
            append("_")
        } else {
            append("\(value - 1)_")
        }
    }

    /// Writes `S<code>` for a standard type, merging repeats (`S2i`); returns whether the node was one.
    private mutating func mangleStandardType(_ node: TypeNode) -> Bool {
        guard node.kind.isNominal, node.children.count == 2, node.children[0].kind == .module,
            node.children[0].text == "Swift", node.children[1].kind == .identifier,
            let name = node.children[1].text, let code = StandardTypes.code(kind: node.kind, name: name)
        else { return false }
        let bytes = Array(code.utf8)
        if !merging.tryMerge(&buffer, substitution: bytes, isStandard: true) {
            buffer.append(UInt8(ascii: "S"))
            buffer += bytes
        }
        return true
    }

    // MARK: - Identifiers

    private mutating func mangleIdentifier(_ text: String) {
        if let index = lookup(.identifier(text)) {
            mangleSubstitution(index)
            return
        }
        mangleIdentifierText(text)
        record(.identifier(text))
    }

    private mutating func mangleIdentifierText(_ text: String) {
        if Punycode.needsEncoding(text) {
            let encoded = Array(Punycode.encode(text).utf8)
            append("00\(encoded.count)")
            if let first = encoded.first,
                first == UInt8(ascii: "_") || first.isASCIIDigit
            {
                append("_")
            }
            buffer += encoded
            return
        }
        let identifier = Array(text.utf8)
        let wordsInBuffer = words.count
        var replacements: [(position: Int, wordIndex: Int)] = []
        var wordStart: Int?
        for position in 0...identifier.count {
            let byte: UInt8 = position < identifier.count ? identifier[position] : 0
            if let start = wordStart, WordSplitter.isWordEnd(byte, previous: identifier[position - 1]) {
                let word = identifier[start..<position]
                var found: Int?
                for index in 0..<wordsInBuffer
                where buffer[words[index].start..<(words[index].start + words[index].length)].elementsEqual(word) {
                    found = index
                    break
                }
                if found == nil {
                    for index in wordsInBuffer..<words.count
                    where identifier[words[index].start..<(words[index].start + words[index].length)]
                        .elementsEqual(word)
                    {
                        found = index
                        break
                    }
                }
                if let found {
                    replacements.append((start, found))
                } else if word.count >= 2, words.count < Demangler.Limits.maxWords {
                    words.append((start, word.count))
                }
                wordStart = nil
            }
            if wordStart == nil, WordSplitter.isWordStart(byte) { wordStart = position }
        }
        if !replacements.isEmpty { append("0") }
        replacements.append((identifier.count, -1))
        var position = 0
        var pendingWord = wordsInBuffer
        for (offset, replacement) in replacements.enumerated() {
            if position < replacement.position {
                append("\(replacement.position - position)")
                while position < replacement.position {
                    if pendingWord < words.count, words[pendingWord].start == position {
                        words[pendingWord].start = buffer.count
                        pendingWord += 1
                    }
                    buffer.append(identifier[position])
                    position += 1
                }
            }
            guard replacement.wordIndex >= 0 else { continue }
            position += words[replacement.wordIndex].length
            if offset < replacements.count - 2 {
                buffer.append(UInt8(ascii: "a") + UInt8(replacement.wordIndex))
            } else {
                buffer.append(UInt8(ascii: "A") + UInt8(replacement.wordIndex))
                if position == identifier.count { append("0") }
            }
        }
    }

    // MARK: - Types

    /// Mangles any node of a type tree.
    private mutating func mangle(_ node: TypeNode) {
        switch node.kind {
        case .type, .argumentTuple, .returnType:
            if let child = node.first { mangle(child) }
        case .module:
            let name = node.text ?? ""
            switch name {
            case "Swift": append("s")
            case "__C": append("So")
            case "__C_Synthesized": append("SC")
            default: mangleIdentifier(name)
            }
        case .identifier:
            mangleIdentifier(node.text ?? "")
        case .structure, .class, .enum, .protocol, .typeAlias, .otherNominalType:
            mangleNominal(node)
        case .boundGenericStructure, .boundGenericClass, .boundGenericEnum, .boundGenericProtocol,
            .boundGenericTypeAlias, .boundGenericOtherNominalType:
            mangleNominal(node)
        case .extension:
            guard node.children.count >= 2 else { return }
            mangle(node.children[1])
            mangle(node.children[0])
            append("E")
        case .privateDeclName:
            guard node.children.count == 2 else { return }
            mangle(node.children[1])
            mangle(node.children[0])
            append("LL")
        case .localDeclName:
            guard node.children.count == 2 else { return }
            mangle(node.children[1])
            append("L")
            mangleIndex(node.children[0].index ?? 0)
        case .anonymousContext:
            guard node.children.count == 3 else { return }
            mangle(node.children[1])
            mangle(node.children[0])
            mangleList(node.children[2].children)
            append("XZ")
        case .function:
            mangleFunctionEntity(node)
        case .tuple:
            mangleTuple(node)
        case .functionType:
            mangleFunctionType(node)
        case .cFunctionPointer:
            mangleFunctionType(node, terminator: "XC")
        case .thinFunctionType:
            mangleFunctionType(node, terminator: "Xf")
        case .inOut, .shared, .owned:
            if let child = node.first { mangle(child) }
            append(node.kind == .inOut ? "z" : node.kind == .shared ? "h" : "n")
        case .metatype:
            if let child = node.children.last { mangle(child) }
            append("m")
        case .existentialMetatype:
            if let child = node.children.last { mangle(child) }
            append("Xp")
        case .protocolList:
            mangleProtocolList(node)
            append("p")
        case .protocolListWithAnyObject:
            if let list = node.first { mangleProtocolList(list) }
            append("Xl")
        case .protocolListWithClass:
            // The protocol list first, then the superclass: the demangler pops the superclass first.
            guard node.children.count == 2 else { return }
            mangleProtocolList(node.children[0])
            mangle(node.children[1])
            append("Xc")
        case .dynamicSelf:
            if let child = node.first { mangle(child) }
            append("XD")
        case .typeList:
            for child in node.children { mangle(child) }
        case .labelList, .number, .tupleElement, .tupleElementName, .throwsAnnotation, .typedThrowsAnnotation,
            .isolatedAnyFunctionType, .asyncAnnotation,
            .concurrentFunctionType, .globalActorFunctionType, .emptyList, .firstElementMarker, .variadicMarker:
            break
        }
    }

    /// Mangles `nodes` as a list: `y` when empty, else each one with `_` after the first.
    private mutating func mangleList(_ nodes: [TypeNode]) {
        guard !nodes.isEmpty else {
            append("y")
            return
        }
        for (offset, node) in nodes.enumerated() {
            mangle(node)
            if offset == 0 { append("_") }
        }
    }

    private mutating func mangleProtocolList(_ list: TypeNode) {
        let protocols = list.first?.children ?? []
        guard !protocols.isEmpty else {
            append("y")
            return
        }
        for (offset, proto) in protocols.enumerated() {
            let node = proto.unwrapped
            if !mangleStandardType(node), node.kind == .protocol, node.children.count == 2 {
                mangle(node.children[0])
                mangle(node.children[1])
            } else if node.kind != .protocol {
                mangle(proto)
            }
            if offset == 0 { append("_") }
        }
    }

    private mutating func mangleTuple(_ node: TypeNode) {
        guard !node.children.isEmpty else {
            append("yt")
            return
        }
        for (offset, element) in node.children.enumerated() {
            if let type = element.children.last { mangle(type) }
            if let label = element.children.first(where: { $0.kind == .tupleElementName }) {
                mangleIdentifier(label.text ?? "")
            }
            if element.children.contains(where: { $0.kind == .variadicMarker }) { append("d") }
            if offset == 0 { append("_") }
        }
        append("t")
    }

    /// Mangles a function type: result, parameters, annotations, then `terminator` (`c` for a function type,
    /// `F` for a function declaration).
    private mutating func mangleFunctionType(_ node: TypeNode, terminator: String = "c") {
        if let result = node.children.first(where: { $0.kind == .returnType }) { mangleParameters(result) }
        if let arguments = node.children.first(where: { $0.kind == .argumentTuple }) { mangleParameters(arguments) }
        if node.children.contains(where: { $0.kind == .asyncAnnotation }) { append("Ya") }
        if node.children.contains(where: { $0.kind == .concurrentFunctionType }) { append("Yb") }
        if node.children.contains(where: { $0.kind == .throwsAnnotation }) { append("K") }
        if let thrown = node.children.first(where: { $0.kind == .typedThrowsAnnotation }), let type = thrown.first {
            mangle(type)
            append("YK")
        }
        if node.children.contains(where: { $0.kind == .isolatedAnyFunctionType }) { append("YA") }
        if let actor = node.children.first(where: { $0.kind == .globalActorFunctionType }), let type = actor.first {
            mangle(type)
            append("Yc")
        }
        append(terminator)
    }

    private mutating func mangleParameters(_ node: TypeNode) {
        guard let type = node.first else { return }
        if type.unwrapped.kind == .tuple, type.unwrapped.children.isEmpty {
            append("y")
        } else {
            mangle(type)
        }
    }

    private mutating func mangleFunctionEntity(_ node: TypeNode) {
        guard node.children.count >= 3, let type = node.children.last else { return }
        mangle(node.children[0])
        mangle(node.children[1])
        if let labels = node.children.first(where: { $0.kind == .labelList }) {
            if labels.children.isEmpty {
                append("y")
            } else {
                for label in labels.children {
                    if label.kind == .identifier { mangle(label) } else { append("_") }
                }
            }
        }
        if let function = type.first { mangleFunctionType(function, terminator: "F") }
    }

    // MARK: Nominal types

    private static func isSpecialized(_ node: TypeNode) -> Bool {
        if node.kind.isBoundGeneric { return true }
        if node.kind.isNominal, let context = node.first { return isSpecialized(context) }
        if node.kind == .extension, node.children.count > 1 { return isSpecialized(node.children[1]) }
        return false
    }

    private static func unspecialized(_ node: TypeNode) -> TypeNode {
        if node.kind.isBoundGeneric, let nominal = node.first?.first {
            return isSpecialized(nominal) ? unspecialized(nominal) : nominal
        }
        if node.kind.isNominal, let context = node.first {
            return TypeNode(node.kind, children: [unspecialized(context)] + node.children.dropFirst())
        }
        if node.kind == .extension, node.children.count > 1 {
            return TypeNode(.extension, children: [node.children[0], unspecialized(node.children[1])])
        }
        return node
    }

    private mutating func mangleNominal(_ node: TypeNode) {
        if Self.isSpecialized(node) {
            let key = SubstitutionKey.type(node)
            if let index = lookup(key) {
                mangleSubstitution(index)
                return
            }
            if node.sugar == .optional, let wrapped = node.children[1].first {
                mangle(wrapped)
                append("Sg")
                record(key)
                return
            }
            mangleUnboundNominal(Self.unspecialized(node))
            var separator = UInt8(ascii: "y")
            mangleGenericArguments(node, separator: &separator)
            append("G")
            record(key)
            return
        }
        mangleUnboundNominal(node)
    }

    private mutating func mangleUnboundNominal(_ node: TypeNode) {
        if mangleStandardType(node) { return }
        let key = SubstitutionKey.type(node)
        if let index = lookup(key) {
            mangleSubstitution(index)
            return
        }
        guard node.children.count >= 2 else { return }
        mangle(node.children[0])
        mangle(node.children[1])
        switch node.kind {
        case .structure: append("V")
        case .class: append("C")
        case .enum: append("O")
        case .protocol: append("P")
        case .typeAlias: append("a")
        default: append("XY")
        }
        record(key)
    }

    /// Writes the generic arguments of every nominal level, outermost first, each list after a separator
    /// (`y` for the first, `_` for the others).
    private mutating func mangleGenericArguments(_ node: TypeNode, separator: inout UInt8) {
        switch node.kind {
        case .structure, .class, .enum, .protocol, .typeAlias, .otherNominalType:
            if let context = node.first { mangleGenericArguments(context, separator: &separator) }
            buffer.append(separator)
            separator = UInt8(ascii: "_")
        case .extension:
            if node.children.count > 1 { mangleGenericArguments(node.children[1], separator: &separator) }
        case .boundGenericStructure, .boundGenericClass, .boundGenericEnum, .boundGenericProtocol,
            .boundGenericTypeAlias, .boundGenericOtherNominalType:
            guard node.children.count == 2, let nominal = node.children[0].first else { return }
            if let context = nominal.first { mangleGenericArguments(context, separator: &separator) }
            buffer.append(separator)
            separator = UInt8(ascii: "_")
            mangle(node.children[1])
        default:
            break
        }
    }
}

/// Merges a substitution with the one written just before it, as the runtime does: `AB` + `C` → `AbC`,
/// `AB` + `B` → `A2B`, `Si` + `i` → `S2i`.
private struct SubstitutionMerging {
    private var lastPosition = 0
    private var lastSize = 0
    private var lastCount = 0
    private var lastIsStandard = false
    private static let maxRepeatCount = 2048

    mutating func tryMerge(_ buffer: inout [UInt8], substitution: [UInt8], isStandard: Bool) -> Bool {
        if lastCount > 0, lastCount < Self.maxRepeatCount, buffer.count == lastPosition + lastSize,
            lastIsStandard == isStandard
        {
            let tail = buffer.suffix(lastSize).drop { $0.isASCIIDigit }
            let last = Array(tail)
            if last != substitution, !isStandard, let lastLetter = last.last {
                lastPosition = buffer.count
                lastCount = 1
                buffer.removeLast()
                buffer.append(lastLetter - UInt8(ascii: "A") + UInt8(ascii: "a"))
                buffer += substitution
                lastSize = 1
                return true
            }
            if last == substitution {
                lastCount += 1
                buffer.removeSubrange(lastPosition...)
                buffer += Array("\(lastCount)".utf8)
                buffer += substitution
                lastSize = buffer.count - lastPosition
                return true
            }
        }
        lastPosition = buffer.count + 1
        lastSize = substitution.count
        lastCount = 1
        lastIsStandard = isStandard
        return false
    }
}
