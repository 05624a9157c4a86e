import AppIntent
import DynamicIslandExtension
import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

/// The seed bug, end to end: `ConfigurationAppIntent` moved from the widget extension into the
/// framework module `AppIntent`, and what happens with each kind of metadata.
@Suite("Framework-hosted dispatch", .serialized, .ownLiveActivityCounter)
struct DynamicIslandDispatchTests {
    static let frameworkType = "AppIntent.ConfigurationAppIntent"
    static let extensionType = "DynamicIslandExtension.ConfigurationAppIntent"
    static let frameworkMangled = "9AppIntent013ConfigurationaB0V"
    static let extensionMangled = "22DynamicIslandExtension22ConfigurationAppIntentV"
    static let extensionBundle = DynamicIslandExtensionPackage.bundleIdentifier

    static func bundle(_ name: String) throws -> MetadataBundle {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/DynamicIsland/\(name).actionsdata")
        return try MetadataBundle(contentsOf: url)
    }

    /// The registry after the move: the extension includes only the framework's package.
    static func frameworkOnlyRegistry() throws -> IntentRegistry {
        var registry = IntentRegistry()
        try registry.register(package: AppIntentFramework.self)
        return registry
    }

    static func performs() async -> (framework: Int, extension: Int) {
        let counter = LiveActivityCounter.current
        return (await counter.performCount(of: frameworkType), await counter.performCount(of: extensionType))
    }

    @Test func theFrameworkTypeHasTheMangledNameTheMetadataNeeds() throws {
        let registry = try Self.frameworkOnlyRegistry()
        let intent = try #require(registry.intents.first)
        #expect(intent.mangledTypeName == Self.frameworkMangled)
        #expect(intent.fullyQualifiedTypeName == Self.frameworkType)
        #expect(intent.parameters.map(\.name) == ["step", "note"])
    }

