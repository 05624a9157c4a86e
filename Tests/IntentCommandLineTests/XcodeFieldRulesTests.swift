import CarControl
import Foundation
import IntentMetadata
import IntentRuntime
import MetadataTestSupport
import Testing
import Weather

@testable import IntentCommandLine

// Each value `extract` derives from a declaration, with the rule it follows and where the rule was
// seen: the schema reference (../shared/reference/actionsdata-schema.md, "schema §n") or a real file
// of ../shared/corpus.

/// Declarations written to mirror Velouria's (../shared/corpus/built-apps, generator 17C529): two
/// intents declared `@available(iOS 16.0, *)`, one returning a dialog, and their App Shortcuts.
/// Our own declarations, with the file's titles and phrases.
@available(iOS 16.0, *)
struct DoseySummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask Dosey"
    static let description = IntentDescription(
        "Ask Dosey what medication doses are done, what is left, and what is next."
    )
    static let openAppWhenRun = false

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Velouria: no scheduled doses confirmed today.")
    }
}

@available(iOS 16.0, *)
struct DoseyOpenTodayIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Dosey Today"
    static let openAppWhenRun = true

    func perform() async throws -> some IntentResult {
        .result()
    }
}

@available(iOS 16.0, *)
struct DoseyShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: DoseySummaryIntent(),
            phrases: [
                "Ask \(.applicationName) what meds are left",
                "Ask \(.applicationName) did I take my pill",
                "\(.applicationName) check in",
            ],
            shortTitle: "Medication check-in",
            systemImageName: "pills.fill"
        )
        AppShortcut(
            intent: DoseyOpenTodayIntent(),
            phrases: ["Open \(.applicationName) today", "Show my \(.applicationName) doses"],
            shortTitle: "Open today",
            systemImageName: "heart.text.square.fill"
        )
    }
}

/// A String parameter, as every String parameter Xcode describes.
struct NoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Note"

    @Parameter(title: "Text")
    var text: String

    func perform() async throws -> some IntentResult & OpensIntent & ShowsSnippetView { .result() }
}

/// A widget's configuration intent that leaves `isDiscoverable` at its default.
struct PickColorIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Pick a Color"

    @Parameter(title: "Color", default: "red")
    var color: String
}

