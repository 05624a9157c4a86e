import Foundation
import IntentRuntime
import Mangling
import Testing

@Suite("IntentRegistry")
struct IntentRegistryTests {
    private let module = String(#fileID.prefix { $0 != "/" })

    @Test func indexesATypeByMangledNameQualifiedNameAndIdentifier() throws {
        var registry = IntentRegistry()
        registry.register(ParameterizedIntent.self)
        let byIdentifier = try #require(registry.intents(identifier: "ParameterizedIntent").first)
        #expect(byIdentifier.fullyQualifiedTypeName == "\(module).ParameterizedIntent")
        #expect(byIdentifier.moduleName == module)
        let demangled = try MangledTypeName(parsing: byIdentifier.mangledTypeName)
        #expect(demangled.description == "\(module).ParameterizedIntent")
        #expect(registry.intent(mangledName: byIdentifier.mangledTypeName)?.type == ParameterizedIntent.self)
        #expect(registry.intent(qualifiedName: "\(module).ParameterizedIntent")?.identifier == "ParameterizedIntent")
        #expect(registry.intent(for: ParameterizedIntent.self)?.title == "Parameterized")
        #expect(registry.intent(mangledName: "19ParameterizedIntentV") == nil)
    }

    @Test func discoversParametersByReflection() throws {
        var registry = IntentRegistry()
        registry.register(ParameterizedIntent.self)
        let intent = try #require(registry.intent(for: ParameterizedIntent.self))
        #expect(intent.parameters.map(\.name) == ["count", "label", "ratio", "when"])
        let count = try #require(intent.parameter(named: "count"))
        #expect(count.isRequired)
        #expect(count.numericBounds == 1...10)
        #expect(count.title == "Count")
        let label = try #require(intent.parameter(named: "label"))
        #expect(label.isOptional && !label.isRequired)
        #expect(intent.parameter(named: "ratio")?.hasDefault == true)
        #expect(intent.parameter(named: "missing") == nil)
    }

    @Test func registeringTwiceKeepsOneEntry() {
        var registry = IntentRegistry()
        registry.register(ParameterizedIntent.self)
        registry.register(ParameterizedIntent.self)
        #expect(registry.intents.count == 1)
    }

    @Test func packagesAreFlattenedTransitivelyWithoutDuplicates() throws {
        var registry = IntentRegistry()
        try registry.register(package: OuterPackage.self)
        #expect(
            Set(registry.intents.map(\.identifier)) == ["ParameterizedIntent", "NoOpIntent", "FollowUpIntent"]
        )
        #expect(registry.intents.count == 3)
    }

    @Test func packageCyclesAreRefusedAndNamed() {
        var registry = IntentRegistry()
        #expect {
            try registry.register(package: CyclicPackageA.self)
        } throws: { error in
            let error = try #require(error as? RegistryError)
            return error.code == .packageCycle
                && error.message.contains("CyclicPackageA → \(module).CyclicPackageB → \(module).CyclicPackageA")
        }
        #expect(registry.intents.isEmpty)
    }
}

// MARK: - Fixtures

struct ParameterizedIntent: AppIntent {
    static let title: LocalizedStringResource = "Parameterized"

    @Parameter(title: "Count", inclusiveRange: (1, 10))
    var count: Int

    @Parameter(title: "Label")
    var label: String?

    @Parameter(title: "Ratio", default: 0.5)
    var ratio: Double

    @Parameter(title: "When")
    var when: Date?

    init() {}

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: "\(count) \(label ?? "-") \(ratio)")
    }
}

enum InnerPackage: ListedIntentsPackage {
    static var intents: [any AppIntent.Type] { [ParameterizedIntent.self, NoOpIntent.self] }
}

enum MiddlePackage: ListedIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [InnerPackage.self] }
    static var intents: [any AppIntent.Type] { [FollowUpIntent.self, NoOpIntent.self] }
}

/// Lists an intent the included packages register too: it is registered once. (A package that
/// lists none would register its own module's intents, as Apple's do.)
enum OuterPackage: ListedIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [MiddlePackage.self, InnerPackage.self] }
    static var intents: [any AppIntent.Type] { [NoOpIntent.self] }
}

enum CyclicPackageA: ListedIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [CyclicPackageB.self] }
    static var intents: [any AppIntent.Type] { [NoOpIntent.self] }
}

enum CyclicPackageB: AppIntentsPackage {
    static var includedPackages: [any AppIntentsPackage.Type] { [CyclicPackageA.self] }
}
