import Mangling
import Testing

/// Inputs the libFuzzer target `mangled-name` (Tests/Fuzz) found, kept as regression tests.
///
/// The oracle is the fuzzer's: a name that parses has a canonical ``MangledTypeName/mangled`` form that parses
/// again to an equal value with the same text and the same printed form.
@Suite("Fuzz regressions: mangled names")
struct FuzzRoundTripRegressionTests {
    /// Inputs whose round trip once broke. Found by `mangled-name` on 2026-11-21 (a 10-minute run: four crash
    /// inputs, one bug). A class-bound composition (`Xc`) mangles its protocol list before its superclass; the
    /// remangler wrote them the other way round, so `yypXc` (`swift demangle` prints `Any & `) came back as
    /// `ypyXc`, which does not parse.
    static let classBoundCompositions = ["yypXc", "yypXpXc", "ySxXc", "yypXcn"]

    @Test(arguments: classBoundCompositions)
    func classBoundCompositionsRoundTrip(_ input: String) throws {
        let name = try MangledTypeName(parsing: input)
        #expect(name.mangled == input)
        try Self.checkRoundTrip(input)
    }

    /// The same order in names the runtime writes: `any Base & P` is `…1P_…4BaseCXc`.
    @Test func runtimeClassBoundCompositionsRoundTrip() throws {
        let types: [any Any.Type] = [
            (any RegressionBase & RegressionProtocol).self, (any RegressionBase & RegressionProtocol & Sendable).self,
        ]
        for type in types {
            let runtimeName = try #require(_mangledTypeName(type))
            #expect(try MangledTypeName(parsing: runtimeName).mangled == runtimeName)
            try Self.checkRoundTrip(runtimeName)
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

/// A class for class-bound compositions.
class RegressionBase {}

/// A protocol for class-bound compositions.
protocol RegressionProtocol {}
