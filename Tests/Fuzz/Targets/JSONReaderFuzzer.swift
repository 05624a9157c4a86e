// libFuzzer target: the bounded JSON reader every untrusted document goes through (metadata, `--input`
// files, MCP messages).
//
// Oracle: any bytes either throw `MetadataError` or parse; a parsed document's serialized form parses again to an
// equal value and serializes to the same bytes, and parsing never goes past the limits it was given.
import IntentMetadata

private let limits = MetadataLimits(maxBytes: 1 << 20, maxDepth: 64, maxStringBytes: 1 << 16, maxElements: 1 << 16)

/// Feeds one input to the JSON reader and writer. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func jsonReaderFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let value: JSONValue
    do {
        value = try JSONValue(parsing: bytes, source: "fuzz.json", limits: limits)
    } catch {
        _ = error.description
        return 0
    }
    let written = value.serialized()
    let reread: JSONValue
    do {
        reread = try JSONValue(parsing: written, source: "rewritten.json", limits: .default)
    } catch {
        fatalError("round trip: the written form does not parse: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    guard reread == value else {
        fatalError("round trip: the written form parses to another value\n\(String(decoding: written, as: UTF8.self))")
    }
    guard reread.serialized() == written else {
        fatalError("round trip: writing is not stable\n\(String(decoding: written, as: UTF8.self))")
    }
    _ = value.typeDescription
    return 0
}
