import Mangling
import Testing

/// A malformed name and the exact error it must produce.
struct MalformedName: Sendable, CustomTestStringConvertible {
    let input: String
    let position: Int
    let message: String
    /// Whether the runtime's demangler (`swift demangle`) refuses it too. It does not for our limits, nor for
    /// names that are not types but that it prints anyway (`5Radio` as "Radio", `Si_`, `5Radio1xLL`).
    let oracleRefuses: Bool

    init(_ input: String, _ position: Int, _ message: String, oracleRefuses: Bool = true) {
        self.input = input
        self.position = position
        self.message = message
        self.oracleRefuses = oracleRefuses
    }

    var testDescription: String { input.count > 40 ? "\(input.prefix(40))… (\(input.utf8.count) bytes)" : input }
}

@Suite("Malformed names")
struct MalformedNameTests {
    /// Doubles the size of the type 16 times through substitutions: `a.b<(a.b, a.b)>`, then of that…
    static let exponential =
        "1a1bV"
        + (0..<16).map { level in
            let letter = Character(Unicode.Scalar(UInt8(ascii: "C") + UInt8(level)))
            return "ACyA\(letter)_A\(letter)tG"
        }.joined()

    static let table: [MalformedName] = [
        MalformedName("", 0, "empty mangled name", oracleRefuses: false),
        MalformedName("$s", 2, "empty mangled name", oracleRefuses: false),
        MalformedName("5Radio", 6, "the name denotes an identifier, not a type", oracleRefuses: false),
        MalformedName("5RadioV", 6, "a structure ('V') needs a context, found nothing"),
        MalformedName("9AppIntent0cB0V", 11, "word 'c' refers to word 2, but only 2 are known"),
        MalformedName("5Radio20StreamEntityV", 6, "identifier piece of 20 bytes, but only 13 remain"),
        MalformedName("5Radio12StreamEntityVAD", 22, "substitution 'D' refers to entry 3, but only 3 are known"),
        MalformedName("AA", 1, "substitution 'A' refers to entry 0, but only 0 are known"),
        MalformedName("A", 1, "unfinished substitution"),
        MalformedName("A99999999999B", 1, "number too large"),
        MalformedName("SiQ", 2, "unknown or unsupported operator 'Q'", oracleRefuses: false),
        MalformedName("S!", 1, "unknown standard type 'S!'"),
        MalformedName("Sc!", 2, "unknown standard type 'Sc!'"),
        MalformedName("S3000i", 0, "repeat count above 2048"),
        MalformedName("SiG", 2, "generic arguments ('G') must start with 'y', found nothing"),
        MalformedName("Si_", 3, "the name leaves 2 separate nodes instead of one type", oracleRefuses: false),
        MalformedName("007Caf_dm!C", 3, "invalid Punycode identifier"),
        MalformedName("Sg", 0, "an optional ('Sg') needs a type, found nothing"),
        MalformedName("5Radio00", 8, "expected the length of an identifier piece"),
        MalformedName("5Radio0", 7, "expected the length of an identifier piece"),
        MalformedName("5RadioLL", 6, "a private name ('LL') needs a name, found nothing"),
        MalformedName("5Radio1xLL", 10, "the name denotes a privateDeclName, not a type", oracleRefuses: false),
        MalformedName("Sit", 2, "a tuple element needs a type, found nothing"),
        MalformedName("yc", 1, "a function type's result needs a type, found nothing"),
        MalformedName("Xp", 0, "an existential metatype ('Xp') needs a type, found nothing"),
        MalformedName(
            "yyYAScMYcc",
            9,
            "a function type's parameter list needs a type, found an isolatedAnyFunctionType"
        ),
        MalformedName(
            String(repeating: "a", count: 4097),
            0,
            "mangled name is 4097 bytes long; the limit is 4096"
        ),
        MalformedName(
            "Si" + String(repeating: "Sg", count: 70),
            128,
            "types nest deeper than 64 levels",
            oracleRefuses: false
        ),
        MalformedName(
            "1a" + String(repeating: "1aV", count: 300),
            766,
            "declarations nest deeper than 256 levels",
            oracleRefuses: false
        ),
        MalformedName(exponential, 113, "the type expands to more than 16384 nodes", oracleRefuses: false),
    ]

    @Test(arguments: table)
    func exactError(_ row: MalformedName) {
        #expect(throws: DemanglingError(row.message, at: row.position, in: row.input)) {
            try MangledTypeName(parsing: row.input)
        }
    }

    @Test func errorDescriptionNamesInputAndOffset() {
        let error = DemanglingError("word 'c' refers to word 2, but only 2 are known", at: 11, in: "9AppIntent0cB0V")
        #expect(
            error.description
                == "cannot demangle \"9AppIntent0cB0V\" at offset 11: word 'c' refers to word 2, but only 2 are known"
        )
    }

    /// Where the runtime's demangler refuses a name, `swift demangle` prints it back unchanged.
    @Test func oracleRefusesTheSameNames() async throws {
        let names = Self.table.filter(\.oracleRefuses).map(\.input)
        guard DemangleOracle.swiftExecutable != nil else {
            withKnownIssue("`swift` is not on PATH: live check skipped") { Issue.record("swift not found") }
            return
        }
        let printed = try await DemangleOracle.demangle(names)
        try #require(printed.count == names.count)
        for (name, output) in zip(names, printed) {
            #expect(output == "$s" + name, "the oracle accepts \(name)")
        }
    }
}
