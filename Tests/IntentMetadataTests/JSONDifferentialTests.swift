import Foundation
import MetadataTestSupport
import ProcessTestSupport
import Testing

@testable import IntentMetadata

/// Differential tests: the reader against Foundation's `JSONSerialization` on mutated fixtures and corpus files.
@Suite("JSONReader against JSONSerialization")
struct JSONDifferentialTests {
    /// A small deterministic generator (SplitMix64), so a failure names a reproducible seed.
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }

    static let interestingBytes: [UInt8] = Array("{}[]\",:\\0-.eE1 \n/ut".utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xE2, 0xFF]

    /// Whether a value read by this module equals one read by `JSONSerialization`.
    static func matches(_ value: JSONValue, _ other: Any) -> Bool {
        switch value {
        case .null:
            return other is NSNull
        case .bool(let flag):
            return (other as? Bool) == flag
        case .number(let number):
            guard let foundation = other as? NSNumber, let double = number.doubleValue else { return false }
            return foundation.doubleValue == double
        case .string(let string):
            return (other as? String) == string
        case .array(let elements):
            guard let others = other as? [Any], others.count == elements.count else { return false }
            return zip(elements, others).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let others = other as? [String: Any], others.count == members.count else { return false }
            return members.allSatisfy { key, member in others[key].map { matches(member, $0) } ?? false }
        }
    }

    @Test("unmodified fixtures read the same as with JSONSerialization", arguments: MetadataFixtures.files)
    func fixtureMatches(name: String) throws {
        try Self.checkUnmodified(MetadataFixtures.bytes(name))
    }

    @Test(
        "unmodified corpus files read the same as with JSONSerialization", .requiresMetadataCorpus,
        arguments: MetadataCorpus.files)
    func corpusMatches(name: String) throws {
        try Self.checkUnmodified(MetadataCorpus.bytes(name))
    }

    static func checkUnmodified(_ bytes: [UInt8]) throws {
        let foundation = try JSONSerialization.jsonObject(with: Data(bytes))
        #expect(Self.matches(try JSONValue(parsing: bytes), foundation))
    }

    @Test("mutated fixtures: never a crash, the same verdict and the same values", arguments: MetadataFixtures.files)
    func fixtureMutations(name: String) async throws {
        try await Self.checkMutations(of: MetadataFixtures.bytes(name))
    }

    @Test(
        "mutated corpus files: never a crash, the same verdict and the same values", .requiresMetadataCorpus,
        arguments: MetadataCorpus.files)
    func corpusMutations(name: String) async throws {
        try await Self.checkMutations(of: MetadataCorpus.bytes(name))
    }

    /// What 300 mutations of a document came to: how many each reader accepted, and where they disagreed.
    struct MutationOutcome: Sendable {
        var accepted = 0
        var refused = 0
        var problems: [String] = []
    }

    /// Reads 300 mutations of `original` here and with Foundation. The rounds keep a core busy for about a second
    /// each file: they run off the concurrency pool, which every other test of the process shares.
    static func checkMutations(of original: [UInt8]) async throws {
        let outcome = try await processorBound { mutationOutcome(of: original) }
        #expect(outcome.problems.isEmpty, "\(outcome.problems.count) rounds: \(outcome.problems.prefix(10))")
        #expect(outcome.accepted > 0 && outcome.refused > 0)
    }

    static func mutationOutcome(of original: [UInt8]) -> MutationOutcome {
        var generator = SplitMix64(state: 0x1D0C_5EED)
        var outcome = MutationOutcome()
        for round in 0..<300 {
            var bytes = original
            let position = Int.random(in: 0..<bytes.count, using: &generator)
            switch round % 4 {
            case 0: bytes[position] = Self.interestingBytes.randomElement(using: &generator) ?? 0
            case 1: bytes.remove(at: position)
            case 2: bytes.insert(Self.interestingBytes.randomElement(using: &generator) ?? 0, at: position)
            default: bytes.removeSubrange(position...)
            }
            let foundation = try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
            do {
                let ours = try JSONValue(parsing: bytes)
                outcome.accepted += 1
                if !(foundation.map { Self.matches(ours, $0) } ?? false) {
                    outcome.problems.append(
                        "round \(round): accepted here, \(foundation == nil ? "refused" : "read differently") by Foundation"
                    )
                }
            } catch {
                outcome.refused += 1
                // The reader is stricter than Foundation on purpose for duplicate keys only.
                if foundation != nil && error.code != .duplicateKey {
                    outcome.problems.append("round \(round): refused here (\(error)), accepted by Foundation")
                }
                if !(error.line != nil && error.column != nil || error.code == .tooLarge) {
                    outcome.problems.append("round \(round): \(error) names no line and column")
                }
            }
        }
        return outcome
    }
}
