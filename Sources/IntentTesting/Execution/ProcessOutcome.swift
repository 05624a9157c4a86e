import Foundation

/// How a host process ended and what it printed.
struct ProcessOutcome: Sendable {
    /// The exit status, or the signal's number when it was killed by one.
    var status: Int32
    /// Whether a signal ended it.
    var wasSignalled: Bool
    /// Whether it was killed for running longer than its timeout.
    var timedOut: Bool
    var standardOutput: String
    var standardError: String

    /// The last lines of standard error, for messages.
    var standardErrorTail: String {
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: true).suffix(6)
        return lines.isEmpty ? "(nothing)" : lines.joined(separator: "\n")
    }

    /// What the Swift runtime said when the process trapped (`Fatal error: …`, `Precondition
    /// failed: …`), ahead of the backtrace it prints; else the last lines of standard error.
    var crashReport: String {
        let markers = [
            "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Program crashed",
        ]
        let lines = standardError.split(separator: "\n", omittingEmptySubsequences: true)
            .filter { line in markers.contains { line.contains($0) } }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "* ")) }
        return lines.isEmpty ? standardErrorTail : lines.prefix(4).joined(separator: "\n")
    }
}
