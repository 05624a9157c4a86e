import Foundation
import IntentMetadata
import IntentRuntime
import ProcessTestSupport
import RuntimeTestSupport
import Testing

// Metadata is untrusted input. These tests show that no metadata content makes the runtime
// 1. create an instance of a type that was not registered,
// 2. read or write files other than the ones it was given,
// 3. allocate without bound.

// MARK: - Instrumented intents

/// Counts `init()` calls of the instrumented intent types.
final class UntrustedInitCounter: Sendable {
    private let count = StressLocked(0)

    func increment() {
        count.withLock { $0 += 1 }
    }

    var value: Int { count.withLock { $0 } }
}

/// Linked into the test binary, never registered: no metadata may make the runtime create one.
struct UntrustedNeverRegisteredIntent: AppIntent {
    static let title: LocalizedStringResource = "Never registered"
    static let inits = UntrustedInitCounter()

    init() {
        Self.inits.increment()
    }

    func perform() async throws -> some IntentResult {
        Issue.record("an unregistered intent ran")
        return .result()
    }
}

/// The one registered intent of these tests; counts its instances and its runs.
struct UntrustedRegisteredIntent: AppIntent {
    static let title: LocalizedStringResource = "Registered"
    static let inits = UntrustedInitCounter()
    static let performs = UntrustedInitCounter()

    @Parameter(title: "Note") var note: String?

    init() {
        Self.inits.increment()
    }

    func perform() async throws -> some IntentResult {
        Self.performs.increment()
        return .result()
    }
}

// MARK: - 1. Only registered types are instantiated

@Suite("Untrusted metadata: only registered types are instantiated", .serialized)
struct UntrustedInstantiationTests {
    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        registry.register(UntrustedRegisteredIntent.self)
        return registry
    }()

    /// Names of real types linked into this process, none of them a registered intent.
    static let linkedNames: [String] = [
        _mangledTypeName(UntrustedNeverRegisteredIntent.self),
        _mangledTypeName(Int.self),
        _mangledTypeName(String.self),
        _mangledTypeName(Date.self),
        _mangledTypeName(URL.self),
        _mangledTypeName(IntentRegistry.self),
        _mangledTypeName(IntentExecutor.self),
        _mangledTypeName(IntentHost.self),
        _mangledTypeName(RegisteredIntent.self),
        _mangledTypeName(MetadataBundle.self),
        _mangledTypeName(FileManager.self),
        _mangledTypeName(Optional<UntrustedNeverRegisteredIntent>.self),
        _mangledTypeName([UntrustedNeverRegisteredIntent].self),
        _mangledTypeName(UntrustedInitCounter.self),
    ].compactMap { $0 }

    /// A bundle whose every action names `name` in every mangled-name field, under identifiers that spoof the
    /// registered and unregistered types.
    static func bundle(naming name: String) -> MetadataBundle {
        let identifiers = [
            "UntrustedNeverRegisteredIntent", "UntrustedRegisteredIntent", "IntentRegistry", name,
        ]
        var actions: [String: ActionMetadata] = [:]
        for identifier in identifiers {
            actions[identifier] = ActionMetadata(
                identifier: identifier,
                mangledTypeName: name,
                mangledTypeNameV2: name,
                mangledTypeNameByBundleIdentifier: ["com.example.untrusted": name],
                mangledTypeNameByBundleIdentifierV2: ["com.example.untrusted": name],
                fullyQualifiedTypeName: "IntentRuntimeTests.UntrustedNeverRegisteredIntent"
            )
        }
        let shortcuts = identifiers.map { identifier in
            AutoShortcutMetadata(
                actionIdentifier: identifier,
                phraseTemplates: [LocalizedStringMetadata(key: "Run \(identifier) in ${applicationName}")]
            )
        }
        return MetadataBundle(
            actions: actions, autoShortcuts: Array(shortcuts.prefix(1)), autoShortcutProviderMangledName: name,
            source: "untrusted.actionsdata")
    }

    @Test(arguments: linkedNames)
    func linkedButUnregisteredTypesAreNeverCreated(_ name: String) async throws {
        _ = Self.registry  // registering reflects one instance; count from here
        let before = UntrustedNeverRegisteredIntent.inits.value
        let registeredBefore = UntrustedRegisteredIntent.inits.value
        let bundle = Self.bundle(naming: name)
        // Through the document form too: load what the writer makes of it.
        let reloaded = try MetadataBundle(actionsData: bundle.actionsData(), source: "untrusted.actionsdata")
        for candidate in [bundle, reloaded] {
            _ = candidate.validate()
            _ = try? AppShortcutCatalog(metadata: candidate, applicationName: "Untrusted")
            let host = IntentHost(
                bundleIdentifier: "com.example.untrusted", registry: Self.registry, bundles: [candidate],
                configuration: .notAboutTime)
            #expect(host.report.actions.allSatisfy { $0.intent == nil }, "\(name) resolved: \(host.report)")
            for action in candidate.actions.keys.sorted() + ["IntentRuntimeTests.UntrustedNeverRegisteredIntent"] {
                do {
                    let outcome = try await host.run(identifier: action, parameters: [:])
                    Issue.record("\(name): \(action) ran: \(outcome)")
                } catch {
                    #expect(
                        [.unresolvedAction, .unknownAction, .missingMetadata].contains(error.code),
                        "\(name): \(action): \(error)")
                }
            }
        }
        #expect(UntrustedNeverRegisteredIntent.inits.value == before, "\(name): an unregistered intent was created")
        #expect(UntrustedRegisteredIntent.inits.value == registeredBefore, "\(name): a registered intent was created")
    }

    @Test func spoofedIdentifiersStillRunOnlyTheRegisteredType() async throws {
        // Metadata may choose among registered types — by its mangled name — and nothing else, whatever
        // identifier and qualified name it claims.
        let registeredName = try #require(_mangledTypeName(UntrustedRegisteredIntent.self))
        let action = ActionMetadata(
            identifier: "UntrustedNeverRegisteredIntent",
            mangledTypeNameV2: registeredName,
            fullyQualifiedTypeName: "IntentRuntimeTests.UntrustedNeverRegisteredIntent",
            parameters: [ParameterMetadata(name: "note", valueType: .primitive(.string), isOptional: true)]
        )
        let bundle = MetadataBundle(actions: ["UntrustedNeverRegisteredIntent": action], source: "spoof.actionsdata")
        let host = IntentHost(
            bundleIdentifier: "com.example.untrusted", registry: Self.registry, bundles: [bundle],
            configuration: .notAboutTime)
        let unregisteredBefore = UntrustedNeverRegisteredIntent.inits.value
        let performsBefore = UntrustedRegisteredIntent.performs.value
        let outcome = try await host.run(identifier: "UntrustedNeverRegisteredIntent", parameters: ["note": "x"])
        #expect(outcome.phase == .succeeded)
        #expect(UntrustedRegisteredIntent.performs.value == performsBefore + 1)
        #expect(UntrustedNeverRegisteredIntent.inits.value == unregisteredBefore)
    }
}

