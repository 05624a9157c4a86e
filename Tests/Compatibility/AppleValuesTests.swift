// What the value types, choices, value queries, snippet results and App Shortcut parameter presentations of
// issue 21 do here (Documentation/AppleAPI.md, "People, payments and other values", "Snippets and parameter
// presentation", "iOS 26 and 27 additions"): each test uses the symbols as an app would and checks what the
// table's status says of them.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // IntentPromptPolicy, the host's answers, which the facade does not offer
    import Testing

    /// An intent that asks which loaf to keep before it goes on.
    struct ChooseLoafIntent: AppIntent {
        static let title: LocalizedStringResource = "Choose Loaf"

        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            let kept = try await requestChoice(
                between: [Option(title: "Keep"), Option(title: "Discard", style: .destructive), .cancel],
                dialog: "Keep the loaf?")
            return .result(value: String(describing: kept.title))
        }
    }

    /// An intent that charges an amount and returns it with a dialog and a snippet.
    struct ChargeIntent: AppIntent {
        static let title: LocalizedStringResource = "Charge"

        func perform() async throws -> some IntentResult & ReturnsValue<IntentCurrencyAmount> & ProvidesDialog
            & ShowsSnippetIntent
        {
            .result(
                value: IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR"), dialog: "Charged",
                snippetIntent: ReceiptSnippetIntent())
        }
    }

    /// The snippet of a charge: nothing draws it here.
    struct ReceiptSnippetIntent: SnippetIntent {
        static let title: LocalizedStringResource = "Receipt"

        func perform() async throws -> some IntentResult & ShowsSnippetView { .result() }
    }

    /// The result forms an intent writes, each with and without a snippet intent: the snippet forms' defaults make
    /// none of the older forms ambiguous.
    struct ResultFormsIntent: AppIntent {
        static let title: LocalizedStringResource = "Result Forms"

        func none() -> some IntentResult { .result() }
        func value() -> some IntentResult & ReturnsValue<Int> { .result(value: 1) }
        func dialog() -> some IntentResult & ProvidesDialog { .result(dialog: "d") }
        func valueDialog() -> some IntentResult & ReturnsValue<Int> & ProvidesDialog { .result(value: 1, dialog: "d") }
        func opens() -> some IntentResult & OpensIntent { .result(opensIntent: ChooseLoafIntent()) }
        func opensDialog() -> some IntentResult & OpensIntent { .result(opensIntent: ChooseLoafIntent(), dialog: "d") }
        func valueOpens() -> some IntentResult & ReturnsValue<Int> {
            .result(value: 1, opensIntent: ChooseLoafIntent())
        }
        func valueOpensDialog() -> some IntentResult & ReturnsValue<Int> {
            .result(value: 1, opensIntent: ChooseLoafIntent(), dialog: "d")
        }
        func snippet() -> some IntentResult & ShowsSnippetIntent { .result(snippetIntent: ReceiptSnippetIntent()) }
        func valueSnippet() -> some IntentResult & ReturnsValue<Int> & ShowsSnippetIntent {
            .result(value: 2, snippetIntent: ReceiptSnippetIntent())
        }
        func opensSnippet() -> some IntentResult & OpensIntent & ShowsSnippetIntent {
            .result(opensIntent: ChooseLoafIntent(), snippetIntent: ReceiptSnippetIntent())
        }
        func valueOpensSnippet() -> some IntentResult & ReturnsValue<Int> & ShowsSnippetIntent {
            .result(value: 3, opensIntent: ChooseLoafIntent(), snippetIntent: ReceiptSnippetIntent())
        }
        func valueOpensDialogSnippet() -> some IntentResult & ReturnsValue<Int> & ShowsSnippetIntent {
            .result(value: 4, opensIntent: ChooseLoafIntent(), dialog: "d", snippetIntent: ReceiptSnippetIntent())
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    /// A value query that finds people by the start of their name.
    struct PeopleQuery: IntentValueQuery {
        static let people = [
            IntentPerson(identifier: .applicationDefined("ada"), name: .displayName("Ada"), handle: nil),
            IntentPerson(identifier: .applicationDefined("alan"), name: .displayName("Alan"), handle: nil),
        ]

        func values(for input: String) async throws -> [IntentPerson] {
            Self.people.filter { "\($0.displayRepresentation.title)".hasPrefix(input) }
        }
    }

    /// The questions a policy was asked, last first.
    actor PromptLog {
        /// The last question asked.
        private(set) var last: IntentPrompt?

        /// Records a question.
        func record(_ prompt: IntentPrompt) { last = prompt }
    }

    @Suite("Apple's value types, choices and value queries, as Documentation/AppleAPI.md states them")
    struct AppleValuesTests {
        /// A dependency made by a throwing closure.
        final class Oven: Sendable {
            struct Cold: Error {}
            static func open(lit: Bool) throws -> Oven {
                guard lit else { throw Cold() }
                return Oven()
            }
        }

        @Test("a dependency added as a throwing closure is made once, when first used, and its error is thrown then")
        func aThrowingDependencyIsMadeWhenFirstUsed() async throws {
            let manager = AppDependencyManager()
            let open: @Sendable () throws -> Oven = { try Oven.open(lit: true) }
            manager.add(dependency: open)
            let first = try #require(try await manager.resolve(Oven.self, key: nil))
            let second = try #require(try await manager.resolve(Oven.self, key: nil))
            #expect(first === second)
            let cold: @Sendable () throws -> Oven = { try Oven.open(lit: false) }
            manager.add(key: "cold", dependency: cold)
            await #expect(throws: Oven.Cold.self) { try await manager.resolve(Oven.self, key: "cold") }
            // Written as the doc comment shows it, a closure literal: the dependency is an `Oven`, not the closure.
            let literal = AppDependencyManager()
            literal.add(dependency: { try Oven.open(lit: true) })
            #expect(try literal.resolveNow(Oven.self, key: nil) != nil)
        }

        @Test("a dependency's async default is made when none was added; what it throws stops the run")
        func anAsyncDefaultIsMadeWhenNoneWasAdded() async throws {
            let manager = AppDependencyManager()
            let lit = AppDependency<Oven>(manager: manager, default: { try Oven.open(lit: true) })
            try await lit.prepare()
            #expect(lit.wrappedValue === lit.wrappedValue)
            let cold = AppDependency<Oven>(manager: manager, default: { try Oven.open(lit: false) })
            await #expect(throws: AppDependencyError.self) { try await cold.prepare() }
            let added = Oven()
            manager.add(dependency: added)
            let preferred = AppDependency<Oven>(manager: manager, default: { try Oven.open(lit: true) })
            try await preferred.prepare()
            #expect(preferred.wrappedValue === added)
        }

        /// An intent an options provider depends on.
        struct BakeIntent: AppIntent {
            static let title: LocalizedStringResource = "Bake"
            @Parameter(title: "Degrees") var degrees: Int
            func perform() async throws -> some IntentResult { .result() }
        }

        @Test("a dependency on ten parameters reads the intent being resolved, and nothing outside a resolution")
        func aDependencyOnTenParametersReadsTheIntent() {
            let dependency = IntentParameterDependency<BakeIntent>(
                \.$degrees, \.$degrees, \.$degrees, \.$degrees, \.$degrees,
                \.$degrees, \.$degrees, \.$degrees, \.$degrees, \.$degrees)
            let intent = BakeIntent()
            intent.degrees = 180
            #expect(ResolutionContext.$intent.withValue(intent) { dependency.wrappedValue?.degrees } == 180)
            #expect(dependency.wrappedValue == nil)
        }

        @Test("a run's mode is the background, compared as Apple's code compares it; no run is voice-only")
        func aRunsModeIsTheBackground() {
            let context = ChooseLoafIntent().systemContext
            #expect(context.currentMode == .background && context.currentMode != .foreground)
            #expect(!context.currentMode.canContinueInForeground && !context.isVoiceOnly)
        }

        @Test("item sections keep their subtitle and image, items listed in a collection make one section")
        func itemSectionsKeepTheirSubtitleAndImage() {
            let odd = IntentItemSection<Int>("Odd", subtitle: "1, 3", image: .init(systemName: "1.circle")) {
                1
                3
            }
            #expect(odd.items.map(\.value) == [1, 3] && odd.title?.key == "Odd")
            #expect(odd.subtitle?.key == "1, 3" && odd.image == DisplayRepresentation.Image(systemName: "1.circle"))
            let even = IntentItemSection<Int>("Even", items: [IntentItem(2, title: "Two")])
            #expect(even.items.map(\.value) == [2] && even.subtitle == nil)
            // Apple's collection builder takes items listed directly: they make one untitled section.
            let direct = IntentItemCollection<Int> {
                IntentItem(1, title: "One")
                IntentItem(2, title: "Two")
            }
            #expect(direct.sections.count == 1 && direct.items == [1, 2] && direct.sections.first?.title == nil)
            let none = IntentItemCollection<Int> {}
            #expect(none.sections.isEmpty)
            #expect(IntentItemCollection<Int>.empty.sections.isEmpty && [Int].empty.isEmpty)
            func shown<C: ResultsCollection>(_ c: C) -> (prompt: String?, indexed: Bool) {
                (c.promptLabel?.key, c.usesIndexedCollation)
            }
            #expect(shown([1]).prompt == nil && !shown([1]).indexed)
            let prompted = IntentItemCollection<Int>(
                promptLabel: "Pick", usesIndexedCollation: true, items: [IntentItem(1)])
            #expect(shown(prompted).prompt == "Pick" && shown(prompted).indexed)
        }

        @Test("an image keeps its source, its framing and the size it is shown at, in each of Apple's forms")
        func anImageKeepsItsFramingAndSize() throws {
            let file = URL(fileURLWithPath: "/tmp/loaf.png")
            let framed = DisplayRepresentation.Image(url: file, width: 40, height: 30, displayStyle: .circular)
            #expect(framed.source == .url(file) && framed.displayStyle == .circular)
            #expect(framed.size?.width == 40 && framed.size?.height == 30)
            let plain = DisplayRepresentation.Image(url: file, width: 40, height: 30)
            #expect(plain.displayStyle == .default && plain != framed)
            #expect(DisplayRepresentation.Image(url: file).size == nil)
            #expect(DisplayRepresentation.Image(url: file, displayStyle: .circular).displayStyle == .circular)
            #expect(DisplayRepresentation.Image(named: "Loaf", displayStyle: .circular).source == .named("Loaf"))
            let bytes = Data([0x89, 0x50])
            #expect(
                DisplayRepresentation.Image(data: bytes) == DisplayRepresentation.Image(data: bytes, isTemplate: nil))
            #expect(DisplayRepresentation.Image(data: bytes, displayStyle: .circular).displayStyle == .circular)
            // Apple's DisplayStyle is a struct of static values: a switch over it needs a default.
            let style: DisplayRepresentation.Image.DisplayStyle = .circular
            switch style {
            case .circular: break
            default: Issue.record("the circular style did not match .circular")
            }
        }

        @Test("a person keeps its identifier, name, handles and picture, and is shown by its name or handle")
        func aPersonKeepsWhatItIsGiven() {
            let phone = IntentPerson.Handle(phoneNumber: "+33 1 23 45 67 89", label: .mobile)
            let mail = IntentPerson.Handle(emailAddress: "ada@example.com")
            let ada = IntentPerson(
                identifier: .contact("C-1"), name: .displayName("Ada Lovelace"), handle: phone, aliases: [mail],
                isMe: true, image: .init(systemName: "person"))
            #expect(ada.identifier == .contact("C-1"))
            #expect(ada.name == .displayName("Ada Lovelace"))
            #expect(ada.handle?.value == .phoneNumber("+33 1 23 45 67 89"))
            #expect(ada.handle?.label == .mobile)
            #expect(ada.aliases == [mail] && mail.label == .other && mail.value == .emailAddress("ada@example.com"))
            #expect(ada.isMe && ada.image == .init(systemName: "person"))
            #expect("\(ada.displayRepresentation.title)" == "Ada Lovelace")
            #expect("\(IntentPerson.typeDisplayRepresentation.name)" == "Person")

            var parts = PersonNameComponents()
            parts.givenName = "Grace"
            parts.familyName = "Hopper"
            let grace = IntentPerson(identifier: .applicationDefined("g"), name: .components(parts), handle: nil)
            #expect("\(grace.displayRepresentation.title)" == "Grace Hopper")

            let account = IntentPerson.Handle(applicationDefined: "ada#42", label: "Studio")
            let stranger = IntentPerson(handle: account)
            #expect(stranger.identifier == .unknown && stranger.name == .unknown && stranger.aliases.isEmpty)
            #expect(account.value == .applicationDefined("ada#42") && account.label == .custom("Studio"))
            #expect(IntentPerson.Handle(applicationDefined: "x").label == .other)
            #expect("\(stranger.displayRepresentation.title)" == "ada#42")
            #expect(stranger != ada && stranger == IntentPerson(handle: account))
            #expect(IntentPerson.ParameterMode(rawValue: "emailOrPhone") == .emailOrPhone)
        }

        @Test("a payment method keeps its kind and hint, and is shown by its name or kind")
        func aPaymentMethodKeepsWhatItIsGiven() {
            let card = IntentPaymentMethod(
                type: .credit, name: "Bakery Card", identificationHint: "•• 4242", icon: .init(systemName: "creditcard")
            )
            #expect(card.paymentType == .credit && card.identificationHint == "•• 4242")
            #expect("\(card.displayRepresentation.title)" == "Bakery Card")
            #expect(card.displayRepresentation.subtitle.map { "\($0)" } == "•• 4242")
            let pay = IntentPaymentMethod(type: .applePay)
            #expect("\(pay.displayRepresentation.title)" == "applePay" && pay.identificationHint == nil)
            #expect("\(IntentPaymentMethod.typeDisplayRepresentation.name)" == "Payment Method")
            #expect(card != pay)
        }

        @Test("a snippet result returns its value and dialog; the snippet intent is not run")
        func aSnippetResultReturnsItsValue() async throws {
            let result = try await ChargeIntent().perform()
            #expect(result.value == IntentCurrencyAmount(amount: Decimal(string: "12.50")!, currencyCode: "EUR"))
            #expect(result.value?.amount == Decimal(string: "12.50") && result.value?.currencyCode == "EUR")
            #expect(result.resultContent.dialog?.description == "Charged")
            ReceiptSnippetIntent.reload()
            let empty: IntentResultContainer<Never> = .result(snippetIntent: EmptySnippetIntent())
            #expect(empty.resultContent.dialog == nil && empty.resultContent.opensIntent == nil)
            let opening: IntentResultContainer<Never> = .result(
                opensIntent: ChooseLoafIntent(), dialog: "Opening", snippetIntent: ReceiptSnippetIntent())
            #expect(opening.resultContent.opensIntent is ChooseLoafIntent)
            let said: IntentResultContainer<Never> = .result(dialog: "Said")
            #expect(said.resultContent.dialog?.description == "Said")
            let forms = ResultFormsIntent()
            #expect(forms.value().value == 1 && forms.valueDialog().resultContent.dialog?.description == "d")
            #expect(forms.valueSnippet().value == 2 && forms.valueOpensSnippet().value == 3)
            #expect(forms.opensSnippet().resultContent.opensIntent is ChooseLoafIntent)
            let last = forms.valueOpensDialogSnippet()
            #expect(
                last.value == 4 && last.resultContent.dialog?.description == "d"
                    && last.resultContent.opensIntent != nil)
        }

        @Test("requestChoice returns the option the host chooses, by title or position; cancel and no answer throw")
        func aChoiceIsTheHostsAnswer() async throws {
            let byTitle = try await IntentPromptPolicy.$current.withValue(.answering(values: ["choice": "Keep"])) {
                try await ChooseLoafIntent().perform().value
            }
            #expect(byTitle == "Keep")
            let byPosition = try await IntentPromptPolicy.$current.withValue(.answering(values: ["choice": .int(2)])) {
                try await ChooseLoafIntent().perform().value
            }
            #expect(byPosition == "Discard")
            let asked = PromptLog()
            let policy = IntentPromptPolicy { prompt in
                await asked.record(prompt)
                return .choice(2)
            }
            await #expect(throws: AppIntentError.self) {
                try await IntentPromptPolicy.$current.withValue(policy) { try await ChooseLoafIntent().perform() }
            }
            let prompt = try #require(await asked.last)
            #expect(prompt.kind == .choice(options: ["Keep", "Discard", "Cancel"]))
            #expect(prompt.dialog?.description == "Keep the loaf?")
            do {
                _ = try await IntentPromptPolicy.$current.withValue(policy) { try await ChooseLoafIntent().perform() }
                Issue.record("choosing the cancel option did not throw")
            } catch let error as AppIntentError {
                #expect(error.code == .userCancelled)
            }
            do {
                _ = try await ChooseLoafIntent().perform()
                Issue.record("an unanswered choice did not throw")
            } catch let error as AppIntentError {
                #expect(error.code == .unanswered)
                #expect("\(error)".contains("'Keep', 'Discard', 'Cancel'"), "\(error)")
            }
        }

        @Test("a confirmation with a snippet intent is the host's answer; the snippet intent is not run")
        func aConfirmationWithASnippetIsTheHostsAnswer() async throws {
            try await IntentPromptPolicy.$current.withValue(.confirmAll) {
                try await ChooseLoafIntent().requestConfirmation(
                    actionName: .order, dialog: "Order?", snippetIntent: ReceiptSnippetIntent())
            }
            do {
                try await IntentPromptPolicy.$current.withValue(.denyAll) {
                    try await ChooseLoafIntent().requestConfirmation(snippetIntent: ReceiptSnippetIntent())
                }
                Issue.record("a denied confirmation did not throw")
            } catch let error as AppIntentError {
                #expect(error.code == .userCancelled)
            }
        }

        @Test("a value query's values(for:) runs as written")
        func aValueQueryRuns() async throws {
            let found = try await PeopleQuery().values(for: "Al")
            #expect(found.map(\.identifier) == [.applicationDefined("alan")])
            #expect(PeopleQuery.persistentIdentifier == "PeopleQuery")
            #expect(PeopleQuery.allowedExecutionTargets == [.main, .appIntentsExtension, .widgetKitExtension])
        }

        @Test("an options collection keeps its provider, title and image; a presentation compiles into a shortcut")
        func anOptionsCollectionKeepsItsParts() {
            struct Sizes: DynamicOptionsProvider {
                func results() async throws -> [Int] { [1, 2] }
            }
            struct Bake: AppIntent {
                static let title: LocalizedStringResource = "Bake"
                @Parameter(title: "Loaves") var loaves: Int
                func perform() async throws -> some IntentResult { .result() }
            }
            let collection = AppShortcutOptionsCollection(Sizes(), title: "Sizes", systemImageName: "number")
            #expect("\(collection.title)" == "Sizes" && collection.systemImageName == "number")
            #expect(AppShortcutOptionsCollection(Sizes(), title: "Sizes").systemImageName == nil)
            let shortcut = AppShortcut(
                intent: Bake(), phrases: ["Bake with \(.applicationName)"], shortTitle: "Bake",
                systemImageName: "oven",
                parameterPresentation: AppShortcutParameterPresentation(
                    for: \.$loaves, summary: AppShortcutParameterPresentationSummary("Bake \(\.$loaves)"),
                    optionsCollections: { collection }))
            #expect("\(shortcut)".contains("Bake"))
        }
    }
#endif
