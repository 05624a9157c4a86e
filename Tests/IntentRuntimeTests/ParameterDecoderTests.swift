import Foundation
import IntentMetadata
import IntentRuntime
import Testing

@Suite("Parameter decoding")
struct ParameterDecoderTests {
    private let registered = RegisteredIntent(DecodingIntent.self)

    private func decode(
        _ values: [String: InvocationValue],
        action: ActionMetadata? = nil,
        enums: [EnumMetadata] = []
    ) async throws -> DecodingIntent {
        let decoder = ParameterDecoder(intent: registered, action: action, enums: enums)
        let instance = try await decoder.instantiate(with: values)
        return try #require(instance as? DecodingIntent)
    }

    @Test func decodesCommandLineStrings() async throws {
        let intent = try await decode([
            "count": "3", "small": "-7", "ratio": "0.25", "flag": "true", "when": "2026-11-21T09:30:00Z",
            "link": "https://example.com/a", "speed": "fast", "tags": "a, b", "levels": "1,2,3", "label": "hi",
        ])
        #expect(intent.count == 3)
        #expect(intent.small == -7)
        #expect(intent.ratio == 0.25)
        #expect(intent.flag)
        #expect(intent.when == Date(timeIntervalSince1970: 1_795_253_400))
        #expect(intent.link == URL(string: "https://example.com/a"))
        #expect(intent.speed == .fast)
        #expect(intent.tags == ["a", "b"])
        #expect(intent.levels == [1, 2, 3])
        #expect(intent.label == "hi")
    }

    @Test func decodesJSONValues() async throws {
        let json = Data(#"{"count": 10, "ratio": 2, "flag": false, "levels": [4, 5], "label": null}"#.utf8)
        let values = try InvocationValue.parameters(fromJSON: json)
        let intent = try await decode(values)
        #expect(intent.count == 10)
        #expect(intent.ratio == 2)
        #expect(!intent.flag)
        #expect(intent.levels == [4, 5])
        #expect(intent.label == nil)
    }

    @Test func unsetParametersKeepTheirDefaults() async throws {
        let intent = try await decode(["count": 1])
        #expect(intent.ratio == 0.5)
        #expect(intent.flag == false)
        #expect(intent.speed == nil)
    }

    static let badValues: [(values: [String: InvocationValue], code: ParameterError.Code, parameter: String)] = [
        (["count": 1, "colour": "red"], .unknownParameter, "colour"),
        ([:], .missingRequired, "count"),
        (["count": nil], .missingRequired, "count"),
        (["count": "three"], .wrongType, "count"),
        (["count": true], .wrongType, "count"),
        (["count": 2.5], .wrongType, "count"),
        (["count": [1, 2]], .wrongType, "count"),
        (["count": 1, "flag": "maybe"], .wrongType, "flag"),
        (["count": 1, "ratio": "half"], .wrongType, "ratio"),
        (["count": 1, "when": "yesterday"], .wrongType, "when"),
        (["count": 1, "link": "not a url"], .wrongType, "link"),
        (["count": 1, "speed": "warp"], .wrongType, "speed"),
        (["count": 1, "label": 5], .wrongType, "label"),
        (["count": 1, "levels": "1,two"], .wrongType, "levels"),
        (["count": "11"], .outOfRange, "count"),
        (["count": 0], .outOfRange, "count"),
        (["count": "99999999999999999999"], .outOfRange, "count"),
        (["count": 1, "small": "300"], .outOfRange, "small"),
        (["count": 1, "small": -129], .outOfRange, "small"),
    ]

    @Test(arguments: badValues)
    func badValuesAreRefusedNamingTheParameter(
        values: [String: InvocationValue],
        code: ParameterError.Code,
        parameter: String
    ) async throws {
        await #expect {
            try await decode(values)
        } throws: { error in
            guard let error = error as? ParameterError else { return false }
            return error.code == code && error.parameter == parameter
                && error.message.contains("DecodingIntent: parameter '\(parameter)'")
        }
    }

    @Test func metadataValueTypeMustAgreeWithTheSwiftType() async throws {
        let action = ActionMetadata(
            identifier: "DecodingIntent",
            parameters: [ParameterMetadata(name: "count", valueType: .primitive(.string))]
        )
        await #expect {
            try await decode(["count": "3"], action: action)
        } throws: { error in
            (error as? ParameterError)?.code == .metadataMismatch
                && (error as? ParameterError)?.message.contains("is Int in Swift but String in the metadata") == true
        }
    }

    @Test func metadataBoundsAndEnumCasesApply() async throws {
        var count = ParameterMetadata(name: "count", valueType: .primitive(.int))
        count.lowerBound = 2
        count.upperBound = 4
        let action = ActionMetadata(
            identifier: "DecodingIntent",
            parameters: [count, ParameterMetadata(name: "speed", valueType: .linkEnumeration(identifier: "Speed"))]
        )
        let enums = [EnumMetadata(identifier: "Speed", cases: [EnumCaseMetadata(identifier: "slow")])]
        #expect(try await decode(["count": 3, "speed": "slow"], action: action, enums: enums).speed == .slow)
        await #expect(throws: ParameterError.self) { try await decode(["count": 5], action: action, enums: enums) }
        await #expect {
            try await decode(["count": 3, "speed": "fast"], action: action, enums: enums)
        } throws: { error in
            (error as? ParameterError)?.message.contains("its cases are slow") == true
        }
    }

    @Test func assignmentsSplitAtTheFirstEquals() {
        #expect(InvocationValue.assignment("note=a=b")?.name == "note")
        #expect(InvocationValue.assignment("note=a=b")?.value == "a=b")
        #expect(InvocationValue.assignment("=x") == nil)
        #expect(InvocationValue.assignment("novalue") == nil)
    }

    @Test func invalidJSONInputIsRefused() {
        #expect(throws: ParameterError.self) {
            try InvocationValue.parameters(fromJSON: Data("[1]".utf8), source: "values.json")
        }
    }
}

enum Speed: String, AppEnum {
    case slow
    case fast

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static let caseDisplayRepresentations: [Speed: DisplayRepresentation] = [.slow: "Slow", .fast: "Fast"]
}

struct DecodingIntent: AppIntent {
    static let title: LocalizedStringResource = "Decoding"

    @Parameter(title: "Count", inclusiveRange: (1, 10))
    var count: Int

    @Parameter(title: "Small")
    var small: Int8?

    @Parameter(title: "Ratio", default: 0.5)
    var ratio: Double

    @Parameter(title: "Flag", default: false)
    var flag: Bool

    @Parameter(title: "When")
    var when: Date?

    @Parameter(title: "Link")
    var link: URL?

    @Parameter(title: "Speed")
    var speed: Speed?

    @Parameter(title: "Tags")
    var tags: [String]?

    @Parameter(title: "Levels")
    var levels: [Int]?

    @Parameter(title: "Label")
    var label: String?

    func perform() async throws -> some IntentResult {
        .result()
    }
}