// MARK: - 2. No file outside the given paths is read or written

@Suite("Untrusted metadata: files outside the given paths are untouched")
struct UntrustedFileAccessTests {
    /// Every path-like string a hostile bundle might use, relative and absolute.
    static func hostilePaths(sandbox: URL) -> [String] {
        [
            "../../etc/passwd", "../../../../../../../../etc/passwd", "/etc/passwd", "..", "../", "~/.ssh/id_rsa",
            "file:///etc/passwd", "../canary.txt", "../../canary.txt",
            sandbox.appendingPathComponent("canary.txt").path,
            sandbox.appendingPathComponent("fifo").path,
            sandbox.appendingPathComponent("created-by-metadata").path,
            sandbox.appendingPathComponent("dir/../created-too").path,
            "%2e%2e%2fetc%2fpasswd", "..\\..\\windows\\win.ini", "name\u{0}/../../etc/passwd",
        ]
    }

    /// A document putting a hostile path in every string field of the schema the model knows.
    static func hostileDocument(_ paths: [String]) -> JSONValue {
        func localized(_ text: String) -> JSONValue { .object(["key": .string(text), "alternatives": .array([])]) }
        var actions: [String: JSONValue] = [:]
        for (index, path) in paths.enumerated() {
            let parameter: JSONValue = .object([
                "name": .string(path), "title": localized(path), "description": localized(path),
                "valueType": .object([
                    "linkEnumeration": .object(["wrapper": .object(["identifier": .string(path)])])
                ]),
            ])
            actions[path] = .object([
                "identifier": .string(path), "title": localized(path), "fullyQualifiedTypeName": .string(path),
                "mangledTypeName": .string(path), "mangledTypeNameV2": .string(path),
                "mangledTypeNameByBundleIdentifier": .object([path: .string(path)]),
                "mangledTypeNameByBundleIdentifierV2": .object([path: .string(path)]),
                "descriptionMetadata": .object(["descriptionText": localized(path)]),
                "parameters": .array([parameter]), "systemProtocols": .array([.string(path)]),
                "effectiveBundleIdentifiers": .array([.string(path)]), "index": .string("\(index)"),
            ])
        }
        let enums: [JSONValue] = paths.map { path in
            .object([
                "identifier": .string(path), "mangledTypeName": .string(path), "fullyQualifiedTypeName": .string(path),
                "cases": .array([.object(["identifier": .string(path)])]),
            ])
        }
        let shortcuts: [JSONValue] = paths.prefix(10).map { path in
            .object([
                "actionIdentifier": .string(path), "systemImageName": .string(path), "shortTitle": localized(path),
                "phraseTemplates": .array([localized("${applicationName} \(path) ${\(path)}")]),
            ])
        }
        return .object([
            "actions": .object(actions), "enums": .array(enums), "autoShortcuts": .array(shortcuts),
            "autoShortcutProviderMangledName": .string(paths[0]),
            "generator": .object(["name": .string(paths[1]), "version": .string(paths[2])]),
            "entities": .object([
                paths[0]: .object(["typeName": .string(paths[0]), "mangledTypeName": .string(paths[0])])
            ]),
            "queries": .object([paths[1]: .object(["identifier": .string(paths[1])])]),
            "negativePhrases": .array([.object(["phrase": localized(paths[3])])]),
        ])
    }

