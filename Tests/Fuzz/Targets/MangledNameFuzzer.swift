// libFuzzer target: the mangled-name parser, printer and mangler.
//
// Oracle: any input either throws `DemanglingError` or parses to a name whose canonical `mangled` form parses
// again to an equal value with the same `mangled` text and the same printed form; printing and the nominal
// accessors never trap.
import Mangling

/// Feeds one input to the mangled-name parser, printer and mangler. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func mangledNameFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let name: MangledTypeName
    do {
        name = try MangledTypeName(parsing: text)
    } catch {
        _ = error.description
        return 0
    }
    let printed = name.description
    _ = name.module
    _ = name.nominalPath
    _ = name.name
    _ = name.genericArguments.map(\.description)
    let again: MangledTypeName
    do {
        again = try MangledTypeName(parsing: name.mangled)
    } catch {
        fatalError("round trip: \(String(reflecting: text)) parsed, its mangled form \(name.mangled) did not: \(error)")
    }
    guard again == name, again.mangled == name.mangled, again.description == printed else {
        fatalError(
            "round trip: \(String(reflecting: text)) → \(name.mangled) (\(printed)) → \(again.mangled) "
                + "(\(again.description))"
        )
    }
    return 0
}
