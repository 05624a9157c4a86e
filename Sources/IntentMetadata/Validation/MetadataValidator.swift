extension MetadataBundle {
    /// The most App Shortcuts one bundle may have.
    public static let maximumAutoShortcuts = 10

    /// Checks the bundle's cross-references and the platform's rules.
    ///
    /// Errors: an App Shortcut naming a missing action; a value type naming a missing enum or entity (system types
    /// such as `Swift.Duration` and codable wrappers excepted); `${name}` placeholders in phrases and summaries, and
    /// parameter identifiers, naming no parameter of the action (`${applicationName}` is always allowed); duplicate
    /// enum, enum case and parameter identifiers; keys that differ from their object's identifier; more than
    /// ``maximumAutoShortcuts`` App Shortcuts; an App Shortcut without a phrase containing `${applicationName}`;
    /// an action without a mangled type name. Warnings: malformed pair arrays, phrases claimed twice, shortcuts of
    /// undiscoverable actions, shortcuts without a provider, an entity's default query missing from the bundle.
    /// - Returns: The diagnostics, in a stable order (document order, object keys sorted).
    public func validate() -> [MetadataDiagnostic] {
        var validator = MetadataValidator(bundle: self)
        validator.run()
        return validator.diagnostics
    }
}

/// Walks a bundle once, collecting diagnostics.
struct MetadataValidator {
    let bundle: MetadataBundle
    var diagnostics: [MetadataDiagnostic] = []
    private let enumIdentifiers: Set<String>

    /// Module names whose types are system types, not entities of the bundle.
    static let systemModules: Set<String> = [
        "Swift", "Foundation", "AppIntents", "CoreLocation", "CoreTransferable", "UniformTypeIdentifiers", "SwiftUI",
        "UIKit", "AppKit", "Contacts", "EventKit", "MapKit", "WeatherKit", "CoreGraphics", "CoreFoundation",
    ]

    init(bundle: MetadataBundle) {
        self.bundle = bundle
        self.enumIdentifiers = Set(bundle.enums.map(\.identifier))
    }

    mutating func run() {
        for key in bundle.actions.keys.sorted() {
            if let action = bundle.actions[key] { check(action, key: key) }
        }
        for key in bundle.entities.keys.sorted() {
            if let entity = bundle.entities[key] { check(entity, key: key) }
        }
        for key in bundle.queries.keys.sorted() {
            if let query = bundle.queries[key] { check(query, key: key) }
        }
        checkEnums()
        checkAutoShortcuts()
    }

    // MARK: - Actions

    private mutating func check(_ action: ActionMetadata, key: String) {
        let path: [JSONPathComponent] = [.key("actions"), .key(key)]
        if action.identifier != key {
            report(
                .error,
                .identifierMismatch,
                path + [.key("identifier")],
                "the action's identifier \"\(action.identifier)\" differs from its key \"\(key)\"; make them equal"
            )
        }
        if action.effectiveMangledTypeName(forBundleIdentifier: nil) == nil,
            action.mangledTypeNameByBundleIdentifierV2.values.allSatisfy(\.isEmpty),
            action.mangledTypeNameByBundleIdentifier.values.allSatisfy(\.isEmpty)
        {
            report(
                .error,
                .missingMangledTypeName,
                path,
                "the action \"\(key)\" has no mangled type name, so no type can run it; regenerate the metadata"
            )
        }
        var seen: Set<String> = []
        for (index, parameter) in action.parameters.enumerated() {
            let parameterPath = path + [.key("parameters"), .index(index)]
            if !seen.insert(parameter.name).inserted {
                report(
                    .error,
                    .duplicateIdentifier,
                    parameterPath + [.key("name")],
                    "the action \"\(key)\" has two parameters named \"\(parameter.name)\""
                )
            }
            check(valueTypeJSON: parameter.valueTypeJSON, at: parameterPath + [.key("valueType")])
            checkPairs(parameter.typeSpecificMetadata, at: parameterPath + [.key("typeSpecificMetadata")])
        }
        check(valueTypeJSON: action.outputTypeJSON, at: path + [.key("outputType")])
        checkPairs(action.typeSpecificMetadata, at: path + [.key("typeSpecificMetadata")])
        checkPairs(action.systemProtocolMetadata, at: path + [.key("systemProtocolMetadata")])
        checkPairs(action.systemProtocolMetadataV2, at: path + [.key("systemProtocolMetadataV2")])
        if let configuration = action.additionalFields["actionConfiguration"] {
            checkParameterReferences(in: configuration, of: action, at: path + [.key("actionConfiguration")])
        }
    }

