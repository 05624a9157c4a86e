import Foundation
import IntentRuntime
import Testing

@Suite("What a resolver's context and a parameter tell: AnyIntentValue, IntentParameterContext, dateKind")
struct ParameterContextTests {
    @Test func aParameterIsAnAnyIntentValueWithItsTitleAndOptionality() {
        func read<P: AnyIntentValue>(_ value: P) -> (title: String, isOptional: Bool) {
            (value.title.key, value.isOptional)
        }
        let note = read(IntentParameter<String?>(title: "Note"))
        #expect(note.title == "Note" && note.isOptional)
        let count = read(IntentParameter<Int>(title: "Count", default: 1))
        #expect(count.title == "Count" && !count.isOptional)
        let empty = read(IntentParameterContext<String>())
        #expect(empty.title.isEmpty && !empty.isOptional)
    }

    @Test func aDateParameterTellsTheKindItsDeclarationGave() {
        #expect(IntentParameter<Date>(title: "Due", kind: .time).dateKind == .time)
        #expect(IntentParameter<DateComponents?>(title: "Day", kind: .date).dateKind == .date)
        #expect(IntentParameter<Date?>(title: "Due", kind: .dateTime).dateKind == .dateTime)
        // A declaration without `kind:` is the general initializer's here: it declares no kind.
        #expect(IntentParameter<Date?>(title: "Due").dateKind == nil)
        #expect(IntentParameter<Date?>().dateKind == nil)
    }

    @Test func aResolverIsToldTheParametersTitleOptionalityAndDeclaration() async throws {
        let due = IntentParameter<Date?>(title: "Due", kind: .date) { KindEcho() }
        let day = try #require(try await due.resolvedValue(from: 0))
        // 1: the kind was `.date`; 10: the title was "Due"; 100: the parameter is optional.
        #expect(day == Date(timeIntervalSince1970: 111))

        let heat = IntentParameter<Double>(title: "Heat", controlStyle: .slider, inclusiveRange: (0, 300)) {
            StyleEcho()
        }
        #expect(try await heat.resolvedValue(from: "x") == 1)
        let plain = IntentParameter<Double>(title: "Heat", inclusiveRange: (0, 300)) { StyleEcho() }
        #expect(try await plain.resolvedValue(from: "x") == 0)

        let lights = IntentParameter<Bool>(title: "Lights", displayName: .init(true: "On", false: "Off")) {
            NameEcho()
        }
        #expect(try await lights.resolvedValue(from: "x") == true)
        let unnamed = IntentParameter<Bool>(title: "Lights") { NameEcho() }
        #expect(try await unnamed.resolvedValue(from: "x") == false)
    }

    @Test func aNumericResolverIsToldTheInclusiveRangeItsDeclarationGave() async throws {
        let count = IntentParameter<Int>(title: "Count", inclusiveRange: (2, 9)) { IntRangeEcho() }
        #expect(try await count.resolvedValue(from: "x") == 11)
        let unbounded = IntentParameter<Int>(title: "Count", controlStyle: .field) { IntRangeEcho() }
        #expect(try await unbounded.resolvedValue(from: "x") == -1)
        // Apple's `Int` form with a provider and resolvers (no default).
        let picked = IntentParameter<Int>(
            title: "Count", controlStyle: .stepper, inclusiveRange: (1, 3), optionsProvider: CountOptions()
        ) { IntRangeEcho() }
        #expect(try await picked.resolvedValue(from: "x") == 4)
        #expect(picked.declaration.controlStyle == .stepper)
        // The `Double` form titled after its property.
        let heat = IntentParameter<Double>(description: "Heat", default: 20, inclusiveRange: (0.5, 1.5)) {
            DoubleRangeEcho()
        }
        #expect(try await heat.resolvedValue(from: "x") == 2)
    }

    @Test func aCurrencyResolverIsToldTheCodesAndRangeItsDeclarationGave() async throws {
        let price = IntentParameter<IntentCurrencyAmount>(
            title: "Price", currencyCodes: ["EUR", "USD"], inclusiveRange: (1, 50), optionsProvider: PriceOptions()
        ) { CurrencyEcho() }
        let resolved = try #require(try await price.resolvedValue(from: "x"))
        #expect(resolved == IntentCurrencyAmount(amount: 50, currencyCode: "EUR,USD"))
        let plain = IntentParameter<IntentCurrencyAmount?>(title: "Tip", default: nil, currencyCodes: [])
        #expect(plain.context(for: IntentCurrencyAmount.self).currencyCodes == [])
        #expect(plain.context(for: IntentCurrencyAmount.self).inclusiveRange == nil)
        // Declared by the general form: no `currencyCodes:`, so none is told.
        let general = IntentParameter<IntentCurrencyAmount>(title: "Tip")
        #expect(general.context(for: IntentCurrencyAmount.self).currencyCodes == nil)
    }

