import IntentRuntime
import Testing

/// Counts a run's performs: each run gets its own counter through the intent's parameter.
final class PerformCounter: Sendable {
    private let count = Locked(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

struct DiscardFruitIntent: AppIntent {
    static let title: LocalizedStringResource = "Discard"

    @Parameter(title: "Fruit")
    var fruit: Fruit

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .do, dialog: "Discard \(fruit)?")
        return .result(dialog: "Discarded \(fruit)")
    }
}

struct WeighIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh"

    @Parameter(title: "Grams")
    var grams: Int?

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        guard let grams else { throw $grams.needsValueError("How many grams?") }
        return .result(value: grams)
    }
}

struct AskAgeIntent: AppIntent {
    static let title: LocalizedStringResource = "Ask Age"

    @Parameter(title: "Fruit")
    var fruit: Fruit?

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let fruit = try await $fruit.requestValue("Which fruit?")
        return .result(value: "\(fruit.name): \(fruit.calories)")
    }
}

struct PickFruitIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick"

    @Parameter(title: "Fruit")
    var fruit: Fruit?

    func perform() async throws -> some IntentResult & ReturnsValue<Fruit> {
        guard let fruit else {
            throw $fruit.needsDisambiguationError(among: [Fruit.all[0], Fruit.all[1]], dialog: "Which one?")
        }
        return .result(value: fruit)
    }
}

/// Asks for a value on every perform, answered or not: the runtime stops performing it again.
struct InsatiableIntent: AppIntent {
    static let title: LocalizedStringResource = "Insatiable"

    @Parameter(title: "More")
    var more: Int?

    func perform() async throws -> some IntentResult {
        guard more == -1 else { throw $more.needsValueError("More?") }
        return .result()
    }
}

/// Asks to confirm, and nothing else: performed directly, outside any host.
struct ConfirmOnlyIntent: AppIntent {
    static let title: LocalizedStringResource = "Confirm only"

    func perform() async throws -> some IntentResult {
        try await requestConfirmation()
        return .result()
    }
}

/// A snippet intent that returns a value, as a confirmation with a snippet shows it; counts its performs.
struct CountSnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Count snippet"
    var counter = PerformCounter()

    func perform() async throws -> some ShowsSnippetView & ReturnsValue<Int> {
        counter.add()
        return .result(value: 3)
    }
}

/// Asks to confirm with a snippet, once without and once with its value.
struct SnippetConfirmIntent: AppIntent {
    static let title: LocalizedStringResource = "Snippet confirm"
    var counter = PerformCounter()

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let snippet = CountSnippetIntent(counter: counter)
        try await requestConfirmation(actionName: .order, dialog: "Order?", snippetIntent: snippet) as Void
        let chosen: Int = try await requestConfirmation(dialog: "Again?", snippetIntent: snippet)
        return .result(value: chosen)
    }
}

