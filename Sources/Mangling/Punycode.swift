/// Swift's variant of Punycode (RFC 3492) for identifiers with characters a symbol cannot hold: digits are
/// `a`…`z` (0–25) and `A`…`J` (26–35), the delimiter is `_`, and ASCII characters that are not symbol characters
/// are first mapped to U+D800 + their value.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80
    private static let delimiter = UInt8(ascii: "_")

    /// Whether `identifier` must be Punycode-encoded to appear in a mangled name.
    static func needsEncoding(_ identifier: String) -> Bool {
        identifier.utf8.contains { !isSymbolCharacter($0) }
    }

    /// Whether `byte` may appear in a mangled symbol as is.
    static func isSymbolCharacter(_ byte: UInt8) -> Bool {
        byte.isASCIILetter || byte.isASCIIDigit || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$")
    }

    private static func digitValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(byte - UInt8(ascii: "a"))
        case UInt8(ascii: "A")...UInt8(ascii: "J"): Int(byte - UInt8(ascii: "A")) + 26
        default: nil
        }
    }

    private static func digitByte(_ value: Int) -> UInt8 {
        value < 26 ? UInt8(ascii: "a") + UInt8(value) : UInt8(ascii: "A") + UInt8(value - 26)
    }

    private static func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (((base - tMin + 1) * delta) / (delta + skew))
    }

    private static func threshold(_ k: Int, _ bias: Int) -> Int {
        k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
    }

    /// Decodes Swift Punycode into a string, or returns `nil` when `encoded` is not valid.
    static func decode(_ encoded: some Collection<UInt8>) -> String? {
        let bytes = Array(encoded)
        var output: [UInt32] = []
        var position = 0
        if let last = bytes.lastIndex(of: delimiter) {
            for byte in bytes[..<last] {
                guard byte < 0x80 else { return nil }
                output.append(UInt32(byte))
            }
            position = last + 1
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        while position < bytes.count {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard position < bytes.count, let digit = digitValue(bytes[position]) else { return nil }
                position += 1
                guard digit <= (Int(Int32.max) - i) / w else { return nil }
                i += digit * w
                let t = threshold(k, bias)
                if digit < t { break }
                guard w <= Int(Int32.max) / (base - t) else { return nil }
                w *= base - t
                k += base
            }
            bias = adapt(i - oldI, output.count + 1, oldI == 0)
            guard i / (output.count + 1) <= Int(Int32.max) - n else { return nil }
            n += i / (output.count + 1)
            i %= output.count + 1
            guard n >= 0x80, n <= 0x10_FFFF else { return nil }
            output.insert(UInt32(n), at: i)
            i += 1
        }
        var scalars = String.UnicodeScalarView()
        for value in output {
            let mapped = (0xD800..<0xD880).contains(value) ? value - 0xD800 : value
            guard let scalar = Unicode.Scalar(mapped) else { return nil }
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// Encodes `identifier` in Swift Punycode.
    static func encode(_ identifier: String) -> String {
        let input: [Int] = identifier.unicodeScalars.map { scalar in
            let value = Int(scalar.value)
            if value < 0x80, !isSymbolCharacter(UInt8(value)) { return value + 0xD800 }
            return value
        }
        var output: [UInt8] = input.filter { $0 < 0x80 }.map { UInt8($0) }
        let basicCount = output.count
        var handled = basicCount
        if basicCount > 0 { output.append(delimiter) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < input.count {
            let m = input.filter { $0 >= n }.min() ?? n
            delta += (m - n) * (handled + 1)
            n = m
            for value in input {
                if value < n { delta += 1 }
                if value == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = threshold(k, bias)
                        if q < t { break }
                        output.append(digitByte(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digitByte(q))
                    bias = adapt(delta, handled + 1, handled == basicCount)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