    /// Checks every `formatString`, `parameterIdentifier(s)` and `otherParameterIdentifiers` in an
    /// `actionConfiguration` (recursively: `whenClause`, `switchStatement`).
    private mutating func checkParameterReferences(
        in value: JSONValue,
        of action: ActionMetadata,
        at path: [JSONPathComponent]
    ) {
        switch value {
        case .object(let members):
            for key in members.keys.sorted() {
                guard let member = members[key] else { continue }
                let memberPath = path + [.key(key)]
                switch (key, member) {
                case ("formatString", .string(let format)):
                    checkPlaceholders(in: format, of: action, at: memberPath, what: "summary")
                case ("parameterIdentifier", .string(let name)):
                    checkParameter(named: name, of: action, at: memberPath)
                case ("parameterIdentifiers", .array(let names)), ("otherParameterIdentifiers", .array(let names)):
                    for (index, name) in names.enumerated() {
                        if case .string(let name) = name {
                            checkParameter(named: name, of: action, at: memberPath + [.index(index)])
                        }
                    }
                case ("value", _):
                    continue
                default:
                    checkParameterReferences(in: member, of: action, at: memberPath)
                }
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                checkParameterReferences(in: element, of: action, at: path + [.index(index)])
            }
        default:
            break
        }
    }

    private mutating func checkPlaceholders(
        in text: String,
        of action: ActionMetadata,
        at path: [JSONPathComponent],
        what: String
    ) {
        for name in Self.placeholders(in: text) where name != "applicationName" {
            if action.parameter(named: name) == nil {
                report(
                    .error,
                    .unknownParameter,
                    path,
                    "the \(what) \"\(text)\" uses ${\(name)}, but the action \"\(action.identifier)\" has no parameter "
                        + "named \"\(name)\"\(Self.candidates(action))"
                )
            }
        }
    }

    private mutating func checkParameter(named name: String, of action: ActionMetadata, at path: [JSONPathComponent]) {
        if action.parameter(named: name) == nil {
            report(
                .error,
                .unknownParameter,
                path,
                "the action \"\(action.identifier)\" has no parameter named \"\(name)\"\(Self.candidates(action))"
            )
        }
    }

    private static func candidates(_ action: ActionMetadata) -> String {
        let names = action.parameters.map(\.name)
        return names.isEmpty ? " (it has no parameters)" : " (it has: \(names.joined(separator: ", ")))"
    }

