import DiscoveryFixture
import EmptyFixture
import IntentRuntime
import Testing

@Suite("Apple-style packages: intents found in the package's module")
struct PackageDiscoveryTests {
    @Test(.enabled(if: ModuleTypeDiscovery.isSupported, "types are discovered only in ELF images"))
    func aPackageThatListsNothingRegistersItsModulesIntents() throws {
        var registry = IntentRegistry()
        try registry.register(package: DiscoveredPackage.self)
        #expect(
            registry.intents.map(\.fullyQualifiedTypeName) == [
                "DiscoveryFixture.Garden.HarvestIntent", "DiscoveryFixture.WaterPlantsIntent",
            ]
        )
        // The names are the compiler's: the nested intent resolves like any other.
        let harvest = try #require(registry.intents.first)
        #expect(registry.type(mangledName: harvest.mangledTypeName) == harvest.type)
    }

    @Test func anEmptyPackageIsAnErrorNotZeroIntents() throws {
        var registry = IntentRegistry()
        let error = #expect(throws: RegistryError.self) {
            try registry.register(package: NothingHerePackage.self)
        }
        #expect(error?.code == .emptyPackage)
        #expect(
            error?.message.hasPrefix("AppIntentsPackage EmptyFixture.NothingHerePackage registers no intent") == true)
        #expect(registry.intents.isEmpty)
    }

    @Test func onlyTheModuleAskedForIsLookedAt() {
        let names = ModuleTypeDiscovery.mangledNames(inModule: "EmptyFixture")
        #expect(names.allSatisfy { $0.hasPrefix("12EmptyFixture") })
        #expect(names.contains(_mangledTypeName(Unrelated.self) ?? "?"))
    }

    @Test func aListedPackageKeepsItsList() throws {
        var registry = IntentRegistry()
        try registry.register(package: ListingPackage.self)
        #expect(registry.intents.map(\.identifier) == ["NoOpIntent"])
    }
}

/// A package that lists its intents: the list is what it registers.
enum ListingPackage: ListedIntentsPackage {
    static var intents: [any AppIntent.Type] { [NoOpIntent.self] }
}
