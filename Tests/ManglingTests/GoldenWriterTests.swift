import Foundation
import Testing

/// Writes every name the differential tests use to the file named by `MANGLING_WRITE_NAMES`, so the golden
/// table (`GoldenDemanglings.swift`) can be regenerated with `swift demangle --compact`. Off by default.
@Suite("Golden table writer")
struct GoldenWriterTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["MANGLING_WRITE_NAMES"] != nil))
    func writeNames() throws {
        let path = try #require(ProcessInfo.processInfo.environment["MANGLING_WRITE_NAMES"])
        var names = (try? CorpusNames.corpus().names.map(\.name)) ?? []
        names += try CorpusNames.fixtures().names.map(\.name)
        names += FixtureTable.rows.map(\.runtimeName)
        names += FixtureTable.structuralNames.map(\.runtimeName)
        names += HandWrittenNames.names
        // Without the corpus, its names are kept from the table as it is.
        names += goldenDemanglings.keys.sorted()
        var seen = Set<String>()
        let unique = names.filter { seen.insert($0).inserted }
        try unique.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
    }
}
