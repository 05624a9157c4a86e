import Mangling
import Testing

/// Inputs the libFuzzer target `mangled-name` (Tests/Fuzz) found, kept as regression tests.
///
/// The oracle is the fuzzer's: a name that parses has a canonical ``MangledTypeName/mangled`` form that parses
/// again to an equal value with the same text and the same printed form.
@Suite("Fuzz regressions: mangled names")
struct FuzzRoundTripRegressionTests {
    /// Inputs whose round trip is still broken, with the bug they show; remove an entry once the bug is fixed
    /// (the test then fails, as a reminder).
    static let broken: [(input: String, bug: String)] = [
        // Found by `mangled-name` on 2026-11-21 (10-minute run: these four crash inputs, one bug). A
        // class-bound composition (`Xc`) whose protocol list is empty (`y`) parses — `swift demangle` prints
        // `Any & ` for `$syypXc` — but re-mangles with the list marker after the superclass (`ypyXc`), a form that
        // does not parse ("a class-bound existential ('Xc') needs a type, found an emptyList"). Owner: Mangling.
        ("yypXc", "empty-list class-bound composition re-mangles to an unparsable form"),
        ("yypXpXc", "the same, with a metatype superclass (ypXpyXc)"),
        ("ySxXc", "the same, with a protocol superclass (SxyXc)"),
        ("yypXcn", "the same, with an ownership suffix (ypyXcn)"),
    ]

    @Test(arguments: broken.map(\.input))
    func knownBrokenRoundTrips(_ input: String) throws {
        withKnownIssue("bug: \(Self.broken.first { $0.input == input }?.bug ?? "") — owner: Mangling") {
            try Self.checkRoundTrip(input)
        }
    }

    static func checkRoundTrip(_ input: String) throws {
        let name: MangledTypeName
        do {
            name = try MangledTypeName(parsing: input)
        } catch {
            return  // refusing an input is always allowed
        }
        let again = try MangledTypeName(parsing: name.mangled)
        #expect(again == name, "\(input) → \(name.mangled)")
        #expect(again.mangled == name.mangled, "\(input) → \(name.mangled) → \(again.mangled)")
        #expect(again.description == name.description, "\(input): printed \(name) then \(again)")
    }
}
