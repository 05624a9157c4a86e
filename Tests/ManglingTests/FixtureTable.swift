import FixtureKit
import IntentFixturesFramework
import Mangling
import Testing
import WidgetFixtureExtension

/// One row of the differential table: a real type's runtime mangled name and what our mangler builds from the
/// type's structure (module, path, kinds, generic arguments).
struct FixtureRow: Sendable, CustomTestStringConvertible {
    /// How the type is spelled in Swift.
    let spelling: String
    /// `_mangledTypeName(T.self)`, from the Swift runtime.
    let runtimeName: String
    /// Our mangler's name for the same structure (never derived from `runtimeName`).
    let expected: MangledTypeName

    var testDescription: String { spelling }
}

/// Builders for the expected side: structure only, mangled by `MangledTypeName.nominal`.
enum Spec {
    static func swift(_ name: String, _ kind: NominalKind = .struct, _ arguments: [MangledTypeName] = [])
        -> MangledTypeName
    {
        .nominal(module: "Swift", path: [NominalComponent(name, kind)], genericArguments: arguments)
    }

    static let int = swift("Int")
    static let string = swift("String")
    static let bool = swift("Bool")
    static let double = swift("Double")
    static let int8 = swift("Int8")

    static func optional(_ wrapped: MangledTypeName) -> MangledTypeName { swift("Optional", .enum, [wrapped]) }
    static func array(_ element: MangledTypeName) -> MangledTypeName { swift("Array", .struct, [element]) }
    static func dictionary(_ key: MangledTypeName, _ value: MangledTypeName) -> MangledTypeName {
        swift("Dictionary", .struct, [key, value])
    }

    static func kit(_ path: NominalComponent..., arguments: [MangledTypeName] = []) -> MangledTypeName {
        .nominal(module: "FixtureKit", path: path, genericArguments: arguments)
    }

    static func widget(_ path: NominalComponent..., arguments: [MangledTypeName] = []) -> MangledTypeName {
        .nominal(module: "WidgetFixtureExtension", path: path, genericArguments: arguments)
    }

    static func framework(_ path: NominalComponent..., arguments: [MangledTypeName] = []) -> MangledTypeName {
        .nominal(module: "IntentFixturesFramework", path: path, genericArguments: arguments)
    }

    static func box(_ argument: MangledTypeName) -> MangledTypeName {
        kit(NominalComponent("Box", .struct), arguments: [argument])
    }

    static func pair(_ first: MangledTypeName, _ second: MangledTypeName) -> MangledTypeName {
        kit(NominalComponent("Pair", .struct), arguments: [first, second])
    }

    static func existential(_ protocols: MangledTypeName...) -> MangledTypeName {
        let list = TypeNode(.typeList, children: protocols.map(\.root))
        return MangledTypeName(root: TypeNode(.type, children: [TypeNode(.protocolList, children: [list])]))
    }
}

typealias CFunction = @convention(c) (Int) -> Void
typealias ThinFunction = @convention(thin) () -> Void
typealias VariadicFunction = (Int, inout String, Int...) -> Void
typealias OwnershipFunction = (__owned Int, __shared String) -> Void

enum FixtureTable {
    private static func row<T>(_ type: T.Type, _ expected: MangledTypeName, _ spelling: String) -> FixtureRow {
        FixtureRow(spelling: spelling, runtimeName: _mangledTypeName(type) ?? "<none>", expected: expected)
    }

    /// A type and the same type wrapped in optionals, arrays, dictionaries and the fixture generics.
    private static func variants<T>(_ type: T.Type, _ spec: MangledTypeName, _ spelling: String) -> [FixtureRow] {
        [
            row(T.self, spec, spelling),
            row(T?.self, Spec.optional(spec), "\(spelling)?"),
            row([T].self, Spec.array(spec), "[\(spelling)]"),
            row([String: T].self, Spec.dictionary(Spec.string, spec), "[String: \(spelling)]"),
            row(Box<T>.self, Spec.box(spec), "Box<\(spelling)>"),
            row(Pair<String, T>.self, Spec.pair(Spec.string, spec), "Pair<String, \(spelling)>"),
            row(Pair<T, T>.self, Spec.pair(spec, spec), "Pair<\(spelling), \(spelling)>"),
        ]
    }

