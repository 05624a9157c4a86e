import AppIntent
import DynamicIslandExtension
import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing

/// Issue 18: every check catches the moved intent — two registered copies, one identifier in two bundles, and the
/// one-line check of checked-in metadata a test target runs.
@Suite("The moved intent: copies, duplicates and the metadata check", .ownLiveActivityCounter)
struct MovedIntentChecksTests {
    typealias Dispatch = DynamicIslandDispatchTests

    /// Both copies registered, as a move half done leaves them: the extension's package includes the framework's.
    static func bothCopies() throws -> IntentRegistry {
        var registry = IntentRegistry()
        try registry.register(package: DynamicIslandExtensionPackage.self)
        return registry
    }

    static let repositoryIntents = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // IntentRuntimeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Intents")

    @Test func staleMetadataWithBothCopiesSaysWhichRunsAndWhichNever() async throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle,
            registry: try Self.bothCopies(),
            bundles: [try Dispatch.bundle("extension-stale")], configuration: .notAboutTime
        )

        let stale = try #require(host.report.diagnostics.first { $0.code == .staleCopy })
        #expect(stale.severity == .error)
        #expect(stale.actionIdentifier == "ConfigurationAppIntent")
        #expect(stale.message.contains("runs `\(Dispatch.extensionType)`, the copy the metadata names"))
        #expect(
            stale.message.contains("`\(Dispatch.frameworkType)` (`\(Dispatch.frameworkMangled)`) is registered too"))
        #expect(stale.message.contains("it never runs"))
        #expect(stale.message.contains("regenerate the metadata so that it names that type"))
        // Said once: the copy that never runs is not reported again as an intent without metadata.
        #expect(host.report.diagnostics.count == 1)
        #expect(host.report.intentsWithoutMetadata.map(\.fullyQualifiedTypeName) == [Dispatch.frameworkType])

        // `run` says it too, before it runs the copy the metadata names, as iOS would.
        let target = try host.target(for: "ConfigurationAppIntent")
        #expect(target.intent.fullyQualifiedTypeName == Dispatch.extensionType)
        #expect(target.warnings.map(\.code) == [.staleCopy])
        #expect(target.warnings.first?.message == stale.message)
        let before = await Dispatch.performs()
        #expect(try await host.run(identifier: "ConfigurationAppIntent").phase == .succeeded)
        #expect(await Dispatch.performs().extension - before.extension == 1)
    }

    @Test func freshMetadataWithBothCopiesFlagsTheOldOne() throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle,
            registry: try Self.bothCopies(),
            bundles: [try Dispatch.bundle("framework")], configuration: .notAboutTime
        )

        let stale = try #require(host.report.diagnostics.first { $0.code == .staleCopy })
        #expect(stale.message.contains("runs `\(Dispatch.frameworkType)`"))
        #expect(
            stale.message.contains("`\(Dispatch.extensionType)` (`\(Dispatch.extensionMangled)`) is registered too"))
        #expect(try host.target(for: "ConfigurationAppIntent").warnings.count == 1)
    }

    @Test func oneIdentifierForTwoTypesIsAnErrorWhereRunRefusesIt() async throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle,
            registry: try Self.bothCopies(),
            bundles: [try Dispatch.bundle("extension-stale"), try Dispatch.bundle("framework")],
            configuration: .notAboutTime
        )

        let duplicates = host.report.diagnostics.filter { $0.code == .duplicateIdentifier }
        #expect(duplicates.count == 2)  // one on each bundle's action
        #expect(duplicates.allSatisfy { $0.severity == .error })
        #expect(duplicates.first?.message.contains("resolve to 2 different types") == true)
        #expect(!host.report.diagnostics.contains { $0.code == .staleCopy })  // each copy is listed by a bundle
        await #expect {
            try await host.run(identifier: "ConfigurationAppIntent")
        } throws: { error in
            (error as? IntentHostError)?.code == .ambiguousAction
        }
        // The way out the diagnostic names works.
        #expect(try await host.run(identifier: Dispatch.frameworkType).phase == .succeeded)
    }

    @Test func theSameTypeInTwoBundlesIsNoDuplicate() throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle,
            registry: try Dispatch.frameworkOnlyRegistry(),
            bundles: [try Dispatch.bundle("framework"), try Dispatch.bundle("framework")], configuration: .notAboutTime
        )

        #expect(host.report.diagnostics.isEmpty)
        #expect(try host.target(for: "ConfigurationAppIntent").intent.fullyQualifiedTypeName == Dispatch.frameworkType)
    }

    // MARK: - The one-line check

    @Test func theCheckedInMetadataOfTheFrameworkMatches() throws {
        try Dispatch.frameworkOnlyRegistry().verifyMetadata(
            at: Self.repositoryIntents.appendingPathComponent("DynamicIsland.appintents"),
            hostBundleIdentifier: Dispatch.extensionBundle
        )
    }

    @Test func theCheckCatchesTheMove() throws {
        let mismatch = #expect(throws: MetadataMismatch.self) {
            try Dispatch.frameworkOnlyRegistry().verifyMetadata(
                at: Self.repositoryIntents.appendingPathComponent("DynamicIslandStale.appintents"),
                hostBundleIdentifier: Dispatch.extensionBundle
            )
        }

        #expect(mismatch?.findings.map(\.code) == [.movedModule])
        #expect(
            mismatch?.description.hasPrefix("the metadata does not match the registered intents (1 finding):") == true)
    }

    @Test func theCheckCatchesACopyThatNeverRuns() throws {
        let mismatch = #expect(throws: MetadataMismatch.self) {
            try Self.bothCopies().verifyMetadata(
                at: Self.repositoryIntents.appendingPathComponent("DynamicIsland.appintents"),
                hostBundleIdentifier: Dispatch.extensionBundle
            )
        }

        #expect(mismatch?.findings.map(\.code) == [.staleCopy])
    }

    @Test func theCheckCatchesAnIntentWithoutMetadata() throws {
        var registry = try Dispatch.frameworkOnlyRegistry()
        registry.register(UnlistedIntent.self)

        let mismatch = #expect(throws: MetadataMismatch.self) {
            try registry.verifyMetadata(
                at: Self.repositoryIntents.appendingPathComponent("DynamicIsland.appintents"),
                hostBundleIdentifier: Dispatch.extensionBundle
            )
        }

        #expect(mismatch?.findings.map(\.code) == [.missingMetadata])
        #expect(mismatch?.findings.first?.severity == .warning)
    }

    @Test func theCheckReportsFilesItCannotLoad() throws {
        let missing = Self.repositoryIntents.appendingPathComponent("NoSuch.appintents")

        let mismatch = #expect(throws: MetadataMismatch.self) {
            try Dispatch.frameworkOnlyRegistry().verifyMetadata(
                at: missing, hostBundleIdentifier: Dispatch.extensionBundle)
        }

        #expect(mismatch?.problems.count == 1)
        #expect(mismatch?.problems.first?.contains("NoSuch.appintents") == true)
    }

    @Test func aFolderOfBundlesIsCheckedWhole() throws {
        // Intents/ holds the stale bundle beside the fresh one: a host loading the folder gets both.
        let mismatch = #expect(throws: MetadataMismatch.self) {
            try Self.bothCopies().verifyMetadata(
                at: Self.repositoryIntents, hostBundleIdentifier: Dispatch.extensionBundle)
        }

        #expect(mismatch?.findings.contains { $0.code == .duplicateIdentifier } == true)
    }

    @Test func aHostWithoutMetadataSaysItCannotCheck() throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle, registry: try Dispatch.frameworkOnlyRegistry(),
            configuration: .notAboutTime)

        let mismatch = #expect(throws: MetadataMismatch.self) { try host.verifyMetadata() }

        #expect(mismatch?.findings.isEmpty == true)
        #expect(
            mismatch?.problems == [
                "the host has no metadata loaded, so nothing can be checked: give it the checked-in bundles"
            ])
    }

    @Test func aHostWithItsMetadataPassesTheCheck() throws {
        let host = IntentHost(
            bundleIdentifier: Dispatch.extensionBundle,
            registry: try Dispatch.frameworkOnlyRegistry(),
            bundles: [try Dispatch.bundle("framework")], configuration: .notAboutTime
        )

        try host.verifyMetadata()
    }
}

/// An intent registered without metadata of its own.
private struct UnlistedIntent: AppIntent {
    static let title: LocalizedStringResource = "Unlisted"

    func perform() async throws -> some IntentResult { .result() }
}
