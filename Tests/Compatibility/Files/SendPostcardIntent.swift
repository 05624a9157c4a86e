// A postcard app: writing a multi-line message and confirming before it is posted.
// API shapes: api-spec §2 (inputOptions: String.IntentInputOptions), §3 (requestConfirmation(result:…)).
import AppIntents

struct SendPostcardIntent: AppIntent {
    static let title: LocalizedStringResource = "Send Postcard"
    static let description = IntentDescription("Writes and sends a postcard to a friend.")

    @Parameter(title: "Recipient")
    var recipient: String

    @Parameter(
        title: "Message",
        inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true, autocorrect: true),
        requestValueDialog: "What should the postcard say?"
    )
    var message: String

    @Parameter(title: "Sign-off", default: "Love", inputOptions: .init(capitalizationType: .none))
    var signOff: String

    static var parameterSummary: some ParameterSummary {
        Summary("Send \(\.$message) to \(\.$recipient)") {
            \.$signOff
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(
            result: .result(dialog: "Send this postcard to \(recipient)?"),
            confirmationActionName: .continue
        )
        return .result(dialog: "Your postcard to \(recipient) is on its way. \(signOff)!")
    }
}
