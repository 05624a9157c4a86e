/// An expansion: the source to insert (`nil` when it failed) and the diagnostics to show.
package struct MacroExpansion: Sendable, Equatable {
    /// The source, or `nil` when the macro cannot expand.
    package var source: String?
    /// Errors and warnings for the user.
    package var diagnostics: [MacroDiagnostic]

    /// Creates an expansion.
    package init(source: String?, diagnostics: [MacroDiagnostic] = []) {
        self.source = source
        self.diagnostics = diagnostics
    }
}

/// Expands an attached macro from the source text the compiler sends.
package protocol AttachedMacroExpander: Sendable {
    /// The type name of `#externalMacro(module:type:)` this expander answers for.
    var typeName: String { get }

    /// The expansion of one role of the macro.
    /// - Parameter request: The compiler's request.
    /// - Returns: The expansion, or diagnostics saying why there is none.
    func expand(_ request: AttachedMacroRequest) -> MacroExpansion
}

/// `@ComputedProperty` and `@DeferredProperty`: the property keeps its own getter (the accessor role adds none),
/// and a `$name` peer gives the `EntityProperty` that names it (`EntityProperty(identifier:getter:)` or
/// `EntityProperty(identifier:asyncGetter:)`, as Apple's pages say the macros use), with the attribute's title and
/// Core Spotlight key passed on.
package struct EntityPropertyMacro: AttachedMacroExpander {
    /// Which of the two macros.
    package enum Kind: Sendable {
        /// `@ComputedProperty`: a synchronous getter, read through a key path.
        case computed
        /// `@DeferredProperty`: a getter that may be `async` and `throws`, read through a closure.
        case deferred
    }

    /// Which of the two macros this expands.
    package let kind: Kind

    package var typeName: String { kind == .computed ? "ComputedPropertyMacro" : "DeferredPropertyMacro" }

    /// Creates the expander of one of the two macros.
    /// - Parameter kind: Which.
    package init(_ kind: Kind) { self.kind = kind }

    package func expand(_ request: AttachedMacroRequest) -> MacroExpansion {
        let macroName = kind == .computed ? "@ComputedProperty" : "@DeferredProperty"
        let declaration = request.declSyntax
        func problem(_ message: String, at offset: Int) -> MacroExpansion {
            // Said once, by the accessor role; the peer role then adds nothing, so the compiler reports no more.
            guard request.macroRole == "accessor" else { return MacroExpansion(source: "") }
            return MacroExpansion(
                source: nil,
                diagnostics: [
                    MacroDiagnostic(
                        "\(macroName): \(message)", fileName: declaration.location.fileName,
                        offset: declaration.location.offset + offset)
                ])
        }
        let property: PropertyDeclaration
        do {
            property = try PropertyDeclaration.parse(declaration.source)
        } catch {
            return problem(error.message, at: error.offset)
        }
        let nameOffset = property.nameOffset
        if property.isStatic {
            return problem("an entity property belongs to each entity: remove `static`", at: nameOffset)
        }
        var getterIsAsync = false
        var getterThrows = false
        switch property.body {
        case .stored, .observers:
            let example = kind == .computed ? "{ model.\(property.name) }" : "{ get async { … } }"
            return problem(
                "`\(property.name)` needs a getter, as in `var \(property.name): \(property.type) \(example)`",
                at: nameOffset)
        case .implicitGetter:
            break
        case .accessors(let isAsync, let throwing, _):
            getterIsAsync = isAsync
            getterThrows = throwing
        }
        if kind == .computed, getterIsAsync || getterThrows {
            return problem(
                "`\(property.name)`'s getter is `async` or `throws`: use @DeferredProperty, whose getter may be",
                at: nameOffset)
        }
        switch request.macroRole {
        case "accessor":
            // The property's own getter (and setter) stay: nothing to add.
            return MacroExpansion(source: "")
        case "peer":
            return MacroExpansion(
                source: peer(
                    of: property, kind: kind, getterIsAsync: getterIsAsync, getterThrows: getterThrows,
                    arguments: AttributeArguments.parse(request.attributeSyntax.source),
                    entityType: request.lexicalContext?.first.flatMap { LexicalContext.typeName($0.source) }))
        default:
            return problem("no expansion in the role \(request.macroRole)", at: nameOffset)
        }
    }

    /// `var $name: EntityProperty<T> { EntityProperty(identifier: "name", …) }`, at the property's access level.
    private func peer(
        of property: PropertyDeclaration, kind: Kind, getterIsAsync: Bool, getterThrows: Bool,
        arguments: AttributeArguments, entityType: String?
    ) -> String {
        let access = property.accessLevel.map { "\($0 == "open" ? "public" : $0) " } ?? ""
        let entity = entityType ?? "Self"
        var initializerArguments = ["identifier: \(stringLiteral(property.name))"]
        if let title = arguments.expression(labeled: "title"), title.trimmingSpaces != "nil" {
            initializerArguments.append("title: \(title)")
        }
        // The Core Spotlight key, as given: `EntityProperty(identifier:indexingKey:getter:)` and its siblings keep it.
        for label in ["indexingKey", "customIndexingKey"] {
            if let key = arguments.expression(labeled: label) { initializerArguments.append("\(label): \(key)") }
        }
        let escapedName = "`\(property.name)`"
        switch kind {
        case .computed:
            initializerArguments.append("getter: \\\(entity).\(escapedName)")
        case .deferred:
            let effects = (getterIsAsync ? "async " : "") + "throws"
            let call = (getterThrows ? "try " : "") + (getterIsAsync ? "await " : "") + "entity.\(escapedName)"
            initializerArguments.append("asyncGetter: { (entity: \(entity)) \(effects) in \(call) }")
        }
        return """
            \(access)var $\(property.name): EntityProperty<\(property.type)> {
                EntityProperty(\(initializerArguments.joined(separator: ", ")))
            }
            """
    }

    private func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for character in text {
            if character == "\\" || character == "\"" { literal.append("\\") }
            literal.append(character)
        }
        return literal + "\""
    }
}
