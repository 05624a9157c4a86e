/// Prints a ``TypeNode`` tree the way `swift demangle --compact` does (the runtime's default options: fully
/// qualified names, `[T]`, `[K : V]` and `T?` sugar).
struct NodePrinter {
    private(set) var output = ""

    /// The printed form of a type tree.
    static func string(for node: TypeNode) -> String {
        var printer = NodePrinter()
        printer.print(node)
        return printer.output
    }

    // MARK: - Classification

    private static func isSimpleType(_ node: TypeNode) -> Bool {
        switch node.kind {
        case .type: return node.first.map(isSimpleType) ?? false
        case .protocolList: return (node.first?.children.count ?? 0) <= 1
        case .protocolListWithAnyObject: return node.first?.first?.children.isEmpty ?? false
        case .functionType, .cFunctionPointer, .thinFunctionType, .inOut, .shared, .owned, .protocolListWithClass:
            return false
        default: return true
        }
    }

    private static func isExistential(_ node: TypeNode) -> Bool {
        switch node.unwrapped.kind {
        case .existentialMetatype, .protocolList, .protocolListWithClass, .protocolListWithAnyObject: true
        default: false
        }
    }

    // MARK: - Printing

    private mutating func printWithParentheses(_ node: TypeNode) {
        if Self.isSimpleType(node) {
            print(node)
        } else {
            output += "("
            print(node)
            output += ")"
        }
    }

    private mutating func printList(_ nodes: [TypeNode], separator: String) {
        for (offset, node) in nodes.enumerated() {
            if offset > 0 { output += separator }
            print(node)
        }
    }

    mutating func print(_ node: TypeNode) {
        switch node.kind {
        case .type, .argumentTuple, .returnType:
            if let child = node.first { print(child) }
        case .module, .identifier, .tupleElementName:
            output += node.text ?? ""
        case .structure, .class, .enum, .protocol, .typeAlias, .otherNominalType:
            _ = printEntity(node, asPrefixContext: false)
        case .boundGenericStructure, .boundGenericClass, .boundGenericEnum, .boundGenericProtocol,
            .boundGenericTypeAlias, .boundGenericOtherNominalType:
            printBoundGeneric(node)
        case .typeList:
            // As the oracle prints a bare type list (a bound protocol's arguments, an anonymous context's): its
            // types run together, with no separator. Bound generics print their own ", "-separated list.
            printList(node.children, separator: "")
        case .extension:
            output += "(extension in "
            if let module = node.first { print(module) }
            output += "):"
            if node.children.count > 1 { print(node.children[1]) }
        case .privateDeclName:
            output += "("
            if node.children.count > 1 { print(node.children[1]) }
            output += " in "
            if let discriminator = node.first { print(discriminator) }
            output += ")"
        case .localDeclName:
            if node.children.count > 1 { print(node.children[1]) }
            output += " #\((node.first?.index ?? 0) + 1)"
        case .anonymousContext:
            if node.children.count > 1 {
                print(node.children[1])
                output += "."
            }
            output += "(unknown context at "
            if let name = node.first { print(name) }
            output += ")"
            if node.children.count > 2, !node.children[2].children.isEmpty {
                output += "<"
                print(node.children[2])
                output += ">"
            }
        case .function:
            _ = printEntity(node, asPrefixContext: false)
        case .labelList, .number, .emptyList, .firstElementMarker:
            break
        case .variadicMarker:
            output += "..."
        case .tuple:
            output += "("
            printList(node.children, separator: ", ")
            output += ")"
        case .tupleElement:
            if let label = node.children.first(where: { $0.kind == .tupleElementName }) {
                print(label)
                output += ": "
            }
            if let type = node.children.last { print(type) }
            if node.children.contains(where: { $0.kind == .variadicMarker }) { output += "..." }
        case .functionType, .cFunctionPointer, .thinFunctionType:
            printFunctionType(node, labels: nil)
        case .throwsAnnotation:
            output += " throws"
        case .typedThrowsAnnotation:
            output += " throws("
            if let thrown = node.first { print(thrown) }
            output += ")"
        case .isolatedAnyFunctionType:
            output += "@isolated(any) "
        case .asyncAnnotation:
            output += " async"
        case .concurrentFunctionType:
            output += "@Sendable "
        case .globalActorFunctionType:
            if let actor = node.first {
                output += "@"
                print(actor)
                output += " "
            }
        case .inOut:
            output += "inout "
            if let child = node.first { print(child) }
        case .shared:
            output += "__shared "
            if let child = node.first { print(child) }
        case .owned:
            output += "__owned "
            if let child = node.first { print(child) }
        case .metatype:
            guard let type = node.children.last else { return }
            printWithParentheses(type)
            output += Self.isExistential(type) ? ".Protocol" : ".Type"
        case .existentialMetatype:
            if let type = node.children.last { print(type) }
            output += ".Type"
        case .protocolList:
            guard let list = node.first else { return }
            if list.children.isEmpty {
                output += "Any"
            } else {
                printList(list.children, separator: " & ")
            }
        case .protocolListWithAnyObject:
            guard let list = node.first?.first else { return }
            if !list.children.isEmpty {
                printList(list.children, separator: " & ")
                output += " & "
            }
            output += "Swift.AnyObject"
        case .protocolListWithClass:
            guard node.children.count == 2, let list = node.children[0].first else { return }
            print(node.children[1])
            output += " & "
            printList(list.children, separator: " & ")
        case .dynamicSelf:
            output += "Self"
        }
    }

