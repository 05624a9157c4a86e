import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

// Every kind of bad input the library takes, as a table: the exact error code, and the JSON path or parameter
// it names. Documentation/Reliability.md lists the same table.

// MARK: - Fixtures

/// An intent the bad-input tables register: one bounded Int, one String, one enum.
struct BadInputIntent: AppIntent {
    static let title: LocalizedStringResource = "Bad input"

    @Parameter(title: "Count", inclusiveRange: (1, 10)) var count: Int
    @Parameter(title: "Label") var label: String?
    @Parameter(title: "Mode") var mode: BadInputMode?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: count) }
}

enum BadInputMode: String, AppEnum {
    case on, off

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mode"
    static let caseDisplayRepresentations: [BadInputMode: DisplayRepresentation] = [.on: "On", .off: "Off"]
}

/// A linked intent type that no test registers.
struct BadInputUnregisteredIntent: AppIntent {
    static let title: LocalizedStringResource = "Never registered"

    func perform() async throws -> some IntentResult { .result() }
}

// MARK: - Metadata bytes

@Suite("Bad input: metadata bytes")
struct BadInputMetadataTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let bytes: [UInt8]
        var limits = MetadataLimits.default
        let code: MetadataError.Code
        let path: String
        var line: Int?

        var testDescription: String { name }
    }

    static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

    static let small = MetadataLimits(maxBytes: 4096, maxDepth: 32, maxStringBytes: 64, maxElements: 100)

    static let cases: [Case] = [
        Case(name: "empty file", bytes: [], code: .syntax, path: "", line: 1),
        Case(name: "whitespace only", bytes: text(" \n\n "), code: .syntax, path: "", line: 3),
        Case(
            name: "truncated object", bytes: text(#"{"actions":{"A":{"identifier":"A""#), code: .syntax,
            path: "actions.A"),
        Case(
            name: "truncated string", bytes: text(#"{"actions":{"A":{"identifier":"A"#), code: .syntax,
            path: "actions.A.identifier"),
        Case(name: "trailing garbage", bytes: text("{} x"), code: .syntax, path: "", line: 1),
        Case(name: "trailing comma", bytes: text(#"{"actions":{},}"#), code: .syntax, path: ""),
        Case(name: "single quotes", bytes: text("{'actions':{}}"), code: .syntax, path: ""),
        Case(
            name: "raw control character in a string", bytes: text("{\"version\":\"a\u{1}b\"}"), code: .syntax,
            path: "version"),
        Case(name: "bad escape", bytes: text(#"{"a":"\x"}"#), code: .syntax, path: "a"),
        Case(name: "lone surrogate escape", bytes: text(#"{"a":"\ud800"}"#), code: .syntax, path: "a"),
        Case(
            name: "invalid UTF-8 in a string", bytes: text(#"{"a":""#) + [0xFF, 0xFE] + text(#""}"#),
            code: .invalidUTF8, path: "a"),
        Case(
            name: "overlong UTF-8", bytes: text(#"{"a":""#) + [0xC0, 0xAF] + text(#""}"#), code: .invalidUTF8, path: "a"
        ),
        Case(name: "UTF-16 file", bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], code: .invalidUTF8, path: ""),
        Case(name: "top-level array", bytes: text("[]"), code: .unexpectedType, path: ""),
        Case(name: "actions is an array", bytes: text(#"{"actions":[]}"#), code: .unexpectedType, path: "actions"),
        Case(name: "enums is an object", bytes: text(#"{"enums":{}}"#), code: .unexpectedType, path: "enums"),
        Case(name: "version is a string", bytes: text(#"{"version":"1"}"#), code: .unexpectedType, path: "version"),
        Case(
            name: "mangled name is a number", bytes: text(#"{"actions":{"A":{"mangledTypeName":5}}}"#),
            code: .unexpectedType, path: "actions.A.mangledTypeName"),
        Case(
            name: "parameters is an object", bytes: text(#"{"actions":{"A":{"parameters":{}}}}"#),
            code: .unexpectedType, path: "actions.A.parameters"),
        Case(
            name: "parameter is a string", bytes: text(#"{"actions":{"A":{"parameters":["p"]}}}"#),
            code: .unexpectedType, path: "actions.A.parameters[0]"),
        Case(name: "duplicate key", bytes: text(#"{"actions":{},"actions":{}}"#), code: .duplicateKey, path: "actions"),
        Case(
            name: "duplicate action identifier key", bytes: text(#"{"actions":{"A":{},"A":{}}}"#), code: .duplicateKey,
            path: "actions.A"),
        Case(
            name: "deep nesting", bytes: text(String(repeating: "[", count: 100_000)), code: .tooDeep,
            path: String(repeating: "[0]", count: 256)),
        Case(
            name: "deep nesting within the limits' depth", bytes: text(#"{"a":"# + String(repeating: "[", count: 40)),
            limits: small, code: .tooDeep,
            path: "a" + String(repeating: "[0]", count: 31)),
        Case(
            name: "file over maxBytes", bytes: text(#"{"a":""# + String(repeating: "x", count: 5000) + #""}"#),
            limits: small, code: .tooLarge, path: ""),
        Case(
            name: "string over maxStringBytes", bytes: text(#"{"a":""# + String(repeating: "x", count: 65) + #""}"#),
            limits: small, code: .stringTooLong, path: "a"),
        Case(
            name: "number literal over maxStringBytes",
            bytes: text(#"{"version":"# + String(repeating: "9", count: 65) + "}"), limits: small, code: .stringTooLong,
            path: "version"),
        Case(
            name: "more values than maxElements",
            bytes: text("[" + Array(repeating: "0", count: 200).joined(separator: ",") + "]"), limits: small,
            code: .tooManyElements, path: "[99]"),
    ]

    @Test(arguments: cases)
    func refusedWithTheExactError(_ entry: Case) throws {
        do {
            let bundle = try MetadataBundle(actionsData: entry.bytes, source: "bad.actionsdata", limits: entry.limits)
            Issue.record("\(entry.name): loaded, with \(bundle.actions.count) actions")
        } catch {
            #expect(error.code == entry.code, "\(entry.name): \(error)")
            #expect(error.jsonPath == entry.path, "\(entry.name): \(error)")
            #expect(error.file == "bad.actionsdata", "\(entry.name): \(error)")
            if let line = entry.line {
                #expect(error.line == line, "\(entry.name): \(error)")
            }
        }
    }

    @Test func aMissingFileIsFileNotFound() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)")
        #expect(throws: MetadataError.self) { try MetadataBundle(contentsOf: path) }
        do {
            _ = try MetadataBundle(contentsOf: path)
        } catch {
            #expect(error.code == .fileNotFound)
        }
    }

    @Test func aHugeFileIsRefusedBeforeItIsRead() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("bad-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("extract.actionsdata")
        // A sparse 64 GiB file: refused by its size, never read (reading it would take minutes and all memory).
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("{".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 64 << 30)
        try handle.close()
        do {
            _ = try MetadataBundle(contentsOf: directory)
            Issue.record("a 64 GiB file loaded")
        } catch {
            #expect(error.code == .tooLarge, "\(error)")
        }
    }
}

// MARK: - Metadata that loads but does not validate

@Suite("Bad input: metadata that loads but does not validate")
struct BadInputValidationTableTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let json: String
        let code: MetadataDiagnostic.Code

        var testDescription: String { name }
    }

    static func shortcut(_ index: Int) -> String {
        #"{"actionIdentifier":"A","phraseTemplates":[{"key":"Go \#(index) ${applicationName}"}]}"#
    }

    static let cases: [Case] = [
        Case(
            name: "duplicate enum identifiers",
            json: #"{"enums":[{"identifier":"E","cases":[]},{"identifier":"E","cases":[]}]}"#,
            code: .duplicateIdentifier),
        Case(
            name: "action key differs from its identifier",
            json: #"{"actions":{"A":{"identifier":"B","mangledTypeName":"1M1AV"}}}"#,
            code: .identifierMismatch),
        Case(
            name: "more than 10 App Shortcuts",
            json: #"{"actions":{"A":{"identifier":"A","mangledTypeName":"1M1AV"}},"autoShortcuts":["#
                + (0..<11).map(shortcut).joined(separator: ",") + "]}",
            code: .tooManyAutoShortcuts),
        Case(
            name: "shortcut of an unknown action",
            json: #"{"autoShortcuts":[{"actionIdentifier":"Nope","phraseTemplates":[{"key":"${applicationName}"}]}]}"#,
            code: .unknownAction),
        Case(
            name: "action without a mangled type name",
            json: #"{"actions":{"A":{"identifier":"A","mangledTypeName":""}}}"#,
            code: .missingMangledTypeName),
    ]

    @Test(arguments: cases)
    func reportedByValidate(_ entry: Case) throws {
        let bundle = try MetadataBundle(actionsData: Array(entry.json.utf8), source: "invalid.actionsdata")
        let codes = bundle.validate().map(\.code)
        #expect(codes.contains(entry.code), "\(entry.name): \(bundle.validate())")
    }
}

// MARK: - The runtime: resolution, parameters, limits

@Suite("Bad input: the runtime")
struct BadInputRuntimeTableTests {
    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        registry.register(BadInputIntent.self)
        return registry
    }()

    static let registeredName = _mangledTypeName(BadInputIntent.self) ?? ""
    static let unregisteredName = _mangledTypeName(BadInputUnregisteredIntent.self) ?? ""

    /// A host whose one bundle has the action `Act` naming `mangledName`, with the registered intent's parameters.
    static func host(naming mangledName: String, omitting omitted: Set<String> = []) -> IntentHost {
        let action = ActionMetadata(
            identifier: "Act",
            mangledTypeNameV2: mangledName,
            parameters: [
                ParameterMetadata(name: "count", valueType: .primitive(.int)),
                ParameterMetadata(name: "label", valueType: .primitive(.string), isOptional: true),
                ParameterMetadata(
                    name: "mode", valueType: .linkEnumeration(identifier: "BadInputMode"), isOptional: true),
            ].filter { !omitted.contains($0.name) }
        )
        let enumeration = EnumMetadata(
            identifier: "BadInputMode",
            cases: [EnumCaseMetadata(identifier: "on"), EnumCaseMetadata(identifier: "off")])
        let bundle = MetadataBundle(actions: ["Act": action], enums: [enumeration], source: "bad.actionsdata")
        return IntentHost(
            bundleIdentifier: "com.example.bad", registry: registry, bundles: [bundle], configuration: .notAboutTime)
    }

    struct NameCase: Sendable, CustomTestStringConvertible {
        let name: String
        let mangled: String
        let diagnostic: ResolutionDiagnostic.Code

        var testDescription: String { name }
    }

    static let names: [NameCase] = [
        NameCase(name: "not a mangled name", mangled: "hello world", diagnostic: .undemanglableName),
        NameCase(name: "a truncated name", mangled: "9AppIntent013Configur", diagnostic: .undemanglableName),
        NameCase(name: "an unknown type", mangled: "7Nowhere10NoSuchTypeV", diagnostic: .unknownType),
        NameCase(name: "Swift.Int", mangled: "Si", diagnostic: .unregisteredType),
        NameCase(name: "a linked but unregistered intent", mangled: unregisteredName, diagnostic: .unregisteredType),
        NameCase(
            name: "the registry's own type",
            mangled: _mangledTypeName(IntentRegistry.self) ?? "", diagnostic: .unregisteredType),
        NameCase(name: "Foundation.Date", mangled: _mangledTypeName(Date.self) ?? "", diagnostic: .unregisteredType),
    ]

    @Test(arguments: names)
    func unresolvableNamesAreRefused(_ entry: NameCase) async throws {
        let host = Self.host(naming: entry.mangled)
        let resolution = try #require(host.report.actions.first)
        #expect(resolution.intent == nil, "\(entry.name)")
        #expect(resolution.diagnostics.first?.code == entry.diagnostic, "\(entry.name): \(resolution.diagnostics)")
        do {
            let outcome = try await host.run(identifier: "Act", parameters: ["count": 1])
            Issue.record("\(entry.name): ran: \(outcome)")
        } catch {
            #expect(error.code == .unresolvedAction, "\(entry.name): \(error)")
        }
    }

    struct ParameterCase: Sendable, CustomTestStringConvertible {
        let name: String
        let values: [String: InvocationValue]
        let code: ParameterError.Code
        let parameter: String

        var testDescription: String { name }
    }

    static let parameters: [ParameterCase] = [
        ParameterCase(
            name: "unknown parameter", values: ["count": 1, "colour": "red"], code: .unknownParameter,
            parameter: "colour"),
        ParameterCase(name: "missing required parameter", values: [:], code: .missingRequired, parameter: "count"),
        ParameterCase(
            name: "null for a required parameter", values: ["count": nil], code: .missingRequired, parameter: "count"),
        ParameterCase(name: "text for an Int", values: ["count": "three"], code: .wrongType, parameter: "count"),
        ParameterCase(name: "fraction for an Int", values: ["count": 2.5], code: .wrongType, parameter: "count"),
        ParameterCase(name: "Bool for an Int", values: ["count": true], code: .wrongType, parameter: "count"),
        ParameterCase(name: "array for an Int", values: ["count": [1, 2]], code: .wrongType, parameter: "count"),
        ParameterCase(
            name: "Int over its declared range", values: ["count": 11], code: .outOfRange, parameter: "count"),
        ParameterCase(
            name: "Int over Int.max", values: ["count": "99999999999999999999"], code: .outOfRange, parameter: "count"),
        ParameterCase(
            name: "number for a String", values: ["count": 1, "label": 5], code: .wrongType, parameter: "label"),
        ParameterCase(
            name: "unknown enum case", values: ["count": 1, "mode": "sideways"], code: .wrongType, parameter: "mode"),
    ]

    @Test(arguments: parameters)
    func badValuesAreRefusedBeforePerform(_ entry: ParameterCase) async throws {
        let host = Self.host(naming: Self.registeredName)
        do {
            let outcome = try await host.run(identifier: "Act", parameters: entry.values)
            Issue.record("\(entry.name): ran: \(outcome)")
        } catch {
            #expect(error.code == .invalidParameters, "\(entry.name): \(error)")
            #expect(error.parameterError?.code == entry.code, "\(entry.name): \(error)")
            #expect(error.parameterError?.parameter == entry.parameter, "\(entry.name): \(error)")
        }
    }

    /// Stale metadata that lacks a parameter the Swift type declares: a device would not pass it,
    /// and neither does the host.
    @Test func aParameterTheMetadataDoesNotListIsRefused() async throws {
        let host = Self.host(naming: Self.registeredName, omitting: ["label"])
        // Run as a program named `bakery` runs it: the advice names that program's command.
        let error = await #expect(throws: IntentHostError.self) {
            try await InvocationChannel.$current.withValue(.commandLine(programName: "bakery")) {
                try await host.run(identifier: "Act", parameters: ["count": 1, "label": "hi"])
            }
        }
        #expect(error?.parameterError?.code == .unknownParameter)
        #expect(
            error?.message
                == "BadInputIntent: parameter 'label' is not in the loaded metadata of the action, which lists count, mode; "
                + "a device would not pass it: regenerate the metadata (bakery extract)"
        )
        let outcome = try await host.run(identifier: "Act", parameters: ["count": 1])
        #expect(outcome.phase == .succeeded)
    }

    @Test func goodValuesRun() async throws {
        let outcome = try await Self.host(naming: Self.registeredName)
            .run(identifier: "Act", parameters: ["count": "10", "mode": "off"])
        #expect(outcome.phase == .succeeded)
        #expect(outcome.value as? Int == 10)
    }

    @Test func anUnknownActionIsRefused() async throws {
        do {
            _ = try await Self.host(naming: Self.registeredName).run(identifier: "Nope")
            Issue.record("an unknown action ran")
        } catch {
            #expect(error.code == .unknownAction, "\(error)")
        }
    }

    @Test func parameterJSONThatIsNotAnObjectIsRefused() throws {
        for json in ["[1]", "\"x\"", "{\"a\":{\"b\":1}}", "{", ""] {
            #expect(throws: ParameterError.self, "\(json)") {
                try InvocationValue.parameters(fromJSON: Data(json.utf8))
            }
        }
    }

    @Test func moreThanTenShortcutsInMetadataAreRefused() throws {
        let action = ActionMetadata(identifier: "Act", mangledTypeNameV2: Self.registeredName)
        let shortcuts = (0..<11).map { index in
            AutoShortcutMetadata(
                actionIdentifier: "Act",
                phraseTemplates: [LocalizedStringMetadata(key: "Go \(index) ${applicationName}")])
        }
        let bundle = MetadataBundle(actions: ["Act": action], autoShortcuts: shortcuts)
        do {
            _ = try AppShortcutCatalog(metadata: bundle, applicationName: "Bad")
            Issue.record("11 shortcuts loaded")
        } catch {
            #expect(error.code == .tooManyShortcuts, "\(error)")
        }
    }

    @Test func moreThanTenWidgetsAreRefused() throws {
        let widgets = (0..<11).map { BadInputWidget(kind: "kind-\($0)") }
        do {
            _ = try WidgetCatalog(widgets: widgets)
            Issue.record("11 widgets in one bundle level loaded")
        } catch {
            #expect(error.code == .tooManyWidgets, "\(error)")
        }
    }

    @Test func duplicateWidgetKindsAreRefused() throws {
        do {
            _ = try WidgetCatalog(widgets: [BadInputWidget(kind: "same"), BadInputWidget(kind: "same")])
            Issue.record("two widgets of one kind loaded")
        } catch {
            #expect(error.code == .duplicateKind, "\(error)")
        }
    }
}

struct BadInputWidget: Widget {
    let kind: String

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: BadInputProvider())
            .configurationDisplayName("Bad input \(kind)")
            .supportedFamilies([.systemSmall])
    }
}

struct BadInputProvider: TimelineProvider, AsyncTimelineProvider {
    func placeholder(in context: Context) -> StressEntry { StressEntry(date: .distantPast, generation: 0) }

    func snapshot(in context: Context) async -> StressEntry { StressEntry(date: .distantPast, generation: 0) }

    func timeline(in context: Context) async -> Timeline<StressEntry> {
        Timeline(entries: [StressEntry(date: .distantPast, generation: 0)], policy: .never)
    }
}
