import Foundation
import Testing

// Every kind of bad input the `intents` binary takes, as a table: the exact exit status, an `error:` line on
// standard error, and never a crash report. Inputs live in Tests/IntentCommandLineTests/BadInput/; large ones
// are generated into a temporary folder. Documentation/Reliability.md lists the same table.

@Suite("Bad input: the intents command line")
struct BadInputCommandLineTableTests {
    static let inputs = IntentsProcess.repositoryRoot.appendingPathComponent("Tests/IntentCommandLineTests/BadInput")

    /// Text that only a crash prints.
    static let crashMarkers = [
        "Fatal error", "Stack dump", "Program crashed", "*** Signal", "Backtracing", "Illegal instruction",
        "Segmentation fault", "SWIFT TASK CONTINUATION MISUSE", "Current stack trace",
    ]

    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        /// Arguments; `$IN/` is the BadInput folder, `$TMP/` a fresh temporary folder with the generated inputs.
        let arguments: [String]
        let status: Int32
        /// A piece of the `error:` line (or of the first line of standard error).
        let message: String

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        // Metadata files given to `validate`.
        Case(
            name: "empty metadata file", arguments: ["validate", "$IN/empty.actionsdata"], status: 65,
            message: "empty.actionsdata:1:1: error: the input is empty"),
        Case(
            name: "truncated JSON", arguments: ["validate", "$IN/truncated.actionsdata"], status: 65,
            message: "truncated.actionsdata:1:12: error: unexpected end of input; expected a value (at actions)"),
        Case(
            name: "wrong JSON type", arguments: ["validate", "$IN/wrong-type.actionsdata"], status: 65,
            message: "error: expected an object, found an array (at actions)"),
        Case(
            name: "invalid UTF-8", arguments: ["validate", "$IN/invalid-utf8.actionsdata"], status: 65,
            message: "error: invalid UTF-8 (byte 0xFF)"),
        Case(
            name: "duplicate JSON key", arguments: ["validate", "$IN/duplicate-key.actionsdata"], status: 65,
            message: "error: the key \"actions\" appears twice in the same object"),
        Case(
            name: "duplicate identifiers", arguments: ["validate", "$IN/duplicate-identifier.actionsdata"],
            status: 65, message: "error: the metadata is invalid"),
        Case(
            name: "unknown mangled name", arguments: ["validate", "$IN/unknown-mangled-name.actionsdata"], status: 65,
            message: "error: 1 action does not resolve to a registered intent"),
        Case(
            name: "linked but unregistered type", arguments: ["validate", "$IN/linked-unregistered.actionsdata"],
            status: 65, message: "error: 1 action does not resolve to a registered intent"),
        Case(
            name: "not a mangled name", arguments: ["validate", "$IN/not-mangled.actionsdata"], status: 65,
            message: "error: 1 action does not resolve to a registered intent"),
        Case(
            name: "huge metadata file", arguments: ["validate", "$TMP/huge.actionsdata"], status: 65,
            message: "error: the input is 41943040 bytes, over the limit of 33554432 bytes"),
        Case(
            name: "deep nesting", arguments: ["validate", "$TMP/deep.actionsdata"], status: 65,
            message: "error: arrays and objects are nested more than 256 deep"),
        Case(
            name: "missing metadata file", arguments: ["validate", "$TMP/none.actionsdata"], status: 66,
            message: "error: no such file or folder"),
        Case(
            name: "folder without metadata", arguments: ["validate", "$TMP/empty-folder"], status: 66,
            message: "error: no Metadata.appintents here or in a bundle inside"),
        // Runs.
        Case(
            name: "unknown intent", arguments: ["run", "NoSuchIntent"], status: 66,
            message: "error: no intent 'NoSuchIntent'"),
        Case(
            name: "mangled name instead of an identifier", arguments: ["run", "9AppIntent013ConfigurationaB0V"],
            status: 66, message: "error: no intent '9AppIntent013ConfigurationaB0V'"),
        Case(
            name: "unknown parameter", arguments: ["run", "GetForecastIntent", "--param", "colour=red"], status: 65,
            message: "error: GetForecastIntent: parameter 'colour' is not a parameter of the intent"),
        Case(
            name: "wrong parameter value", arguments: ["run", "GetForecastIntent", "--param", "hoursAhead=abc"],
            status: 65, message: "parameter 'hoursAhead' expects a whole number (Int), got \"abc\""),
        Case(
            name: "parameter out of range", arguments: ["run", "GetForecastIntent", "--param", "hoursAhead=99"],
            status: 65, message: "parameter 'hoursAhead' must be between 0 and 48"),
        Case(
            name: "parameter over Int.max",
            arguments: ["run", "GetForecastIntent", "--param", "hoursAhead=99999999999999999999"], status: 65,
            message: "parameter 'hoursAhead' is Int, which cannot hold"),
        Case(
            name: "unknown enum case", arguments: ["run", "CommandAppIntent", "--param", "control=sideways"],
            status: 65, message: "parameter 'control' has no case \"sideways\""),
        Case(
            name: "not a Bool", arguments: ["run", "CommandAppIntent", "--param", "isOn=maybe"], status: 65,
            message: "parameter 'isOn' expects a Bool, got \"maybe\""),
        Case(
            name: "--param without =", arguments: ["run", "GetForecastIntent", "--param", "hoursAhead"], status: 64,
            message: "error: --param takes name=value"),
        Case(
            name: "unknown option", arguments: ["run", "GetForecastIntent", "--bogus"], status: 64,
            message: "error: unknown option '--bogus'"),
        Case(
            name: "truncated --input JSON",
            arguments: ["run", "GetForecastIntent", "--input", "$IN/truncated-input.json"],
            status: 65, message: "expected a JSON object mapping parameter names to values"),
        Case(
            name: "--input is an array", arguments: ["run", "GetForecastIntent", "--input", "$IN/array-input.json"],
            status: 65, message: "expected a JSON object mapping parameter names to values"),
        Case(
            name: "--input with invalid UTF-8",
            arguments: ["run", "GetForecastIntent", "--input", "$IN/invalid-utf8-input.json"], status: 65,
            message: "expected a JSON object mapping parameter names to values"),
        Case(
            name: "--input value is an object",
            arguments: ["run", "GetForecastIntent", "--input", "$IN/object-value-input.json"], status: 65,
            message: "expected a JSON object mapping parameter names to values"),
        Case(
            name: "--input deep nesting", arguments: ["run", "GetForecastIntent", "--input", "$TMP/deep-input.json"],
            status: 65, message: "expected a JSON object mapping parameter names to values"),
        Case(
            name: "--input wrong value",
            arguments: ["run", "GetForecastIntent", "--input", "$IN/wrong-value-input.json"],
            status: 65, message: "parameter 'hoursAhead' expects a whole number (Int), got \"soon\""),
        Case(
            name: "--input unknown parameter",
            arguments: ["run", "GetForecastIntent", "--input", "$IN/unknown-parameter-input.json"], status: 65,
            message: "parameter 'colour' is not a parameter of the intent"),
        Case(
            name: "missing --input file", arguments: ["run", "GetForecastIntent", "--input", "$TMP/none.json"],
            status: 66, message: "error: cannot read the input file"),
        // Names.
        Case(
            name: "not a mangled name (demangle)", arguments: ["demangle", "hello world"], status: 65,
            message: "error: 'hello world' is not a mangled type name"),
        Case(
            name: "truncated mangled name (demangle)", arguments: ["demangle", "9AppIntent013Configur"], status: 65,
            message: "is not a mangled type name"),
        Case(name: "unknown command", arguments: ["frobnicate"], status: 64, message: "error: unknown command"),
    ]

    /// A temporary folder with the generated inputs; the 40 MiB file only when `arguments` name it.
    static func generatedInputs(for arguments: [String]) throws -> URL {
        let folder = try IntentsProcess.temporaryDirectory()
        if arguments.contains("$TMP/huge.actionsdata") {
            try Data(repeating: UInt8(ascii: " "), count: 40 << 20).write(
                to: folder.appendingPathComponent("huge.actionsdata"))
        }
        try Data(repeating: UInt8(ascii: "["), count: 100_000).write(
            to: folder.appendingPathComponent("deep.actionsdata"))
        let deep =
            "{\"hoursAhead\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        try Data(deep.utf8).write(to: folder.appendingPathComponent("deep-input.json"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("empty-folder"), withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: cases)
    func refusedWithTheExactStatus(_ entry: Case) async throws {
        let folder = try Self.generatedInputs(for: entry.arguments)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = entry.arguments.map {
            $0.replacingOccurrences(of: "$IN/", with: Self.inputs.path + "/")
                .replacingOccurrences(of: "$TMP/", with: folder.path + "/")
        }
        let outcome = try await IntentsProcess.run(
            arguments, environment: IntentsProcess.environment(appGroups: folder.appendingPathComponent("groups")))
        #expect(outcome.status == entry.status, "\(entry.name): \(outcome.standardError)")
        #expect(outcome.standardError.contains(entry.message), "\(entry.name): \(outcome.standardError)")
        #expect(outcome.standardError.contains("error:"), "\(entry.name): \(outcome.standardError)")
        for marker in Self.crashMarkers {
            #expect(!outcome.standardError.contains(marker), "\(entry.name): \(marker)")
            #expect(!outcome.standardOutput.contains(marker), "\(entry.name): \(marker)")
        }
    }

    @Test func aHugeBadValueIsNotEchoedInFull() async throws {
        let folder = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("huge-value.json")
        try Data(("{\"hoursAhead\":\"" + String(repeating: "x", count: 2 << 20) + "\"}").utf8).write(to: input)
        let outcome = try await IntentsProcess.run(
            ["run", "GetForecastIntent", "--input", input.path],
            environment: IntentsProcess.environment(appGroups: folder.appendingPathComponent("groups")))
        #expect(outcome.status == 65)
        // The refused value is quoted by its start only (it was once echoed whole: 2 MiB here).
        #expect(outcome.standardError.utf8.count < 64 << 10, "stderr has \(outcome.standardError.utf8.count) bytes")
        #expect(outcome.standardError.contains("bytes in all)"), "\(outcome.standardError.prefix(400))")
    }
}