    /// Every entry below `root`: path → size, modification date, and the bytes of small files.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var entries: [String: String] = [:]
        let keys: [URLResourceKey] = [.fileSizeKey, .contentModificationDateKey, .isRegularFileKey]
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
            throw UntrustedTestError("cannot list \(root.path)")
        }
        for case let url as URL in enumerator {
            let values = try url.resourceValues(forKeys: Set(keys))
            var description = "\(values.fileSize ?? -1) \(values.contentModificationDate?.timeIntervalSince1970 ?? 0)"
            if values.isRegularFile == true, (values.fileSize ?? 0) < 1 << 16 {
                description += " " + (try Data(contentsOf: url)).base64EncodedString()
            }
            entries[String(url.path.dropFirst(root.path.count))] = description
        }
        return entries
    }

    @Test func aHostileBundleTouchesNoOtherFile() async throws {
        let sandbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("untrusted-\(UUID().uuidString)", isDirectory: true)
        let bundleFolder = sandbox.appendingPathComponent("app/Bundle.appintents", isDirectory: true)
        let output = sandbox.appendingPathComponent("out/Written.appintents", isDirectory: true)
        try FileManager.default.createDirectory(at: bundleFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: sandbox) }
        // Canaries: files the hostile strings point at. A FIFO blocks whoever opens it, so a read shows as a hang,
        // which the bounded wait below turns into a failure.
        try Data("canary".utf8).write(to: sandbox.appendingPathComponent("canary.txt"))
        try Data("canary".utf8).write(to: sandbox.appendingPathComponent("app/canary.txt"))
        #expect(mkfifo(sandbox.appendingPathComponent("fifo").path, 0o600) == 0)
        try FileManager.default.createDirectory(
            at: sandbox.appendingPathComponent("etc"), withIntermediateDirectories: true)
        #expect(mkfifo(sandbox.appendingPathComponent("etc/passwd").path, 0o600) == 0)
        #expect(mkfifo(sandbox.appendingPathComponent("app/etc-passwd").path, 0o600) == 0)

        let paths = Self.hostilePaths(sandbox: sandbox)
        let document = try MetadataBundle(jsonValue: Self.hostileDocument(paths), source: "hostile").actionsData()
        try Data(document).write(to: bundleFolder.appendingPathComponent("extract.actionsdata"))
        try Data(#"{"toolsVersion":"../../etc/passwd","version":"/etc/passwd"}"#.utf8)
            .write(to: bundleFolder.appendingPathComponent("version.json"))
        let before = try Self.snapshot(sandbox)

        let outputPath = output
        let problems = try await StressExecutorTests.bounded(seconds: 120, "a hostile bundle blocked on a file") {
            await Self.exercise(bundleFolder: bundleFolder, output: outputPath, identifiers: paths)
        }
        #expect(problems.isEmpty, "\(problems)")

        var after = try Self.snapshot(sandbox)
        // The only new entries are the output folder we asked for and its two files.
        for written in [
            "/out", "/out/Written.appintents", "/out/Written.appintents/extract.actionsdata",
            "/out/Written.appintents/version.json",
        ] {
            #expect(after.removeValue(forKey: written) != nil, "\(written) was not written")
        }
        #expect(
            after == before,
            "files changed outside the output folder: \(Set(after.keys).symmetricDifference(before.keys))")
        #expect(!FileManager.default.fileExists(atPath: sandbox.appendingPathComponent("created-by-metadata").path))
    }

    /// Loads, validates, resolves, runs and writes the hostile bundle; returns what went unexpectedly.
    static func exercise(bundleFolder: URL, output: URL, identifiers: [String]) async -> [String] {
        var problems: [String] = []
        let bundle: MetadataBundle
        do {
            bundle = try MetadataBundle(contentsOf: bundleFolder)
        } catch {
            return ["the hostile bundle did not load: \(error)"]
        }
        _ = bundle.validate()
        _ = AppShortcutCatalog.problems(metadata: bundle)
        let catalog = try? AppShortcutCatalog(metadata: bundle, applicationName: "Untrusted")
        for identifier in identifiers {
            _ = catalog?.match("Untrusted \(identifier)")
        }
        let host = IntentHost(
            bundleIdentifier: identifiers[0], registry: UntrustedInstantiationTests.registry, bundles: [bundle],
            configuration: .notAboutTime)
        _ = host.report.description
        for identifier in identifiers {
            do {
                let outcome = try await host.run(identifier: identifier, parameters: [identifier: .string(identifier)])
                problems.append("\(identifier) ran: \(outcome)")
            } catch {
                _ = error.description
            }
        }
        do {
            try bundle.write(to: output)
        } catch {
            problems.append("writing to the output folder failed: \(error)")
        }
        return problems
    }
}

