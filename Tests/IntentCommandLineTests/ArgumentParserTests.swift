import Testing

@testable import IntentCommandLine

@Suite("Argument parser")
struct ArgumentParserTests {
    static let run = CommandSpecification(
        name: "run",
        abstract: "Run.",
        arguments: [PositionalDefinition(name: "identifier", help: "The intent.")],
        options: [
            .option("param", value: "name=value", help: "A parameter.", repeatable: true),
            .option("input", short: "i", value: "file", help: "A JSON file."),
            .flag("json", help: "JSON output."),
        ]
    )

    @Test func optionsInEveryForm() throws {
        let parsed = try ArgumentParser.parse(
            ["--param", "a=1", "X", "--param=b=2", "--json", "-i", "in.json"],
            for: Self.run
        )
        #expect(parsed.positionals == ["X"])
        #expect(parsed.values("param") == ["a=1", "b=2"])
        #expect(parsed.value("input") == "in.json")
        #expect(parsed.has("json"))
        #expect(!parsed.wantsHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--json"], for: Self.run)
        #expect(parsed.positionals == ["--json"])
        #expect(!parsed.has("json"))
    }

    @Test func helpWinsOverMissingArguments() throws {
        #expect(try ArgumentParser.parse(["--help"], for: Self.run).wantsHelp)
        #expect(try ArgumentParser.parse(["-h"], for: Self.run).wantsHelp)
    }

    @Test(arguments: [
        (["X", "--jsn"], "unknown option '--jsn'. Did you mean '--json'?"),
        (["X", "--parm", "a=1"], "unknown option '--parm'. Did you mean '--param'?"),
        (["X", "--param"], "missing value for '--param <name=value>'"),
        (["X", "--json=yes"], "flag '--json' does not take a value"),
        (["X", "-i", "a", "--input", "b"], "option '--input' given more than once"),
        ([], "missing argument <identifier>"),
        (["X", "Y"], "unexpected argument 'Y'"),
        (["X", "--zzzzzzzz"], "unknown option '--zzzzzzzz'."),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message: message, command: "run")) {
            try ArgumentParser.parse(arguments, for: Self.run)
        }
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "lsit", among: ["list", "run", "validate"]) == "list")
        #expect(Suggestion.closest(to: "valdiate", among: ["list", "run", "validate"]) == "validate")
        #expect(Suggestion.closest(to: "ext", among: ["extract", "list"]) == "extract")
        #expect(Suggestion.closest(to: "banana", among: ["list", "run"]) == nil)
    }
}