    /// The names inside `${…}` placeholders.
    static func placeholders(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let start = rest.firstRange(of: "${") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "}") else { break }
            names.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...]
        }
        return names
    }

    // MARK: - Value types

    private mutating func check(valueTypeJSON: JSONValue?, at path: [JSONPathComponent]) {
        guard let json = valueTypeJSON, case .object(let members) = json, members.count == 1,
            let (kind, payload) = members.first
        else { return }
        let wrapperPath = path + [.key(kind), .key("wrapper")]
        let wrapper = payload["wrapper"]
        switch kind {
        case "linkEnumeration":
            if case .string(let identifier)? = wrapper?["identifier"], !enumIdentifiers.contains(identifier) {
                report(
                    .error,
                    .unknownEnumeration,
                    wrapperPath + [.key("identifier")],
                    "no enum in this bundle has the identifier \"\(identifier)\"; add it to \"enums\""
                )
            }
        case "entity":
            if case .string(let typeName)? = wrapper?["typeName"], wrapper?["codable"] == nil {
                checkEntity(named: typeName, at: wrapperPath + [.key("typeName")])
            }
        case "array":
            check(valueTypeJSON: wrapper?["memberValueType"], at: wrapperPath + [.key("memberValueType")])
        default:
            break
        }
    }

    private mutating func checkEntity(named typeName: String, at path: [JSONPathComponent]) {
        guard bundle.entities[typeName] == nil else { return }
        if let dot = typeName.firstIndex(of: "."), Self.systemModules.contains(String(typeName[..<dot])) { return }
        report(
            .error,
            .unknownEntity,
            path,
            "no entity in this bundle has the type name \"\(typeName)\"; add it to \"entities\""
        )
    }

    // MARK: - Entities, queries, enums

    private mutating func check(_ entity: EntityMetadata, key: String) {
        let path: [JSONPathComponent] = [.key("entities"), .key(key)]
        if entity.typeName != key {
            report(
                .error,
                .identifierMismatch,
                path + [.key("typeName")],
                "the entity's typeName \"\(entity.typeName)\" differs from its key \"\(key)\"; make them equal"
            )
        }
        if let queryName = entity.defaultQueryIdentifier,
            !bundle.queries.values.contains(where: {
                $0.fullyQualifiedIdentifier == queryName || $0.identifier == queryName
            })
        {
            report(
                .warning,
                .unknownQuery,
                path + [.key("defaultQueryIdentifier")],
                "no query of this bundle is \"\(queryName)\"; entities need their default query to be found"
            )
        }
        for (index, property) in entity.properties.enumerated() {
            check(
                valueTypeJSON: property.valueTypeJSON,
                at: path + [.key("properties"), .index(index), .key("valueType")])
        }
        checkPairs(entity.systemProtocolMetadata, at: path + [.key("systemProtocolMetadata")])
        checkPairs(entity.systemProtocolMetadataV2, at: path + [.key("systemProtocolMetadataV2")])
        checkPairs(entity.typeSpecificMetadata, at: path + [.key("typeSpecificMetadata")])
    }

    private mutating func check(_ query: QueryMetadata, key: String) {
        let path: [JSONPathComponent] = [.key("queries"), .key(key)]
        if query.identifier != key {
            report(
                .error,
                .identifierMismatch,
                path + [.key("identifier")],
                "the query's identifier \"\(query.identifier)\" differs from its key \"\(key)\"; make them equal"
            )
        }
        if let entityType = query.entityType {
            checkEntity(named: entityType, at: path + [.key("entityType")])
        }
        check(valueTypeJSON: query.resultValueTypeJSON, at: path + [.key("resultValueType")])
    }

    private mutating func checkEnums() {
        var seen: Set<String> = []
        for (index, enumeration) in bundle.enums.enumerated() {
            let path: [JSONPathComponent] = [.key("enums"), .index(index)]
            if !seen.insert(enumeration.identifier).inserted {
                report(
                    .error,
                    .duplicateIdentifier,
                    path + [.key("identifier")],
                    "two enums have the identifier \"\(enumeration.identifier)\""
                )
            }
            var cases: Set<String> = []
            for (caseIndex, enumCase) in enumeration.cases.enumerated()
            where !cases.insert(enumCase.identifier).inserted {
                report(
                    .error,
                    .duplicateIdentifier,
                    path + [.key("cases"), .index(caseIndex), .key("identifier")],
                    "the enum \"\(enumeration.identifier)\" has two cases \"\(enumCase.identifier)\""
                )
            }
            if case .array(let elements)? = enumeration.additionalFields["systemProtocolMetadata"] {
                checkPairs(PairArray(elements: elements), at: path + [.key("systemProtocolMetadata")])
            }
        }
    }

    // MARK: - App Shortcuts

    private mutating func checkAutoShortcuts() {
        let shortcuts = bundle.autoShortcuts
        if shortcuts.count > MetadataBundle.maximumAutoShortcuts {
            report(
                .error,
                .tooManyAutoShortcuts,
                [.key("autoShortcuts")],
                "the bundle has \(shortcuts.count) App Shortcuts; the platform allows at most "
                    + "\(MetadataBundle.maximumAutoShortcuts) per app; remove \(shortcuts.count - MetadataBundle.maximumAutoShortcuts)"
            )
        }
        if !shortcuts.isEmpty, bundle.autoShortcutProviderMangledName?.isEmpty ?? true {
            report(
                .warning,
                .missingShortcutsProvider,
                [.key("autoShortcutProviderMangledName")],
                "the bundle has App Shortcuts but no autoShortcutProviderMangledName"
            )
        }
        var phraseOwners: [String: Int] = [:]
        for (index, shortcut) in shortcuts.enumerated() {
            let path: [JSONPathComponent] = [.key("autoShortcuts"), .index(index)]
            guard let action = bundle.actions[shortcut.actionIdentifier] else {
                report(
                    .error,
                    .unknownAction,
                    path + [.key("actionIdentifier")],
                    "the App Shortcut runs \"\(shortcut.actionIdentifier)\", which is not an action of this bundle"
                )
                continue
            }
            if action.isDiscoverable == false {
                report(
                    .warning,
                    .undiscoverableShortcutAction,
                    path + [.key("actionIdentifier")],
                    "the App Shortcut runs \"\(action.identifier)\", which is not discoverable; App Shortcuts need "
                        + "isDiscoverable true"
                )
            }
            var hasApplicationName = false
            for (phraseIndex, phrase) in shortcut.phraseTemplates.enumerated() {
                let phrasePath = path + [.key("phraseTemplates"), .index(phraseIndex)]
                let names = Self.placeholders(in: phrase.key)
                hasApplicationName = hasApplicationName || names.contains("applicationName")
                checkPlaceholders(in: phrase.key, of: action, at: phrasePath + [.key("key")], what: "phrase")
                if let owner = phraseOwners[phrase.key], owner != index {
                    report(
                        .warning,
                        .duplicatePhrase,
                        phrasePath + [.key("key")],
                        "the phrase \"\(phrase.key)\" is also claimed by autoShortcuts[\(owner)]"
                    )
                } else {
                    phraseOwners[phrase.key] = index
                }
            }
            if !hasApplicationName {
                report(
                    .error,
                    .missingApplicationName,
                    path + [.key("phraseTemplates")],
                    "no phrase of the App Shortcut for \"\(action.identifier)\" contains ${applicationName}; "
                        + "add \\(.applicationName) to at least one phrase"
                )
            }
            if let presentation = shortcut.parameterPresentation {
                let presentationPath = path + [.key("parameterPresentation")]
                if let name = presentation.parameterIdentifier {
                    checkParameter(named: name, of: action, at: presentationPath + [.key("parameterIdentifier")])
                }
                for key in presentation.additionalFields.keys.sorted() {
                    if let member = presentation.additionalFields[key] {
                        checkParameterReferences(in: member, of: action, at: presentationPath + [.key(key)])
                    }
                }
            }
        }
    }

    // MARK: - Helpers

    private mutating func checkPairs(_ pairs: PairArray?, at path: [JSONPathComponent]) {
        guard let pairs, !pairs.isWellFormed else { return }
        let problem =
            pairs.elements.count.isMultiple(of: 2)
            ? "a key that is not a string" : "odd length (\(pairs.elements.count) elements)"
        report(
            .warning,
            .malformedPairArray,
            path,
            "the alternating key/value array has \(problem); the malformed pairs are ignored"
        )
    }

    private mutating func report(
        _ severity: MetadataDiagnostic.Severity,
        _ code: MetadataDiagnostic.Code,
        _ path: [JSONPathComponent],
        _ message: String
    ) {
        diagnostics.append(
            MetadataDiagnostic(
                severity: severity, code: code, jsonPath: JSONPathComponent.render(path), message: message)
        )
    }
}
