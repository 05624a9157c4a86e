// libFuzzer target: App Shortcut phrase matching, against untrusted metadata phrase templates.
//
// Input: lines; the first is the spoken phrase, the others are the phrase templates of one shortcut (metadata
// form: `${applicationName}`, `${speed}`, `${place}`), whose action `Go` has an enum parameter `speed`
// (slow/fast, with synonyms) and a string parameter `place` (values given by the caller). Oracle: matching ends
// (within libFuzzer's per-input timeout) and finds either nothing or the shortcut's action with parameter values
// drawn from the allowed ones, for parameters its template names.
import IntentMetadata
import IntentRuntime

private let enumeration = EnumMetadata(
    identifier: "Speed",
    cases: [
        EnumCaseMetadata(identifier: "slow", title: "Slow", synonyms: ["gently", "slowly"]),
        EnumCaseMetadata(identifier: "fast", title: "Fast", synonyms: ["quickly", "full speed"]),
    ]
)

private let action = ActionMetadata(
    identifier: "Go",
    mangledTypeNameV2: "10FuzzTarget2GoV",
    parameters: [
        ParameterMetadata(name: "speed", valueType: .linkEnumeration(identifier: "Speed")),
        ParameterMetadata(name: "place", valueType: .primitive(.string)),
    ]
)

private let placeValues = [
    ShortcutParameterValue("home", names: ["home", "my house"]),
    ShortcutParameterValue("work", names: ["work", "the office"]),
]

private let allowed: [String: Set<String>] = ["speed": ["slow", "fast"], "place": ["home", "work"]]

/// Feeds one phrase and its templates to the matcher. libFuzzer calls it once per input; returning 0 keeps the
/// input eligible for the corpus.
@_cdecl("LLVMFuzzerTestOneInput")
public func phraseFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let phrase = lines.first, lines.count > 1 else { return 0 }
    let shortcut = AutoShortcutMetadata(
        actionIdentifier: "Go",
        phraseTemplates: lines.dropFirst().prefix(16).map { LocalizedStringMetadata(key: $0) },
        shortTitle: "Go",
        systemImageName: "car"
    )
    let bundle = MetadataBundle(actions: ["Go": action], enums: [enumeration], autoShortcuts: [shortcut])
    let catalog: AppShortcutCatalog
    do {
        catalog = try AppShortcutCatalog(metadata: bundle, applicationName: "Fuzz App", synonyms: ["Fuzzy"])
    } catch {
        _ = error.description
        return 0
    }
    guard let match = catalog.match(phrase, parameterValues: ["place": placeValues]) else { return 0 }
    guard match.actionIdentifier == "Go" else {
        fatalError("\(String(reflecting: phrase)) matched \(match.actionIdentifier)")
    }
    for (name, value) in match.parameters {
        guard allowed[name]?.contains(value) == true, match.phraseTemplate.contains("${\(name)}") else {
            fatalError(
                "\(String(reflecting: phrase)) matched \(match.phraseTemplate) with \(name) = \(String(reflecting: value))"
            )
        }
    }
    return 0
}