    @Test func aPersonResolverIsToldTheModeItsDeclarationGave() async throws {
        let recipient = IntentParameter<IntentPerson>(title: "Recipient", mode: .email) { PersonEcho() }
        let person = try #require(try await recipient.resolvedValue(from: "x"))
        #expect(person.handle?.value == .emailAddress("email"))
        let anyone = IntentParameter<IntentPerson?>(description: "Who", mode: .phone, optionsProvider: PeopleOptions())
        #expect(anyone.context(for: IntentPerson.self).parameterMode == .phone)
        #expect(IntentParameter<IntentPerson>(title: "Who").context(for: IntentPerson.self).parameterMode == nil)
    }

    @Test func aMeasurementParameterTellsItsDefaultUnitAndItsContextTheLocaleFlag() {
        let plot = IntentParameter<Measurement<UnitArea>>(
            title: "Plot", defaultUnit: .acres, defaultUnitAdjustForLocale: true)
        #expect(plot.defaultUnit == .acres)
        #expect(plot.context(for: Measurement<UnitArea>.self).unitAdjustForLocale == true)
        let water = IntentParameter<Measurement<UnitVolume>?>(description: "Water", unit: .liters) {}
        #expect(water.defaultUnit == nil)
        #expect(water.context(for: Measurement<UnitVolume>.self).unitAdjustForLocale == false)
        // Declared by the general form: no unit, no flag.
        let plain = IntentParameter<Measurement<UnitVolume>>(title: "Water")
        #expect(plain.defaultUnit == nil)
        #expect(plain.context(for: Measurement<UnitVolume>.self).unitAdjustForLocale == nil)
    }

    @Test func aContextWithoutAParameterCannotAskForAValue() async {
        await #expect(throws: AppIntentError.self) {
            _ = try await IntentParameterContext<Int>().requestValue("How many?")
        }
    }

    @Test func aResolversContextAsksThroughItsParameterAndThrowsWhatTheParameterThrows() async {
        // Outside a run the host answers nothing: the parameter's own request throws, and the context passes it on.
        let count = IntentParameter<Int?>(title: "Count") { AskingResolver() }
        await #expect(throws: AppIntentError.self) {
            _ = try await count.resolvedValue(from: "ask")
        }
    }
}

/// Encodes what its context says in the date it returns: 1, 2, 3 for `.date`, `.time`, `.dateTime`; plus 10 when
/// the title is "Due"; plus 100 when the parameter is optional.
private struct KindEcho: Resolver {
    func resolve(from input: Int, context: IntentParameterContext<Date>) async throws -> Date? {
        let kind: Double =
            switch context.dateKind {
            case .date?: 1
            case .time?: 2
            case .dateTime?: 3
            case nil: 0
            }
        let title: Double = context.title.key == "Due" ? 10 : 0
        let optional: Double = context.isOptional ? 100 : 0
        return Date(timeIntervalSince1970: kind + title + optional)
    }
}

/// 1 when its parameter declared the slider style, else 0.
private struct StyleEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        context.controlStyle == .slider ? 1 : 0
    }
}

/// Whether its parameter named `true` "On".
private struct NameEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Bool>) async throws -> Bool? {
        context.displayName?.true.key == "On"
    }
}

/// Asks for the parameter's value through its context.
private struct AskingResolver: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        try await context.requestValue("How many?")
    }
}

/// Returns the sum of the bounds its context tells, or -1 when it tells none.
private struct IntRangeEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        context.inclusiveRange.map { $0.lowerBound + $0.upperBound } ?? -1
    }
}

/// Returns the sum of the bounds its context tells, or -1 when it tells none.
private struct DoubleRangeEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        context.inclusiveRange.map { $0.lowerBound + $0.upperBound } ?? -1
    }
}

private struct CountOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { [1, 2, 3] }
}

private struct PriceOptions: DynamicOptionsProvider {
    func results() async throws -> [IntentCurrencyAmount] { [IntentCurrencyAmount(amount: 5, currencyCode: "EUR")] }
}

private struct PeopleOptions: DynamicOptionsProvider {
    func results() async throws -> [IntentPerson] { [] }
}

/// Returns the upper bound its context tells, in the currencies it tells joined by commas.
private struct CurrencyEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<IntentCurrencyAmount>) async throws
        -> IntentCurrencyAmount?
    {
        guard let range = context.inclusiveRange, let codes = context.currencyCodes else { return nil }
        return IntentCurrencyAmount(amount: range.upperBound, currencyCode: codes.joined(separator: ","))
    }
}

/// Returns a person whose email address is the name of the mode its context tells.
private struct PersonEcho: Resolver {
    func resolve(from input: String, context: IntentParameterContext<IntentPerson>) async throws -> IntentPerson? {
        guard let mode = context.parameterMode else { return nil }
        return IntentPerson(handle: IntentPerson.Handle(emailAddress: mode.rawValue))
    }
}
