import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

/// A broken bundle and the diagnostic it must produce.
struct BrokenBundle: CustomTestStringConvertible, Sendable {
    let name: String
    let json: String
    let severity: MetadataDiagnostic.Severity
    let code: MetadataDiagnostic.Code
    let path: String
    var testDescription: String { name }

    init(
        _ name: String,
        _ json: String,
        _ severity: MetadataDiagnostic.Severity,
        _ code: MetadataDiagnostic.Code,
        path: String
    ) {
        self.name = name
        self.json = json
        self.severity = severity
        self.code = code
        self.path = path
    }
}

@Suite("MetadataBundle validation")
struct MetadataValidatorTests {
    /// A valid action used as the base of the broken bundles.
    static let action = #"""
        "Play":{"identifier":"Play","mangledTypeNameV2":"3App4PlayV","isDiscoverable":true,
        "parameters":[{"name":"stream","valueType":{"entity":{"wrapper":{"typeName":"StreamEntity"}}}}],
        "actionConfiguration":{"actionSummary":{"wrapper":{"summaryString":{"formatString":"Play ${stream}",
        "parameterIdentifiers":["stream"]},"otherParameterIdentifiers":[]}}}}
        """#
    static let entity = #""entities":{"StreamEntity":{"typeName":"StreamEntity"}}"#
    static let shortcut =
        #"{"actionIdentifier":"Play","phraseTemplates":[{"key":"Play ${stream} in ${applicationName}"}]}"#

    static func bundle(actions: String = action, extra: String = "", shortcuts: [String] = [shortcut]) -> String {
        let provider = #""autoShortcutProviderMangledName":"3App9ShortcutsV""#
        let list = shortcuts.joined(separator: ",")
        return #"{"actions":{\#(actions)},\#(entity),\#(provider),"autoShortcuts":[\#(list)]\#(extra)}"#
    }

    static let broken: [BrokenBundle] = [
        BrokenBundle(
            "shortcut runs a missing action",
            bundle(shortcuts: [
                shortcut, #"{"actionIdentifier":"Stop","phraseTemplates":[{"key":"Stop ${applicationName}"}]}"#,
            ]),
            .error,
            .unknownAction,
            path: "autoShortcuts[1].actionIdentifier"
        ),
        BrokenBundle(
            "phrase names a missing parameter",
            bundle(shortcuts: [
                #"{"actionIdentifier":"Play","phraseTemplates":[{"key":"Play ${station} with ${applicationName}"}]}"#
            ]),
            .error,
            .unknownParameter,
            path: "autoShortcuts[0].phraseTemplates[0].key"
        ),
        BrokenBundle(
            "summary names a missing parameter",
            bundle(actions: action.replacingOccurrences(of: "Play ${stream}", with: "Play ${volume}")),
            .error,
            .unknownParameter,
            path: "actions.Play.actionConfiguration.actionSummary.wrapper.summaryString.formatString"
        ),
        BrokenBundle(
            "summary lists a missing parameter identifier",
            bundle(
                actions: action.replacingOccurrences(
                    of: #""otherParameterIdentifiers":[]"#, with: #""otherParameterIdentifiers":["x"]"#)),
            .error,
            .unknownParameter,
            path: "actions.Play.actionConfiguration.actionSummary.wrapper.otherParameterIdentifiers[0]"
        ),
        BrokenBundle(
            "parameter of a missing enum",
            bundle(
                actions: action.replacingOccurrences(
                    of: #"{"entity":{"wrapper":{"typeName":"StreamEntity"}}}"#,
                    with:
                        #"{"array":{"wrapper":{"capabilities":3,"memberValueType":{"linkEnumeration":{"wrapper":{"identifier":"Mood"}}}}}}"#
                )),
            .error,
            .unknownEnumeration,
            path:
                "actions.Play.parameters[0].valueType.array.wrapper.memberValueType.linkEnumeration.wrapper.identifier"
        ),
        BrokenBundle(
            "parameter of a missing entity",
            bundle(
                actions: action.replacingOccurrences(of: #""typeName":"StreamEntity""#, with: #""typeName":"Station""#)),
            .error,
            .unknownEntity,
            path: "actions.Play.parameters[0].valueType.entity.wrapper.typeName"
        ),
        BrokenBundle(
            "query of a missing entity",
            bundle(extra: #","queries":{"Q":{"identifier":"Q","entityType":"Station"}}"#),
            .error,
            .unknownEntity,
            path: "queries.Q.entityType"
        ),
        BrokenBundle(
            "two parameters with one name",
            bundle(
                actions: action.replacingOccurrences(
                    of: #""parameters":[{"#, with: #""parameters":[{"name":"stream"},{"#)),
            .error,
            .duplicateIdentifier,
            path: "actions.Play.parameters[1].name"
        ),
        BrokenBundle(
            "two enums with one identifier",
            bundle(extra: #","enums":[{"identifier":"Mood","cases":[]},{"identifier":"Mood","cases":[]}]"#),
            .error,
            .duplicateIdentifier,
            path: "enums[1].identifier"
        ),
        BrokenBundle(
            "two enum cases with one identifier",
            bundle(extra: #","enums":[{"identifier":"Mood","cases":[{"identifier":"10"},{"identifier":"10"}]}]"#),
            .error,
            .duplicateIdentifier,
            path: "enums[0].cases[1].identifier"
        ),
        BrokenBundle(
            "action key differs from its identifier",
            bundle(
                actions: action.replacingOccurrences(of: #""identifier":"Play""#, with: #""identifier":"PlayIntent""#)),
            .error,
            .identifierMismatch,
            path: "actions.Play.identifier"
        ),
        BrokenBundle(
            "eleven App Shortcuts",
            bundle(shortcuts: (0..<11).map { shortcut.replacingOccurrences(of: "Play ", with: "Play \($0) ") }),
            .error,
            .tooManyAutoShortcuts,
            path: "autoShortcuts"
        ),
        BrokenBundle(
            "no phrase with the application name",
            bundle(shortcuts: [#"{"actionIdentifier":"Play","phraseTemplates":[{"key":"Play ${stream}"}]}"#]),
            .error,
            .missingApplicationName,
            path: "autoShortcuts[0].phraseTemplates"
        ),
        BrokenBundle(
            "no mangled type name",
            bundle(
                actions: action.replacingOccurrences(
                    of: #""mangledTypeNameV2":"3App4PlayV""#, with: #""mangledTypeName":"""#)),
            .error,
            .missingMangledTypeName,
            path: "actions.Play"
        ),
        BrokenBundle(
            "parameter presentation names a missing parameter",
            bundle(shortcuts: [
                shortcut.replacingOccurrences(
                    of: "]}", with: #"],"parameterPresentation":{"parameterIdentifier":"mood"}}"#)
            ]),
            .error,
            .unknownParameter,
            path: "autoShortcuts[0].parameterPresentation.parameterIdentifier"
        ),
        BrokenBundle(
            "odd pair array",
            bundle(
                actions: action.replacingOccurrences(
                    of: #""isDiscoverable":true"#,
                    with:
                        #""isDiscoverable":true,"systemProtocolMetadataV2":["com.apple.link.systemProtocol.OpenEntity"]"#
                )),
            .warning,
            .malformedPairArray,
            path: "actions.Play.systemProtocolMetadataV2"
        ),
        BrokenBundle(
            "pair array with a number key",
            bundle(
                actions: action.replacingOccurrences(
                    of: #""name":"stream""#, with: #""name":"stream","typeSpecificMetadata":[1,{"int":{"wrapper":0}}]"#)
            ),
            .warning,
            .malformedPairArray,
            path: "actions.Play.parameters[0].typeSpecificMetadata"
        ),
        BrokenBundle(
            "one phrase claimed twice",
            bundle(shortcuts: [shortcut, shortcut]),
            .warning,
            .duplicatePhrase,
            path: "autoShortcuts[1].phraseTemplates[0].key"
        ),
        BrokenBundle(
            "entity's default query is missing",
            bundle().replacingOccurrences(
                of: #""typeName":"StreamEntity"}"#,
                with: #""typeName":"StreamEntity","defaultQueryIdentifier":"App.StreamQuery"}"#
            ),
            .warning,
            .unknownQuery,
            path: "entities.StreamEntity.defaultQueryIdentifier"
        ),
        BrokenBundle(
            "shortcut of an undiscoverable action",
            bundle(
                actions: action.replacingOccurrences(of: #""isDiscoverable":true"#, with: #""isDiscoverable":false"#)),
            .warning,
            .undiscoverableShortcutAction,
            path: "autoShortcuts[0].actionIdentifier"
        ),
    ]

    @Test("the valid base bundle has no diagnostics")
    func baseIsValid() throws {
        let bundle = try MetadataBundle(actionsData: Array(Self.bundle().utf8), source: "base")
        #expect(bundle.validate() == [])
    }

    @Test("a broken bundle produces its diagnostic, and only that kind", arguments: broken)
    func brokenBundle(_ broken: BrokenBundle) throws {
        let bundle = try MetadataBundle(actionsData: Array(broken.json.utf8), source: broken.name)
        let diagnostics = bundle.validate()
        let matching = diagnostics.filter { $0.code == broken.code && $0.jsonPath == broken.path }
        #expect(matching.count == 1, "\(diagnostics)")
        #expect(matching.first?.severity == broken.severity)
        #expect(diagnostics.allSatisfy { $0.code == broken.code }, "\(diagnostics)")
    }

    @Test("every fixture validates with no errors and no warnings", arguments: MetadataFixtures.files)
    func fixtureIsValid(name: String) throws {
        let bundle = try MetadataBundle(contentsOf: MetadataFixtures.url(name))
        #expect(bundle.validate() == [])
    }

    @Test(
        "every corpus file validates with no errors and no warnings", .requiresMetadataCorpus,
        arguments: MetadataCorpus.files)
    func corpusIsValid(name: String) throws {
        let bundle = try MetadataBundle(contentsOf: MetadataCorpus.url(name))
        #expect(bundle.validate() == [])
    }

    @Test("system entity types and codable wrappers need no entity")
    func systemEntities() throws {
        let json = Self.bundle(
            actions: Self.action.replacingOccurrences(
                of: #""parameters":["#,
                with: #""parameters":[{"name":"d","valueType":{"entity":{"wrapper":{"typeName":"Swift.Duration"}}}},"#
                    + #"{"name":"c","valueType":{"entity":{"wrapper":{"typeName":"Other","codable":{}}}}},"#
            )
        )
        #expect(try MetadataBundle(actionsData: Array(json.utf8), source: "x").validate() == [])
    }

    @Test(
        "placeholders are found in phrases",
        arguments: [
            ("Play ${stream} on ${applicationName}", ["stream", "applicationName"]),
            ("no placeholders", []),
            ("${a}${b} and ${unclosed", ["a", "b"]),
        ])
    func placeholders(text: String, names: [String]) {
        #expect(MetadataValidator.placeholders(in: text) == names)
    }
}
