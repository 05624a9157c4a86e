import Foundation
import IntentMetadata
import Testing

@testable import IntentRuntime

/// A host given metadata files loads, to run one action, only the bundles whose action names include it; every
/// other question (the report, listing, validation) loads them all, with the same bundles and errors as loading
/// them at once.
@Suite("Host metadata loaded per action")
struct HostMetadataTests {
    /// Writes `Name.appintents/extract.actionsdata` files into a fresh folder.
    private static func folder(_ files: [(name: String, json: String)]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("HostMetadataTests-\(UUID())")
        for (name, json) in files {
            let bundle = folder.appendingPathComponent(name + ".appintents")
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: bundle.appendingPathComponent("extract.actionsdata"))
        }
        return folder
    }

    private static func action(_ identifier: String, _ mangled: String, extra: String = "") -> String {
        #"{"actions":{"\#(identifier)":{"identifier":"\#(identifier)","mangledTypeName":"\#(mangled)"\#(extra)}}}"#
    }

    @Test("running an action loads only the bundles that may have it; the rest load when all are asked for")
    func loadsOnlyTheBundleWithTheAction() throws {
        let folder = try Self.folder([
            ("A", Self.action("Alpha", "4Test5AlphaV")),
            // Its names read, but it does not load: a wrong type.
            ("B", Self.action("Beta", "4Test4BetaV", extra: #","isDiscoverable":"yes""#)),
            // Not even its names read: it must be loaded to know.
            ("C", #"{"actions":{"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let metadata = HostMetadata(
            files: ["A", "B", "C"].map { folder.appendingPathComponent($0 + ".appintents").path })

        let forAlpha = metadata.bundles(mayHaveActionWith: "Alpha", mangledTypeNames: [])
        #expect(forAlpha.map { Array($0.actions.keys) } == [["Alpha"]])
        let byName = metadata.bundles(mayHaveActionWith: "Intents.Alpha", mangledTypeNames: ["4Test5AlphaV"])
        #expect(byName.map { Array($0.actions.keys) } == [["Alpha"]])

        // B was not loaded, C was (to find out): rewritten now, B loads as it is now and C stays as it was.
        for name in ["B", "C"] {
            let file = folder.appendingPathComponent(name + ".appintents/extract.actionsdata")
            try Data(Self.action("Beta", "4Test4BetaV").utf8).write(to: file)
        }
        let outcomes = metadata.outcomes
        #expect(outcomes.count == 3)
        #expect((try? outcomes[0].get())?.actions.keys.first == "Alpha")
        #expect((try? outcomes[1].get())?.actions.keys.first == "Beta")
        guard case .failure(let error) = outcomes[2] else {
            Issue.record("C loaded again after it had failed")
            return
        }
        #expect(error.file?.hasSuffix("C.appintents/extract.actionsdata") == true)
        #expect(metadata.bundles.count == 2)
        #expect(metadata.bundles(mayHaveActionWith: "Beta", mangledTypeNames: []).count == 2)
    }

    @Test("the bundles and errors are those of loading every file at once, in the files' order")
    func sameAsLoadingAll() throws {
        let folder = try Self.folder([
            ("A", Self.action("Alpha", "4Test5AlphaV")),
            ("B", Self.action("Beta", "4Test4BetaV")),
            ("C", #"{"actions":[]}"#),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let paths = ["A", "B", "C", "Missing"].map { folder.appendingPathComponent($0 + ".appintents").path }
        let lazy = HostMetadata(files: paths)
        _ = lazy.bundles(mayHaveActionWith: "Beta", mangledTypeNames: [])
        let eager = paths.map { path in
            Result { () throws(MetadataError) in try MetadataBundle(contentsOf: URL(fileURLWithPath: path)) }
        }
        let outcomes = lazy.outcomes
        #expect(outcomes.count == eager.count)
        for (lazy, eager) in zip(outcomes, eager) {
            switch (lazy, eager) {
            case (.success(let lazy), .success(let eager)):
                #expect(lazy.actions.keys.sorted() == eager.actions.keys.sorted())
                #expect(lazy.source == eager.source)
            case (.failure(let lazy), .failure(let eager)):
                #expect(lazy.description == eager.description)
            default:
                Issue.record("\(lazy) where loading at once gave \(eager)")
            }
        }
    }
}
