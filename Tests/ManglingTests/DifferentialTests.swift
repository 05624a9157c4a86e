import Mangling
import MetadataTestSupport
import Testing

/// Checks one name: it parses, remangles to itself and prints as the golden table says.
private func checkRoundTrip(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let parsed = try MangledTypeName(parsing: name)
    #expect(parsed.mangled == name, "remangled form differs", sourceLocation: sourceLocation)
    let golden = try #require(
        goldenDemanglings[name],
        "\(name) is missing from the golden table; regenerate it",
        sourceLocation: sourceLocation
    )
    #expect(parsed.description == golden, sourceLocation: sourceLocation)
}

/// Compares our printer with the live `swift demangle --compact` for all `names` at once.
private func checkAgainstOracle(_ names: [String]) async throws {
    guard DemangleOracle.swiftExecutable != nil else {
        withKnownIssue("`swift` is not on PATH: live differential check skipped (golden table still checked)") {
            Issue.record("swift not found")
        }
        return
    }
    let oracle = try await DemangleOracle.demangle(names)
    try #require(oracle.count == names.count)
    var mismatches: [String] = []
    for (name, expected) in zip(names, oracle) {
        let ours = (try? MangledTypeName(parsing: name))?.description ?? "<parse error>"
        if ours != expected { mismatches.append("\(name): ours \(ours) ≠ oracle \(expected)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) of \(names.count) differ: \(mismatches.prefix(10))")
}

@Suite("Corpus: real extract.actionsdata files")
struct CorpusTests {
    static let collected = (try? CorpusNames.corpus()) ?? CorpusNames.Collected()
    static let uniqueNames: [String] = unique(collected.names.map(\.name))

    static func unique(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }

    @Test(.requiresMetadataCorpus) func corpusIsPresent() {
        // 49 non-empty name fields in 3 files (23 distinct names); the by-bundle maps are all empty, and no
        // value is empty or a bare framework name in this corpus.
        #expect(Self.collected.names.count == 49)
        #expect(Self.uniqueNames.count == 23)
        #expect(Self.collected.skipped.isEmpty, "skipped: \(Self.collected.skipped.map(\.value))")
    }

    @Test(arguments: [
        ("", false), ("ChangeOperation", false), ("5Radio0A9ShortcutsV", true), ("$s5Radio0A9ShortcutsV", true),
        ("_$s5Radio0A9ShortcutsV", true),
    ])
    func skipsValuesThatAreNotMangled(value: String, isMangled: Bool) {
        #expect(CorpusNames.isMangled(value) == isMangled)
    }

    @Test(.requiresMetadataCorpus, arguments: uniqueNames)
    func parsesAndPrintsLikeTheOracle(name: String) throws {
        try checkRoundTrip(name)
    }

    @Test(.requiresMetadataCorpus) func liveOracle() async throws {
        try await checkAgainstOracle(Self.uniqueNames)
    }
}

/// The golden table holds the corpus's names too, so a checkout without the corpus still checks them; and the
/// synthetic fixtures' names, which are always there.
@Suite("Golden table and synthetic fixtures: no corpus needed")
struct GoldenTableTests {
    static let fixtureNames = (try? CorpusNames.fixtures()) ?? CorpusNames.Collected()

    @Test func fixturesHaveNames() {
        // Actions' V1, V2 and per-bundle names, entities', enums' and queries' names, and the providers'; the
        // empty V1 name of StartVoyageIntent and the bare ChangeOperation are skipped.
        #expect(CorpusTests.unique(Self.fixtureNames.names.map(\.name)).count == 34)
        #expect(Self.fixtureNames.skipped.map(\.value).sorted() == ["", "ChangeOperation"])
    }

    @Test(arguments: CorpusTests.unique(fixtureNames.names.map(\.name)))
    func fixtureNameParsesAndPrintsLikeTheOracle(name: String) throws {
        try checkRoundTrip(name)
    }

    @Test(arguments: goldenDemanglings.keys.sorted())
    func everyGoldenEntryRoundTrips(name: String) throws {
        try checkRoundTrip(name)
    }

    @Test func liveOracle() async throws {
        try await checkAgainstOracle(goldenDemanglings.keys.sorted())
    }
}

@Suite("Fixture types: runtime names vs our mangler")
struct FixtureDifferentialTests {
    @Test func tableIsLargeEnough() {
        #expect(FixtureTable.rows.count >= 200)
        #expect(Set(FixtureTable.rows.map(\.runtimeName)).count >= 200)
    }

    @Test(arguments: FixtureTable.rows)
    func manglerMatchesRuntime(row: FixtureRow) throws {
        #expect(row.expected.mangled == row.runtimeName)
        let parsed = try MangledTypeName(parsing: row.runtimeName)
        #expect(parsed == row.expected)
        // The parsed tree is the very tree the mangler was given, not just one with the same spelling.
        #expect(parsed.root == row.expected.root)
        try checkRoundTrip(row.runtimeName)
    }

    @Test(arguments: FixtureTable.structuralNames.map(\.runtimeName))
    func structuralRuntimeNames(name: String) throws {
        try checkRoundTrip(name)
    }

    @Test(arguments: HandWrittenNames.names)
    func compilerForms(name: String) throws {
        try checkRoundTrip(name)
    }

    @Test func liveOracle() async throws {
        try await checkAgainstOracle(
            FixtureTable.rows.map(\.runtimeName) + FixtureTable.structuralNames.map(\.runtimeName)
                + HandWrittenNames.names
        )
    }
}
