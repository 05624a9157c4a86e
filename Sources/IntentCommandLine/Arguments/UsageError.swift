/// A command line the parser refused: an unknown command or option, a missing value.
///
/// Reported as `error: <message>` followed by the command's usage line, exit status 64.
struct UsageError: Error, Sendable, Equatable {
    /// What was wrong, with a suggestion when one is close.
    var message: String

    /// The command whose usage to show; `nil` for the top level.
    var command: String?
}
