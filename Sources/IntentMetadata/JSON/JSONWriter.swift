/// Writes JSON as Xcode 26+ writes `extract.actionsdata`: compact, object keys sorted in byte order, `/` escaped
/// as `\/`, non-ASCII written raw, numbers as their literal text, no trailing newline.
struct JSONWriter {
    private(set) var output: [UInt8] = []

    init(capacity: Int = 4096) {
        output.reserveCapacity(capacity)
    }

    mutating func write(_ value: JSONValue) {
        switch value {
        case .null:
            append("null")
        case .bool(let flag):
            append(flag ? "true" : "false")
        case .number(let number):
            var literal = number.literal
            literal.withUTF8 { output.append(contentsOf: $0) }
        case .string(let string):
            writeString(string)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            var first = true
            for element in elements {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                write(element)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            var first = true
            for key in Self.sortedKeys(members) {
                if !first { output.append(UInt8(ascii: ",")) }
                first = false
                writeString(key)
                output.append(UInt8(ascii: ":"))
                if let member = members[key] { write(member) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// The keys of an object in byte (UTF-8 code unit) order.
    static func sortedKeys(_ members: [String: JSONValue]) -> [String] {
        members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { output.append(contentsOf: $0) }
    }

    mutating func writeString(_ string: String) {
        var string = string
        string.withUTF8 { Self.appendQuoted($0, to: &output) }
    }

    /// `string` as a quoted, escaped JSON string.
    static func quoted(_ string: String) -> [UInt8] {
        var string = string
        var output: [UInt8] = []
        string.withUTF8 { appendQuoted($0, to: &output) }
        return output
    }

    private static func appendQuoted(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var runStart = 0
        for index in bytes.indices {
            let byte = bytes[index]
            let escape: UInt8
            switch byte {
            case UInt8(ascii: "\""): escape = UInt8(ascii: "\"")
            case UInt8(ascii: "\\"): escape = UInt8(ascii: "\\")
            case UInt8(ascii: "/"): escape = UInt8(ascii: "/")
            case 0x08: escape = UInt8(ascii: "b")
            case 0x0C: escape = UInt8(ascii: "f")
            case 0x0A: escape = UInt8(ascii: "n")
            case 0x0D: escape = UInt8(ascii: "r")
            case 0x09: escape = UInt8(ascii: "t")
            case 0..<0x20: escape = UInt8(ascii: "u")
            default: continue
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            output.append(UInt8(ascii: "\\"))
            output.append(escape)
            if escape == UInt8(ascii: "u") {
                let digits: [UInt8] = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [
                    UInt8(ascii: "0"), UInt8(ascii: "0"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)],
                ])
            }
            runStart = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        output.append(UInt8(ascii: "\""))
    }
}