    private mutating func printBoundGeneric(_ node: TypeNode) {
        guard node.children.count == 2 else { return }
        let arguments = node.children[1]
        switch node.sugar {
        case .optional:
            if let wrapped = arguments.first { printWithParentheses(wrapped) }
            output += "?"
        case .array:
            output += "["
            if let element = arguments.first { print(element) }
            output += "]"
        case .dictionary:
            output += "["
            print(arguments.children[0])
            output += " : "
            print(arguments.children[1])
            output += "]"
        case nil where node.kind == .boundGenericProtocol:
            print(arguments)
            output += " as "
            print(node.children[0])
        case nil:
            print(node.children[0])
            output += "<"
            printList(arguments.children, separator: ", ")
            output += ">"
        }
    }

    private mutating func printFunctionType(_ node: TypeNode, labels: TypeNode?) {
        let annotations = node.children.filter {
            $0.kind != .argumentTuple && $0.kind != .returnType
        }
        if node.kind == .cFunctionPointer { output += "@convention(c) " }
        if node.kind == .thinFunctionType { output += "@convention(thin) " }
        for kind in [TypeNode.Kind.isolatedAnyFunctionType, .globalActorFunctionType, .concurrentFunctionType] {
            for annotation in annotations where annotation.kind == kind { print(annotation) }
        }
        if let arguments = node.children.first(where: { $0.kind == .argumentTuple }) {
            printParameters(arguments, labels: labels)
        }
        for annotation in annotations where annotation.kind == .asyncAnnotation {
            print(annotation)
        }
        for annotation in annotations
        where annotation.kind == .throwsAnnotation || annotation.kind == .typedThrowsAnnotation {
            print(annotation)
        }
        output += " -> "
        if let result = node.children.first(where: { $0.kind == .returnType }) { print(result) }
    }

    private mutating func printParameters(_ arguments: TypeNode, labels: TypeNode?) {
        guard let parameters = arguments.first?.first else { return }
        let labelNodes = labels?.children ?? []
        func printLabel(_ offset: Int, into printer: inout NodePrinter) {
            guard offset < labelNodes.count else { return }
            let label = labelNodes[offset]
            printer.output += label.kind == .identifier ? "\(label.text ?? ""):" : "_:"
            printer.output += " "
        }
        guard parameters.kind == .tuple else {
            output += "("
            printLabel(0, into: &self)
            print(parameters)
            output += ")"
            return
        }
        output += "("
        for (offset, element) in parameters.children.enumerated() {
            if offset > 0 { output += ", " }
            printLabel(offset, into: &self)
            print(element)
        }
        output += ")"
    }

    /// Prints a declaration with its context; returns a context that must be printed as a suffix (" in …") by
    /// the caller when `asPrefixContext` is set and the declaration cannot be printed as a prefix.
    private mutating func printEntity(_ entity: TypeNode, asPrefixContext: Bool) -> TypeNode? {
        guard entity.children.count >= 2 else { return nil }
        let isFunction = entity.kind == .function
        let isLocalName = entity.children[1].kind == .localDeclName
        if asPrefixContext && (isFunction || isLocalName) { return entity }
        var postfixContext: TypeNode?
        let context = entity.children[0]
        if isLocalName {
            postfixContext = context
        } else {
            let before = output.utf8.count
            postfixContext = printContext(context)
            if output.utf8.count != before { output += "." }
        }
        print(entity.children[1])
        if isFunction, let type = entity.children.last, let function = type.first {
            let labels = entity.children.first { $0.kind == .labelList }
            printFunctionType(function, labels: labels.flatMap { $0.children.isEmpty ? nil : $0 })
        }
        if let postfixContext {
            output += " in "
            print(postfixContext)
        }
        return nil
    }

    /// Prints a context in prefix form; returns it instead when it must go after the name.
    private mutating func printContext(_ context: TypeNode) -> TypeNode? {
        switch context.kind {
        case .structure, .class, .enum, .protocol, .typeAlias, .otherNominalType, .function:
            return printEntity(context, asPrefixContext: true)
        default:
            print(context)
            return nil
        }
    }
}