struct UntrustedTestError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}

// MARK: - 3. No allocation without bound

@Suite("Untrusted metadata: allocation is bounded by the limits")
struct UntrustedAllocationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let make: @Sendable () -> [UInt8]
        let code: MetadataError.Code

        var testDescription: String { name }
    }

    // Each input is refused by its error code under the default limits — no timing involved.
    static let cases: [Case] = [
        Case(name: "33 MiB document", make: { Array(repeating: UInt8(ascii: " "), count: 33 << 20) }, code: .tooLarge),
        Case(
            name: "array of 9 million values",
            make: { Array("[".utf8) + Array(repeating: Array("0,".utf8), count: 9 << 20).joined() + Array("0]".utf8) },
            code: .tooManyElements),
        Case(
            name: "2 MiB string",
            make: { Array(#"{"a":""#.utf8) + Array(repeating: UInt8(ascii: "x"), count: 2 << 20) + Array(#""}"#.utf8) },
            code: .stringTooLong),
        Case(
            name: "2 MiB number literal",
            make: {
                Array(#"{"version":"#.utf8) + Array(repeating: UInt8(ascii: "7"), count: 2 << 20) + [UInt8(ascii: "}")]
            },
            code: .stringTooLong),
        Case(
            name: "2 MiB of escapes in a string",
            make: {
                Array(#"{"a":""#.utf8) + Array(repeating: Array(#"\u0041"#.utf8), count: 1 << 19).joined()
                    + Array(#""}"#.utf8)
            },
            code: .stringTooLong),
        Case(
            name: "100,000 nested arrays",
            make: { Array(repeating: UInt8(ascii: "["), count: 100_000) }, code: .tooDeep),
        Case(
            name: "100,000 nested objects",
            make: { Array(repeating: Array(#"{"a":"#.utf8), count: 100_000).joined().map { $0 } }, code: .tooDeep),
        Case(
            name: "a 2 MiB key",
            make: { Array(#"{""#.utf8) + Array(repeating: UInt8(ascii: "k"), count: 2 << 20) + Array(#"":1}"#.utf8) },
            code: .stringTooLong),
    ]

    // Building and parsing tens of megabytes keeps a core busy for seconds: it runs off the concurrency pool (whose
    // threads every other test shares, and which on Linux are DispatchQueue.global()'s too) at a lower priority.
    @Test(arguments: cases)
    func refusedByTheLimits(_ entry: Case) async throws {
        let result: Result<Int, MetadataError> = try await processorBound {
            Result { () throws(MetadataError) -> Int in
                try MetadataBundle(actionsData: entry.make(), source: "huge.actionsdata").actions.count
            }
        }
        switch result {
        case .success(let count):
            Issue.record("\(entry.name) loaded, with \(count) actions")
        case .failure(let error):
            #expect(error.code == entry.code, "\(entry.name): \(error.code): \(error.message)")
        }
    }

    @Test func hugeExponentsAreNumbersNotAllocations() throws {
        for literal in ["1e999999999", "-1e-999999999", "123456789012345678901234567890", "0.0000000000000000000001"] {
            let document = Array(#"{"shortcutTileColor":"#.utf8) + Array(literal.utf8) + [UInt8(ascii: "}")]
            do {
                _ = try MetadataBundle(actionsData: document, source: "number.actionsdata")
            } catch {
                #expect(
                    [.unexpectedType, .invalidValue].contains(error.code), "\(literal): \(error.code): \(error.message)"
                )
            }
        }
    }

    @Test func parameterValueJSONIsBounded() throws {
        // `--input` files go through Foundation's JSONDecoder, which refuses nesting deeper than 512.
        let deep = Data(
            ("{\"a\":" + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}").utf8)
        #expect(throws: ParameterError.self) { try InvocationValue.parameters(fromJSON: deep) }
    }
}
