import Foundation
import IntentMetadata

/// Loading and indexing `extract.actionsdata` against Foundation's `JSONSerialization` parse of the same bytes,
/// and in megabytes per second (target: ≥ 200 MB/s). Load = read + typed model; index = actions by effective
/// mangled name and by fully qualified name, as the runtime's registry needs them.
enum MetadataLoadBenchmark: BenchmarkSuite {
    static let name = "Metadata load + index vs JSONSerialization"

    static func run(_ harness: BenchmarkHarness) throws {
        harness.printHeading(name)
        var inputs: [(String, [UInt8])] = []
        if let corpus = corpusDirectory() {
            let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path)
                .filter { $0.hasSuffix(".actionsdata") }.sorted()
            for name in names {
                let bytes = [UInt8](try Data(contentsOf: corpus.appendingPathComponent(name)))
                inputs.append((shortName(name, bytes.count), bytes))
            }
        } else {
            print("  (corpus not found; set INTENT_METADATA_CORPUS to include the real files)")
        }
        for count in [1_000, 10_000] {
            let bytes = generatedBundle(actions: count).actionsData()
            inputs.append(("generated \(count) actions (\(bytes.count / 1024) KB)", bytes))
        }
        for (label, bytes) in inputs {
            let data = Data(bytes)
            let baseline = try harness.measure("JSONSerialization") {
                try JSONSerialization.jsonObject(with: data)
            }
            let load = try harness.measure("load + index") {
                try loadAndIndex(bytes)
            }
            let parse = try harness.measure("JSON parse only") {
                try JSONValue(parsing: bytes)
            }
            harness.printGroup(label)
            harness.printLine(baseline)
            harness.printLine(load, baseline: baseline)
            harness.printLine(parse, baseline: baseline)
            let megabytes = { (time: Duration) in
                String(format: "%.0f MB/s", Double(bytes.count) / 1e6 / AsyncSampling.seconds(time))
            }
            AsyncSampling.printFigure(
                "load + index, throughput",
                median: megabytes(load.median),
                p10: megabytes(load.p90),
                p90: megabytes(load.p10),
                note: "target ≥ 200 MB/s"
            )
        }
    }

    /// Loads a bundle and builds the runtime's lookup tables.
    static func loadAndIndex(_ bytes: [UInt8]) throws -> [String: String] {
        let bundle = try MetadataBundle(actionsData: bytes, source: "benchmark")
        var index: [String: String] = [:]
        index.reserveCapacity(bundle.actions.count * 2)
        for (identifier, action) in bundle.actions {
            if let mangled = action.effectiveMangledTypeName(forBundleIdentifier: nil) { index[mangled] = identifier }
            if let qualified = action.fullyQualifiedTypeName { index[qualified] = identifier }
        }
        return index
    }

    /// A bundle shaped like Xcode 26 output: every action with a title, description, summary, two parameters.
    static func generatedBundle(actions count: Int) -> MetadataBundle {
        var actions: [String: ActionMetadata] = [:]
        for number in 0..<count {
            let identifier = "GeneratedIntent\(number)"
            let mangled = "9Generated\(identifier.utf8.count)\(identifier)V"
            var action = ActionMetadata(
                identifier: identifier,
                title: LocalizedStringMetadata(key: "Generated Action \(number)"),
                descriptionText: LocalizedStringMetadata(
                    key: "Runs generated action \(number) with a stream and a volume / level"),
                mangledTypeName: mangled,
                mangledTypeNameV2: mangled,
                fullyQualifiedTypeName: "Generated.\(identifier)",
                parameters: [
                    ParameterMetadata(
                        name: "stream",
                        title: "Stream",
                        valueType: .entity(typeName: "StreamEntity"),
                        additionalFields: [
                            "capabilities": 0, "dynamicOptionsSupport": 2, "inputConnectionBehavior": 0,
                            "resolvableInputTypes": [],
                        ]
                    ),
                    ParameterMetadata(
                        name: "volume",
                        title: "Volume",
                        valueType: .primitive(.double),
                        isOptional: true,
                        typeSpecificMetadata: [
                            "LNValueTypeMetadataKeyNumberLowerBound": ["double": ["wrapper": 0]],
                            "LNValueTypeMetadataKeyNumberUpperBound": ["double": ["wrapper": 1.5]],
                        ],
                        additionalFields: ["capabilities": 1, "dynamicOptionsSupport": 0, "inputConnectionBehavior": 0]
                    ),
                ],
                additionalFields: [
                    "availabilityAnnotations": ["LNPlatformNameWildcard": ["introducedVersion": "*"]],
                    "assistantDefinedSchemaTraits": [], "assistantDefinedSchemas": [], "effectiveBundleIdentifiers": [],
                    "isAuthPolExplicit": false, "outputFlags": 4, "presentationStyle": 0, "requiredCapabilities": [],
                    "supportedModes": 1, "visibilityMetadata": ["assistantOnly": false, "isDiscoverable": true],
                    "actionConfiguration": [
                        "actionSummary": [
                            "wrapper": [
                                "otherParameterIdentifiers": ["volume"],
                                "summaryString": [
                                    "formatString": "Play ${stream}", "parameterIdentifiers": ["stream"],
                                ],
                            ]
                        ]
                    ],
                ]
            )
            action.descriptionMetadata?.additionalFields["searchKeywords"] = ["radio", "stream"]
            actions[identifier] = action
        }
        return MetadataBundle(
            actions: actions,
            entities: [
                "StreamEntity": EntityMetadata(typeName: "StreamEntity", mangledTypeName: "9Generated12StreamEntityV")
            ],
            generator: GeneratorMetadata(version: "26.3")
        )
    }

    private static func shortName(_ file: String, _ size: Int) -> String {
        let base = file.replacingOccurrences(of: ".actionsdata", with: "")
        return "\(base) (\(size / 1024) KB)"
    }

    /// `shared/corpus/actionsdata` beside the repository, or `INTENT_METADATA_CORPUS`.
    static func corpusDirectory() -> URL? {
        if let override = ProcessInfo.processInfo.environment["INTENT_METADATA_CORPUS"] {
            return URL(fileURLWithPath: override, isDirectory: true)
        }
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("shared/corpus/actionsdata", isDirectory: true)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
