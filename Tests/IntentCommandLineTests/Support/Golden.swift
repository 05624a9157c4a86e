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

    /// Environment variables to add for the set-up commands only (such as an earlier
    /// `INTENTS_NOW`, to see Live Activities age).
    var setUpEnvironment: [String: String] = [:]

    var testDescription: String { "intents " + arguments.joined(separator: " ") }

    /// The golden file's location.
    var goldenURL: URL {
        IntentsProcess.repositoryRoot
            .appendingPathComponent("Tests/IntentCommandLineTests/Goldens")
            .appendingPathComponent(name + ".txt")
    }

    /// The text a run is compared as: command, exit status, stdout, stderr.
    static func transcript(arguments: [String], outcome: IntentsProcess.Outcome, scratch: URL) -> String {
        var uuids: [String: String] = [:]
        func normalize(_ text: String) -> String {
            var text = text.replacingOccurrences(of: scratch.path, with: "$TMP")
            if let corpus = MetadataCorpus.directory?.standardizedFileURL.path {
                text = text.replacingOccurrences(of: corpus, with: "$CORPUS")
            }
            text = numberUUIDs(
                text.replacingOccurrences(of: IntentsProcess.repositoryRoot.path, with: "$ROOT"), names: &uuids)
            return replacingTimesOfTheRun(in: text)
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

    /// Replaces the ISO 8601 times within an hour of now by `$DATE`: widget entries carry the time
    /// they were made, which is not part of the output. Times on a frozen clock (`INTENTS_NOW`)
    /// are far from now and stay.
    static func replacingTimesOfTheRun(in text: String) -> String {
        let pattern = #""\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z""#
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: pattern, options: .regularExpression) {
            result += rest[..<range.lowerBound]
            let quoted = rest[range]
            let date = try? Date(String(quoted.dropFirst().dropLast()), strategy: .iso8601)
            result += date.map { abs($0.timeIntervalSinceNow) < 3600 } == true ? "\"$DATE\"" : String(quoted)
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Replaces each distinct UUID (a Live Activity's identifier) with `<uuid-1>`, `<uuid-2>`…
    /// in order of first appearance, so transcripts compare across runs.
    static func numberUUIDs(_ text: String, names: inout [String: String]) -> String {
        let hex = Set("0123456789ABCDEF")
        let groups = [8, 4, 4, 4, 12]
        let characters = Array(text)
        var result = ""
        var index = 0
        while index < characters.count {
            var end = index
            var matched = true
            for (number, length) in groups.enumerated() {
                if number > 0 {
                    guard end < characters.count, characters[end] == "-" else {
                        matched = false
                        break
                    }
                    end += 1
                }
                guard end + length <= characters.count, characters[end..<(end + length)].allSatisfy(hex.contains) else {
                    matched = false
                    break
                }
                end += length
            }
            if matched {
                let uuid = String(characters[index..<end])
                let name = names[uuid] ?? "<uuid-\(names.count + 1)>"
                names[uuid] = name
                result += name
                index = end
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
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
