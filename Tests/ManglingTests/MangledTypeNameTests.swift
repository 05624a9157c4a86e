import FixtureKit
import Foundation
import Mangling
import Testing

/// A name built from structure, with what it must mangle to and print as.
struct SeedName: Sendable, CustomTestStringConvertible {
    let module: String
    let path: [NominalComponent]
    let mangled: String
    let printed: String

    var testDescription: String { mangled }
}

@Suite("MangledTypeName API")
struct MangledTypeNameTests {
    /// The design's two seeds, plus names from the real corpus whose manglings the compiler wrote.
    static let seeds: [SeedName] = [
        SeedName(
            module: "AppIntent",
            path: [NominalComponent("ConfigurationAppIntent", .struct)],
            mangled: "9AppIntent013ConfigurationaB0V",
            printed: "AppIntent.ConfigurationAppIntent"
        ),
        SeedName(
            module: "DynamicIslandExtension",
            path: [NominalComponent("ConfigurationAppIntent", .struct)],
            mangled: "22DynamicIslandExtension22ConfigurationAppIntentV",
            printed: "DynamicIslandExtension.ConfigurationAppIntent"
        ),
        SeedName(
            module: "TrollLEDs",
            path: [NominalComponent("TrollLEDsAppShortcutsProvider", .struct)],
            mangled: "9TrollLEDs0aB20AppShortcutsProviderV",
            printed: "TrollLEDs.TrollLEDsAppShortcutsProvider"
        ),
        SeedName(
            module: "Radio",
            path: [NominalComponent("RadioShortcuts", .struct)],
            mangled: "5Radio0A9ShortcutsV",
            printed: "Radio.RadioShortcuts"
        ),
        SeedName(
            module: "Radio",
            path: [NominalComponent("MuteRadioIntent", .struct)],
            mangled: "5Radio04MuteA6IntentV",
            printed: "Radio.MuteRadioIntent"
        ),
    ]

    @Test(arguments: seeds)
    func seedsMangleAndParseBack(seed: SeedName) throws {
        let built = MangledTypeName.nominal(module: seed.module, path: seed.path)
        #expect(built.mangled == seed.mangled)
        #expect(built.description == seed.printed)
        let parsed = try MangledTypeName(parsing: seed.mangled)
        #expect(parsed == built)
        #expect(parsed.module == seed.module)
        #expect(parsed.nominalPath == seed.path)
        #expect(parsed.name == seed.path.last?.name)
    }

    @Test(arguments: [
        "9AppIntent013ConfigurationaB0V", "$s9AppIntent013ConfigurationaB0V", "_$s9AppIntent013ConfigurationaB0V",
    ])
    func prefixedFormsParseToTheSameName(input: String) throws {
        let name = try MangledTypeName(parsing: input)
        #expect(name.mangled == "9AppIntent013ConfigurationaB0V")
        #expect(name.description == "AppIntent.ConfigurationAppIntent")
    }

    @Test func nonCanonicalSpellingIsEqualAndCanonicalized() throws {
        // The demangler accepts an identifier spelled out without word substitution; the compiler never
        // writes it so, and `mangled` gives the compiler's form.
        let spelledOut = try MangledTypeName(parsing: "9AppIntent22ConfigurationAppIntentV")
        let canonical = try MangledTypeName(parsing: "9AppIntent013ConfigurationaB0V")
        #expect(spelledOut == canonical)
        #expect(spelledOut.hashValue == canonical.hashValue)
        #expect(spelledOut.mangled == "9AppIntent013ConfigurationaB0V")
        #expect(Set([spelledOut, canonical]).count == 1)
    }

    @Test func differentModulesAreDifferentNames() throws {
        let framework = try MangledTypeName(parsing: "9AppIntent013ConfigurationaB0V")
        let extensionModule = try MangledTypeName(parsing: "22DynamicIslandExtension22ConfigurationAppIntentV")
        #expect(framework != extensionModule)
        #expect(framework.name == extensionModule.name)
    }

