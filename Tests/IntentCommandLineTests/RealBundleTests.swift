import Foundation
import IntentMetadata
import MetadataTestSupport
import Testing

/// What real apps' metadata looks like on disk, and what a user hands the command: built products with several
/// bundles inside, every parameter kind, FIFOs.
@Suite("intents on real bundles' rough edges")
struct RealBundleTests {
    /// The checked-in bundle of an example, which resolves against the `intents` host's registry.
    private static func example(_ name: String) -> URL {
        IntentsProcess.repositoryRoot.appendingPathComponent("Intents/\(name).appintents")
    }

    /// Copies a metadata folder to `destination`, creating the folders above it.
    private static func place(_ source: URL, at destination: URL) throws {
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: destination)
    }

    /// Runs `intents` with `$TMP` in the arguments standing for `scratch`.
    private static func run(_ arguments: [String], scratch: URL) async throws -> IntentsProcess.Outcome {
        try await IntentsProcess.run(
            arguments.map { $0.replacingOccurrences(of: "$TMP", with: scratch.path) },
            environment: IntentsProcess.environment(appGroups: scratch.appendingPathComponent("groups"))
        )
    }

    @Test(
        "validate Foo.app finds and reports every bundle of an iOS and a macOS app, extensions and frameworks included")
    func appBundles() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let metadata = "Metadata.appintents"

        // iOS: everything at the top of each bundle.
        let phone = scratch.appendingPathComponent("Phone.app")
        try Self.place(Self.example("CarControl"), at: phone.appendingPathComponent(metadata))
        try Self.place(Self.example("Weather"), at: phone.appendingPathComponent("PlugIns/Forecast.appex/\(metadata)"))
        try MetadataFixtures.assembleBundle(
            MetadataFixtures.xcode16Beta.name,
            at: phone.appendingPathComponent("Frameworks/HarborKit.framework/\(metadata)"))
        try FileManager.default.createDirectory(
            at: phone.appendingPathComponent("PlugIns/Share.appex"), withIntermediateDirectories: true)

        // macOS: Contents/Resources, Contents/PlugIns, and a versioned framework reached through its links.
        let mac = scratch.appendingPathComponent("Mac.app")
        try Self.place(Self.example("DynamicIsland"), at: mac.appendingPathComponent("Contents/Resources/\(metadata)"))
        try MetadataFixtures.assembleBundle(
            MetadataFixtures.xcode26.name,
            at: mac.appendingPathComponent("Contents/PlugIns/Tides.appex/Contents/Resources/\(metadata)"))
        let framework = mac.appendingPathComponent("Contents/Frameworks/Lamps.framework")
        try MetadataFixtures.assembleBundle(
            MetadataFixtures.xcode15.name, at: framework.appendingPathComponent("Versions/A/Resources/\(metadata)"))
        try FileManager.default.createSymbolicLink(
            atPath: framework.appendingPathComponent("Versions/Current").path, withDestinationPath: "A")
        try FileManager.default.createSymbolicLink(
            atPath: framework.appendingPathComponent("Resources").path,
            withDestinationPath: "Versions/Current/Resources")

        let outcome = try await Self.run(["validate", "$TMP/Phone.app", "$TMP/Mac.app"], scratch: scratch)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        let reports = lines.filter { $0.contains(": ok — ") || $0.contains(": FAILED — ") }
            .map { $0.replacingOccurrences(of: scratch.path, with: "$TMP") }
        #expect(
            reports == [
                "$TMP/Phone.app/Metadata.appintents: ok — 3 actions, 3 resolved, 0 unresolved",
                "$TMP/Phone.app/Frameworks/HarborKit.framework/Metadata.appintents: FAILED — 3 actions, 0 resolved, 3 unresolved",
                "$TMP/Phone.app/PlugIns/Forecast.appex/Metadata.appintents: ok — 2 actions, 2 resolved, 0 unresolved",
                "$TMP/Mac.app/Contents/Resources/Metadata.appintents: ok — 1 action, 1 resolved, 0 unresolved",
                "$TMP/Mac.app/Contents/Frameworks/Lamps.framework/Resources/Metadata.appintents: FAILED — 3 actions, 0 resolved, 3 unresolved",
                "$TMP/Mac.app/Contents/PlugIns/Tides.appex/Contents/Resources/Metadata.appintents: FAILED — 11 actions, 0 resolved, 11 unresolved",
            ], "\(outcome.standardOutput)")
        #expect(
            lines.last?.hasPrefix("6 bundles, 23 actions: 6 resolved, 17 unresolved") == true, "\(lines.last ?? "")")
        #expect(outcome.status == 65)

        // Each bundle's own name in --json, and an extension alone.
        let extensionOnly = try await Self.run(
            ["validate", "$TMP/Phone.app/PlugIns/Forecast.appex"], scratch: scratch)
        #expect(extensionOnly.status == 0, "\(extensionOnly.standardError)")
        #expect(extensionOnly.standardOutput.hasPrefix("\(phone.path)/PlugIns/Forecast.appex/Metadata.appintents: ok"))
    }

    @Test("validate on a folder with no metadata anywhere says where it looked")
    func noMetadata() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.createDirectory(
            at: scratch.appendingPathComponent("Empty.app/PlugIns/Share.appex"), withIntermediateDirectories: true)
        let outcome = try await Self.run(["validate", "$TMP/Empty.app"], scratch: scratch)
        #expect(outcome.status == 66)
        #expect(outcome.standardError.contains("Empty.app: error: no Metadata.appintents here or in a bundle inside"))
        #expect(outcome.standardError.contains("Contents/Resources/Metadata.appintents"))
        #expect(!outcome.standardError.contains("top level"))
    }

    @Test("list names every Intents-framework and measurement parameter kind, never by number")
    func listNamesEveryKind() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        var parameters: [ParameterMetadata] = []
        for identifier in 0...14 {
            parameters.append(
                ParameterMetadata(name: "intents\(identifier)", valueType: .intents(typeIdentifier: identifier)))
        }
        for unitType in 0...22 {
            parameters.append(ParameterMetadata(name: "unit\(unitType)", valueType: .measurement(unitType: unitType)))
        }
        parameters.append(ParameterMetadata(name: "newIntents", valueType: .intents(typeIdentifier: 99)))
        parameters.append(ParameterMetadata(name: "newUnit", valueType: .measurement(unitType: 99)))
        parameters.append(ParameterMetadata(name: "files", valueType: .array(.intents(typeIdentifier: 12))))
        let bundle = MetadataBundle(actions: [
            "EveryKindIntent": ActionMetadata(
                identifier: "EveryKindIntent", mangledTypeName: "3App15EveryKindIntentV", parameters: parameters)
        ])
        try bundle.write(to: scratch.appendingPathComponent("Kinds.appintents"))

        for arguments in [
            ["list", "--bundle", "$TMP/Kinds.appintents"], ["list", "--json", "--bundle", "$TMP/Kinds.appintents"],
        ] {
            let outcome = try await Self.run(arguments, scratch: scratch)
            #expect(outcome.status == 0, "\(outcome.standardError)")
            let text = outcome.standardOutput
            #expect(!text.contains("intents("), "\(text)")
            #expect(!text.contains("measurement("), "\(text)")
            for name in [
                "File", "Person", "CurrencyAmount", "Measurement<UnitDuration>", "Measurement<UnitLength>",
                "Measurement<UnitPressure>", "intents type 99", "Measurement<unit type 99>", "[File]",
            ] {
                #expect(text.contains(name), "\(arguments): \(name) missing")
            }
        }
        let plain = try await Self.run(["list", "--bundle", "$TMP/Kinds.appintents"], scratch: scratch)
        #expect(plain.standardOutput.contains("      intents12: File\n"))
        #expect(plain.standardOutput.contains("      unit7: Measurement<UnitDuration>\n"))
        #expect(plain.standardOutput.contains("      unit0: Measurement\n"))
    }

    @Test(
        "a FIFO named as metadata or as --input is refused at once with a clear error",
        arguments: [
            ["validate", "$TMP/pipe"], ["list", "--bundle", "$TMP/pipe"], ["shortcuts", "--bundle", "$TMP/pipe"],
            ["run", "GetForecastIntent", "--input", "$TMP/pipe"],
        ])
    func fifoIsRefused(arguments: [String]) async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let pipe = try NamedPipe(at: scratch.appendingPathComponent("pipe"))
        // The FIFO is released only after 90 s: a loaded CI machine once took over 20 s to start and
        // finish a process, and a command that really waits on the FIFO still fails here.
        let (outcome, inTime) = try await pipe.withDeadline(seconds: 90) {
            try await Self.run(arguments, scratch: scratch)
        }
        #expect(inTime, "intents waited on the FIFO until the test released it")
        #expect(outcome.standardError.contains("\(pipe.url.path)"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("a FIFO (named pipe), not a regular file"), "\(outcome.standardError)")
        #expect(!outcome.standardError.contains("top level"))
        #expect(outcome.status == (arguments[0] == "run" ? 66 : 65), "\(outcome.standardError)")
        if arguments[0] == "validate" {
            #expect(outcome.standardError.hasSuffix("error: 1 file could not be loaded\n"))
        }
    }

    @Test("a folder as --input is refused, naming what it is")
    func folderAsInput() async throws {
        let scratch = try IntentsProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outcome = try await Self.run(["run", "GetForecastIntent", "--input", "$TMP"], scratch: scratch)
        #expect(outcome.status == 66)
        #expect(
            outcome.standardError
                == "error: cannot read the input file '\(scratch.path)': a folder, not a regular file; metadata and "
                + "input are read only from regular files\n")
    }
}
