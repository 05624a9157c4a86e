// A snippets app that moved its old SiriKit intent to App Intents, keeping the old class name so
// existing shortcuts keep working, and throwing the app's own errors.
// API shapes: api-spec §6 (CustomIntentMigratedAppIntent), §3 (errors with localizedStringResource).
import AppIntents

struct SnippetNotFound: Error, CustomLocalizedStringResourceConvertible {
    let localizedStringResource: LocalizedStringResource

    init(query: String) {
        localizedStringResource = "No snippet matches “\(query)”."
    }
}

struct FindSnippetIntent: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "FindSnippetIntent"

    static let title: LocalizedStringResource = "Find Snippet"
    static let description = IntentDescription(
        """
        Finds a saved text snippet by a word it contains.
        The snippet's text is returned for use in later actions.
        """)

    @Parameter(title: "Search")
    var search: String

    @Parameter(title: "Case Sensitive", default: false)
    var caseSensitive: Bool

    static var parameterSummary: some ParameterSummary {
        Summary("Find snippet containing \(\.$search)") {
            \.$caseSensitive
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let snippets = ["Meeting link: https://example.com/room", "Address: 1 Harbour Road", "Wi-Fi: guest"]
        let match = snippets.first { snippet in
            caseSensitive ? snippet.contains(search) : snippet.localizedCaseInsensitiveContains(search)
        }
        guard let match else {
            throw SnippetNotFound(query: search)
        }
        return .result(value: match)
    }
}
