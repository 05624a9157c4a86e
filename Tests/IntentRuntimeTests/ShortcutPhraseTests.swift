import Foundation
import IntentMetadata
import IntentRuntime
import MetadataTestSupport
import Testing

@Suite("App Shortcut phrase matching")
struct ShortcutPhraseTests {
    private static func radio() throws -> AppShortcutCatalog {
        try AppShortcutCatalog(
            metadata: ShortcutMetadataTests.radio(), applicationName: "Radio", synonyms: ["the wireless"])
    }

    private static func tidewater() throws -> AppShortcutCatalog {
        try AppShortcutCatalog(
            metadata: ShortcutMetadataTests.tidewater(), applicationName: "Tidewater", synonyms: ["the boat"])
    }

    @Test(
        "Typed phrases find their shortcut and parameters (Tidewater)",
        arguments: [
            ("Check the tide at Port Isaac with Tidewater", "CheckTideIntent", ["harbor": "Port Isaac"]),
            ("  check THE tide at port isaac   WITH tidewater ", "CheckTideIntent", ["harbor": "port isaac"]),
            ("Tide at Dover in Tidewater", "CheckTideIntent", ["harbor": "Dover"]),
            ("Tidewater tide", "CheckTideIntent", [:]),
            ("Sail to Saint-Malo with the boat", "StartVoyageIntent", ["destination": "Saint-Malo"]),
            ("How's the sea in Tidewater", "ReportSeaStateIntent", [:]),
            ("how\u{2019}s the sea in tidewater", "ReportSeaStateIntent", [:]),
            ("Call Falmouth harbormaster", "CallHarbormasterIntent", ["harbor": "Falmouth"]),
            ("Tidewater 航线", "PlotCourseIntent", [:]),
            ("the boat horn", "SoundHornIntent", [:]),
        ])
    func tidewaterPhrases(phrase: String, action: String, parameters: [String: String]) throws {
        let match = try #require(try Self.tidewater().match(phrase))
        #expect(match.actionIdentifier == action)
        #expect(match.parameters == parameters)
    }

    @Test(
        "Phrases that match nothing find nothing (Tidewater)",
        arguments: ["", "   ", "Tide", "Check the tide", "Sound the horn", "Drop anchor now with Tidewater"])
    func tidewaterNoMatch(phrase: String) throws {
        #expect(try Self.tidewater().match(phrase) == nil)
    }

    @Test("Given parameter values restrict a parameter to them (Tidewater)")
    func tidewaterGivenValues() throws {
        let values = ["harbor": [ShortcutParameterValue("GB-PIS", names: ["Port Isaac", "Porthissick"])]]
        let catalog = try Self.tidewater()
        #expect(
            catalog.match("tide at port isaac in tidewater", parameterValues: values)?.parameters == [
                "harbor": "GB-PIS"
            ])
        #expect(catalog.match("tide at dover in tidewater", parameterValues: values) == nil)
    }

    @Test(
        "Typed phrases find their shortcut and parameters", .requiresMetadataCorpus,
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

    @Test(
        "Phrases that match nothing find nothing", .requiresMetadataCorpus,
        arguments: ["", "   ", "Mute", "Mute Radio now", "Turn off"])
    func noMatch(phrase: String) throws {
        #expect(try Self.radio().match(phrase) == nil)
    }

    @Test("Given parameter values restrict a parameter to them", .requiresMetadataCorpus)
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
