import Foundation
import MetadataTestSupport
import Testing

/// Every command of the built `intents` binary, compared with its golden transcript.
@Suite("intents end to end (golden files)")
struct GoldenTests {
    static let cases: [GoldenCase] = [
        GoldenCase(name: "version", arguments: ["--version"]),
        GoldenCase(name: "help", arguments: ["--help"]),
        GoldenCase(name: "no-command", arguments: []),
        GoldenCase(name: "unknown-command", arguments: ["lsit"]),
        GoldenCase(name: "unknown-top-level-option", arguments: ["--verison"]),
        GoldenCase(
            name: "demangle",
            arguments: [
                "demangle", "9AppIntent013ConfigurationaB0V", "22DynamicIslandExtension22ConfigurationAppIntentV",
            ]
        ),
        GoldenCase(name: "demangle-bad-name", arguments: ["demangle", "5Radio0A9ShortcutsV", "notMangled"]),
        GoldenCase(
            name: "demangle-stdin-json",
            arguments: ["demangle", "--json"],
            standardInput: "$s9TrollLEDs0aB20AppShortcutsProviderV\n5Radio0A9ShortcutsV\n"
        ),
        GoldenCase(name: "list", arguments: ["list"]),
        GoldenCase(name: "list-json", arguments: ["list", "--json"]),
        GoldenCase(name: "run-configuration", arguments: ["run", "ConfigurationAppIntent"]),
        GoldenCase(
            name: "run-configuration-twice",
            arguments: ["run", "ConfigurationAppIntent", "--param", "step=5"],
            setUp: [["run", "ConfigurationAppIntent"]]
        ),
        GoldenCase(
            name: "run-command-json", arguments: ["run", "CommandAppIntent", "-p", "control=climate", "--json"]),
        GoldenCase(
            name: "run-command-concurrent",
            arguments: ["run", "CommandAppIntent", "--concurrent", "2"],
            environment: ["CARCONTROL_COMMAND_SECONDS": "1.5"]
        ),
        GoldenCase(name: "run-find-car", arguments: ["run", "FindCarIntent", "--widget-kind", "CarLock"]),
        GoldenCase(
            name: "run-timeout",
            arguments: ["run", "CommandAppIntent", "--timeout", "0.5"],
            environment: ["CARCONTROL_COMMAND_SECONDS": "10"]
        ),
        GoldenCase(name: "list-no-metadata", arguments: ["list"], environment: ["INTENTS_BUNDLES": "$TMP"]),
        GoldenCase(name: "run-unknown-widget-kind", arguments: ["run", "FindCarIntent", "--widget-kind", "CarLok"]),
        GoldenCase(
            name: "run-set-city", arguments: ["run", "SetCityIntent", "--param", "city=Oslo", "-p", "unit=fahrenheit"]),
        GoldenCase(name: "run-missing-parameter", arguments: ["run", "SetCityIntent"]),
        GoldenCase(name: "run-out-of-range", arguments: ["run", "GetForecastIntent", "--param", "hoursAhead=99"]),
        GoldenCase(name: "run-bad-enum", arguments: ["run", "CommandAppIntent", "--param", "control=sunroof"]),
        GoldenCase(name: "run-unknown-intent", arguments: ["run", "ConfigurationIntent"]),
        GoldenCase(name: "run-bad-param-syntax", arguments: ["run", "GetForecastIntent", "--param", "hoursAhead"]),
        GoldenCase(name: "run-missing-input", arguments: ["run", "GetForecastIntent", "--input", "$TMP/none.json"]),
        GoldenCase(
            name: "run-input-stdin",
            arguments: ["run", "GetForecastIntent", "--input", "-", "--json"],
            standardInput: #"{"city": "Reykjavik", "hoursAhead": 6}"#
        ),
        GoldenCase(name: "run-phrase-lock", arguments: ["run", "--phrase", "车控车锁"]),
        GoldenCase(name: "run-phrase-find", arguments: ["run", "--phrase", "用CarControl找车", "--json"]),
        GoldenCase(name: "run-phrase-unmatched", arguments: ["run", "--phrase", "open the sunroof"]),
        GoldenCase(name: "run-phrase-and-identifier", arguments: ["run", "FindCarIntent", "--phrase", "车控寻车"]),
        GoldenCase(name: "run-todo-complete", arguments: ["run", "CompleteTodoIntent", "-p", "item=3"]),
        GoldenCase(name: "run-todo-unconfirmed", arguments: ["run", "CompleteTodoIntent", "-p", "item=2"]),
        GoldenCase(
            name: "run-todo-confirmed-json",
            arguments: ["run", "CompleteTodoIntent", "-p", "item=2", "--confirm", "yes", "--json"]
        ),
        GoldenCase(name: "run-todo-missing-entity", arguments: ["run", "CompleteTodoIntent", "-p", "item=99"]),
        GoldenCase(name: "run-todo-phrase-entity", arguments: ["run", "--phrase", "Complete buy milk in Todo"]),
        GoldenCase(name: "run-todo-phrase-no-entity", arguments: ["run", "--phrase", "Complete walk the dog in Todo"]),
        GoldenCase(
            name: "run-todo-answered-value",
            arguments: ["run", "SetPriorityIntent", "-p", "priority=high", "--answer", "item=1"]
        ),
        GoldenCase(name: "run-todo-unanswered-value", arguments: ["run", "SetPriorityIntent", "-p", "priority=low"]),
        GoldenCase(
            name: "run-todo-not-an-option",
            arguments: ["run", "AddTodoIntent", "-p", "itemTitle=Buy eggs", "-p", "tag=urgent"]
        ),
        GoldenCase(
            name: "run-todo-add",
            arguments: ["run", "AddTodoIntent", "-p", "itemTitle=Buy eggs", "-p", "list=groceries", "-p", "tag=errand"]
        ),
        GoldenCase(
            name: "run-todo-denied", arguments: ["run", "DeleteTodoIntent", "-p", "items=1,3", "--confirm", "no"]),
        GoldenCase(name: "entities", arguments: ["entities"]),
        GoldenCase(name: "entities-suggested", arguments: ["entities", "TodoItem"]),
        GoldenCase(name: "entities-match-json", arguments: ["entities", "TodoItem", "--match", "milk", "--json"]),
        GoldenCase(name: "entities-no-text-search", arguments: ["entities", "TodoList", "--match", "work"]),
        GoldenCase(name: "entities-unknown-type", arguments: ["entities", "TodoItm"]),
        GoldenCase(name: "entities-help", arguments: ["entities", "--help"]),
        GoldenCase(name: "run-help", arguments: ["run", "--help"]),
        GoldenCase(name: "list-help", arguments: ["help", "list"]),
        GoldenCase(name: "validate-help", arguments: ["validate", "-h"]),
        GoldenCase(name: "extract-help", arguments: ["extract", "--help"]),
        GoldenCase(name: "widgets-help", arguments: ["widgets", "--help"]),
        GoldenCase(name: "validate", arguments: ["validate"]),
        GoldenCase(name: "validate-stale", arguments: ["validate", "Intents/DynamicIslandStale.appintents"]),
        GoldenCase(name: "validate-fresh", arguments: ["validate", "Intents/DynamicIsland.appintents"]),
        GoldenCase(
            name: "validate-stale-json", arguments: ["validate", "--json", "Intents/DynamicIslandStale.appintents"]),
        GoldenCase(name: "validate-missing", arguments: ["validate", "Intents/Nope.appintents"]),
        GoldenCase(name: "validate-fixtures", arguments: ["validate"] + fixtureFiles),
        GoldenCase(name: "extract-check", arguments: ["extract", "--check"]),
        GoldenCase(name: "extract-output", arguments: ["extract", "--output", "$TMP/Intents"]),
        GoldenCase(name: "extract-check-missing", arguments: ["extract", "--check", "--output", "$TMP/none"]),
        GoldenCase(name: "extract-unknown-target", arguments: ["extract", "--target", "Wether", "--check"]),
        GoldenCase(name: "shortcuts", arguments: ["shortcuts"]),
        GoldenCase(
            name: "shortcuts-fixtures",
            arguments: ["shortcuts", "--bundle", fixtureFiles[0], "--bundle", fixtureFiles[2]]
        ),
        GoldenCase(name: "shortcuts-fixtures-json", arguments: ["shortcuts", "--json", "--bundle", fixtureFiles[3]]),
        GoldenCase(
            name: "list-fixtures", arguments: ["list", "--bundle", fixtureFiles[1], "--bundle", fixtureFiles[4]]),
        GoldenCase(name: "widgets", arguments: ["widgets"]),
        GoldenCase(name: "widgets-json", arguments: ["widgets", "--json", "--extension", "Weather"]),
        GoldenCase(name: "widgets-unknown-extension", arguments: ["widgets", "--extension", "Wether"]),
        GoldenCase(name: "demangle-help", arguments: ["demangle", "--help"]),
        // Live Activities, on a clock frozen at INTENTS_NOW: set-up runs at 08:00, the command later.
        GoldenCase(name: "activities-help", arguments: ["activities", "--help"]),
        GoldenCase(name: "activities-empty", arguments: ["activities"], environment: at("08:00")),
        GoldenCase(
            name: "activities-counter-across-processes",
            arguments: ["activities"],
            environment: at("09:30"),
            setUp: [["run", "ConfigurationAppIntent"], ["run", "ConfigurationAppIntent", "-p", "step=2"]],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "activities-lifetime-ended",
            arguments: ["activities", "--json"],
            environment: at("17:00"),
            setUp: [["run", "ConfigurationAppIntent"]],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "run-configuration-after-lifetime",
            arguments: ["run", "ConfigurationAppIntent"],
            environment: at("16:00"),
            setUp: [["run", "ConfigurationAppIntent"]],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "run-seckill-start", arguments: startSeckill("100012043978", "华为 Mate 60 Pro"),
            environment: at("08:00")),
        GoldenCase(
            name: "run-seckill-cap",
            arguments: startSeckill("100012043979", "小米 14"),
            environment: at("08:05"),
            setUp: [["run", "ConfigurationAppIntent"], startSeckill("100012043978", "华为 Mate 60 Pro")],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "open-sale-page",
            arguments: ["open", "hdSeckill://seckill?productId=100012043978&name=华为 Mate 60 Pro"],
            environment: at("08:10"),
            setUp: [startSeckill("100012043978", "华为 Mate 60 Pro")],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "open-buy-now",
            arguments: ["open", "hdSeckill://seckill?productId=100012043978&action=buy"],
            environment: at("08:10"),
            setUp: [startSeckill("100012043978", "华为 Mate 60 Pro")],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(
            name: "activities-seckill-links",
            arguments: ["activities"],
            environment: at("08:20"),
            setUp: [startSeckill("100012043978", "华为 Mate 60 Pro")],
            setUpEnvironment: at("08:00")
        ),
        GoldenCase(name: "open-no-handler", arguments: ["open", "https://example.com/seckill"]),
        GoldenCase(name: "open-malformed", arguments: ["open", "hdSeckill://seckill?productId=%G1"]),
        GoldenCase(name: "open-missing-product", arguments: ["open", "hdSeckill://seckill?name=x"]),
        GoldenCase(name: "serve-help", arguments: ["serve", "--help"]),
        GoldenCase(name: "serve-without-protocol", arguments: ["serve"]),
        GoldenCase(name: "serve-mcp-session", arguments: ["serve", "--mcp"], standardInput: mcpSession),
        GoldenCase(name: "demangle-typo-option", arguments: ["demangle", "--compat", "5Radio0A9ShortcutsV"]),
    ]

    /// A whole MCP session as a client sends it, one message per line: every list, a prompt, a
    /// malformed line, and a call last (calls are answered concurrently, so a call in the middle
    /// would make the order of the answers vary).
    static let mcpSession =
        [
            mcpInitialize(id: 1, version: "2025-06-18"),
            #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            mcpRequest(2, "tools/list"),
            mcpRequest(3, "resources/templates/list"),
            mcpRequest(4, "prompts/list"),
            mcpRequest(5, "prompts/get", #"{"name":"CommandAppIntent"}"#),
            #"{"jsonrpc":"2.0","id":6,"method":"tools/list""#,
            mcpCall(7, "SetCityIntent", #"{"city":"Oslo","unit":"fahrenheit"}"#),
        ].joined(separator: "\n") + "\n"

    /// Cases over the real metadata corpus (other people's data, never committed): run when it is found.
    static let corpusCases: [GoldenCase] = [
        GoldenCase(name: "validate-corpus", arguments: ["validate"] + corpusFiles),
        GoldenCase(
            name: "shortcuts-corpus", arguments: ["shortcuts", "--bundle", corpusFiles[0], "--bundle", corpusFiles[2]]),
        GoldenCase(name: "shortcuts-json", arguments: ["shortcuts", "--json", "--bundle", corpusFiles[1]]),
    ]

    /// The real `extract.actionsdata` files; `$CORPUS` is the folder `MetadataCorpus` found.
    static let corpusFiles = MetadataCorpus.files.map { "$CORPUS/" + $0 }

    /// The synthetic fixtures, committed: oldest generation first.
    static let fixtureFiles = MetadataFixtures.files.map { "Tests/IntentMetadataTests/Fixtures/" + $0 }

    /// The environment that freezes the Live Activities' clock at a time of 2027-01-15 (UTC).
    static func at(_ time: String) -> [String: String] {
        ["INTENTS_NOW": "2027-01-15T\(time):00Z"]
    }

    /// `intents run StartSeckillIntent` for a product at ¥5999.
    static func startSeckill(_ productId: String, _ name: String) -> [String] {
        ["run", "StartSeckillIntent", "-p", "productId=\(productId)", "-p", "productName=\(name)", "-p", "price=5999"]
    }

    @Test(arguments: cases)
    func transcript(of golden: GoldenCase) async throws {
        try await Self.check(golden)
    }

    @Test(.requiresMetadataCorpus, arguments: corpusCases)
    func corpusTranscript(of golden: GoldenCase) async throws {
        try await Self.check(golden)
    }

    static func check(_ golden: GoldenCase) async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let environment = IntentsProcess.environment(
            appGroups: scratch,
            extra: golden.environment.mapValues { $0.replacingOccurrences(of: "$TMP", with: scratch.path) }
        )
        let setUpEnvironment = environment.merging(golden.setUpEnvironment) { _, setUp in setUp }
        for setUp in golden.setUp {
            let outcome = try await IntentsProcess.run(setUp, environment: setUpEnvironment)
            #expect(outcome.status == 0, "set-up \(setUp): \(outcome.standardError)")
        }
        let arguments = golden.arguments.map {
            $0.replacingOccurrences(of: "$TMP", with: scratch.path)
                .replacingOccurrences(of: "$CORPUS", with: MetadataCorpus.directory?.path ?? "$CORPUS")
        }
        let outcome = try await IntentsProcess.run(
            arguments,
            standardInput: golden.standardInput,
            environment: environment
        )
        let text = GoldenCase.transcript(arguments: arguments, outcome: outcome, scratch: scratch)
        try expectGolden(text, at: golden.goldenURL)
    }

    @Test("every golden file belongs to a case")
    func noOrphanGoldens() throws {
        let directory = IntentsProcess.repositoryRoot.appendingPathComponent("Tests/IntentCommandLineTests/Goldens")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".txt") }
        let names = Set((Self.cases + Self.corpusCases).map { $0.name + ".txt" })
        #expect(Set(files).subtracting(names).isEmpty, "golden files without a case")
    }
}
