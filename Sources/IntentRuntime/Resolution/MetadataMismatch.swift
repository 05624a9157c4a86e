import IntentMetadata

/// Why checked-in metadata does not match the registered intents: what
/// ``IntentRegistry/verifyMetadata(at:hostBundleIdentifier:)`` and ``IntentHost/verifyMetadata()`` throw.
///
/// Its description lists every finding, one a line, as `intents validate --strict` prints them, so a failing test
/// says what to fix.
public struct MetadataMismatch: Error, Sendable, CustomStringConvertible {
    /// What resolution found: unresolved actions, intents without metadata, identifiers two bundles resolve to
    /// different types, registered copies that never run, parameters metadata and Swift disagree on.
    public let findings: [ResolutionDiagnostic]

    /// Files that could not be loaded, or why there was nothing to check.
    public let problems: [String]

    /// Creates a mismatch.
    /// - Parameters:
    ///   - findings: The resolution's findings.
    ///   - problems: Files that could not be loaded, or why there was nothing to check.
    public init(findings: [ResolutionDiagnostic], problems: [String] = []) {
        self.findings = findings
        self.problems = problems
    }

    /// `the metadata does not match the registered intents: …`, then one finding a line.
    public var description: String {
        let count = findings.count + problems.count
        let lines = problems.map { "error: \($0)" } + findings.map(\.description)
        return "the metadata does not match the registered intents (\(count) finding\(count == 1 ? "" : "s")):\n"
            + lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
