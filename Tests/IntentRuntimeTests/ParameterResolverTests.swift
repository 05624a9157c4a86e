import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@Suite("Parameter resolvers and the date forms with an options provider")
struct ParameterResolverTests {
    @Test func aResolversClosureIsBuiltOnceAndItsResolversKeptInOrder() {
        let name = IntentParameter<String>(title: "Name") {
            Suffix(suffix: "!")
            Suffix(suffix: "?")
        }
        let kept = name.declaration.resolvers.compactMap { ($0 as? Suffix)?.suffix }
        #expect(kept == ["!", "?"])

        let none = IntentParameter<Int>(description: "Count", default: 2) {}
        #expect(none.declaration.resolvers.isEmpty)
        #expect(none.wrappedValue == 2)

        let weight = IntentParameter<Measurement<UnitMass>>(title: "Weight", defaultUnit: .kilograms) {
            Suffix(suffix: "kg")
        }
        #expect(weight.declaration.resolvers.count == 1)
    }

    @Test func aSpecificationIteratesItsResolversAndComparesThem() {
        typealias Builder = ResolverSpecificationBuilder<String>
        let two = Builder.buildBlock(Suffix(suffix: "a"), Suffix(suffix: "b"))
        #expect(Array(two).compactMap { ($0 as? Suffix)?.suffix } == ["a", "b"])

        let first = Builder.buildPartialBlock(first: Suffix(suffix: "a"))
        let accumulated = Builder.buildPartialBlock(accumulated: first, next: Suffix(suffix: "b"))
        let again = Builder.buildPartialBlock(
            accumulated: Builder.buildPartialBlock(first: Suffix(suffix: "a")), next: Suffix(suffix: "b"))
        let other = Builder.buildPartialBlock(
            accumulated: Builder.buildPartialBlock(first: Suffix(suffix: "a")), next: Suffix(suffix: "c"))
        #expect(accumulated == again)
        #expect(accumulated.hashValue == again.hashValue)
        #expect(accumulated != other)
        #expect(Array(accumulated).count == 2)

        #expect(Array(Builder.buildBlock()).isEmpty)
        #expect(Array(EmptyResolverSpecification<String>()).isEmpty)
        #expect(EmptyResolverSpecification<String>() == EmptyResolverSpecification<String>())
    }

    @Test func resolversConvertWhenCalled() async throws {
        let shouted = try await Suffix(suffix: "!").resolve(from: "rye", context: IntentParameterContext<String>())
        #expect(shouted == "rye!")
        let criteria = try await StringSearchCriteriaFromStringResolverSpecificification()
            .resolve(from: "sourdough", context: IntentParameterContext<StringSearchCriteria>())
        #expect(criteria?.term == "sourdough")
    }

    @Test func aParameterWithResolversDecodesItsOwnTypeFirst() async throws {
        let decoder = ParameterDecoder(intent: RegisteredIntent(BakeIntent.self), action: nil, enums: [])
        let instance = try await decoder.instantiate(with: ["loaf": "rye", "due": "2026-11-21T00:00:00Z"])
        let intent = try #require(instance as? BakeIntent)
        #expect(intent.loaf == "rye")
        #expect(intent.$loaf.declaration.resolvers.count == 1)
    }

    @Test func resolversConvertWhatTheParametersOwnTypeDoesNotTakeInTheirOrder() async throws {
        let decoder = ParameterDecoder(intent: RegisteredIntent(BakeIntent.self), action: nil, enums: [])
        let given: [String: InvocationValue] = ["loaf": "rye", "due": "2026-11-21T00:00:00Z"]
        for (text, loaves) in [("4", 4), ("three", 3), ("a dozen", 12)] {
            var values = given
            values["loaves"] = .string(text)
            let intent = try #require(try await decoder.instantiate(with: values) as? BakeIntent)
            #expect(intent.loaves == loaves, "\(text)")
        }
        // No resolver converts it: the parameter's own error.
        var values = given
        values["loaves"] = "many"
        await #expect {
            try await decoder.instantiate(with: values)
        } throws: { error in
            (error as? ParameterError)?.code == .wrongType && (error as? ParameterError)?.parameter == "loaves"
        }
        // A resolver that throws refuses the run, naming the parameter and the error.
        values["loaves"] = "burnt"
        await #expect {
            try await decoder.instantiate(with: values)
        } throws: { error in
            guard let error = error as? ParameterError else { return false }
            return error.code == .queryFailed && error.parameter == "loaves" && error.message.contains("oven")
        }
    }

    @Test func theNumericFormsWithAProviderOrWithoutARangeDecodeAndConvertAnInvocation() async throws {
        let decoder = ParameterDecoder(intent: RegisteredIntent(PortionIntent.self), action: nil, enums: [])
        let decoded = try #require(
            try await decoder.instantiate(with: ["count": 2, "heat": "hot", "rise": "long"]) as? PortionIntent)
        #expect(decoded.count == 2)
        #expect(decoded.heat == 250)
        #expect(decoded.rise == 90)
        let words = try #require(
            try await decoder.instantiate(with: ["count": "three", "heat": 180, "rise": 30]) as? PortionIntent)
        #expect(words.count == 3)
        #expect(words.heat == 180)
        #expect(words.rise == 30)
        // The provider's range still holds for a converted value.
        await #expect {
            try await decoder.instantiate(with: ["count": "a dozen", "heat": 180, "rise": 30])
        } throws: { error in
            (error as? ParameterError)?.parameter == "count"
        }
    }

    @Test func anEntityParameterTakesAnIdentifierOrWhatItsResolversFind() async throws {
        let host = entityHost([WeighFruitIntent.self])
        let byIdentifier = try await host.run(identifier: "WeighFruitIntent", parameters: ["fruit": "pear"])
        #expect(byIdentifier.value as? String == "Pear: 57 kcal")
        let byName = try await host.run(identifier: "WeighFruitIntent", parameters: ["fruit": "Plum"])
        #expect(byName.value as? String == "Plum: 46 kcal")
        let neither = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "WeighFruitIntent", parameters: ["fruit": "Kiwi"])
        }
        #expect(neither?.parameterError?.code == .entityNotFound)
    }

    @Test func theDateFormsWithAnOptionsProviderRefuseADateNotOffered() async throws {
        let decoder = ParameterDecoder(intent: RegisteredIntent(BakeIntent.self), action: nil, enums: [])
        let instance = try await decoder.instantiate(with: [
            "loaf": "rye", "due": "2026-11-21T00:00:00Z", "pickup": "2026-11-22T08:00:00Z",
        ])
        let intent = try #require(instance as? BakeIntent)
        #expect(intent.due == BakeDays.offered[0])
        #expect(intent.pickup == BakeDays.offered[1])

        for (name, date) in [("due", "2026-12-01T00:00:00Z"), ("pickup", "2026-12-01T00:00:00Z")] {
            var values: [String: InvocationValue] = ["loaf": "rye", "due": "2026-11-21T00:00:00Z"]
            values[name] = .string(date)
            await #expect {
                try await decoder.instantiate(with: values)
            } throws: { error in
                guard let error = error as? ParameterError else { return false }
                return error.code == .notAnOption && error.parameter == name
            }
        }
    }

    @Test func aDurationParameterCompilesAndARunThatSetsItIsRefused() async throws {
        let proof = IntentParameter<Duration>(title: "Proof", default: .seconds(90), defaultUnit: .minutes)
        #expect(proof.wrappedValue == .seconds(90))
        #expect(IntentParameter<Duration>.DurationUnit.allCases.count == 7)

        let decoder = ParameterDecoder(intent: RegisteredIntent(ProofIntent.self), action: nil, enums: [])
        let unset = try await decoder.instantiate(with: [:])
        #expect((unset as? ProofIntent)?.proof == .seconds(90))
        await #expect {
            try await decoder.instantiate(with: ["proof": "90"])
        } throws: { error in
            (error as? ParameterError)?.code == .unsupportedType
        }
    }
}

