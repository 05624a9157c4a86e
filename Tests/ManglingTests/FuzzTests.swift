import Mangling
import Testing

/// A small deterministic generator (SplitMix64), so every run feeds the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Fuzz: random and mutated names")
struct FuzzTests {
    /// Characters that mangled type names use, plus a few that they never do.
    static let alphabet = Array("0123456789_ABCDEGKLOPSVXYacdhmnpstyzgiqbfuGSIJjkl$!é ".unicodeScalars)

    static let seeds: [String] = {
        var names = FixtureTable.rows.map(\.runtimeName)
        names += FixtureTable.structuralNames.map(\.runtimeName)
        names += HandWrittenNames.names
        // The golden table, sorted, holds the real corpus's names as well, so the inputs are the same with or
        // without the corpus beside the repository.
        names += goldenDemanglings.keys.sorted()
        return names
    }()

    static func inputs(count: Int) -> [String] {
        var random = SplitMix64(state: 0x5EED_1234)
        var inputs: [String] = []
        for index in 0..<count {
            if index % 3 == 0 {
                // Random text from the alphabet.
                let length = Int.random(in: 1...48, using: &random)
                var scalars = String.UnicodeScalarView()
                for _ in 0..<length { scalars.append(alphabet.randomElement(using: &random) ?? "A") }
                inputs.append(String(scalars))
            } else {
                // A real name with one to three mutations.
                var scalars = Array((seeds.randomElement(using: &random) ?? "Si").unicodeScalars)
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let position = Int.random(in: 0...scalars.count, using: &random)
                    let scalar = alphabet.randomElement(using: &random) ?? "A"
                    switch Int.random(in: 0..<5, using: &random) {
                    case 0: scalars.insert(scalar, at: position)
                    case 1 where position < scalars.count: scalars[position] = scalar
                    case 2 where position < scalars.count: scalars.remove(at: position)
                    case 3: scalars = Array(scalars.prefix(position))
                    default:
                        let cut = scalars.prefix(position)
                        scalars += cut.suffix(Int.random(in: 0...min(6, cut.count), using: &random))
                    }
                }
                inputs.append(String(String.UnicodeScalarView(scalars)))
            }
        }
        return inputs
    }

    static let fuzzInputs = inputs(count: 6000)

    /// Every input either parses to a value that remangles and reparses to itself, or throws an error whose
    /// position lies within the input; nothing crashes or hangs.
    @Test func errorsOrValidOutputOnly() {
        var accepted = 0
        var rejected = 0
        for input in Self.fuzzInputs {
            do {
                let name = try MangledTypeName(parsing: input)
                accepted += 1
                #expect(!name.description.isEmpty, "\(input)")
                let again = try? MangledTypeName(parsing: name.mangled)
                #expect(again == name, "\(input) remangles to \(name.mangled), which does not parse back equal")
                #expect(again?.mangled == name.mangled, "\(input)")
            } catch {
                rejected += 1
                #expect(error.position >= 0 && error.position <= input.utf8.count, "\(input): \(error)")
                #expect(!error.message.isEmpty)
            }
        }
        #expect(accepted + rejected == Self.fuzzInputs.count)
        // Both outcomes must be well represented, or the generator is not exercising the parser.
        #expect(accepted > 300)
        #expect(rejected > 3000)
    }

    /// Every fuzz input we accept prints exactly as `swift demangle --compact` prints it.
    @Test func acceptedInputsMatchTheOracle() async throws {
        guard DemangleOracle.swiftExecutable != nil else {
            withKnownIssue("`swift` is not on PATH: live check skipped") { Issue.record("swift not found") }
            return
        }
        let accepted = Self.fuzzInputs.filter { !$0.hasPrefix("$") && (try? MangledTypeName(parsing: $0)) != nil }
        let printed = try await DemangleOracle.demangle(accepted)
        try #require(printed.count == accepted.count)
        var mismatches: [String] = []
        for (input, expected) in zip(accepted, printed) {
            let ours = (try? MangledTypeName(parsing: input))?.description ?? ""
            if ours != expected { mismatches.append("\(input): ours \(ours) ≠ oracle \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(accepted.count): \(mismatches.prefix(8))")
    }
}
