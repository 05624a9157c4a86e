// libFuzzer target: resolving untrusted metadata's mangled type names through the registry.
//
// The input is the mangled name an action's `mangledTypeNameV2` holds (the resolver demangles it and asks the
// Swift runtime whether such a type is linked). Oracle: resolution never traps, and an action resolves only to a
// registered intent whose mangled name is exactly the one the metadata gives; every other name, whatever type it
// denotes (a standard-library type, a linked but unregistered intent, the runtime's own types), is refused.
import IntentMetadata
import IntentRuntime

struct RegisteredFuzzIntent: AppIntent {
    static let title: LocalizedStringResource = "Registered"

    func perform() async throws -> some IntentResult { .result() }
}

struct UnregisteredFuzzIntent: AppIntent {
    static let title: LocalizedStringResource = "Unregistered"

    func perform() async throws -> some IntentResult { .result() }
}

private let registry: IntentRegistry = {
    var registry = IntentRegistry()
    registry.register(RegisteredFuzzIntent.self)
    return registry
}()

private let registeredName = _mangledTypeName(RegisteredFuzzIntent.self) ?? ""

/// Feeds one mangled name to the resolver. libFuzzer calls it once per input; returning 0 keeps the input
/// eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func resolutionFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let name = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let action = ActionMetadata(
        identifier: "FuzzedAction",
        mangledTypeNameV2: name,
        mangledTypeNameByBundleIdentifierV2: size % 3 == 0 ? ["fuzz.host": name] : [:]
    )
    let bundle = MetadataBundle(actions: ["FuzzedAction": action], source: "fuzz")
    let report = registry.resolve([bundle], hostBundleIdentifier: "fuzz.host")
    for resolution in report.actions {
        for diagnostic in resolution.diagnostics { _ = diagnostic.description }
        guard let intent = resolution.intent else { continue }
        guard intent.type == RegisteredFuzzIntent.self, name == registeredName else {
            fatalError("\(String(reflecting: name)) resolved to \(intent)")
        }
    }
    _ = report.description
    return 0
}