    @Test func frameworkMetadataRunsTheFrameworkIntentExactlyOnce() async throws {
        let reloader = RecordingReloader()
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("framework")],
            configuration: .notAboutTime, reloader: reloader
        )
        #expect(!host.report.hasErrors)
        #expect(host.report.diagnostics.isEmpty)
        #expect(host.report.actions.map(\.description) == ["ConfigurationAppIntent → \(Self.frameworkType)"])
        let before = await Self.performs()
        let outcome = try await host.run(identifier: "ConfigurationAppIntent", widgetKinds: ["LiveActivity"])
        let after = await Self.performs()
        #expect(outcome.phase == .succeeded)
        #expect(after.framework - before.framework == 1)
        #expect(after.extension == before.extension)
        #expect(outcome.dialog?.description == "Counter is \(outcome.value as? Int ?? -1)")
        #expect(reloader.count == 1)
        #expect(reloader.kinds == [["LiveActivity"]])
    }

    @Test func staleExtensionMetadataIsDiagnosedAndNothingRuns() async throws {
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("extension-stale")], configuration: .notAboutTime
        )
        let action = try #require(host.report.actions.first)
        #expect(!action.isResolved)
        #expect(action.mangledTypeName == Self.extensionMangled)
        let moved = try #require(action.diagnostics.first { $0.code == .movedModule })
        #expect(moved.severity == .error)
        #expect(moved.message.contains("metadata names `\(Self.extensionMangled)` (\(Self.extensionType))"))
        #expect(
            moved.message.contains(
                "the registry has `ConfigurationAppIntent` only as `\(Self.frameworkType)` (`\(Self.frameworkMangled)`)"
            )
        )
        #expect(moved.message.contains("the intent moved into module `AppIntent`; regenerate the metadata"))
        // The reverse case: the framework intent is registered, but no metadata names it. The moved-module
        // diagnostic already names it, so it is listed without a second finding.
        #expect(host.report.intentsWithoutMetadata.map(\.fullyQualifiedTypeName) == [Self.frameworkType])
        #expect(host.report.registryDiagnostics.isEmpty)
        #expect(host.report.diagnostics.count == 1)

        let before = await Self.performs()
        await #expect {
            try await host.run(identifier: "ConfigurationAppIntent")
        } throws: { error in
            guard let error = error as? IntentHostError else { return false }
            return error.code == .unresolvedAction && error.diagnostics.contains { $0.code == .movedModule }
        }
        let after = await Self.performs()
        #expect(after.framework == before.framework)
        #expect(after.extension == before.extension)
    }

    @Test func aLinkedButUnregisteredTypeIsRefused() async throws {
        // `DynamicIslandExtension.ConfigurationAppIntent` is linked into this test binary, and the
        // Swift runtime knows it by name; the host never registered it, so it never runs.
        #expect(_typeByName(Self.extensionMangled) != nil)
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("extension-stale")], configuration: .notAboutTime
        )
        // The registry has the framework's copy: the fix is regenerating the metadata, never registering the old
        // type, and the diagnostic says both.
        let moved = try #require(host.report.diagnostics.first { $0.code == .movedModule })
        #expect(moved.message.contains("the old type is still linked into this program: do not register it"))
        #expect(!host.report.diagnostics.contains { $0.code == .unregisteredType })
        // With no registered type of that name, being linked is what there is to say.
        let bare = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: IntentRegistry(),
            bundles: [try Self.bundle("extension-stale")], configuration: .notAboutTime
        )
        let refusal = try #require(bare.report.diagnostics.first { $0.code == .unregisteredType })
        #expect(refusal.message.contains("a type linked into this program but not registered; it is refused"))
        let before = await Self.performs()
        await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: Self.extensionType)
        }
        await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "ConfigurationAppIntent")
        }
        #expect(await Self.performs().extension == before.extension)
    }

    @Test func byBundleIdentifierMappingRunsTheFrameworkIntent() async throws {
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("extension-by-bundle-identifier")], configuration: .notAboutTime
        )
        let action = try #require(host.report.actions.first)
        #expect(action.nameSource == .byBundleIdentifier)
        #expect(action.intent?.fullyQualifiedTypeName == Self.frameworkType)
        #expect(!host.report.hasErrors)
        let before = await Self.performs()
        let outcome = try await host.run(identifier: "ConfigurationAppIntent", parameters: ["step": "3"])
        let after = await Self.performs()
        #expect(outcome.phase == .succeeded)
        #expect(after.framework - before.framework == 1)
        #expect(after.extension == before.extension)
    }

    @Test func theMappingAppliesOnlyToItsBundleIdentifier() throws {
        let host = IntentHost(
            bundleIdentifier: DynamicIslandExtensionPackage.appBundleIdentifier,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("extension-by-bundle-identifier")], configuration: .notAboutTime
        )
        let action = try #require(host.report.actions.first)
        #expect(action.nameSource == .v2)
        #expect(!action.isResolved)
    }

    @Test func badParametersAreRefusedBeforePerform() async throws {
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("framework")], configuration: .notAboutTime
        )
        let before = await Self.performs()
        for (values, code) in [
            (["step": InvocationValue.string("101")], ParameterError.Code.outOfRange),
            (["step": "two"], .wrongType),
            (["steps": "2"], .unknownParameter),
        ] {
            await #expect {
                try await host.run(identifier: "ConfigurationAppIntent", parameters: values)
            } throws: { error in
                guard let error = error as? IntentHostError else { return false }
                return error.code == .invalidParameters && error.parameterError?.code == code
                    && error.message.contains("ConfigurationAppIntent: parameter 'step")
            }
        }
        #expect(await Self.performs().framework == before.framework)
    }

    @Test func theExtensionPackageRegistersBothTypesUnderOneIdentifier() async throws {
        var registry = IntentRegistry()
        try registry.register(package: DynamicIslandExtensionPackage.self)
        #expect(
            registry.intents(identifier: "ConfigurationAppIntent").map(\.fullyQualifiedTypeName).sorted() == [
                Self.frameworkType, Self.extensionType,
            ]
        )
        let host = IntentHost(bundleIdentifier: Self.extensionBundle, registry: registry, configuration: .notAboutTime)
        await #expect {
            try await host.run(identifier: "ConfigurationAppIntent")
        } throws: { error in
            (error as? IntentHostError)?.code == .ambiguousAction
        }
        let before = await Self.performs()
        let outcome = try await host.run(identifier: Self.frameworkType, parameters: ["note": "hi"])
        #expect(outcome.phase == .succeeded)
        #expect(await Self.performs().framework - before.framework == 1)
    }

    @Test func bothBundlesLoadedRunTheResolvedAction() async throws {
        // The stale extension bundle and the framework's bundle side by side: the stale action is
        // diagnosed, the framework's runs.
        let host = IntentHost(
            bundleIdentifier: Self.extensionBundle,
            registry: try Self.frameworkOnlyRegistry(),
            bundles: [try Self.bundle("extension-stale"), try Self.bundle("framework")], configuration: .notAboutTime
        )
        #expect(host.report.unresolvedActions.count == 1)
        #expect(host.report.registryDiagnostics.isEmpty)
        let before = await Self.performs()
        let outcome = try await host.run(identifier: "ConfigurationAppIntent")
        #expect(outcome.phase == .succeeded)
        #expect(await Self.performs().framework - before.framework == 1)
    }
}

/// Gives each test its own ``LiveActivityCounter``, so that counts of performs are exact while
/// other suites run the same intent at the same time.
struct OwnLiveActivityCounter: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        try await LiveActivityCounter.$current.withValue(LiveActivityCounter()) { try await function() }
    }
}

extension Trait where Self == OwnLiveActivityCounter {
    /// Each test counts performs on a counter of its own.
    static var ownLiveActivityCounter: Self { OwnLiveActivityCounter() }
}
