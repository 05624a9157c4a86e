import Foundation
import IntentMetadata
import IntentRuntime
import MetadataTestSupport
import Testing

@Suite("App Shortcuts registration")
struct ShortcutCatalogTests {
    private let registry = shortcutRegistry()

    private func refusal(_ provider: any AppShortcutsProvider.Type) throws -> ShortcutError {
        try #require(throws: ShortcutError.self) {
            try AppShortcutCatalog(provider: provider, registry: registry, applicationName: "Radio")
        }
    }

    @Test("Ten shortcuts register, in order, with phrases as metadata templates")
    func tenRegister() throws {
        let catalog = try AppShortcutCatalog(
            provider: RadioShortcuts.self, registry: registry, applicationName: "Radio")
        #expect(catalog.entries.count == 10)
        #expect(catalog.tileColor == .tangerine)
        let stream = try #require(catalog.entries.first)
        #expect(stream.actionIdentifier == "PlayStreamIntent")
        #expect(stream.phraseTemplates == ["Stream ${stream} on ${applicationName}", "Stream ${stream}"])
        #expect(stream.shortTitle == "Stream")
        #expect(stream.systemImageName == "radio")
        #expect(stream.path == "RadioShortcuts.appShortcuts[0]")
        #expect(catalog.entries[9].phraseTemplates == ["Number 10 in ${applicationName}"])
    }

    @Test(
        "An 11th shortcut added in an if block is refused",
        arguments: [
            ElevenShortcuts.self as any AppShortcutsProvider.Type, ArrayShortcuts.self,
        ])
    func eleventhRefused(provider: any AppShortcutsProvider.Type) throws {
        let error = try refusal(provider)
        #expect(error.code == .tooManyShortcuts)
        #expect(error.path == "\(provider).appShortcuts[10]")
        #expect(error.message.contains("11 shortcuts"))
        #expect(error.message.contains("at most 10"))
    }

    @Test("The shortcut limit comes from Limits")
    func customLimit() throws {
        var limits = Limits.platform
        limits.shortcutsPerProvider = 12
        #expect(throws: Never.self) {
            try AppShortcutCatalog(
                provider: ElevenShortcuts.self, registry: registry, applicationName: "R", limits: limits)
        }
    }

    @Test("A second provider in one bundle is refused, naming both")
    func secondProvider() throws {
        let error = try #require(throws: ShortcutError.self) {
            try AppShortcutCatalog(
                providers: [RadioShortcuts.self, CarShortcuts.self], registry: registry, applicationName: "Radio")
        }
        #expect(error.code == .secondProvider)
        #expect(error.path == "CarShortcuts")
        #expect(error.otherPath == "RadioShortcuts")
        #expect(error.message.contains("RadioShortcuts") && error.message.contains("CarShortcuts"))
    }

    @Test("A shortcut whose intent is not registered is refused")
    func notRegistered() throws {
        let error = try refusal(UnregisteredShortcuts.self)
        #expect(error.code == .intentNotRegistered)
        #expect(error.path == "UnregisteredShortcuts.appShortcuts[0]")
        #expect(error.message.contains("UnregisteredIntent"))
    }

    @Test("A shortcut whose intent is not discoverable is refused")
    func notDiscoverable() throws {
        let error = try refusal(HiddenShortcuts.self)
        #expect(error.code == .intentNotDiscoverable)
        #expect(error.actionIdentifier == "HiddenIntent")
    }

    @Test("A shortcut with no phrase naming the application is refused")
    func missingApplicationName() throws {
        let error = try refusal(NamelessShortcuts.self)
        #expect(error.code == .missingApplicationName)
        #expect(error.path == "NamelessShortcuts.appShortcuts[0]")
        #expect(error.message.contains("StopRadioIntent"))
    }

    @Test("A phrase naming something that is not a parameter of the intent is refused")
    func unknownParameter() throws {
        let error = try refusal(AliasShortcuts.self)
        #expect(error.code == .unknownParameter)
        #expect(error.path == "AliasShortcuts.appShortcuts[0].phrases[0]")
        #expect(error.message.contains("PlayStreamIntent (it has stream)"))
    }

    @Test("A phrase claimed by two shortcuts is refused, naming both (case and spacing ignored)")
    func duplicatePhrase() throws {
        let error = try refusal(ClashingShortcuts.self)
        #expect(error.code == .duplicatePhrase)
        #expect(error.path == "ClashingShortcuts.appShortcuts[1].phrases[1]")
        #expect(error.otherPath == "ClashingShortcuts.appShortcuts[0].phrases[0]")
        #expect(
            error.message.contains("appShortcuts[0].phrases[0]") && error.message.contains("appShortcuts[1].phrases[1]")
        )
    }

    @Test("problems(…) lists every rule broken")
    func allProblems() {
        let problems = AppShortcutCatalog.problems(
            providers: [ClashingShortcuts.self, NamelessShortcuts.self], registry: registry)
        #expect(problems.map(\.code) == [.secondProvider, .duplicatePhrase])
    }

    @Test("Key-path phrases resolve to the parameter's name")
    func keyPathPhrase() {
        let phrase: AppShortcutPhrase<PlayStreamIntent> = "Play \(\.$stream) now on \(.applicationName)"
        #expect(phrase.description == "Play ${stream} now on ${applicationName}")
    }
}