private struct ProofIntent: AppIntent {
    static let title: LocalizedStringResource = "Proof"

    @Parameter(title: "Proof", default: .seconds(90), defaultUnit: .minutes)
    var proof: Duration

    func perform() async throws -> some IntentResult { .result() }
}

/// Appends its suffix to a string.
private struct Suffix: Resolver {
    let suffix: String

    func resolve(from input: String, context: IntentParameterContext<String>) async throws -> String? {
        input + suffix
    }
}

/// Finds a fruit by its name.
private struct FruitByName: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Fruit>) async throws -> Fruit? {
        Fruit.all.first { $0.name == input }
    }
}

private struct WeighFruitIntent: AppIntent {
    static let title: LocalizedStringResource = "Weigh Fruit"

    @Parameter(title: "Fruit", requestDisambiguationDialog: "Which fruit?", resolvers: { FruitByName() })
    var fruit: Fruit

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(fruit.name): \(fruit.calories) kcal")
    }
}

/// Reads a number written as a word.
private struct NumberWord: Resolver {
    struct Burnt: Error, CustomStringConvertible {
        var description: String { "the oven is off" }
    }

    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        if input == "burnt" { throw Burnt() }
        return ["one": 1, "two": 2, "three": 3][input]
    }
}

/// Reads "a dozen".
private struct Dozen: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        input == "a dozen" ? 12 : nil
    }
}

/// The days a bakery bakes on.
private struct BakeDays: DynamicOptionsProvider {
    static let offered = [Date(timeIntervalSince1970: 1_795_219_200), Date(timeIntervalSince1970: 1_795_334_400)]

    func results() async throws -> [Date] { Self.offered }
}

private struct BakeIntent: AppIntent {
    static let title: LocalizedStringResource = "Bake"

    @Parameter(title: "Loaf", resolvers: { Suffix(suffix: " loaf") })
    var loaf: String

    @Parameter(
        title: "Loaves", default: 1, controlStyle: .stepper, inclusiveRange: (1, 24),
        resolvers: {
            NumberWord()
            Dozen()
        })
    var loaves: Int

    @Parameter(title: "Due", kind: .date, optionsProvider: BakeDays())
    var due: Date

    @Parameter(description: "Pick-up time", kind: .dateTime, optionsProvider: BakeDays())
    var pickup: Date?

    func perform() async throws -> some IntentResult { .result() }
}

/// A run's portion: Apple's `Int` form with a provider and resolvers, the `Double` form without a title, and the
/// `Int` form with a control style and resolvers but no range.
private struct PortionIntent: AppIntent {
    static let title: LocalizedStringResource = "Portion"

    @Parameter(
        title: "Count", controlStyle: .stepper, inclusiveRange: (1, 3), optionsProvider: PortionCounts(),
        resolvers: {
            NumberWord()
            Dozen()
        })
    var count: Int

    @Parameter(
        description: "Oven heat", default: 180, controlStyle: .slider, inclusiveRange: (100, 300),
        resolvers: { HeatWord() })
    var heat: Double

    @Parameter(title: "Rise", controlStyle: .field, resolvers: { RiseWord() })
    var rise: Int

    func perform() async throws -> some IntentResult { .result() }
}

private struct PortionCounts: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 3] }
}

/// "hot" is 250 degrees.
private struct HeatWord: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        input == "hot" ? 250 : nil
    }
}

/// A "long" rise is 90 minutes.
private struct RiseWord: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        input == "long" ? 90 : nil
    }
}
