// libFuzzer target: the metadata reader, validator and writer.
//
// Oracle: any bytes either throw `MetadataError` or load; a loaded bundle validates without trapping, and its
// written form loads again and writes the same bytes (the writer is deterministic and lossless on its own output).
import IntentMetadata

private let limits = MetadataLimits(maxBytes: 1 << 20, maxDepth: 64, maxStringBytes: 1 << 16, maxElements: 1 << 16)

/// Feeds one input to the metadata reader, validator and writer. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func metadataFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let bundle: MetadataBundle
    do {
        bundle = try MetadataBundle(actionsData: bytes, source: "fuzz.actionsdata", limits: limits)
    } catch {
        _ = error.description
        return 0
    }
    for diagnostic in bundle.validate() {
        _ = diagnostic.description
    }
    for action in bundle.actions.values {
        _ = bundle.action(mangledTypeName: action.mangledTypeName ?? "")
    }
    let written = bundle.actionsData()
    let reloaded: MetadataBundle
    do {
        reloaded = try MetadataBundle(actionsData: written, source: "rewritten.actionsdata", limits: .default)
    } catch {
        fatalError("round trip: the written form does not load: \(error)\n\(String(decoding: written, as: UTF8.self))")
    }
    let rewritten = reloaded.actionsData()
    guard rewritten == written else {
        fatalError(
            "round trip: writing is not stable\nfirst:  \(String(decoding: written, as: UTF8.self))\n"
                + "second: \(String(decoding: rewritten, as: UTF8.self))"
        )
    }
    _ = bundle.versionJSON()
    return 0
}