    struct Structure: Sendable, CustomTestStringConvertible {
        let mangled: String
        let module: String?
        let path: [NominalComponent]
        var testDescription: String { mangled }
    }

    static let structures: [Structure] = [
        Structure(mangled: "Si", module: "Swift", path: [NominalComponent("Int", .struct)]),
        Structure(mangled: "s4Int8V", module: "Swift", path: [NominalComponent("Int8", .struct)]),
        Structure(mangled: "SiSg", module: nil, path: []),
        Structure(mangled: "SaySiG", module: nil, path: []),
        Structure(mangled: "SDySSSiG", module: nil, path: []),
        Structure(mangled: "Si_SSt", module: nil, path: []),
        Structure(mangled: "SSSic", module: nil, path: []),
        Structure(
            mangled: "10FixtureKit3BoxVySiG",
            module: "FixtureKit",
            path: [NominalComponent("Box", .struct)]
        ),
        Structure(
            mangled: "10FixtureKit5PlainV5InnerV4DeepO",
            module: "FixtureKit",
            path: [
                NominalComponent("Plain", .struct), NominalComponent("Inner", .struct), NominalComponent("Deep", .enum),
            ]
        ),
        Structure(
            mangled: "Si10FixtureKitE0B9ExtensionV",
            module: "FixtureKit",
            path: [NominalComponent("Int", .struct), NominalComponent("KitExtension", .struct)]
        ),
        Structure(
            mangled: "10FixtureKit5PlainV6Hidden33_8ED324A3F01E0714E53A30FD99ADD3B7LLO",
            module: "FixtureKit",
            path: [NominalComponent("Plain", .struct), NominalComponent("Hidden", .enum)]
        ),
        Structure(
            mangled: "10FixtureKit3foo1x1yypXpSi_SStF5LocalL_V5InnerV",
            module: "FixtureKit",
            path: [NominalComponent("Local", .struct), NominalComponent("Inner", .struct)]
        ),
        Structure(
            mangled: "10FixtureKit13$7f26d17221e0yXZ6HiddenV",
            module: "FixtureKit",
            path: [NominalComponent("Hidden", .struct)]
        ),
        Structure(
            mangled: "10FixtureKit0B8Protocol_p",
            module: nil,
            path: []
        ),
    ]

    @Test(arguments: structures)
    func moduleAndPath(row: Structure) throws {
        let name = try MangledTypeName(parsing: row.mangled)
        #expect(name.module == row.module)
        #expect(name.nominalPath == row.path)
        #expect(name.name == row.path.last?.name)
    }

    @Test func genericArgumentsAndTree() throws {
        let name = try MangledTypeName(parsing: "10FixtureKit4PairVySSAA0bA0VG")
        #expect(name.genericArguments.map(\.description) == ["Swift.String", "FixtureKit.KitFixture"])
        #expect(name.root.kind == .type)
        #expect(name.root.children.first?.kind == .boundGenericStructure)
        #expect(name.root.description == "FixtureKit.Pair<Swift.String, FixtureKit.KitFixture>")
        let built = MangledTypeName.nominal(
            module: "FixtureKit",
            path: [NominalComponent("Pair", .struct)],
            genericArguments: [
                MangledTypeName.nominal(module: "Swift", path: [NominalComponent("String", .struct)]),
                MangledTypeName.nominal(module: "FixtureKit", path: [NominalComponent("KitFixture", .struct)]),
            ]
        )
        #expect(built == name)
        #expect(built.mangled == _mangledTypeName(Pair<String, KitFixture>.self))
    }

    @Test func codableRoundTrip() throws {
        let names = try ["9AppIntent013ConfigurationaB0V", "SaySiSgG"].map { try MangledTypeName(parsing: $0) }
        let data = try JSONEncoder().encode(names)
        #expect(String(decoding: data, as: UTF8.self) == #"["9AppIntent013ConfigurationaB0V","SaySiSgG"]"#)
        #expect(try JSONDecoder().decode([MangledTypeName].self, from: data) == names)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([MangledTypeName].self, from: Data(#"["5RadioV"]"#.utf8))
        }
    }
}
