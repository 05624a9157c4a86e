import Foundation
import MetadataTestSupport
import Testing

@testable import IntentMetadata

/// A malformed input and exactly the error it must produce.
struct MalformedInput: CustomTestStringConvertible, Sendable {
    let name: String
    let bytes: [UInt8]
    let code: MetadataError.Code
    let path: String
    let line: Int?
    let column: Int?
    var limits = MetadataLimits.default

    var testDescription: String { name }

    init(
        _ name: String,
        _ text: String,
        _ code: MetadataError.Code,
        path: String,
        at position: (Int, Int)?,
        limits: MetadataLimits = .default
    ) {
        self.init(name, Array(text.utf8), code, path: path, at: position, limits: limits)
    }

    init(
        _ name: String,
        _ bytes: [UInt8],
        _ code: MetadataError.Code,
        path: String,
        at position: (Int, Int)?,
        limits: MetadataLimits = .default
    ) {
        self.name = name
        self.bytes = bytes
        self.code = code
        self.path = path
        self.line = position?.0
        self.column = position?.1
        self.limits = limits
    }
}

@Suite("JSONReader")
struct JSONReaderTests {
    static let malformed: [MalformedInput] = [
        MalformedInput("not JSON", "hello", .syntax, path: "", at: (1, 1)),
        MalformedInput("empty file", "", .syntax, path: "", at: (1, 1)),
        MalformedInput("only whitespace", " \n ", .syntax, path: "", at: (2, 2)),
        MalformedInput(
            "truncated inside an object",
            #"{"actions":{"A":{"identifier":"A""#,
            .syntax,
            path: "actions.A",
            at: (1, 34)
        ),
        MalformedInput("truncated after a key", #"{"a""#, .syntax, path: "a", at: (1, 5)),
        MalformedInput("truncated array", #"{"a":[1,"#, .syntax, path: "a[1]", at: (1, 9)),
        MalformedInput("unterminated string", #"{"a":"abc"#, .syntax, path: "a", at: (1, 6)),
        MalformedInput("bad escape", #"{"a":"x\q"}"#, .syntax, path: "a", at: (1, 8)),
        MalformedInput("bad unicode escape", #"{"a":["\u12G4"]}"#, .syntax, path: "a[0]", at: (1, 8)),
        MalformedInput("lone surrogate", #"{"a":"\uD800x"}"#, .syntax, path: "a", at: (1, 7)),
        MalformedInput("leading zeros", #"{"a":[1,012]}"#, .syntax, path: "a[1]", at: (1, 9)),
        MalformedInput("number without digits", #"{"a":-}"#, .syntax, path: "a", at: (1, 7)),
        MalformedInput("fraction without digits", #"{"a":1.}"#, .syntax, path: "a", at: (1, 8)),
        MalformedInput("trailing garbage", #"{"a":1} x"#, .syntax, path: "", at: (1, 9)),
        MalformedInput("two documents", "{}{}", .syntax, path: "", at: (1, 3)),
        MalformedInput("control character in string", "{\"a\":\"x\ny\"}", .syntax, path: "a", at: (1, 8)),
        MalformedInput("duplicate keys", #"{"a":{"b":1,"b":2}}"#, .duplicateKey, path: "a.b", at: (1, 13)),
        MalformedInput("missing colon", "{\n  \"a\" 1\n}", .syntax, path: "a", at: (2, 7)),
        MalformedInput("bad literal on line 3", "{\n\"x\": 1,\n\"a\": tru\n}", .syntax, path: "a", at: (3, 6)),
        MalformedInput("missing comma", #"{"a":[1 2]}"#, .syntax, path: "a", at: (1, 9)),
        MalformedInput("single quotes", #"{'a':1}"#, .syntax, path: "", at: (1, 2)),
        MalformedInput("trailing comma", #"{"a":[1,]}"#, .syntax, path: "a[1]", at: (1, 9)),
        MalformedInput(
            "invalid UTF-8 in a string",
            Array(#"{"a":"é"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            .invalidUTF8,
            path: "a",
            at: (1, 8)
        ),
        MalformedInput(
            "overlong UTF-8 in a string",
            Array(#"{"a":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8),
            .invalidUTF8,
            path: "a",
            at: (1, 7)
        ),
        MalformedInput(
            "UTF-8 surrogate in a string",
            Array(#"{"a":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}"#.utf8),
            .invalidUTF8,
            path: "a",
            at: (1, 7)
        ),
        MalformedInput(
            "stray invalid byte", Array("{".utf8) + [0xC3] + Array("}".utf8), .invalidUTF8, path: "", at: (1, 2)),
        MalformedInput("stray valid non-ASCII", "{é:1}", .syntax, path: "", at: (1, 2)),
        MalformedInput(
            "nesting 10,000 deep",
            String(repeating: "[", count: 10_000),
            .tooDeep,
            path: String(repeating: "[0]", count: 256),
            at: (1, 257)
        ),
        MalformedInput(
            "objects nested past a small limit",
            #"{"a":{"b":{"c":{}}}}"#,
            .tooDeep,
            path: "a.b.c",
            at: (1, 16),
            limits: MetadataLimits(maxDepth: 3)
        ),
        MalformedInput(
            "string over the string limit",
            #"{"key":"0123456789"}"#,
            .stringTooLong,
            path: "key",
            at: (1, 8),
            limits: MetadataLimits(maxStringBytes: 8)
        ),
        MalformedInput(
            "too many elements",
            "[1,2,3,4,5]",
            .tooManyElements,
            path: "[3]",
            at: (1, 8),
            limits: MetadataLimits(maxElements: 4)
        ),
        MalformedInput(
            "over the size limit", "[1,2,3]", .tooLarge, path: "", at: nil, limits: MetadataLimits(maxBytes: 6)),
    ]

    @Test("malformed input produces the exact error", arguments: malformed)
    func malformedInput(_ input: MalformedInput) throws {
        let error = try #require(throws: MetadataError.self) {
            try JSONValue(parsing: input.bytes, source: "input.json", limits: input.limits)
        }
        #expect(error.code == input.code, "\(error)")
        #expect(error.jsonPath == input.path, "\(error)")
        #expect(error.line == input.line, "\(error)")
        #expect(error.column == input.column, "\(error)")
        #expect(error.file == "input.json")
        #expect(error.description.hasPrefix("input.json:"))
    }

    @Test("a 100 MB input is refused by the size limit before it is read")
    func hundredMegabytes() throws {
        // A lazy sequence that can say its size: refused without producing a byte.
        let lazy = repeatElement(UInt8(ascii: " "), count: 100_000_000)
        let error = try #require(throws: MetadataError.self) { try JSONValue(parsing: lazy) }
        #expect(error.code == .tooLarge)
        #expect(error.message.contains("100000000 bytes"))

        // A sequence that cannot: read only up to the limit.
        final class Counter: @unchecked Sendable { var produced = 0 }
        let counter = Counter()
        let unsized = AnySequence { () -> AnyIterator<UInt8> in
            AnyIterator {
                guard counter.produced < 100_000_000 else { return nil }
                counter.produced += 1
                return UInt8(ascii: " ")
            }
        }
        let limits = MetadataLimits(maxBytes: 1 << 20)
        let unsizedError = try #require(throws: MetadataError.self) { try JSONValue(parsing: unsized, limits: limits) }
        #expect(unsizedError.code == .tooLarge)
        #expect(counter.produced <= (1 << 20) + 1)
    }

    @Test(
        "a string, key or number of exactly maxStringBytes bytes is read; one byte more is refused",
        arguments: [
            (#"{"a":"12345678"}"#, #"{"a":"123456789"}"#),
            (#"{"a":"12\u0041"}"#, #"{"a":"123\u0041"}"#),
            (#"{"a":"123456é"}"#, #"{"a":"1234567é"}"#),
            (#"{"12345678":1}"#, #"{"123456789":1}"#),
            (#"{"a":12345678}"#, #"{"a":123456789}"#),
        ])
    func stringLimitBoundary(largest: String, over: String) throws {
        // The limit counts the bytes as written, escapes included.
        let limits = MetadataLimits(maxStringBytes: 8)
        #expect(throws: Never.self) { try JSONValue(parsing: Array(largest.utf8), limits: limits) }
        let error = try #require(throws: MetadataError.self) {
            try JSONValue(parsing: Array(over.utf8), limits: limits)
        }
        #expect(error.code == .stringTooLong, "\(over): \(error)")
    }

    @Test("values are read with their exact content")
    func values() throws {
        let text = #"""
            {"s":"a\/b\"\\\n\t\u00e9\ud83d\ude00é","n":[0,-1,1.0,2.50,1e5,-0.5E-3],"t":true,"f":false,"z":null,"e":{},"a":[]}
            """#
        let value = try JSONValue(parsing: Array(text.utf8))
        #expect(value["s"] == .string("a/b\"\\\n\té😀é"))
        let numbers = try #require(value["n"]?.arrayValue).compactMap(\.numberValue?.literal)
        #expect(numbers == ["0", "-1", "1.0", "2.50", "1e5", "-0.5E-3"])
        #expect(value["n"]?.arrayValue?[3].doubleValue == 2.5)
        #expect(value["t"] == true)
        #expect(value["f"] == false)
        #expect(value["z"] == .null)
        #expect(value["e"] == .object([:]))
        #expect(value["a"] == .array([]))
    }

    @Test("whitespace and a byte order mark are allowed")
    func whitespace() throws {
        let value = try JSONValue(parsing: [0xEF, 0xBB, 0xBF] + Array(" \r\n\t{ \"a\" : [ 1 , 2 ] }\n".utf8))
        #expect(value == ["a": [1, 2]])
    }

    @Test(
        "numbers keep their literal and convert on demand",
        arguments: [
            ("255", 255, 255.0),
            ("14.0", 14, 14.0),
            ("1.5", nil, 1.5),
            ("-7", -7, -7.0),
            ("1e2", 100, 100.0),
        ] as [(String, Int?, Double)]
    )
    func numbers(literal: String, int: Int?, double: Double) throws {
        let number = try #require(JSONNumber(literal: literal))
        #expect(number.literal == literal)
        #expect(number.intValue == int)
        #expect(number.doubleValue == double)
    }

    @Test("invalid number literals are refused", arguments: ["", "-", "01", "1.", ".5", "1e", "+1", "1e+", "0x10"])
    func invalidNumberLiterals(literal: String) {
        #expect(JSONNumber(literal: literal) == nil)
    }

    @Test(
        "doubles are written as JSONEncoder writes them", arguments: [(255.0, "255"), (1.25, "1.25"), (-0.5, "-0.5")])
    func doubleLiterals(value: Double, literal: String) {
        #expect(JSONNumber(value)?.literal == literal)
    }

    @Test("the writer sorts keys in byte order and escapes like Xcode")
    func writer() throws {
        let value: JSONValue = [
            "b": "x/y", "B": 1, "a": ["é", "\u{1}\n\"\\"], "assistantDefinedSchemas": [],
            "assistantDefinedSchemaTraits": [],
            "n": .number(try #require(JSONNumber(literal: "1.0"))), "z": [true, false, nil],
        ]
        let written = String(decoding: value.serialized(), as: UTF8.self)
        #expect(
            written
                == #"{"B":1,"a":["é","\u0001\n\"\\"],"assistantDefinedSchemaTraits":[],"assistantDefinedSchemas":[],"#
                + #""b":"x\/y","n":1.0,"z":[true,false,null]}"#
        )
        #expect(try JSONValue(parsing: value.serialized()) == value)
    }

    @Test("JSON paths quote keys that are not plain identifiers")
    func paths() {
        let path: [JSONPathComponent] = [
            .key("actions"), .key("My Intent"), .key("parameters"), .index(2), .key("x.y"),
        ]
        #expect(JSONPathComponent.render(path) == #"actions["My Intent"].parameters[2]["x.y"]"#)
        #expect(JSONPathComponent.render([.index(0), .key("a")]) == "[0].a")
    }

    @Test("every fixture parses", arguments: MetadataFixtures.files)
    func fixtureParses(name: String) throws {
        let value = try JSONValue(parsing: MetadataFixtures.bytes(name), source: name)
        #expect(value["actions"]?.objectValue?.isEmpty == false)
    }

    @Test("every corpus file parses", .requiresMetadataCorpus, arguments: MetadataCorpus.files)
    func corpusParses(name: String) throws {
        let value = try JSONValue(parsing: MetadataCorpus.bytes(name), source: name)
        #expect(value["actions"]?.objectValue?.isEmpty == false)
    }
}
