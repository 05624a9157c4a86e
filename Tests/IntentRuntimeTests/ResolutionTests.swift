import IntentMetadata
import IntentRuntime
import Testing

@Suite("Resolution diagnostics")
struct ResolutionTests {
    private let registry: IntentRegistry = {
        var registry = IntentRegistry()
        registry.register(ParameterizedIntent.self)
        registry.register(NoOpIntent.self)
        return registry
    }()

    private var module: String { String(#fileID.prefix { $0 != "/" }) }

    private func report(_ actions: [ActionMetadata], host: String = "com.example.host") -> ResolutionReport {
        let bundle = MetadataBundle(actions: Dictionary(uniqueKeysWithValues: actions.map { ($0.identifier, $0) }))
        return registry.resolve([bundle], hostBundleIdentifier: host)
    }

    private var parameterizedMangled: String {
        registry.intent(for: ParameterizedIntent.self)?.mangledTypeName ?? ""
    }

    @Test func resolutionPrefersByBundleIdentifierV2ThenV1ThenV2ThenV1() throws {
        let noOp = try #require(registry.intent(for: NoOpIntent.self)).mangledTypeName
        let cases: [(ActionMetadata, ActionResolution.NameSource)] = [
            (
                ActionMetadata(
                    identifier: "A", mangledTypeName: "x", mangledTypeNameV2: "y",
                    mangledTypeNameByBundleIdentifier: ["com.example.host": "z"],
                    mangledTypeNameByBundleIdentifierV2: ["com.example.host": noOp]
                ), .byBundleIdentifierV2
            ),
            (
                ActionMetadata(
                    identifier: "A", mangledTypeName: "x", mangledTypeNameV2: "y",
                    mangledTypeNameByBundleIdentifier: ["com.example.host": noOp],
                    mangledTypeNameByBundleIdentifierV2: ["other.bundle": "z"]
                ), .byBundleIdentifier
            ),
            (ActionMetadata(identifier: "A", mangledTypeName: "x", mangledTypeNameV2: noOp), .v2),
            (ActionMetadata(identifier: "A", mangledTypeName: noOp, mangledTypeNameV2: ""), .v1),
        ]
        for (action, source) in cases {
            let resolution = try #require(report([action]).actions.first)
            #expect(resolution.nameSource == source)
            #expect(resolution.intent?.type == NoOpIntent.self)
        }
    }

    @Test func anActionWithoutAnyMangledNameIsDiagnosed() throws {
        let resolution = try #require(
            report([ActionMetadata(identifier: "Nameless", mangledTypeName: "")]).actions.first)
        #expect(resolution.diagnostics.map(\.code) == [.missingMangledName])
    }

    @Test func aNameThatDoesNotDemangleIsDiagnosed() throws {
        let resolution = try #require(
            report([ActionMetadata(identifier: "Bad", mangledTypeName: "9Trunc")]).actions.first)
        let diagnostic = try #require(resolution.diagnostics.first)
        #expect(diagnostic.code == .undemanglableName)
        #expect(diagnostic.message.contains("`9Trunc`, which does not demangle"))
    }

    @Test func aRenamedIntentIsFoundBySimilarName() throws {
        // ParameterisedIntent (British spelling) in the same module: one edit away.
        let name = "\(module.count)\(module)19ParameterisedIntentV"
        let resolution = try #require(report([ActionMetadata(identifier: "X", mangledTypeName: name)]).actions.first)
        let diagnostic = try #require(resolution.diagnostics.first { $0.code == .similarName })
        #expect(diagnostic.qualifiedTypeName == "\(module).ParameterizedIntent")
        #expect(diagnostic.message.contains("did you mean `\(module).ParameterizedIntent`"))
    }

    @Test("a name a whole word apart is no suggestion: Source.DeleteFileIntent is not Todo.DeleteTodoIntent")
    func aNameAWholeWordApartIsNotSuggested() throws {
        var registry = IntentRegistry()
        registry.register(DeleteTodoIntent.self)
        let resolve = { (name: String) -> ActionResolution? in
            let action = ActionMetadata(identifier: "X", mangledTypeName: name)
            return registry.resolve([MetadataBundle(actions: ["X": action])], hostBundleIdentifier: "h").actions.first
        }
        let far = try #require(resolve("6Source16DeleteFileIntentV"))
        #expect(far.diagnostics.map(\.code) == [.unknownType], "\(far.diagnostics.map(\.message))")
        // A misspelt word, a plural, a word's case, from another module: still suggested.
        for name in ["6Source16DeleteTodoIntnetV", "6Source17DeleteTodosIntentV", "6Source16DeletetodoIntentV"] {
            let near = try #require(resolve(name))
            let suggestion = try #require(near.diagnostics.first { $0.code == .similarName }, "\(name)")
            #expect(suggestion.qualifiedTypeName == "\(module).DeleteTodoIntent")
        }
    }