    static let rows: [FixtureRow] = {
        typealias C = NominalComponent
        var rows: [FixtureRow] = []
        // FixtureKit
        rows += variants(KitFixture.self, Spec.kit(C("KitFixture", .struct)), "KitFixture")
        rows += variants(FixtureKitModel.self, Spec.kit(C("FixtureKitModel", .struct)), "FixtureKitModel")
        rows += variants(FixtureKitStore.self, Spec.kit(C("FixtureKitStore", .class)), "FixtureKitStore")
        rows += variants(FixtureKitMode.self, Spec.kit(C("FixtureKitMode", .enum)), "FixtureKitMode")
        rows += variants(Plain.self, Spec.kit(C("Plain", .struct)), "Plain")
        rows += variants(
            Plain.Inner.Deep.self,
            Spec.kit(C("Plain", .struct), C("Inner", .struct), C("Deep", .enum)),
            "Plain.Inner.Deep"
        )
        rows += variants(
            Plain.InnerClass.self, Spec.kit(C("Plain", .struct), C("InnerClass", .class)), "Plain.InnerClass")
        rows += variants(KitKitKit.self, Spec.kit(C("KitKitKit", .struct)), "KitKitKit")
        rows += variants(Kit_Fixture2.self, Spec.kit(C("Kit_Fixture2", .struct)), "Kit_Fixture2")
        rows += variants(HTTPKitFixtureURL.self, Spec.kit(C("HTTPKitFixtureURL", .struct)), "HTTPKitFixtureURL")
        rows += variants(
            AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike.self,
            Spec.kit(C("AlphaBravoCharlieDeltaEchoFoxtrotGolfHotelIndiaJuliettKiloLimaMike", .struct)),
            "AlphaBravo…Mike"
        )
        rows += variants(
            NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu.self,
            Spec.kit(C("NovemberOscarPapaQuebecRomeoSierraTangoUniformVictorWhiskeyXrayYankeeZulu", .struct)),
            "November…Zulu"
        )
        rows += variants(
            MikeZuluAlphaExtraWordsBeyondTheLimit.self,
            Spec.kit(C("MikeZuluAlphaExtraWordsBeyondTheLimit", .struct)),
            "MikeZulu…Limit"
        )
        rows += variants(Fixture.self, Spec.kit(C("Fixture", .struct)), "Fixture")
        rows += variants(Kit.Kit.self, Spec.kit(C("Kit", .enum), C("Kit", .struct)), "Kit.Kit")
        rows += variants(Café.self, Spec.kit(C("Café", .class)), "Café")
        // WidgetFixtureExtension
        rows += variants(
            WidgetFixtureExtensionEntry.self,
            Spec.widget(C("WidgetFixtureExtensionEntry", .struct)),
            "WidgetFixtureExtensionEntry"
        )
        rows += variants(WidgetEntry.self, Spec.widget(C("WidgetEntry", .struct)), "WidgetEntry")
        rows += variants(ExtensionWidget.self, Spec.widget(C("ExtensionWidget", .struct)), "ExtensionWidget")
        rows += variants(
            FixtureWidgetTimeline.self,
            Spec.widget(C("FixtureWidgetTimeline", .struct)),
            "FixtureWidgetTimeline"
        )
        rows += variants(
            WidgetFixtureExtension.ConfigurationAppIntent.self,
            Spec.widget(C("ConfigurationAppIntent", .struct)),
            "WidgetFixtureExtension.ConfigurationAppIntent"
        )
        rows += variants(
            WidgetConfigurationIntent.self,
            Spec.widget(C("WidgetConfigurationIntent", .class)),
            "WidgetConfigurationIntent"
        )
        rows += variants(WidgetFamilyKind.self, Spec.widget(C("WidgetFamilyKind", .enum)), "WidgetFamilyKind")
        rows += variants(
            WidgetProvider.ProviderEntry.self,
            Spec.widget(C("WidgetProvider", .struct), C("ProviderEntry", .struct)),
            "WidgetProvider.ProviderEntry"
        )
        rows += variants(
            WidgetProvider.Phase.self,
            Spec.widget(C("WidgetProvider", .struct), C("Phase", .enum)),
            "WidgetProvider.Phase"
        )
        rows += variants(Widget.self, Spec.widget(C("Widget", .struct)), "Widget")
        rows += variants(ExtensionExtension.self, Spec.widget(C("ExtensionExtension", .struct)), "ExtensionExtension")
        // IntentFixturesFramework
        rows += variants(
            IntentFixturesFrameworkIntent.self,
            Spec.framework(C("IntentFixturesFrameworkIntent", .struct)),
            "IntentFixturesFrameworkIntent"
        )
        rows += variants(
            IntentFixturesFramework.ConfigurationAppIntent.self,
            Spec.framework(C("ConfigurationAppIntent", .struct)),
            "IntentFixturesFramework.ConfigurationAppIntent"
        )
        rows += variants(FrameworkIntent.self, Spec.framework(C("FrameworkIntent", .struct)), "FrameworkIntent")
        rows += variants(
            FixturesIntentFramework.self,
            Spec.framework(C("FixturesIntentFramework", .struct)),
            "FixturesIntentFramework"
        )
        rows += variants(IntentFixture.self, Spec.framework(C("IntentFixture", .class)), "IntentFixture")
        rows += variants(IntentFixturesMode.self, Spec.framework(C("IntentFixturesMode", .enum)), "IntentFixturesMode")
        rows += variants(
            ShortcutsProvider.ProviderIntent.self,
            Spec.framework(C("ShortcutsProvider", .struct), C("ProviderIntent", .struct)),
            "ShortcutsProvider.ProviderIntent"
        )
        rows += variants(
            AppShortcutsProvider.self,
            Spec.framework(C("AppShortcutsProvider", .struct)),
            "AppShortcutsProvider"
        )
        rows += variants(StreamEntity.self, Spec.framework(C("StreamEntity", .struct)), "StreamEntity")
        rows += variants(StreamEntityQuery.self, Spec.framework(C("StreamEntityQuery", .struct)), "StreamEntityQuery")
        // Standard types and structural types.
        rows += variants(Int.self, Spec.int, "Int")
        rows += variants(String.self, Spec.string, "String")
        rows += variants(Int8.self, Spec.int8, "Int8")
        rows += [
            row(Bool.self, Spec.bool, "Bool"),
            row(Double.self, Spec.double, "Double"),
            row(Set<Int>.self, Spec.swift("Set", .struct, [Spec.int]), "Set<Int>"),
            row(Int??.self, Spec.optional(Spec.optional(Spec.int)), "Int??"),
            row([Int?].self, Spec.array(Spec.optional(Spec.int)), "[Int?]"),
            row([[String: Int]].self, Spec.array(Spec.dictionary(Spec.string, Spec.int)), "[[String: Int]]"),
            row(
                Box<Box<KitFixture>>.self,
                Spec.box(Spec.box(Spec.kit(C("KitFixture", .struct)))),
                "Box<Box<KitFixture>>"
            ),
            row(
                Pair<Box<Int>, Box<Int>>.self,
                Spec.pair(Spec.box(Spec.int), Spec.box(Spec.int)),
                "Pair<Box<Int>, Box<Int>>"
            ),
            row(
                Pair<KitFixture, Box<KitFixture>>.self,
                Spec.pair(Spec.kit(C("KitFixture", .struct)), Spec.box(Spec.kit(C("KitFixture", .struct)))),
                "Pair<KitFixture, Box<KitFixture>>"
            ),
            row(
                Either<WidgetEntry, StreamEntity>.self,
                Spec.kit(
                    C("Either", .enum),
                    arguments: [Spec.widget(C("WidgetEntry", .struct)), Spec.framework(C("StreamEntity", .struct))]
                ),
                "Either<WidgetEntry, StreamEntity>"
            ),
            row(KitNode<Int>.self, Spec.kit(C("KitNode", .class), arguments: [Spec.int]), "KitNode<Int>"),
            row(
                WidgetTimeline<WidgetEntry>.self,
                Spec.widget(C("WidgetTimeline", .struct), arguments: [Spec.widget(C("WidgetEntry", .struct))]),
                "WidgetTimeline<WidgetEntry>"
            ),
            row(
                IntentResult<[StreamEntity]>.self,
                Spec.framework(
                    C("IntentResult", .struct),
                    arguments: [Spec.array(Spec.framework(C("StreamEntity", .struct)))]
                ),
                "IntentResult<[StreamEntity]>"
            ),
            row(
                ShortcutsProvider.Options<Bool>.self,
                Spec.framework(C("ShortcutsProvider", .struct), C("Options", .struct), arguments: [Spec.bool]),
                "ShortcutsProvider.Options<Bool>"
            ),
            row(
                Plain.Generic<Int>.self,
                Spec.kit(C("Plain", .struct), C("Generic", .struct), arguments: [Spec.int]),
                "Plain.Generic<Int>"
            ),
            row(
                Plain.Generic<Int>.Leaf.self,
                .nominal(
                    module: "FixtureKit",
                    path: [C("Plain", .struct), C("Generic", .struct), C("Leaf", .struct)],
                    levelArguments: [[Spec.int], []]
                ),
                "Plain.Generic<Int>.Leaf"
            ),
            row(
                Box<String>.Element.self,
                .nominal(
                    module: "FixtureKit",
                    path: [C("Box", .struct), C("Element", .struct)],
                    levelArguments: [[Spec.string], []]
                ),
                "Box<String>.Element"
            ),
            row(
                Box<Int>.Keyed<String>.self,
                .nominal(
                    module: "FixtureKit",
                    path: [C("Box", .struct), C("Keyed", .struct)],
                    levelArguments: [[Spec.int], [Spec.string]]
                ),
                "Box<Int>.Keyed<String>"
            ),
            row(
                (any KitProtocol).self,
                Spec.existential(Spec.kit(C("KitProtocol", .protocol))),
                "any KitProtocol"
            ),
            row(
                (any KitProtocol & OtherKitProtocol).self,
                Spec.existential(Spec.kit(C("KitProtocol", .protocol)), Spec.kit(C("OtherKitProtocol", .protocol))),
                "any KitProtocol & OtherKitProtocol"
            ),
            row(
                Box<any WidgetFixtureProtocol>.self,
                Spec.box(Spec.existential(Spec.widget(C("WidgetFixtureProtocol", .protocol)))),
                "Box<any WidgetFixtureProtocol>"
            ),
            row(
                Pair<any FrameworkIntentProtocol, any FrameworkIntentProtocol>.self,
                Spec.pair(
                    Spec.existential(Spec.framework(C("FrameworkIntentProtocol", .protocol))),
                    Spec.existential(Spec.framework(C("FrameworkIntentProtocol", .protocol)))
                ),
                "Pair<any FrameworkIntentProtocol, any FrameworkIntentProtocol>"
            ),
        ]
        return rows
    }()

