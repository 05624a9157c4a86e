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