    @Test func aTypeNobodyKnowsIsUnknown() throws {
        let resolution = try #require(
            report([ActionMetadata(identifier: "X", mangledTypeName: "7Nowhere13CompletelyNewV")]).actions.first
        )
        #expect(resolution.diagnostics.map(\.code) == [.unknownType])
    }

    @Test func theSameNameNestedElsewhereInTheModuleIsDiagnosed() throws {
        let name = "\(module.count)\(module)5OuterV19ParameterizedIntentV"
        let resolution = try #require(report([ActionMetadata(identifier: "X", mangledTypeName: name)]).actions.first)
        #expect(resolution.diagnostics.map(\.code) == [.movedWithinModule])
    }

    @Test(
        "a mismatched Intents-framework or measurement parameter is named, not numbered",
        arguments: [
            (ValueType.measurement(unitType: 7), "'count' is Measurement<UnitDuration> in the metadata but Int"),
            (.intents(typeIdentifier: 12), "'count' is File in the metadata but Int"),
            (.array(.measurement(unitType: 1)), "'count' is [Measurement<UnitLength>] in the metadata but Int"),
        ])
    func frameworkKindsAreNamed(valueType: ValueType, message: String) throws {
        let action = ActionMetadata(
            identifier: "ParameterizedIntent",
            mangledTypeName: parameterizedMangled,
            parameters: [ParameterMetadata(name: "count", valueType: valueType)]
        )
        let resolution = try #require(report([action]).actions.first)
        let mismatch = try #require(resolution.diagnostics.first { $0.code == .parameterValueType })
        #expect(mismatch.message.contains(message), "\(mismatch.message)")
    }

    @Test func parametersAreCheckedAgainstTheSwiftType() throws {
        let action = ActionMetadata(
            identifier: "ParameterizedIntent",
            mangledTypeName: parameterizedMangled,
            parameters: [
                ParameterMetadata(name: "count", valueType: .primitive(.string)),
                ParameterMetadata(name: "label", valueType: .primitive(.string), isOptional: false),
                ParameterMetadata(name: "ratio", valueType: .primitive(.double)),
                ParameterMetadata(name: "colour", valueType: .primitive(.string)),
            ]
        )
        let resolution = try #require(report([action]).actions.first)
        #expect(resolution.isResolved)
        let byParameter = Dictionary(grouping: resolution.diagnostics) { $0.code.description }
        #expect(
            byParameter["parameterValueType"]?.first?.message.contains("'count' is String in the metadata but Int")
                == true)
        #expect(
            byParameter["parameterOptionality"]?.first?.message.contains("'label' is required in the metadata") == true)
        #expect(byParameter["parameterNotDeclared"]?.first?.message.contains("'colour'") == true)
        #expect(byParameter["parameterNotInMetadata"]?.first?.message.contains("'when'") == true)
        #expect(resolution.diagnostics.count == 4)
    }

    @Test func aCleanReportHasNoDiagnostics() throws {
        let noOp = try #require(registry.intent(for: NoOpIntent.self)).mangledTypeName
        let parameters = [
            ParameterMetadata(name: "count", valueType: .primitive(.int)),
            ParameterMetadata(name: "label", valueType: .primitive(.string), isOptional: true),
            ParameterMetadata(name: "ratio", valueType: .primitive(.double)),
            ParameterMetadata(name: "when", valueType: .primitive(.date), isOptional: true),
        ]
        let result = report([
            ActionMetadata(identifier: "NoOpIntent", mangledTypeName: noOp),
            ActionMetadata(
                identifier: "ParameterizedIntent", mangledTypeName: parameterizedMangled, parameters: parameters
            ),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.intentsWithoutMetadata.isEmpty)
        #expect(!result.hasErrors)
    }

    @Test func noBundlesMeansNoReverseDiagnostics() {
        #expect(registry.resolve([], hostBundleIdentifier: "h").diagnostics.isEmpty)
    }
}

/// An intent a real app's `DeleteFileIntent` must not be mistaken for.
struct DeleteTodoIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Todo"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
