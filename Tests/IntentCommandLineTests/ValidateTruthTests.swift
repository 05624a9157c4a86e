import Foundation
import IntentMetadata
import IntentRuntime
import RuntimeTestSupport
import Testing
import Weather

@testable import IntentCommandLine

/// Issue 18: `validate` counts what it prints, says it in `--json`, fails on warnings with `--strict`, and agrees
/// with `run` on an identifier two bundles resolve to different types; `run --json` prints JSON when nothing ran.
@Suite("validate tells the truth")
struct ValidateTruthTests {
    static let weatherBundle = IntentsProcess.repositoryRoot.appendingPathComponent("Intents/Weather.appintents")

    /// A folder of metadata bundles: Weather's, and a copy of it under another name whose `GetForecastIntent` names
    /// `copyType` instead, when one is given.
    static func metadataFolder(copyNaming copyType: (any AppIntent.Type)? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("validate-truth-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: weatherBundle, to: folder.appendingPathComponent("Weather.appintents"))
        if let copyType {
            let copy = folder.appendingPathComponent("WeatherCopy.appintents", isDirectory: true)
            try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
            let original = try String(
                contentsOf: weatherBundle.appendingPathComponent("extract.actionsdata"), encoding: .utf8)
            let renamed = original.replacingOccurrences(
                of: _mangledTypeName(GetForecastIntent.self) ?? "", with: _mangledTypeName(copyType) ?? "")
            try Data(renamed.utf8).write(to: copy.appendingPathComponent("extract.actionsdata"))
        }
        return folder
    }

    static func run(_ arguments: [String], registry: IntentRegistry, metadata: URL) async -> (Int32, String, String) {
        let application = HostApplication(
            bundleIdentifier: "com.example.weather", registry: registry, executorConfiguration: .notAboutTime,
            metadataDirectory: metadata)
        let configuration = CommandLineConfiguration(
            programName: "host", version: "host 1", loadApplication: { application })
        let (out, err) = (CapturedOutput(), CapturedOutput())
        let status = await IntentCommand.main(
            arguments: arguments, configuration: configuration,
            output: CommandOutput(standardOutput: out, standardError: err))
        return (status, out.text, err.text)
    }

    static func weatherAnd(_ types: [any AppIntent.Type]) throws -> IntentRegistry {
        var registry = IntentRegistry()
        try registry.register(package: WeatherPackage.self)
        for type in types { registry.register(type) }
        return registry
    }

    @Test func aWarningIsCountedAndInTheJSON() async throws {
        let folder = try Self.metadataFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try Self.weatherAnd([UnlistedForecastIntent.self])

        let (status, text, _) = await Self.run(["validate"], registry: registry, metadata: folder)
        #expect(status == 0)
        #expect(text.contains("warning: `IntentCommandLineTests.UnlistedForecastIntent`"))
        #expect(text.contains("0 errors, 1 warning"))

        let (jsonStatus, json, _) = await Self.run(["validate", "--json"], registry: registry, metadata: folder)
        #expect(jsonStatus == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let registered = try #require(document["registeredIntents"] as? [[String: Any]])
        #expect(registered.map { $0["code"] as? String } == ["missingMetadata"])
        #expect((document["totals"] as? [String: Any])?["warnings"] as? Int == 1)
    }

    @Test func strictFailsOnAWarning() async throws {
        let folder = try Self.metadataFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try Self.weatherAnd([UnlistedForecastIntent.self])

        let (status, _, errors) = await Self.run(["validate", "--strict"], registry: registry, metadata: folder)

        #expect(status == 65)
        #expect(errors.contains("1 warning, and --strict fails on warnings"))
        #expect(await Self.run(["validate", "--strict"], registry: try Self.weatherAnd([]), metadata: folder).0 == 0)
    }

    @Test func anIdentifierTwoBundlesResolveToDifferentTypesFailsBothCommands() async throws {
        let folder = try Self.metadataFolder(copyNaming: Copies.GetForecastIntent.self)
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try Self.weatherAnd([Copies.GetForecastIntent.self])
        #expect(registry.intents(identifier: "GetForecastIntent").count == 2)

        let (status, text, errors) = await Self.run(["validate"], registry: registry, metadata: folder)
        #expect(status == 65)
        #expect(text.contains("GetForecastIntent is an action of 2 loaded bundles that resolve to 2 different types"))
        #expect(errors.contains("the metadata does not match the registered intents"))

        let (runStatus, _, runErrors) = await Self.run(
            ["run", "GetForecastIntent", "-p", "city=Oslo"], registry: registry, metadata: folder)
        #expect(runStatus == 65)
        #expect(runErrors.contains("GetForecastIntent names 2 intents"))
    }

    @Test func runJSONSaysWhyNothingRan() async throws {
        let folder = try Self.metadataFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let registry = try Self.weatherAnd([])

        for (arguments, expected) in [
            (["run", "NoSuchIntent", "--json"], 66),
            (["run", "GetForecastIntent", "-p", "hoursAhead=99", "--json"], 65),
            (["run", "--json"], 64),
        ] {
            let (status, json, errors) = await Self.run(arguments, registry: registry, metadata: folder)
            #expect(status == Int32(expected), "\(arguments)")
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any], "\(arguments): \(json)")
            #expect((document["runs"] as? [Any])?.isEmpty == true)
            let refused = try #require(document["refused"] as? [String: Any])
            #expect(refused["exitStatus"] as? Int == expected)
            let message = try #require(refused["message"] as? String)
            #expect(!message.isEmpty && errors.contains(message.split(separator: "\n")[0]))
        }
    }
}

/// An intent registered without metadata of its own.
struct UnlistedForecastIntent: AppIntent {
    static let title: LocalizedStringResource = "Unlisted"

    func perform() async throws -> some IntentResult { .result() }
}

/// Another module's copy of Weather's intent: the same identifier, another type.
enum Copies {
    struct GetForecastIntent: AppIntent {
        static let title: LocalizedStringResource = "Get Forecast"

        @Parameter(title: "City")
        var city: String?

        @Parameter(title: "Hours Ahead", default: 0, inclusiveRange: (0, 48))
        var hoursAhead: Int

        func perform() async throws -> some IntentResult { .result() }
    }
}
