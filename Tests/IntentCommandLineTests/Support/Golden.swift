import Foundation
import MetadataTestSupport
import Testing

/// One end-to-end case: a command line whose stdout, stderr and exit status are compared with a
/// golden file under `Goldens/`.
///
/// The golden file is what `intents` printed when it was last reviewed; regenerate every golden
/// file with `UPDATE_GOLDENS=1 swift test --filter IntentCommandLineTests`, then read the diff.
struct GoldenCase: Sendable, CustomTestStringConvertible {
    /// The golden file's name, without extension.
    var name: String

    /// The arguments after `intents`.
    var arguments: [String]

    /// Standard input, if any.
    var standardInput: String? = nil

    /// Environment variables to add.
    var environment: [String: String] = [:]

    /// Commands to run first, in the same app-group directory (their output is not compared).
    var setUp: [[String]] = []

    var testDescription: String { "intents " + arguments.joined(separator: " ") }

    /// The golden file's location.
    var goldenURL: URL {
        IntentsProcess.repositoryRoot
            .appendingPathComponent("Tests/IntentCommandLineTests/Goldens")
            .appendingPathComponent(name + ".txt")
    }

    /// The text a run is compared as: command, exit status, stdout, stderr.
    static func transcript(arguments: [String], outcome: IntentsProcess.Outcome, scratch: URL) -> String {
        func normalize(_ text: String) -> String {
            var text = text.replacingOccurrences(of: scratch.path, with: "$TMP")
            if let corpus = MetadataCorpus.directory?.standardizedFileURL.path {
                text = text.replacingOccurrences(of: corpus, with: "$CORPUS")
            }
            text = text.replacingOccurrences(of: IntentsProcess.repositoryRoot.path, with: "$ROOT")
            // Widget entries carry the date they were made: the time of the run, not part of the output.
            return text.replacingOccurrences(
                of: #""\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z""#, with: "\"$DATE\"", options: .regularExpression)
        }
        let command = (["intents"] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }.joined(separator: " ")
        return """
            $ \(normalize(command))
            --- exit status: \(outcome.status)
            --- stdout
            \(normalize(outcome.standardOutput))--- stderr
            \(normalize(outcome.standardError))--- end

            """
    }

    /// Whether goldens are being regenerated rather than compared.
    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}

/// Compares actual text with a golden file, or rewrites the file under `UPDATE_GOLDENS=1`.
func expectGolden(_ actual: String, at url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    if GoldenCase.updating {
        try Data(actual.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        let message = "missing golden file \(url.lastPathComponent); run with UPDATE_GOLDENS=1 to create it.\n\(actual)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        let message =
            "\(url.lastPathComponent) differs (UPDATE_GOLDENS=1 regenerates it).\n"
            + firstDifference(expected: expected, actual: actual)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

/// A short, line-based description of where two texts first differ.
func firstDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(expectedLines.count, actualLines.count) {
        let left = index < expectedLines.count ? String(expectedLines[index]) : "<end>"
        let right = index < actualLines.count ? String(actualLines[index]) : "<end>"
        if left != right {
            return "line \(index + 1):\n  expected: \(left)\n  actual:   \(right)\n--- actual output:\n\(actual)"
        }
    }
    return ""
}