@Suite("Questions perform() asks: confirmations, values, choices")
struct IntentPromptTests {
    @Test func aConfirmationIsAnsweredByThePolicyOrFailsNamingTheQuestion() async throws {
        let parameters: [String: InvocationValue] = ["fruit": "plum"]
        let confirmed = try await entityHost([DiscardFruitIntent.self], prompts: .confirmAll)
            .run(identifier: "DiscardFruitIntent", parameters: parameters)
        #expect(confirmed.phase == .succeeded)
        #expect(confirmed.dialog?.description == "Discarded Plum")

        let denied = try await entityHost([DiscardFruitIntent.self], prompts: .denyAll)
            .run(identifier: "DiscardFruitIntent", parameters: parameters)
        #expect(denied.phase == .failed)
        #expect((denied.error as? AppIntentError)?.code == .userCancelled)

        let unanswered = try await entityHost([DiscardFruitIntent.self])
            .run(identifier: "DiscardFruitIntent", parameters: parameters)
        #expect(unanswered.phase == .failed)
        let error = try #require(unanswered.error as? AppIntentError)
        #expect(error.code == .unanswered)
        #expect(
            error.message
                == "DiscardFruitIntent asked for a confirmation (Do) \"Discard Plum?\", and the host answers no "
                + "confirmations; answer it with --confirm yes|no or an IntentPromptPolicy"
        )
    }

    /// Apple's API (AppleAPI) asks, the engine's `IntentPromptPolicy` answers: AppleAPI finds the policy type by its
    /// mangled name, as ActivityKit's API finds the engine's Live Activity center, so no run need install it first.
    @Test func appleAPIReachesTheEnginesPolicyWithoutAHost() async throws {
        let found = try #require(PromptBinding.engineType)
        #expect(ObjectIdentifier(found) == ObjectIdentifier(IntentPromptPolicy.self))
        _ = try await IntentPromptPolicy.$current.withValue(.confirmAll) { try await ConfirmOnlyIntent().perform() }
        let denied = await #expect(throws: AppIntentError.self) {
            _ = try await IntentPromptPolicy.$current.withValue(.denyAll) { try await ConfirmOnlyIntent().perform() }
        }
        #expect(denied?.code == .userCancelled)
        let unanswered = await #expect(throws: AppIntentError.self) { _ = try await ConfirmOnlyIntent().perform() }
        #expect(unanswered?.code == .unanswered)
        #expect(unanswered?.prompt?.kind == .confirmation(actionName: ConfirmationActionName.continue.name))
    }

    @Test func aConfirmationWithASnippetPerformsTheSnippetIntentOnceConfirmed() async throws {
        let confirmed = SnippetConfirmIntent()
        let result = try await IntentPromptPolicy.$current.withValue(.confirmAll) { try await confirmed.perform() }
        #expect(result.value == 3)
        #expect(confirmed.counter.value == 2)
        let denied = SnippetConfirmIntent()
        let refusal = await #expect(throws: AppIntentError.self) {
            _ = try await IntentPromptPolicy.$current.withValue(.denyAll) { try await denied.perform() }
        }
        #expect(refusal?.code == .userCancelled)
        #expect(denied.counter.value == 0)
    }

    @Test func theCallersPolicyAppliesWhenTheHostHasNone() async throws {
        let host = entityHost([DiscardFruitIntent.self])
        let outcome = try await IntentPromptPolicy.$current.withValue(.confirmAll) {
            try await host.run(identifier: "DiscardFruitIntent", parameters: ["fruit": "pear"])
        }
        #expect(outcome.phase == .succeeded)
    }

    @Test func aNeedsValueErrorIsAnsweredAndTheIntentPerformsAgain() async throws {
        let answered = try await entityHost([WeighIntent.self], prompts: .answering(values: ["grams": "250"]))
            .run(identifier: "WeighIntent")
        #expect(answered.phase == .succeeded)
        #expect(answered.value as? Int == 250)

        let unanswered = try await entityHost([WeighIntent.self]).run(identifier: "WeighIntent")
        let error = try #require(unanswered.error as? AppIntentError)
        #expect(error.code == .needsValue)
        #expect(error.prompt?.kind == .value(parameter: "grams"))
        #expect(error.message.contains("--answer grams=<value>"))

        let wrongType = try await entityHost([WeighIntent.self], prompts: .answering(values: ["grams": "heavy"]))
            .run(identifier: "WeighIntent")
        #expect(wrongType.phase == .failed)
        #expect((wrongType.error as? ParameterError)?.code == .wrongType)
    }

    @Test func aValueRequestFindsAnEntityThroughItsQuery() async throws {
        let outcome = try await entityHost([AskAgeIntent.self], prompts: .answering(values: ["fruit": "pear"]))
            .run(identifier: "AskAgeIntent")
        #expect(outcome.value as? String == "Pear: 57")
    }

    @Test func aDisambiguationIsAnsweredByTitleOrPosition() async throws {
        for choice: InvocationValue in ["Pear", 2, "2"] {
            let outcome = try await entityHost([PickFruitIntent.self], prompts: .answering(values: ["fruit": choice]))
                .run(identifier: "PickFruitIntent")
            #expect((outcome.value as? Fruit)?.id == "pear", "answer \(choice)")
        }
        let unanswered = try await entityHost([PickFruitIntent.self]).run(identifier: "PickFruitIntent")
        let error = try #require(unanswered.error as? AppIntentError)
        #expect(error.prompt?.kind == .disambiguation(parameter: "fruit", options: ["Apple", "Pear"]))
    }

    @Test func anIntentThatKeepsAskingFailsAfterTheLastRestart() async throws {
        let counter = PerformCounter()
        let policy = IntentPromptPolicy { _ in
            counter.add()
            return .value(1)
        }
        let outcome = try await entityHost([InsatiableIntent.self], prompts: policy).run(identifier: "InsatiableIntent")
        #expect(outcome.phase == .failed)
        #expect((outcome.error as? AppIntentError)?.code == .needsValue)
        #expect(counter.value == 8)
    }
}
