// A quotes app: an action that takes the previous Shortcuts action's text as input and opens the app.
// API shapes: api-spec §2 (inputConnectionBehavior: .connectToPreviousIntentResult), §3 (IntentDescription
// as a string literal, openAppWhenRun, isDiscoverable, authenticationPolicy).
import AppIntents

struct ShareQuoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Share Quote"
    static let description: IntentDescription = "Opens the app ready to share a quote."
    static let openAppWhenRun: Bool = true
    static let isDiscoverable = true
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Quote", inputConnectionBehavior: .connectToPreviousIntentResult)
    var quote: String?

    @Parameter(title: "Author")
    var author: String?

    @MainActor
    func perform() async throws -> some IntentResult {
        QuoteComposer.shared.draft = [quote, author.map { "— \($0)" }].compactMap { $0 }.joined(separator: "\n")
        return .result()
    }
}

@MainActor
final class QuoteComposer {
    static let shared = QuoteComposer()

    var draft = ""
}
