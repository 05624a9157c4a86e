import Foundation
import Mangling

/// Parsing, printing and mangling type names, against the Swift runtime's `_typeByName` of the same names (the
/// registry resolves names without the runtime; this shows what a parse costs next to a runtime lookup).
enum ManglingBenchmark: BenchmarkSuite {
    static let name = "Mangled type names vs the runtime's _typeByName"

    /// Standard-library names, so that `_typeByName` can resolve them in this binary.
    static let runtimeNames = ["Si", "SaySiG", "SDySSSiSgG", "SS_SaySbGt", "ShySSG"]

    /// Names as App Intents metadata carries them (word substitutions, nesting, generics).
    static let metadataNames = [
        "9AppIntent013ConfigurationaB0V",
        "22DynamicIslandExtension22ConfigurationAppIntentV",
        "9TrollLEDs0aB20AppShortcutsProviderV",
        "5Radio04MuteA6IntentV",
        "10FixtureKit4PairVyAA0bA0VAA3BoxVyAEGG",
        "10FixtureKit5PlainV1GV2InV3In2V4LastVy_Si__SS_G",
    ]

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        for mangled in runtimeNames {
            let baseline = harness.measure("\(mangled): _typeByName") { _typeByName(mangled) }
            let parse = try harness.measure("\(mangled): MangledTypeName(parsing:)") {
                try MangledTypeName(parsing: mangled)
            }
            harness.printLine(baseline)
            harness.printLine(parse, baseline: baseline)
        }
        for mangled in metadataNames {
            let name = try MangledTypeName(parsing: mangled)
            let parse = try harness.measure("\(mangled.prefix(30)): parse") { try MangledTypeName(parsing: mangled) }
            let print = harness.measure("\(mangled.prefix(30)): description") { name.description }
            let mangle = harness.measure("\(mangled.prefix(30)): mangle tree") { MangledTypeName(root: name.root) }
            harness.printLine(parse)
            harness.printLine(print, baseline: parse)
            harness.printLine(mangle, baseline: parse)
        }
        let seed = [NominalComponent("ConfigurationAppIntent", .struct)]
        let build = harness.measure("nominal(module:path:) of the seed") {
            MangledTypeName.nominal(module: "AppIntent", path: seed).mangled
        }
        harness.printLine(build)
    }
}
