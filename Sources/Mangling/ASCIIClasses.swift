/// The character classes the mangling grammar is written in, on UTF-8 bytes.
extension UInt8 {
    /// `0`…`9`.
    var isASCIIDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }
    /// `a`…`z`.
    var isASCIILowercase: Bool { self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z") }
    /// `A`…`Z`.
    var isASCIIUppercase: Bool { self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z") }
    /// `a`…`z` or `A`…`Z`.
    var isASCIILetter: Bool { isASCIILowercase || isASCIIUppercase }
}