    /// Types whose runtime names our parser must read and print, but whose structure `nominal(…)` cannot
    /// express (extensions, tuples, functions, metatypes, Any, AnyObject): checked by parsing and remangling.
    static let structuralNames: [(spelling: String, runtimeName: String)] = [
        ("Int.KitExtension", _mangledTypeName(Int.KitExtension.self)),
        ("[Int].FixtureKitElement", _mangledTypeName([Int].FixtureKitElement.self)),
        ("Box<Int>.InExtension", _mangledTypeName(Box<Int>.InExtension.self)),
        ("(Int, String)", _mangledTypeName((Int, String).self)),
        ("(a: Int, b: KitFixture)", _mangledTypeName((a: Int, b: KitFixture).self)),
        ("()", _mangledTypeName(Void.self)),
        ("(Int) -> String", _mangledTypeName(((Int) -> String).self)),
        ("(Int, String) async throws -> Void", _mangledTypeName(((Int, String) async throws -> Void).self)),
        ("@Sendable () -> Void", _mangledTypeName((@Sendable () -> Void).self)),
        ("(inout Int) -> Void", _mangledTypeName(((inout Int) -> Void).self)),
        ("KitFixture.Type", _mangledTypeName(KitFixture.Type.self)),
        ("(any KitProtocol).Type", _mangledTypeName((any KitProtocol).Type.self)),
        ("any KitProtocol.Type", _mangledTypeName((any KitProtocol.Type).self)),
        ("Any", _mangledTypeName(Any.self)),
        ("Any.Type", _mangledTypeName(Any.Type.self)),
        ("AnyObject", _mangledTypeName(AnyObject.self)),
        ("any Hashable", _mangledTypeName((any Hashable).self)),
        ("Box<(Int, String)>", _mangledTypeName(Box<(Int, String)>.self)),
        ("Box<(Int) -> Int>", _mangledTypeName(Box<(Int) -> Int>.self)),
        ("((Int) -> String)?", _mangledTypeName(((Int) -> String)?.self)),
        ("Pair<KitFixture.Type, Int.Type>", _mangledTypeName(Pair<KitFixture.Type, Int.Type>.self)),
        ("Character", _mangledTypeName(Character.self)),
        ("Substring", _mangledTypeName(Substring.self)),
        ("Range<Int>", _mangledTypeName(Range<Int>.self)),
        ("Task<Int, Never>", _mangledTypeName(Task<Int, Never>.self)),
        ("MainActor", _mangledTypeName(MainActor.self)),
        ("UnsafeMutableRawPointer?", _mangledTypeName(UnsafeMutableRawPointer?.self)),
        ("@convention(c) (Int) -> Void", _mangledTypeName(CFunction.self)),
        ("@convention(thin) () -> Void", _mangledTypeName(ThinFunction.self)),
        ("(Int) throws(CancellationError) -> Void", _mangledTypeName(((Int) throws(CancellationError) -> Void).self)),
        ("@MainActor (Int) -> Void", _mangledTypeName((@MainActor (Int) -> Void).self)),
        ("@isolated(any) () -> Void", _mangledTypeName((@isolated(any) () -> Void).self)),
        ("@MainActor @Sendable () async -> Int", _mangledTypeName((@MainActor @Sendable () async -> Int).self)),
        ("(Int, inout String, Int...) -> Void", _mangledTypeName(VariadicFunction.self)),
        ("(__owned Int, __shared String) -> Void", _mangledTypeName(OwnershipFunction.self)),
    ].map { ($0.0, $0.1 ?? "<none>") }
}