// MARK: - Metadata

@Suite("App Shortcuts in metadata")
struct ShortcutMetadataTests {
    /// The real 10-shortcut Radio file (corpus).
    static func radio() throws -> MetadataBundle {
        try MetadataBundle(contentsOf: MetadataCorpus.url("pom11_Radio_Resources.actionsdata"))
    }

    /// The synthetic 10-shortcut Tidewater file (committed).
    static func tidewater() throws -> MetadataBundle {
        try MetadataBundle(contentsOf: MetadataFixtures.url(MetadataFixtures.xcode26.name))
    }

    /// Writes the bundle out and reads it back, as a file copy would be.
    private func roundTrip(_ bundle: MetadataBundle) throws -> MetadataBundle {
        try MetadataBundle(actionsData: bundle.actionsData(), source: "copy.actionsdata")
    }

    @Test("The 10-shortcut Radio file passes every rule", .requiresMetadataCorpus)
    func radioPasses() throws {
        let metadata = try Self.radio()
        #expect(metadata.autoShortcuts.count == 10)
        #expect(AppShortcutCatalog.problems(metadata: metadata).isEmpty)
        let catalog = try AppShortcutCatalog(metadata: metadata, applicationName: "Radio")
        #expect(catalog.entries.map(\.actionIdentifier).first == "PlayStreamIntent")
        #expect(catalog.entries[0].phraseTemplates == ["Stream ${stream} on ${applicationName}", "Stream ${stream}"])
    }

