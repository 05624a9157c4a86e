/// How identifiers are split into words for word substitution (shared by the demangler and the mangler).
enum WordSplitter {
    /// Whether `byte` can start a word: anything but a digit, `_` or the end.
    static func isWordStart(_ byte: UInt8) -> Bool {
        !byte.isASCIIDigit && byte != UInt8(ascii: "_") && byte != 0
    }

    /// Whether `byte`, following `previous`, ends a word: `_`, the end, or an uppercase letter after a
    /// non-uppercase one.
    static func isWordEnd(_ byte: UInt8, previous: UInt8) -> Bool {
        if byte == UInt8(ascii: "_") || byte == 0 { return true }
        return !previous.isASCIIUppercase && byte.isASCIIUppercase
    }
}
