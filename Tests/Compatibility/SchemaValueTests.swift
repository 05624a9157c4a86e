// Issue 21, "Macros": Apple's schema values are offered without the macros that take them. Here a value is metadata
// only: it names its schema (`mail.updateDraft`), which these tests read through the package's own `name`.
#if !canImport(Darwin)
    import AppIntents
    import IntentRuntime  // the package's `name` of a schema value, which the facade does not offer
    import Testing

    @Suite("Apple's schema values name their schema")
    struct SchemaValueTests {
        /// The name an app schema value carries, read as `@AppIntent(schema:)` takes the value.
        static func intentName<T: AppSchemaIntent>(_ schema: T) -> String? { (schema as? AppSchema.Intent)?.name }

        /// The name an app entity schema value carries, read as `@AppEntity(schema:)` takes the value.
        static func entityName<T: AppSchemaEntity>(_ schema: T) -> String? { (schema as? AppSchema.Entity)?.name }

        /// The name an app enum schema value carries, read as `@AppEnum(schema:)` takes the value.
        static func enumName<T: AppSchemaEnum>(_ schema: T) -> String? { (schema as? AppSchema.Enum)?.name }

        @Test(
            "a schema's default title splits its last name into words, acronyms kept whole",
            arguments: [
                ("mail.sendDraft", "Send Draft"), ("browser.openURLInTab", "Open URL In Tab"),
                ("browser.bookmarkURL", "Bookmark URL"), ("maps.shareETA", "Share ETA"),
                ("photos.asset", "Asset"), ("whiteboard.itemType", "Item Type"),
            ])
        func defaultTitles(schema: String, title: String) {
            #expect(readableSchemaName(schema, "", orTypeName: "T") == title)
            #expect(readableSchemaName("", schema, orTypeName: "T") == title)
            #expect(readableSchemaName("", "", orTypeName: "DraftIntent") == "DraftIntent")
        }

        @Test("an assistant schema keeps the name of the intent, entity or enum schema it was made from")
        func assistantSchemaNames() {
            #expect(AssistantSchema(.mail.updateDraft).name == "mail.updateDraft")
            #expect(AssistantSchema(.mail.draft).name == "mail.draft")
            #expect(AssistantSchema(.photos.albumType).name == "photos.albumType")
            #expect(AssistantSchema(.assistant.activate).name == "assistant.activate")
            #expect(AssistantSchema(.browser.openURLInTab).name == "browser.openURLInTab")
        }

        @Test("an app schema value is its domain's and member's name, for each kind")
        func appSchemaNames() {
            #expect(Self.intentName(.mail.createDraft) == "mail.createDraft")
            #expect(Self.intentName(.files.renameFile) == "files.renameFile")
            #expect(Self.entityName(.clock.alarm) == "clock.alarm")
            #expect(Self.enumName(.camera.captureMode) == "camera.captureMode")
        }

        @Test("the domains and members read in full name themselves too: reminders, maps, journal, presentation…")
        func domainsReadInFull() {
            #expect(Self.intentName(.reminders.createList) == "reminders.createList")
            #expect(Self.intentName(.photos.openAsset) == "photos.openAsset")
            #expect(Self.intentName(.system.open) == "system.open")
            #expect(Self.entityName(.maps.place) == "maps.place")
            #expect(Self.enumName(.maps.transportType) == "maps.transportType")
            #expect(Self.enumName(.whiteboard.itemType) == "whiteboard.itemType")
            #expect(AssistantSchema(.journal.createEntry).name == "journal.createEntry")
            #expect(AssistantSchema(.presentation.export).name == "presentation.export")
            #expect(AssistantSchema(.whiteboard.color).name == "whiteboard.color")
            #expect(
                AssistantSchema(.visualIntelligence.semanticContentSearch).name
                    == "visualIntelligence.semanticContentSearch")
        }

        /// An intent adopting `AssistantIntent` by hand, as Apple's page allows (no requirement beyond `AppIntent`'s).
        struct Summarize: AssistantIntent {
            static let title: LocalizedStringResource = "Summarize"
            func perform() async throws -> some IntentResult & ReturnsValue<String> { .result(value: "done") }
        }

        @Test("an intent adopting AssistantIntent by hand performs as any intent")
        func assistantIntentPerforms() async throws {
            let result = try await Summarize().perform()
            #expect(result.value == "done")
        }
    }
#endif
