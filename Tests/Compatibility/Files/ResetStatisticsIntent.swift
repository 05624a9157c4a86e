// A step-counter app: resetting statistics asks first, and the dialogs use the richer initializers.
// API shapes: api-spec §3 (requestConfirmation(), IntentDialog(_:), IntentDialog(full:supporting:),
// IntentDialog(stringLiteral:), errors conforming to CustomLocalizedStringResourceConvertible).
import AppIntents

enum StatisticsError: Error, CustomLocalizedStringResourceConvertible {
    case nothingToReset

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case .nothingToReset: "There are no statistics to reset yet."
        }
    }
}

actor StepHistory {
    static let shared = StepHistory()

    private var days: [Int] = [8_200, 10_450, 6_900]

    func total() -> Int { days.reduce(0, +) }

    func reset() -> Int {
        defer { days.removeAll() }
        return days.count
    }
}

struct ResetStatisticsIntent: AppIntent {
    static let title: LocalizedStringResource = "Reset Statistics"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await StepHistory.shared.total() > 0 else {
            throw StatisticsError.nothingToReset
        }
        try await requestConfirmation()
        let days = await StepHistory.shared.reset()
        if days == 1 {
            return .result(dialog: IntentDialog("Cleared one day of steps."))
        }
        return .result(
            dialog: IntentDialog(full: "Cleared \(days) days of step statistics.", supporting: "Cleared \(days) days."))
    }
}

struct StepTotalIntent: AppIntent {
    static let title: LocalizedStringResource = "Step Total"

    func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
        let total = await StepHistory.shared.total()
        let message = total > 20_000 ? "Great week: \(total) steps." : "\(total) steps so far."
        return .result(value: total, dialog: IntentDialog(stringLiteral: message))
    }
}
