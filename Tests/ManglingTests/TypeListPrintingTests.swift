import Mangling
import Testing

/// A type list printed on its own — a bound protocol's arguments, an anonymous context's — runs its types
/// together, as `swift demangle --compact` does; a bound generic's arguments stay separated by ", ".
///
/// Found by the fuzz tests when the corpus beside the repository was absent: `SLySSSiG` printed as
/// `Swift.String, Swift.Int as Swift.Comparable`, and the oracle prints `Swift.StringSwift.Int as Swift.Comparable`.
@Suite("Printer: type lists as the oracle prints them")
struct TypeListPrintingTests {
    /// Name (no `$s`) → what `swift demangle --compact` (Swift 6.3.1) printed for it.
    static let oracleForms: [(String, String)] = [
        ("SLySSSiG", "Swift.StringSwift.Int as Swift.Comparable"),
        ("SLySSG", "Swift.String as Swift.Comparable"),
        (
            "SXySS23IntentFixturesFramework0aB4ModeOG",
            "Swift.StringIntentFixturesFramework.IntentFixturesMode as Swift.RangeExpression"
        ),
        ("SLySaySSGSDySSSiGG", "[Swift.String][Swift.String : Swift.Int] as Swift.Comparable"),
        ("SLySLySSSiGSbG", "Swift.StringSwift.Int as Swift.ComparableSwift.Bool as Swift.Comparable"),
        ("4main3fooSS_XZ3BarV", "main.(unknown context at foo)<Swift.String>.Bar"),
        ("4main3fooSS_SiXZ3BarV", "main.(unknown context at foo)<Swift.StringSwift.Int>.Bar"),
        ("4main3fooSS_SiSbXZ3BarV", "main.(unknown context at foo)<Swift.StringSwift.IntSwift.Bool>.Bar"),
        ("4main3fooSS_SiXZ3BarVySbG", "main.(unknown context at foo)<Swift.StringSwift.Int>.Bar<Swift.Bool>"),
        ("s6ResultOySSs5Error_pG", "Swift.Result<Swift.String, Swift.Error>"),
    ]

    @Test(arguments: oracleForms)
    func printsAsTheOracle(name: String, printed: String) throws {
        let parsed = try MangledTypeName(parsing: name)
        #expect(parsed.description == printed)
        #expect(parsed.mangled == name)
        #expect(try MangledTypeName(parsing: parsed.mangled).description == printed)
    }

    @Test func liveOracleAgrees() async throws {
        guard DemangleOracle.swiftExecutable != nil else {
            withKnownIssue("`swift` is not on PATH: live check skipped (the table above is still checked)") {
                Issue.record("swift not found")
            }
            return
        }
        let names = Self.oracleForms.map(\.0)
        #expect(try await DemangleOracle.demangle(names) == Self.oracleForms.map(\.1))
    }
}
