import Testing

@testable import IntentCommandLine

@Suite("Argument parser")
struct ArgumentParserTests {
    static let param = Option<String>("param", value: "name=value", help: "A parameter.", repeatable: true)
    static let input = Option<String>("input", short: "i", value: "file", help: "A JSON file.")
    static let json = Flag("json", help: "JSON output.")

    static let run = CommandSpecification(
        name: "run",
        abstract: "Run.",
        arguments: [PositionalDefinition(name: "identifier", help: "The intent.")],
        options: [param, input, json]
    )

    @Test func optionsInEveryForm() throws {
        let parsed = try ArgumentParser.parse(
            ["--param", "a=1", "X", "--param=b=2", "--json", "-i", "in.json"],
            for: Self.run
        )
        #expect(parsed.positionals == ["X"])
        #expect(parsed.values(Self.param) == ["a=1", "b=2"])
        #expect(parsed.value(Self.input) == "in.json")
        #expect(parsed.has(Self.json))
        #expect(!parsed.wantsHelp)
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try ArgumentParser.parse(["--", "--json"], for: Self.run)
        #expect(parsed.positionals == ["--json"])
        #expect(!parsed.has(Self.json))
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

    @Test func declaredOptionsConvertTheirValues() throws {
        let parsed = try ArgumentParser.parse(
            ["X", "--timeout", "0.25", "--concurrent", "3", "--confirm", "Y", "-p", "a=1", "--param", "b=true"],
            for: RunCommand.specification
        )
        let request = try RunCommand.request(from: parsed)
        #expect(request.target == .identifier("X"))
        #expect(request.timeout == .milliseconds(250))
        #expect(request.timeoutText == "0.25")
        #expect(request.copies == 3)
        #expect(request.confirmations == true)
        #expect(request.parameters == ["a": .string("1"), "b": .string("true")])
        #expect(request.json == false)
        #expect(request.widgetKinds.isEmpty)
    }

    @Test func requestDefaults() throws {
        let request = try RunCommand.request(
            from: try ArgumentParser.parse(["--phrase", "lock", "--json"], for: RunCommand.specification))
        #expect(request.target == .phrase("lock"))
        #expect(request.timeout == nil)
        #expect(request.copies == 1)
        #expect(request.confirmations == nil)
        #expect(request.json)
    }

    @Test(arguments: [
        (["X", "--timeout", "0"], "--timeout takes a number of seconds from 0 to 86400, not '0'"),
        (["X", "--timeout", "soon"], "--timeout takes a number of seconds from 0 to 86400, not 'soon'"),
        (["X", "--concurrent", "101"], "--concurrent takes a number from 1 to 100, not '101'"),
        (["X", "--confirm", "maybe"], "--confirm takes yes or no, not 'maybe'"),
        (["X", "--param", "novalue"], "--param takes name=value, not 'novalue'"),
        (["X", "--answer", "novalue"], "--answer takes name=value, not 'novalue'"),
        (["X", "--phrase", "lock"], "give an intent identifier or --phrase, not both nor neither"),
        ([], "give an intent identifier or --phrase, not both nor neither"),
    ])
    func requestUsageErrors(arguments: [String], message: String) throws {
        let parsed = try ArgumentParser.parse(arguments, for: RunCommand.specification)
        #expect(throws: UsageError(message: message)) { try RunCommand.request(from: parsed) }
    }

    @Test func serveNeedsMCP() throws {
        let parsed = try ArgumentParser.parse(["--confirm", "no"], for: ServeCommand.specification)
        #expect(throws: UsageError(message: "serve speaks one protocol: give --mcp")) {
            try ServeCommand.request(from: parsed)
        }
        let served = try ServeCommand.request(
            from: try ArgumentParser.parse(["--mcp", "--confirm", "no"], for: ServeCommand.specification))
        #expect(served.confirmations == false)
    }

    @Test func suggestions() {
        #expect(Suggestion.closest(to: "lsit", among: ["list", "run", "validate"]) == "list")
        #expect(Suggestion.closest(to: "valdiate", among: ["list", "run", "validate"]) == "validate")
        #expect(Suggestion.closest(to: "ext", among: ["extract", "list"]) == "extract")
        #expect(Suggestion.closest(to: "banana", among: ["list", "run"]) == nil)
    }
}
