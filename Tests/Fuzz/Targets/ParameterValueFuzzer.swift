// libFuzzer target: decoding invocation values into an intent's parameters, against untrusted metadata.
//
// Input: one mode byte, then the invocation, then optionally a NUL byte and an `extract.actionsdata` document
// whose first action (and enums) describe the intent. Mode bit 0: the invocation is `name=value` lines (as
// `--param` passes them) instead of a JSON object; bit 1: decode for `CheckedIntent` instead of `MixedIntent`.
//
// Oracle: decoding either throws `ParameterError` or returns an instance of the registered type whose every
// parameter can be read (no required parameter left unset) and whose bounded parameters are within bounds.
import Foundation
import IntentMetadata
import IntentRuntime

enum FuzzSpeed: String, AppEnum {
    case slow, fast, ludicrous

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Speed"
    static let caseDisplayRepresentations: [FuzzSpeed: DisplayRepresentation] = [
        .slow: "Slow", .fast: "Fast", .ludicrous: "Ludicrous",
    ]
}

struct MixedIntent: AppIntent {
    static let title: LocalizedStringResource = "Mixed"

    @Parameter(title: "Count") var count: Int
    @Parameter(title: "Small") var small: Int8?
    @Parameter(title: "Wide", default: 0) var wide: UInt64
    @Parameter(title: "Ratio", default: 0.5) var ratio: Double
    @Parameter(title: "Flag", default: false) var flag: Bool
    @Parameter(title: "When") var when: Date?
    @Parameter(title: "Link") var link: URL?
    @Parameter(title: "Speed") var speed: FuzzSpeed?
    @Parameter(title: "Tags", default: []) var tags: [String]
    @Parameter(title: "Levels") var levels: [Int16]?
    @Parameter(title: "Label") var label: String?

    func perform() async throws -> some IntentResult { .result() }

    var snapshot: String {
        "\(count) \(String(describing: small)) \(wide) \(ratio) \(flag) \(String(describing: when)) "
            + "\(String(describing: link)) \(String(describing: speed)) \(tags) \(String(describing: levels)) "
            + "\(String(describing: label))"
    }
}

struct CheckedIntent: AppIntent {
    static let title: LocalizedStringResource = "Checked"

    @Parameter(title: "Step", default: 1, inclusiveRange: (1, 10)) var step: Int
    @Parameter(title: "Level", inclusiveRange: (-1.5, 1.5)) var level: Double
    @Parameter(title: "Speeds", default: []) var speeds: [FuzzSpeed]
    @Parameter(title: "Name") var name: String

    func perform() async throws -> some IntentResult { .result() }
}

private let mixed = RegisteredIntent(MixedIntent.self)
private let checked = RegisteredIntent(CheckedIntent.self)

private func metadata(_ bytes: ArraySlice<UInt8>) -> (ActionMetadata?, [EnumMetadata]) {
    let limits = MetadataLimits(maxBytes: 1 << 16, maxDepth: 32, maxStringBytes: 4096, maxElements: 4096)
    guard let bundle = try? MetadataBundle(actionsData: bytes, source: "fuzz", limits: limits) else { return (nil, []) }
    let action = bundle.actions.keys.sorted().first.flatMap { bundle.actions[$0] }
    return (action, bundle.enums)
}

private func values(_ bytes: ArraySlice<UInt8>, assignments: Bool) -> [String: InvocationValue]? {
    if !assignments {
        return try? InvocationValue.parameters(fromJSON: Data(bytes), source: "fuzz")
    }
    var values: [String: InvocationValue] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
        guard let (name, value) = InvocationValue.assignment(String(line)) else { continue }
        values[name] = value
    }
    return values
}

/// Runs the asynchronous decoder from libFuzzer's synchronous callback, which is never on the
/// cooperative pool: blocking this thread on a semaphore cannot starve the decoding task.
/// - Returns: The decoded intent, or `nil` when decoding refused the input.
private func waitForInstance(_ instantiate: @escaping @Sendable () async throws(ParameterError) -> any AppIntent)
    -> (any AppIntent)?
{
    let done = DispatchSemaphore(value: 0)
    let result = Locked<(any AppIntent)?>(nil)
    Task {
        do {
            let instance = try await instantiate()
            result.withLock { $0 = instance }
        } catch let error as ParameterError {
            _ = error.description
        } catch {
            // A do-catch infers `any Error` without FullTypedThrows; `instantiate` throws only ParameterError.
            fatalError("decoding threw something other than ParameterError: \(error)")
        }
        done.signal()
    }
    done.wait()
    return result.withLock { $0 }
}

/// Feeds one input to the parameter decoder. libFuzzer calls it once per input; returning 0 keeps the input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func parameterValueFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let mode = bytes[0]
    let rest = bytes[1...]
    let separator = rest.firstIndex(of: 0) ?? rest.endIndex
    guard let invocation = values(rest[..<separator], assignments: mode & 1 != 0) else { return 0 }
    let (action, enums) = separator < rest.endIndex ? metadata(rest[(separator + 1)...]) : (nil, [])
    let target = mode & 2 == 0 ? mixed : checked
    let decoder = ParameterDecoder(intent: target, action: action, enums: enums)
    let instantiate: @Sendable () async throws(ParameterError) -> any AppIntent = {
        try await decoder.instantiate(with: invocation)
    }
    guard let instance = waitForInstance(instantiate) else { return 0 }
    switch instance {
    case let intent as MixedIntent:
        _ = intent.snapshot
    case let intent as CheckedIntent:
        guard (1...10).contains(intent.step), (-1.5...1.5).contains(intent.level) else {
            fatalError("out of declared range: step \(intent.step), level \(intent.level) from \(invocation)")
        }
        _ = intent.speeds.map(\.rawValue) + [intent.name]
    default:
        fatalError("decoding made an instance of an unregistered type: \(type(of: instance))")
    }
    return 0
}
