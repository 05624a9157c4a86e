import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@Suite("App Shortcut phrase matching")
struct ShortcutPhraseTests {
    private static func radio() throws -> AppShortcutCatalog {
        let metadata = try MetadataBundle(
            contentsOf: ShortcutMetadataTests.corpus.appendingPathComponent("pom11_Radio_Resources.actionsdata"))
        return try AppShortcutCatalog(metadata: metadata, applicationName: "Radio", synonyms: ["the wireless"])
    }

    @Test(
        "Typed phrases find their shortcut and parameters",
        arguments: [
            ("Stream Jazz FM on Radio", "PlayStreamIntent", ["stream": "Jazz FM"]),
            ("  stream   jazz fm ON radio ", "PlayStreamIntent", ["stream": "jazz fm"]),
            ("Stream Jazz on Radio", "PlayStreamIntent", ["stream": "Jazz"]),
            ("Stream Radio Paradise", "PlayStreamIntent", ["stream": "Radio Paradise"]),
            ("radio LOUDER", "VolumeUpIntent", [:]),
            ("What's playing on Radio", "NowPlayingIntent", [:]),
            ("what\u{2019}s playing on radio", "NowPlayingIntent", [:]),
            ("Mute the wireless", "MuteRadioIntent", [:]),
            ("Stop Radio", "StopRadioIntent", [:]),
            ("Stop BBC on Radio", "StopStreamIntent", ["stream": "BBC"]),
        ])
    func radioPhrases(phrase: String, action: String, parameters: [String: String]) throws {
        let match = try #require(try Self.radio().match(phrase))
        #expect(match.actionIdentifier == action)
        #expect(match.parameters == parameters)
    }

    @Test("Phrases that match nothing find nothing", arguments: ["", "   ", "Mute", "Mute Radio now", "Turn off"])
    func noMatch(phrase: String) throws {
        #expect(try Self.radio().match(phrase) == nil)
    }

    @Test("Given parameter values restrict a parameter to them")
    func givenValues() throws {
        let values = ["stream": [ShortcutParameterValue("jazz-fm", names: ["Jazz FM", "Jazz"])]]
        let catalog = try Self.radio()
        #expect(catalog.match("stream jazz fm on radio", parameterValues: values)?.parameters == ["stream": "jazz-fm"])
        #expect(catalog.match("stream rock on radio", parameterValues: values) == nil)
    }

    private static func car() throws -> AppShortcutCatalog {
        try AppShortcutCatalog(provider: CarShortcuts.self, registry: shortcutRegistry(), applicationName: "车控")
    }

    @Test(
        "Chinese phrases match, with enum parameters",
        arguments: [
            ("用车控打开车锁", "OpenCarPartIntent", ["part": "车锁"]),
            ("用 车控 打开 车窗", "OpenCarPartIntent", ["part": "车窗"]),
            ("用车控寻车", "FindMyCarIntent", [:]),
            ("寻车", "FindMyCarIntent", [:]),
        ])
    func chinese(phrase: String, action: String, parameters: [String: String]) throws {
        let match = try #require(try Self.car().match(phrase))
        #expect(match.actionIdentifier == action)
        #expect(match.parameters == parameters)
    }

    @Test("An enum parameter takes only its cases")
    func enumCasesOnly() throws {
        #expect(try Self.car().match("用车控打开后备箱") == nil)
        #expect(try Self.car().match("用别的打开车锁") == nil)
    }
}