@Suite("Fields as Xcode writes them, rule by rule")
struct XcodeFieldRulesTests {
    /// This file's declarations, as `extract --sources` reads them.
    static let sources: SourceDeclarations = {
        var declarations = SourceDeclarations()
        let text = (try? String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)) ?? ""
        declarations.add(source: text)
        return declarations
    }()

    @Test("String parameters take an Int, a String or an array of Ints (schema §4)")
    func stringResolvableInputTypes() throws {
        let action = MetadataExtractor.action(for: NoteIntent.self)
        let text = try #require(action.parameter(named: "text"))
        let int = ValueType.primitive(PrimitiveType(rawValue: 2))
        let expected: JSONValue = .array(
            [int, .primitive(PrimitiveType(rawValue: 0)), .array(int)].map {
                ["kindValue": 0, "valueType": $0.jsonValue]
            }
        )
        #expect(text.additionalFields["resolvableInputTypes"] == expected)
        // The array member's wrapper carries capabilities 3, as every array value type Xcode writes (schema §5).
        #expect(
            String(decoding: expected.serialized(), as: UTF8.self).contains(
                #"{"array":{"wrapper":{"capabilities":3,"memberValueType":{"primitive":{"wrapper":{"typeIdentifier":2}}}}}}"#
            ))
        // An optional String parameter too: Weather's city.
        let city = try #require(MetadataExtractor.action(for: GetForecastIntent.self).parameter(named: "city"))
        #expect(city.additionalFields["resolvableInputTypes"] == expected)
    }

    @Test("Int parameters take an Int, a Double or a String, as TrollLEDs' ManualIntent", .requiresMetadataCorpus)
    func intResolvableInputTypesMatchTrollLEDs() throws {
        let real = try MetadataBundle(
            actionsData: MetadataCorpus.bytes("PoomSmart_TrollLEDs_Resources.actionsdata"), source: "TrollLEDs")
        let realParameter = try #require(real.actions["ManualIntent"]?.parameter(named: "coolLED0"))
        let hours = try #require(MetadataExtractor.action(for: GetForecastIntent.self).parameter(named: "hoursAhead"))
        // Xcode's order is not stable between builds (schema §0): compared as sets.
        let set = { (value: JSONValue?) -> Set<String> in
            guard case .array(let elements)? = value else { return [] }
            return Set(elements.map { String(decoding: $0.serialized(), as: UTF8.self) })
        }
        #expect(
            set(hours.additionalFields["resolvableInputTypes"])
                == set(realParameter.additionalFields["resolvableInputTypes"]))
        #expect(set(hours.additionalFields["resolvableInputTypes"]).count == 3)
    }

    @Test("outputFlags: 4 with ProvidesDialog, 0 without (Velouria, Radio, TrollLEDs); 1 and 8 inferred")
    func outputFlags() {
        let summary = MetadataExtractor.action(for: DoseySummaryIntent.self, sources: Self.sources)
        let today = MetadataExtractor.action(for: DoseyOpenTodayIntent.self, sources: Self.sources)
        #expect(summary.additionalFields["outputFlags"] == 4)
        #expect(today.additionalFields["outputFlags"] == 0)
        // `OpensIntent` 1 and `ShowsSnippetView` 8: the schema saw 0, 1, 4 and 8 only (§3), single bits.
        let note = MetadataExtractor.action(for: NoteIntent.self, sources: Self.sources)
        #expect(note.additionalFields["outputFlags"] == 9)
        // Unknown (no sources): as `some IntentResult`.
        #expect(MetadataExtractor.action(for: DoseySummaryIntent.self).additionalFields["outputFlags"] == 0)
    }

    @Test("@available(iOS 16.0, *) reaches the action and its App Shortcut (Velouria, TrollLEDs)")
    func availability() throws {
        let ios16: JSONValue = [
            "LNPlatformNameIOS": ["introducedVersion": "16.0"], "LNPlatformNameWildcard": ["introducedVersion": "*"],
        ]
        let summary = MetadataExtractor.action(for: DoseySummaryIntent.self, sources: Self.sources)
        #expect(summary.additionalFields["availabilityAnnotations"] == ios16)
        let target = MetadataTarget(
            name: "Velouria", intents: [DoseySummaryIntent.self, DoseyOpenTodayIntent.self],
            shortcutsProvider: DoseyShortcuts.self, applicationNames: ["Velouria"])
        let bundle = try MetadataExtractor.bundle(for: target, sources: Self.sources)
        #expect(bundle.autoShortcuts.map { $0.additionalFields["availabilityAnnotations"] } == [ios16, ios16])
        // Unknown availability: the wildcard alone, as Radio's intents declared without @available.
        let unknown = MetadataExtractor.action(for: DoseySummaryIntent.self)
        #expect(
            unknown.additionalFields["availabilityAnnotations"] == [
                "LNPlatformNameWildcard": ["introducedVersion": "*"]
            ])
    }

    @Test("A WidgetConfigurationIntent: the WidgetConfiguration system protocol, not discoverable as an action")
    func widgetConfiguration() {
        let action = MetadataExtractor.action(for: SelectControlsIntent.self)
        let name = "com.apple.link.systemProtocol.WidgetConfiguration"
        #expect(action.systemProtocols == [name])
        #expect(action.systemProtocolMetadata?.jsonValue == [.string(name), ["empty": [:]]])
        #expect(action.systemProtocolMetadataV2?.jsonValue == [.string(name), ["empty": [:]]])
        #expect(action.isDiscoverable == false)
        // The visibility stays the type's: SelectControlsIntent declares isDiscoverable false.
        #expect(action.additionalFields["visibilityMetadata"] == ["assistantOnly": false, "isDiscoverable": false])
        // Left at its default, the action is still not discoverable while its visibility is.
        let defaulted = MetadataExtractor.action(for: PickColorIntent.self)
        #expect(defaulted.isDiscoverable == false)
        #expect(defaulted.additionalFields["visibilityMetadata"] == ["assistantOnly": false, "isDiscoverable": true])
        #expect(defaulted.systemProtocols == [name])
    }

    @Test("Entity parameters: dynamicOptionsSupport 2, capabilities 0, as every entity parameter of Radio")
    func entityParameters() throws {
        let action = MetadataExtractor.action(for: ShelveBookIntent.self)
        let book = try #require(action.parameter(named: "book"))
        #expect(book.additionalFields["dynamicOptionsSupport"] == 2)
        #expect(book.additionalFields["capabilities"] == 0)
        #expect(book.additionalFields["resolvableInputTypes"] == [])
    }

    @Test("Radio's entity parameters are what the rule above writes", .requiresMetadataCorpus)
    func radioEntityParameters() throws {
        let real = try MetadataBundle(
            actionsData: MetadataCorpus.bytes("pom11_Radio_Resources.actionsdata"), source: "Radio")
        let parameters = real.actions.values.flatMap(\.parameters).filter {
            if case .entity? = $0.valueType { true } else { false }
        }
        #expect(parameters.count == 6)
        for parameter in parameters {
            #expect(parameter.additionalFields["dynamicOptionsSupport"] == 2)
            #expect(parameter.additionalFields["capabilities"] == 0)
        }
    }

    /// Velouria's metadata, in `built-apps` beside the metadata corpus's folder.
    static var velouria: URL? {
        guard let corpus = MetadataCorpus.directory else { return nil }
        let file = corpus.deletingLastPathComponent().appendingPathComponent(
            "built-apps/Velouria-Release-iphoneos/Runner.app/Metadata.appintents/extract.actionsdata")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    @Test(
        "Declarations mirroring Velouria's extract to its file, value for value but the module's names",
        .enabled(if: velouria != nil, "needs ../shared/corpus/built-apps beside the repository")
    )
    func velouriaValueForValue() throws {
        let url = try #require(Self.velouria)
        let real = try MetadataBundle(contentsOf: url.deletingLastPathComponent())
        let target = MetadataTarget(
            name: "Runner", intents: [DoseySummaryIntent.self, DoseyOpenTodayIntent.self],
            shortcutsProvider: DoseyShortcuts.self, applicationNames: ["Velouria"])
        let ours = try MetadataExtractor.bundle(for: target, sources: Self.sources)
        let differences = Self.differences(real: real, ours: ours, module: "Runner")
        #expect(differences.isEmpty, "\(differences.map(\.description).joined(separator: "\n"))")
    }

    @Test(
        "Declarations mirroring Radio's extract to its file, value for value but the module's names",
        .requiresMetadataCorpus)
    func radioValueForValue() throws {
        let real = try MetadataBundle(
            actionsData: MetadataCorpus.bytes("pom11_Radio_Resources.actionsdata"), source: "Radio")
        let intents: [any AppIntent.Type] = [
            FullscreenStreamIntent.self, HideStreamIntent.self, MuteRadioIntent.self, NowPlayingIntent.self,
            PauseRadioIntent.self, PlayStreamIntent.self, ResumeRadioIntent.self, ShowStreamIntent.self,
            SoloStreamIntent.self, StopRadioIntent.self, StopStreamIntent.self, UnmuteRadioIntent.self,
            VolumeDownIntent.self, VolumeUpIntent.self,
        ]
        let target = MetadataTarget(
            name: "Radio", intents: intents, shortcutsProvider: RadioShortcuts.self, applicationNames: ["Radio"])
        var sources = SourceDeclarations()
        let mirror = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("RadioMirror.swift")
        sources.add(source: try String(contentsOf: mirror, encoding: .utf8))
        let ours = try MetadataExtractor.bundle(for: target, sources: sources)
        #expect(ours.actions.count == 14)
        let differences = Self.differences(real: real, ours: ours, module: "Radio")
        #expect(differences.isEmpty, "\(differences.map(\.description).joined(separator: "\n"))")
    }

    /// What differs between a real file and ours, but for what names the module (the real app's there, the test
    /// target here): mangled names, and the module in qualified names; and the tool that wrote the file.
    static func differences(real: MetadataBundle, ours: MetadataBundle, module: String) -> [JSONDifference.Change] {
        let renamed = renamingModule(ours.jsonValue, from: "IntentCommandLineTests.", to: "\(module).")
        return JSONDifference.between(real.jsonValue, renamed).filter { change in
            let last = change.path.split(separator: ".").last.map(String.init) ?? ""
            return !["mangledTypeName", "mangledTypeNameV2", "autoShortcutProviderMangledName"].contains(last)
                && !change.path.hasPrefix("generator")
        }
    }

    private static func renamingModule(_ value: JSONValue, from old: String, to new: String) -> JSONValue {
        switch value {
        case .string(let text) where text.hasPrefix(old): .string(new + text.dropFirst(old.count))
        case .array(let elements): .array(elements.map { renamingModule($0, from: old, to: new) })
        case .object(let members): .object(members.mapValues { renamingModule($0, from: old, to: new) })
        default: value
        }
    }
}
