/// The JSON a loaded bundle keeps of what it did not decode, in one buffer shared by its model values.
///
/// When ``MetadataBundleReader`` loads a bundle, the members the model does not know, the pair arrays and the JSON
/// of value types are not turned into `JSONValue` trees: their text is copied into one buffer for the whole bundle,
/// and each model value keeps the byte range of its part (a ``JSONSource``), parsed again when something asks for
/// it (`additionalFields`, `elements`, writing the bundle). The reader checked every text it keeps, with the limits
/// kept here, so a range always parses.
///
/// The reader creates the document first (the ranges refer to it) and gives it its text when it has read the whole
/// bundle, before it returns any value that refers to it; the text never changes afterwards, so sharing the
/// document between threads is safe.
final class JSONDocument: @unchecked Sendable {
    /// The kept text; set once, by ``finish(text:)``.
    private var text: [UInt8] = []
    /// The limits the text was checked with.
    let limits: MetadataLimits

    init(limits: MetadataLimits) {
        self.limits = limits
    }

    /// Gives the document its text, without spare capacity.
    func finish(text: [UInt8]) {
        self.text = text.withUnsafeBufferPointer { kept in
            [UInt8](unsafeUninitializedCapacity: kept.count) { buffer, count in
                count = buffer.initialize(fromContentsOf: kept)
            }
        }
    }

    /// The value whose text is `range`.
    func value(in range: Range<Int>) -> JSONValue {
        text.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(bytes: UnsafeBufferPointer(rebasing: buffer[range]), limits: limits)
            return (try? reader.parseValue(depth: 0)) ?? .null
        }
    }
}

/// A value kept as its text in a ``JSONDocument``.
struct JSONSource: Sendable {
    /// The document.
    let document: JSONDocument
    /// Where the value's text starts.
    let start: UInt32
    /// Where it ends (exclusive).
    let end: UInt32

    init(document: JSONDocument, range: Range<Int>) {
        self.document = document
        self.start = UInt32(truncatingIfNeeded: range.lowerBound)
        self.end = UInt32(truncatingIfNeeded: range.upperBound)
    }

    /// The byte range of the value's text.
    var range: Range<Int> { Int(start)..<Int(end) }

    /// The value, parsed.
    var value: JSONValue { document.value(in: range) }
}
