import IntentRuntime
import Testing

struct SummarizedIntent: AppIntent {
    static let title: LocalizedStringResource = "Summarized"

    @Parameter(title: "Fruit")
    var fruit: Fruit

    @Parameter(title: "Crate")
    var crate: Crate?

    @Parameter(title: "Ripeness", default: .ripe)
    var ripeness: Ripeness

    @Parameter(title: "Count", default: 1)
    var count: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$crate, .hasAnyValue) {
            Switch(\.$ripeness) {
                Case(.green) {
                    Summary("Store \(\.$count) green \(\.$fruit) in \(\.$crate)")
                }
                DefaultCase {
                    Summary("Pack \(\.$fruit) in \(\.$crate)") {
                        \.$count
                        \.$ripeness
                    }
                }
            }
        } otherwise: {
            Summary("Eat \(\.$fruit)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

struct CountedIntent: AppIntent {
    static let title: LocalizedStringResource = "Counted"

    @Parameter(title: "Count", default: 1)
    var count: Int

    static var parameterSummary: some ParameterSummary {
        When(\.$count, .greaterThan, 1) {
            Summary("Repeat \(\.$count) times")
        } otherwise: {
            Summary { \.$count }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

/// Summaries chosen by the widget's family and by an entity identifier's text.
struct FamilyAndIdentifierIntent: AppIntent {
    static let title: LocalizedStringResource = "Family and identifier"

    @Parameter(title: "Fruit")
    var fruit: Fruit

    @Parameter(title: "Count", default: 1)
    var count: Int

    static var parameterSummary: some ParameterSummary {
        When(widgetFamily: .oneOf, [.systemSmall, .accessoryInline]) {
            Summary("Small \(\.$count)")
        } otherwise: {
            When(\.$fruit, identifier: .hasPrefix, "apple") {
                Summary("Bite \(\.$fruit)")
            } otherwise: {
                Summary("Peel \(\.$fruit)")
            }
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

@Suite("Parameter summaries")
struct ParameterSummaryTests {
    @Test func aSummaryTreeNamesParametersByTheirProperties() throws {
        let node = try #require(SummarizedIntent.parameterSummaryNode)
        guard case .when(let parameter, let comparison, let value, let then, let otherwise) = node else {
            Issue.record("expected a When at the top, got \(node)")
            return
        }
        #expect(parameter == "crate" && comparison == .hasAnyValue && value == nil)
        #expect(
            otherwise
                == .summary(sentence: "Eat ${fruit}", sentenceParameters: ["fruit"], otherParameters: [], table: nil))
        guard case .switchOn(let switched, let cases) = then else {
            Issue.record("expected a Switch in the When branch, got \(then)")
            return
        }
        #expect(switched == "ripeness")
        #expect(cases.map(\.isDefault) == [false, true])
        #expect(cases[0].values == [.enumCase(type: "Ripeness", identifier: "green")])
        #expect(
            cases[0].node
                == .summary(
                    sentence: "Store ${count} green ${fruit} in ${crate}",
                    sentenceParameters: ["count", "fruit", "crate"],
                    otherParameters: [],
                    table: nil
                )
        )
        #expect(
            cases[1].node
                == .summary(
                    sentence: "Pack ${fruit} in ${crate}",
                    sentenceParameters: ["fruit", "crate"],
                    otherParameters: ["count", "ripeness"],
                    table: nil
                )
        )
    }

    @Test func comparisonsKeepTheirValuesAndAListWithoutASentence() throws {
        let node = try #require(CountedIntent.parameterSummaryNode)
        guard case .when(_, let comparison, let value, _, let otherwise) = node else {
            Issue.record("expected a When, got \(node)")
            return
        }
        #expect(comparison == .greaterThan)
        #expect(value == .int(1))
        #expect(otherwise == .summary(sentence: nil, sentenceParameters: [], otherParameters: ["count"], table: nil))
    }

    @Test func aWidgetFamilyConditionReadsAsItsOtherwiseAndAnIdentifierIsComparedAsText() throws {
        let node = try #require(FamilyAndIdentifierIntent.parameterSummaryNode)
        // No widget shows the summary here: the family's `When` is its `otherwise`, the identifier's `When` itself.
        guard case .when(let parameter, let comparison, let value, let then, let otherwise) = node else {
            Issue.record("expected the identifier's When at the top, got \(node)")
            return
        }
        #expect(parameter == "fruit" && comparison == .hasPrefix && value == .string("apple"))
        #expect(
            then == .summary(sentence: "Bite ${fruit}", sentenceParameters: ["fruit"], otherParameters: [], table: nil))
        #expect(
            otherwise
                == .summary(sentence: "Peel ${fruit}", sentenceParameters: ["fruit"], otherParameters: [], table: nil))
        #expect(ParameterSummaryComparison.hasPrefix.rawValue == 12)
    }

    @Test func anIntentWithoutASummaryHasNone() {
        #expect(EatFruitIntent.parameterSummaryNode == nil)
    }
}
