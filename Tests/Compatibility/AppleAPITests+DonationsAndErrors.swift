// What the documented AppIntents symbols added in Documentation/AppleAPI.md's subsection "Donations, relevance,
// errors and other members" do here: each test uses them as an app would and checks what the table's status says.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // the executor, to run an intent that throws
    import Testing
    import RuntimeTestSupport

    @Suite("AppIntents' donations, errors, camera capture and entity identifiers")
    struct DonationsAndErrorsTests {
        struct Loaf: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static let defaultQuery = LoafQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\(id)" }
        }

        struct LoafQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Loaf] { identifiers.map(Loaf.init(id:)) }
        }

        struct BakeIntent: AppIntent {
            static let title: LocalizedStringResource = "Bake"
            @Parameter(title: "Loaf") var loaf: Loaf
            @Parameter(title: "Extras") var extras: [Loaf]?
            func perform() async throws -> some IntentResult { .result() }
        }

        struct SellIntent: AppIntent {
            static let title: LocalizedStringResource = "Sell"
            @Parameter(title: "Loaf") var loaf: Loaf?
            func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 3) }
        }

        struct FailingIntent: AppIntent {
            static let title: LocalizedStringResource = "Fail"
            var error: AppIntentError = .Unrecoverable.unknown
            func perform() async throws -> IntentResultContainer<Never> {
                throw error
            }
        }

        struct OvenCamera: CameraCaptureIntent {
            struct AppContext: Codable, Sendable, Equatable {
                var front: Bool
                var note: String
            }

            static let title: LocalizedStringResource = "Oven camera"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct PlainCamera: CameraCaptureIntent {
            static let title: LocalizedStringResource = "Plain camera"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Recipe: FileEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Recipe"
            static let defaultQuery = RecipeQuery()
            let id: FileEntityIdentifier
            var displayRepresentation: DisplayRepresentation { "\(id.entityIdentifierString)" }
        }

        struct RecipeQuery: EntityQuery {
            func entities(for identifiers: [FileEntityIdentifier]) async throws -> [Recipe] {
                identifiers.map(Recipe.init(id:))
            }
        }

        struct ScaleIntent: AppIntent {
            static let title: LocalizedStringResource = "Scale"
            @Parameter(title: "Factor", controlStyle: .slider, inclusiveRange: (0.5, 4)) var factor: Double
            @Parameter(title: "Grams") var grams: Double
            func perform() async throws -> some IntentResult { .result() }
        }

        struct OldBakeIntent: DeprecatedAppIntent {
            static let title: LocalizedStringResource = "Old bake"
            static var deprecation: IntentDeprecation<BakeIntent> {
                IntentDeprecation(message: "Use Bake instead.", replacedBy: BakeIntent.self)
            }
            func perform() async throws -> some IntentResult { .result() }
        }

        private func bake(_ loaf: String, extras: [String]? = nil) -> BakeIntent {
            let intent = BakeIntent()
            intent.loaf = Loaf(id: loaf)
            intent.extras = extras?.map(Loaf.init(id:))
            return intent
        }

        /// The synchronous forms, which an `async` caller's `donate` would not choose.
        private func donateSynchronously(_ intent: some AppIntent) -> IntentDonationIdentifier {
            IntentDonationManager.shared.donate(intent: intent)
        }

        private func donateSynchronously(_ intent: some AppIntent, result: some IntentResult)
            -> IntentDonationIdentifier
        {
            IntentDonationManager.shared.donate(intent: intent, result: result)
        }

        private func donateItself(_ intent: some AppIntent) -> IntentDonationIdentifier { intent.donate() }

        private func donateItself(_ intent: some AppIntent, result: some IntentResult) -> IntentDonationIdentifier {
            intent.donate(result: result)
        }

        @Test("the Unrecoverable, UserActionRequired and PermissionRequired errors fail a run with their own message")
        func errorsFailTheRun() async throws {
            let errors: [AppIntentError] = [
                .Unrecoverable.notAllowed, .Unrecoverable.networkFailure, .Unrecoverable.partialFailure,
                .Unrecoverable.unsupportedOnDevice, .Unrecoverable.featureCurrentlyRestricted,
                .UserActionRequired.signin, .UserActionRequired.accountSetup, .PermissionRequired.photos,
                .PermissionRequired.bluetooth, .PermissionRequired.localNetwork, .PermissionRequired.siri,
            ]
            let executor = IntentExecutor(configuration: .notAboutTime)
            var messages: [String] = []
            for error in errors {
                let outcome = await executor.run(FailingIntent(error: error))
                #expect(outcome.phase == .failed)
                let thrown = try #require(outcome.error as? AppIntentError)
                #expect(thrown.localizedStringResource.description == error.description)
                messages.append(error.description)
            }
            #expect(Set(messages).count == errors.count, "two errors share a message: \(messages)")
            #expect(messages.allSatisfy { !$0.isEmpty })
            #expect(AppIntentError.PermissionRequired.bluetooth.description.contains("Bluetooth"))
        }

        @Test("a donation is kept until deleted: by its identifier, its intent type, or an entity its parameters hold")
        func donationsAreKeptAndDeleted() async throws {
            let manager = IntentDonationManager.shared
            let first = donateSynchronously(bake("rye"))
            let second = try await manager.donate(intent: bake("spelt", extras: ["rye", "oat"]))
            let third = try await bake("oat").donate(result: IntentResultContainer<Never>.result())
            let sold = try await SellIntent().donate()
            #expect(Set([first, second, third, sold]).count == 4)

            // By identifier: exactly that donation, once.
            #expect(try await manager.deleteDonations(matching: .donationIdentifier(third)) == [third])
            #expect(try await manager.deleteDonations(matching: .donationIdentifier(third)).isEmpty)

            // By entity: the donations whose parameters held it, alone or in an array, oldest first.
            let rye = EntityIdentifier(for: Loaf(id: "rye"))
            let oat = EntityIdentifier(for: Loaf.self, identifier: "oat")
            #expect(
                try await manager.deleteDonations(matching: .intentType(SellIntent.self, entityIdentifier: rye)).isEmpty
            )
            #expect(try await manager.deleteDonations(matching: .entityIdentifiers([rye, oat])) == [first, second])

            // By intent type.
            let again = donateItself(SellIntent(), result: IntentResultContainer<Int>.result(value: 4))
            #expect(try await manager.deleteDonations(matching: .intentType(SellIntent.self)) == [sold, again])
            let last = donateItself(bake("wheat"))
            #expect(
                try await manager.deleteDonations(
                    matching: .intentType(BakeIntent.self, entityIdentifier: EntityIdentifier(for: Loaf(id: "wheat"))))
                    == [last])
            let pair = [
                donateSynchronously(bake("a")),
                donateSynchronously(SellIntent(), result: IntentResultContainer<Int>.result(value: 1)),
            ]
            #expect(try await manager.deleteDonations(matching: .donationIdentifiers(pair.reversed())) == pair)
            #expect(try await manager.deleteDonations(matching: .entityIdentifier(rye)).isEmpty)
        }

        @Test("an entity identifier names the entity's type and its identifier's text")
        func entityIdentifier() {
            let identifier = EntityIdentifier(for: Loaf(id: "rye"))
            #expect(identifier.identifier == "rye")
            #expect(ObjectIdentifier(identifier.entityType) == ObjectIdentifier(Loaf.self))
            #expect(EntityIdentifier(for: Loaf.self, identifier: "oat").identifier == "oat")
        }

        @Test("a camera capture intent's app context is kept by updateAppContext(_:), at most 4 kB, and removed by nil")
        func cameraCaptureAppContext() async throws {
            #expect(try await PlainCamera.appContext == nil)
            #expect(try await OvenCamera.appContext == nil)
            let context = OvenCamera.AppContext(front: true, note: "crust")
            try await OvenCamera.updateAppContext(context)
            #expect(try await OvenCamera.appContext == context)
            await #expect(throws: AppIntentError.self) {
                try await OvenCamera.updateAppContext(.init(front: false, note: String(repeating: "x", count: 5_000)))
            }
            #expect(try await OvenCamera.appContext == context, "a refused context leaves the last one")
            try await OvenCamera.updateAppContext(nil)
            #expect(try await OvenCamera.appContext == nil)
            let outcome = await IntentExecutor(configuration: .notAboutTime).run(OvenCamera())
            #expect(outcome.phase == .succeeded)
        }

        @Test("a file entity's identifier is a file URL or a draft, and survives a round trip through its text")
        func fileEntityIdentifier() async throws {
            let url = URL(fileURLWithPath: "/recipes/rye.txt")
            let file = try FileEntityIdentifier.file(url: url)
            #expect(file.fileURL == url && file.draftIdentifier == nil && !file.isDraft)
            #expect(file.entityIdentifierString == url.absoluteString)
            #expect(FileEntityIdentifier.entityIdentifier(for: file.entityIdentifierString) == file)
            let draft = FileEntityIdentifier.draft(identifier: "new-42")
            #expect(draft.isDraft && draft.draftIdentifier == "new-42" && draft.fileURL == nil)
            #expect(FileEntityIdentifier.entityIdentifier(for: draft.entityIdentifierString) == draft)
            #expect(FileEntityIdentifier.entityIdentifier(for: "https://bakery.example/rye.txt") == nil)
            #expect(throws: AppIntentError.self) {
                try FileEntityIdentifier.file(url: try #require(URL(string: "https://bakery.example/rye.txt")))
            }
            // An invocation names a file entity by that text; its query finds it.
            let found = try await Recipe.entities(identifiedBy: [draft.entityIdentifierString, "not a file"])
            #expect(found.map(\.id) == [draft])
        }

        @Test("a Double parameter's controlStyle is the style its @Parameter declared, nil when none")
        func doubleControlStyle() {
            let intent = ScaleIntent()
            #expect(intent.$factor.controlStyle == .slider)
            #expect(intent.$grams.controlStyle == nil)
        }

        @Test("an IntentItem's description is its display representation")
        func intentItemDescription() {
            var item = IntentItem(2, title: "Two")
            #expect(item.description.title.key == "Two")
            item.description = DisplayRepresentation(title: "Deux")
            #expect(item.displayRepresentation.title.key == "Deux")
        }

        @Test("a deprecated intent keeps its deprecation's message and replacement, and still runs")
        func deprecation() async {
            #expect(OldBakeIntent.deprecation.message.key == "Use Bake instead.")
            #expect(OldBakeIntent.deprecation.replacedBy == BakeIntent.self)
            let bare = IntentDeprecation(message: "Gone.")
            #expect(bare.replacedBy == nil && bare.message.key == "Gone.")
            #expect(IntentDeprecation(replacedBy: BakeIntent.self).message.key == "Replaced by BakeIntent.")
            #expect(await IntentExecutor(configuration: .notAboutTime).run(OldBakeIntent()).phase == .succeeded)
        }

        @Test("OpenURLIntent's $url is the parameter that holds its link")
        func openURLProjectedValue() throws {
            let url = try #require(URL(string: "https://bakery.example/loaves/rye"))
            let intent = OpenURLIntent(url)
            #expect(intent.$url.wrappedValue == url)
        }
    }
#endif