    @Test("A copy of Radio with an 11th shortcut is refused at autoShortcuts[10]", .requiresMetadataCorpus)
    func radioEleventh() throws {
        var metadata = try Self.radio()
        metadata.autoShortcuts.append(
            AutoShortcutMetadata(
                actionIdentifier: "SoloStreamIntent", phraseTemplates: ["Solo ${stream} on ${applicationName}"],
                shortTitle: "Solo", systemImageName: "person"))
        let copy = try roundTrip(metadata)
        let error = try #require(throws: ShortcutError.self) {
            try AppShortcutCatalog(metadata: copy, applicationName: "Radio")
        }
        #expect(error.code == .tooManyShortcuts)
        #expect(error.path == "autoShortcuts[10]")
        #expect(error.actionIdentifier == "SoloStreamIntent")
    }

    @Test("Each rule is reported with a JSON path (Radio)", .requiresMetadataCorpus)
    func metadataRules() throws {
        var metadata = try Self.radio()
        metadata.autoShortcuts[2].phraseTemplates = ["Stop the radio"]
        metadata.autoShortcuts[0].phraseTemplates[1] = "Stream ${station}"
        metadata.autoShortcuts[4].actionIdentifier = "GoneIntent"
        metadata.actions["MuteRadioIntent"]?.isDiscoverable = false
        metadata.autoShortcuts[8].phraseTemplates.append("RESUME   ${applicationName}")
        let problems = AppShortcutCatalog.problems(metadata: try roundTrip(metadata))
        let found = problems.map { "\($0.code) \($0.path)" }
        #expect(
            found == [
                "unknownParameter autoShortcuts[0].phraseTemplates[1]",
                "missingApplicationName autoShortcuts[2]",
                "intentNotRegistered autoShortcuts[4]",
                "intentNotDiscoverable autoShortcuts[6]",
                "duplicatePhrase autoShortcuts[9].phraseTemplates[0]",
            ])
        let duplicate = try #require(problems.last)
        #expect(duplicate.otherPath == "autoShortcuts[8].phraseTemplates[1]")
        #expect(problems[2].message.contains("actions.GoneIntent"))
    }

    @Test("The 10-shortcut Tidewater fixture passes every rule")
    func tidewaterPasses() throws {
        let metadata = try Self.tidewater()
        #expect(metadata.autoShortcuts.count == 10)
        #expect(AppShortcutCatalog.problems(metadata: metadata).isEmpty)
        let catalog = try AppShortcutCatalog(metadata: metadata, applicationName: "Tidewater")
        #expect(catalog.entries.map(\.actionIdentifier).first == "CheckTideIntent")
        #expect(
            catalog.entries[0].phraseTemplates == [
                "Check the tide at ${harbor} with ${applicationName}", "Tide at ${harbor} in ${applicationName}",
                "${applicationName} tide",
            ])
    }

    @Test("A copy of Tidewater with an 11th shortcut is refused at autoShortcuts[10]")
    func tidewaterEleventh() throws {
        var metadata = try Self.tidewater()
        metadata.autoShortcuts.append(
            AutoShortcutMetadata(
                actionIdentifier: "LogCatchIntent", phraseTemplates: ["Log another catch in ${applicationName}"],
                shortTitle: "Log Again", systemImageName: "fish"))
        let copy = try roundTrip(metadata)
        let error = try #require(throws: ShortcutError.self) {
            try AppShortcutCatalog(metadata: copy, applicationName: "Tidewater")
        }
        #expect(error.code == .tooManyShortcuts)
        #expect(error.path == "autoShortcuts[10]")
        #expect(error.actionIdentifier == "LogCatchIntent")
    }

    @Test("Each rule is reported with a JSON path (Tidewater)")
    func tidewaterRules() throws {
        var metadata = try Self.tidewater()
        metadata.autoShortcuts[4].phraseTemplates = ["Drop the anchor"]
        metadata.autoShortcuts[0].phraseTemplates[1] = "Tide at ${port} in ${applicationName}"
        metadata.autoShortcuts[6].actionIdentifier = "GoneIntent"
        metadata.actions["SoundHornIntent"]?.isDiscoverable = false
        metadata.autoShortcuts[9].phraseTemplates.append("WEIGH   anchor with ${applicationName}")
        let problems = AppShortcutCatalog.problems(metadata: try roundTrip(metadata))
        let found = problems.map { "\($0.code) \($0.path)" }
        #expect(
            found == [
                "unknownParameter autoShortcuts[0].phraseTemplates[1]",
                "intentNotDiscoverable autoShortcuts[3]",
                "missingApplicationName autoShortcuts[4]",
                "intentNotRegistered autoShortcuts[6]",
                "duplicatePhrase autoShortcuts[9].phraseTemplates[2]",
            ])
        let duplicate = try #require(problems.last)
        #expect(duplicate.otherPath == "autoShortcuts[5].phraseTemplates[0]")
        #expect(problems[3].message.contains("actions.GoneIntent"))
    }
}
