// A bill-splitting app: when the currency is ambiguous the intent asks which one was meant, and a
// non-positive amount sends the person back to enter the amount again.
// API shapes: api-spec §2 (needsDisambiguationError(among:dialog:), needsValueError), §3 (.result(value:dialog:)).
import AppIntents

struct SplitBillIntent: AppIntent {
    static let title: LocalizedStringResource = "Split Bill"
    static let description = IntentDescription(
        "Splits a bill evenly between friends.",
        categoryName: "Money",
        searchKeywords: ["bill", "split", "share"]
    )

    @Parameter(title: "Total")
    var total: Double

    @Parameter(title: "Currency", default: "EUR")
    var currency: String

    @Parameter(title: "People", default: 2, inclusiveRange: (lowerBound: 2, upperBound: 20))
    var people: Int

    private static let knownCurrencies = ["EUR", "USD", "GBP", "CHF"]

    static var parameterSummary: some ParameterSummary {
        Summary("Split \(\.$total) \(\.$currency) between \(\.$people) people")
    }

    func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
        guard total > 0 else {
            throw $total.needsValueError("How much was the bill?")
        }
        let code = currency.uppercased()
        guard Self.knownCurrencies.contains(code) else {
            let close = Self.knownCurrencies.filter { $0.first == code.first }
            throw $currency.needsDisambiguationError(
                among: close.isEmpty ? Self.knownCurrencies : close,
                dialog: "Which currency did you mean?"
            )
        }
        let share = (total / Double(people) * 100).rounded() / 100
        return .result(value: share, dialog: "Each person pays \(share) \(code).")
    }
}
