// Issue 19's check that the modules named like Apple's frameworks offer Apple's API and no engine type: their
// symbols, read from the built modules, are the names Documentation/AppleAPI.md lists for them, and no other public
// type of the engine type-checks after their import.
#if !canImport(Darwin)
    import CompileSupport
    import Foundation
    import Testing

    @Suite(
        "The Apple-named modules offer Apple's API and no engine type",
        .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason))
    )
    struct FacadeTests {
        /// Each module, and the modules whose declarations it re-exports by name.
        static let modules: [(name: String, reexportedFrom: [String])] = [
            ("ActivityKit", ["AppleAPI"]), ("AppIntents", ["AppleAPI"]),
            ("AppIntentsTesting", ["IntentTesting"]), ("UniformTypeIdentifiers", ["AppleAPI"]),
            ("CoreSpotlight", ["AppleAPI"]), ("WidgetKit", ["AppleAPI"]),
        ]

        /// The names the table's "Names each module re-exports" section lists for a module, each with its page.
        static func tableNames(of module: String) throws -> [String: String] {
            try AppleAPITable().reexportedNames(of: module)
        }

        @Test(
            "a module's symbols are the names the table lists for it, each with Apple's page",
            arguments: modules.map(\.name))
        func symbolsAreTheTablesNames(_ module: String) async throws {
            let reexported = try #require(Self.modules.first { $0.name == module }?.reexportedFrom)
            let symbols = try await CompileCheck.topLevelSymbols(ofModule: module, reexportedFrom: reexported)
            // A pure re-export module read without its re-exported modules has no symbols: the list must not be.
            let least = ["UniformTypeIdentifiers": 1, "CoreSpotlight": 4][module] ?? 10
            #expect(symbols.count >= least, "\(module): \(symbols)")
            let listed = try Self.tableNames(of: module)
            let unlisted = symbols.filter { listed[$0] == nil }
            #expect(unlisted.isEmpty, "\(module) offers names Documentation/AppleAPI.md does not list: \(unlisted)")
            let missing = listed.keys.filter { !symbols.contains($0) }.sorted()
            #expect(missing.isEmpty, "Documentation/AppleAPI.md lists names \(module) does not offer: \(missing)")
            let pageless = listed.filter { !$0.value.hasPrefix("/documentation/") }.keys.sorted()
            #expect(pageless.isEmpty, "\(module): names without an Apple documentation page: \(pageless)")
        }

        /// The modules whose every public member must have a row of Documentation/AppleAPI.md.
        static let memberModules = [
            "ActivityKit", "WidgetKit", "UniformTypeIdentifiers", "CoreSpotlight", "AppIntentsTesting", "AppIntents",
        ]

        /// The symbols of the table's rows (its first column, with an overload's ` (…)` suffix removed).
        static func tableSymbols() throws -> Set<String> {
            Set(try AppleAPITable().rows.map(\.symbolGraphName))
        }

        /// The members that witness a standard-library conformance: a type may carry them without a row when
        /// Apple's page for the type lists the conformance (``appleConformances``).
        static let conformanceWitnesses: [String: Set<String>] = [
            "Equatable": ["==(_:_:)"],
            "Hashable": ["==(_:_:)", "hash(into:)"],
            "CustomStringConvertible": ["description"],
            "CustomDebugStringConvertible": ["debugDescription"],
            "Encodable": ["encode(to:)"],
            "Decodable": ["init(from:)"],
            "AsyncSequence": ["Element", "Failure", "AsyncIterator", "makeAsyncIterator()"],
            "AsyncIteratorProtocol": ["Element", "Failure", "next()"],
            "RawRepresentable": ["RawValue", "init(rawValue:)", "rawValue"],
            "ExpressibleByStringInterpolation": ["StringInterpolation", "init(stringInterpolation:)"],
            "ExpressibleByStringLiteral": ["init(stringLiteral:)"],
            // `appendInterpolation(_:)` is not a formal requirement, but the compiler calls it for each `\(…)`: a
            // `StringInterpolationProtocol` type without one accepts no interpolation.
            "StringInterpolationProtocol": [
                "appendLiteral(_:)", "init(literalCapacity:interpolationCount:)", "appendInterpolation(_:)",
            ],
            // Not a conformance: Apple's `ActivityAuthorizationError` is an enum, a struct here (AppleAPI.md, "Known
            // differences"); its `~=` is what lets `catch ActivityAuthorizationError.denied` match as for the enum.
            "enum-case pattern": ["~=(_:_:)"],
            // Apple's `AppIntentDefinition`, `AppEntityDefinition` and `AppEnumDefinition` implement
            // `AppIntentTypeDefinition`: their `Instance` is the protocol's associated type.
            "AppIntentTypeDefinition": ["Instance"],
            // Apple's `URLRepresentableEntity` and `URLRepresentableEnum` refine
            // `CustomURLRepresentationParameterConvertible`: their `urlRepresentationParameter` is its requirement's
            // default for an entity or a case.
            "CustomURLRepresentationParameterConvertible": ["urlRepresentationParameter"],
            // Apple's resolver specifications are sequences of resolvers whose `Output` is the parameter's value type.
            "Sequence": ["Element", "Iterator", "makeIterator()"],
            "CaseIterable": ["AllCases", "allCases"],
            "ResolverSpecification": ["Output"],
            // Apple's `IntentParameter` and `IntentParameterContext` conform to `AnyIntentValue`, whose `title` and
            // `isOptional` have their rows; the conforming types' pages list no members of those names.
            "AnyIntentValue": ["title", "isOptional"],
            // Not a conformance Apple's pages list: `AnyAppIntent`, `AnyAppEntity`, `ResolvedIntentResult`, in
            // AppIntents the errors, `AppShortcut`, `IntentFile`, `IntentDialog`, `IntentCurrencyAmount` and
            // `IntentAuthenticationPolicy`, and Foundation's `LocalizedStringResource` are `CustomStringConvertible`
            // here so that a failed expectation or an error's message reads them (AppleAPI.md, "Known differences").
            "description for messages": ["description"],
            // Requirements of Apple's `AppIntent` and `TypeDisplayRepresentable` that the schema protocols give a
            // default from the schema (AppleAPI.md, "Macros").
            "AppIntent": ["title"],
            "TypeDisplayRepresentable": ["typeDisplayRepresentation"],
        ]

        /// The standard-library conformances Apple's page lists for a type ("Conforms To"), where the type here
        /// has a witness of it.
        static let appleConformances: [String: Set<String>] = {
            let sequences = [
                "Activity.ActivityStateUpdates", "Activity.ActivityUpdates", "Activity.ContentStateUpdates",
                "Activity.ContentUpdates", "Activity.PushTokenUpdates",
                "ActivityAuthorizationInfo.ActivityEnablementUpdates",
                "ActivityAuthorizationInfo.FrequentPushEnablementUpdates",
            ]
            var conformances: [String: Set<String>] = [
                "ActivityAuthorizationError": ["Equatable", "Hashable", "enum-case pattern"],
                // Apple's `id` is the `WidgetInfo` itself, so Apple's `WidgetInfo` is `Hashable`.
                // Apple's `WidgetFamily.RawValue` is `Int`, here `String` (AppleAPI.md, "Known differences").
                "WidgetFamily": ["RawRepresentable"],
                // Apple's page lists `Encodable`; `Decodable` is this package's too (as before the enum lost its raw
                // value): the runtime stores a state as its case's name and reads it back.
                "ActivityState": ["Encodable", "Decodable"],
                // Apple's `IntentModes` is an `OptionSet` (its `Element` is `IntentModes`), so `RawRepresentable`.
                "IntentModes": ["RawRepresentable"],
                // Apple's reference code compares `systemContext.currentMode == .background`: `IntentModes.Current` is
                // `Equatable` there.
                "IntentModes.Current": ["Equatable"],
                // Apple's `StringSearchScope` is an `AppEnum` (settable `caseDisplayRepresentations`), so
                // `RawRepresentable`.
                "StringSearchScope": ["RawRepresentable"],
                "URLRepresentableEntity": ["CustomURLRepresentationParameterConvertible"],
                "IntentParameter": ["AnyIntentValue"],
                "IntentParameterContext": ["AnyIntentValue"],
                "URLRepresentableEnum": ["CustomURLRepresentationParameterConvertible"],
                "WidgetInfo": ["Hashable"],
                // AppIntentsTesting: Apple's `AnyEntityQuery` page lists `Equatable`, as Apple's reference lists it for
                // `AnyAppEntity`.
                "AnyEntityQuery": ["Equatable"],
                "AnyAppEntity": ["Equatable", "description for messages"],
                "AnyAppIntent": ["description for messages"],
                "ResolvedIntentResult": ["description for messages"],
                // AppIntents: an error's message names the code and what to answer (the command line prints it); the
                // code and message themselves are `package`.
                "AppIntentError": ["description for messages"],
                "IntentFileError": ["description for messages"],
                "AppDependencyError": ["description for messages"],
                "AppShortcut": ["description for messages"],
                "IntentFile": ["description for messages"],
                "IntentDialog": ["description for messages"],
                "IntentCurrencyAmount": ["description for messages"],
                "IntentAuthenticationPolicy": ["description for messages"],
                // Apple's `IntentExecutionTargets` is a set of options (an `OptionSet`), so `RawRepresentable`.
                "IntentExecutionTargets": ["RawRepresentable"],
                // Apple's `DisplayRepresentation.Components` page lists `OptionSet` and `RawRepresentable` (iOS 18.4).
                "DisplayRepresentation.Components": ["RawRepresentable"],
                // Apple's `IntentPerson.ParameterMode` has a `String` raw value (`init?(rawValue:)`, `rawValue`).
                "IntentPerson.ParameterMode": ["RawRepresentable"],
                // Foundation: Apple's `LocalizedStringResource` is not `CustomStringConvertible`; here its description
                // is its key, so that a message naming a title reads it.
                "LocalizedStringResource": ["description for messages"],
                // Apple's `ConfirmationConditions` is an `OptionSet`.
                "ConfirmationConditions": ["RawRepresentable"],
                // Apple's `EntityOwnership` is an `OptionSet` (iOS 27).
                "EntityOwnership": ["RawRepresentable"],
                // Apple's `LongRunningTaskOptions` page lists `OptionSet` (iOS 27).
                "LongRunningTaskOptions": ["RawRepresentable"],
                // Apple's `IntentCancellationReason` has a `debugDescription` (the iOS SDK 27.1 lists it among the
                // type's three members), which is `CustomDebugStringConvertible`'s requirement.
                "IntentCancellationReason": ["CustomDebugStringConvertible"],
                // Apple's `SyncableEntityIdentifier` page lists `Equatable`, `Hashable` and `CustomStringConvertible`.
                "SyncableEntityIdentifier": ["Equatable", "Hashable", "CustomStringConvertible"],
                // Apple's phrases, parameter summaries and URL representations are written as string literals with
                // interpolations (each page lists `ExpressibleByStringInterpolation`).
                "AppShortcutPhrase": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "AppShortcutPhrase.StringInterpolation": ["StringInterpolationProtocol"],
                "NegativeAppShortcutPhrase": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "NegativeAppShortcutPhrase.StringInterpolation": ["StringInterpolationProtocol"],
                "ParameterSummaryString": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "ParameterSummaryString.StringInterpolation": ["StringInterpolationProtocol"],
                "AppShortcutParameterPresentationSummaryString": [
                    "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
                ],
                "AppShortcutParameterPresentationSummaryString.StringInterpolation": ["StringInterpolationProtocol"],
                "EntityURLRepresentation": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "IntentURLRepresentation": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "EnumURLRepresentation": ["ExpressibleByStringInterpolation", "ExpressibleByStringLiteral"],
                "EnumURLRepresentation.EnumSingleURLRepresentation": [
                    "ExpressibleByStringInterpolation", "ExpressibleByStringLiteral",
                ],
                "EmptyResolverSpecification": ["Sequence", "ResolverSpecification"],
                // Apple's page lists `RawRepresentable` and `CaseIterable`.
                "IntentParameter.DurationUnit": ["RawRepresentable", "CaseIterable"],
                "ResolverSpecificationBuilder.Specification": ["Sequence", "ResolverSpecification", "Hashable"],
                "AppIntentDefinition": ["AppIntentTypeDefinition"],
                "AppEntityDefinition": ["AppIntentTypeDefinition"],
                "AppEnumDefinition": ["AppIntentTypeDefinition"],
                "UTType": [
                    "Hashable", "CustomStringConvertible", "CustomDebugStringConvertible", "Encodable", "Decodable",
                ],
                // Apple's `SearchCriteria` inherits `Hashable`, so its `EntityCollectionSearchCriteria` is `Hashable`.
                "EntityCollectionSearchCriteria": ["Equatable", "Hashable"],
                // Apple's page lists `Equatable` and `Hashable` (iOS 27).
                "IntentParameter.AppUnionValueComponent": ["Equatable", "Hashable"],
                // Apple's schema protocols' pages list `AppIntent` (the intent's) and `TypeDisplayRepresentable`
                // (the entity's and enumeration's) among what they inherit from.
                "AssistantSchemaIntent": ["AppIntent"],
                "AssistantSchemaEntity": ["TypeDisplayRepresentable"],
                "AssistantSchemaEnum": ["TypeDisplayRepresentable"],
                // Apple's `IntentDonationIdentifier` page lists `Hashable`, `Encodable` and `Decodable`.
                "IntentDonationIdentifier": ["Hashable", "Encodable", "Decodable"],
            ]
            for sequence in sequences {
                conformances[sequence] = ["AsyncSequence"]
                conformances[sequence + ".Iterator"] = ["AsyncIteratorProtocol"]
            }
            return conformances
        }()

        /// Members that are other forms of one page's declaration, with the row that page has: Apple's
        /// `WidgetBundleBuilder.buildBlock(_:)` takes a parameter pack; here one form per count, 2 to 10 widgets.
        static let formsOfOnePage: [String: String] = Dictionary(
            uniqueKeysWithValues: (2...10).map { count in
                (
                    "WidgetBundleBuilder.buildBlock(\(String(repeating: "_:", count: count)))",
                    "WidgetBundleBuilder.buildBlock(_:)"
                )
            }
        ).merging([
            // Apple's `IntentPrediction` is `IntentPredictionDeclaration` here (`PredictableIntent.IntentPrediction`
            // names it, as Apple's name is written inside a predictable intent).
            "IntentPredictionDeclaration.init(displayRepresentation:)": "IntentPrediction.init(displayRepresentation:)",
            "IntentPredictionDeclaration.init(parameters:displayRepresentation:)":
                "IntentPrediction.init(parameters:displayRepresentation:)",
            "PredictableIntent.IntentPrediction": "IntentPrediction",
        ]) { first, _ in first }

        @Test(
            "every public member of a module has a row, or witnesses a conformance Apple lists",
            arguments: memberModules)
        func membersHaveRows(_ module: String) async throws {
            let reexported = try #require(Self.modules.first { $0.name == module }?.reexportedFrom)
            let members = try await CompileCheck.memberSymbols(ofModule: module, reexportedFrom: reexported)
            // A re-export module read without its re-exported modules has no members: the list must not be empty.
            #expect(members.count >= 20, "\(module): \(members)")
            let rows = try Self.tableSymbols()
            let unlisted = members.filter { member in
                if rows.contains(member) { return false }
                if let page = Self.formsOfOnePage[member], rows.contains(page) { return false }
                let type = member.split(separator: ".").dropLast().joined(separator: ".")
                let name = String(member.split(separator: ".").last ?? "")
                return !(Self.appleConformances[type] ?? []).contains {
                    Self.conformanceWitnesses[$0]?.contains(name) == true
                }
            }
            #expect(unlisted.isEmpty, "\(module) offers members Documentation/AppleAPI.md has no row for: \(unlisted)")
        }

        @Test("an engine type does not type-check after import AppIntents, WidgetKit or ActivityKit")
        func theEngineIsNotOffered() async throws {
            let offered = try Set(
                ["AppIntents", "WidgetKit", "ActivityKit", "AppIntentsTesting", "CoreSpotlight"].flatMap { module in
                    try Self.tableNames(of: module).keys
                })
            // The engine's own types, and the public types of the surface module that are not Apple's.
            let engine = try await CompileCheck.topLevelSymbols(ofModule: "IntentRuntime", reexportedFrom: ["AppleAPI"])
                .filter { !offered.contains($0) }
            #expect(engine.contains("IntentExecutor") && engine.contains("IntentRegistry") && engine.count >= 40)
            let uses = engine.map { "_ = (\($0)).self" }.joined(separator: "\n")
            let source = "import ActivityKit\nimport AppIntents\nimport AppIntentsTesting\nimport WidgetKit\n\n" + uses
            let result = try await CompileCheck.typecheckOffThePool(source, name: "EngineThroughFacades")
            #expect(!result.compiled)
            // One "cannot find" per engine type: each line names one type.
            let hidden = engine.filter { result.output.contains("cannot find '\($0)' in scope") }
            #expect(hidden == engine, "offered through the facades: \(Set(engine).subtracting(hidden).sorted())")
        }

        /// Engine members on Apple's types, each used through the module a user's file imports: AppleAPI declares them
        /// `package` (or the engine declares them), so they compiled through the facades before the split and not now.
        static let engineMembers: [(module: String, member: String, use: String)] = [
            ("ActivityKit", "center", "_ = activity.center"),
            ("ActivityKit", "hasEnded", "_ = activity.activityState.hasEnded"),
            ("ActivityKit", "codeName", "_ = ActivityAuthorizationError.denied.codeName"),
            ("ActivityKit", "message", "_ = ActivityAuthorizationError.denied.message"),
            ("ActivityKit", "rawValue", "_ = activity.activityState.rawValue"),
            ("ActivityKit", "spelling", "_ = PushType.token.spelling"),
            ("ActivityKit", "description", "_ = ActivityUIDismissalPolicy.immediate.description"),
            ("ActivityKit", "description", "_ = PushType.token.description"),
            ("ActivityKit", "description", "_ = ActivityAuthorizationError.denied.description"),
            ("WidgetKit", "currentEntry", "_ = await WidgetCenter.shared.currentEntry(ofKind: \"k\")"),
            ("WidgetKit", "reloadsToday", "_ = await WidgetCenter.shared.reloadsToday(ofKind: \"k\")"),
            ("WidgetKit", "current", "_ = WidgetCenter.current"),
            ("WidgetKit", "WidgetCenter", "_ = try WidgetCenter(bundle: Widgets())"),
            ("WidgetKit", "entry", "_ = Timeline<Entry>(entries: [], policy: .never).entry(at: Date())"),
            ("WidgetKit", "defaultFamilies", "_ = WidgetFamily.defaultFamilies"),
            ("WidgetKit", "descriptor", "_ = EmptyWidgetConfiguration().descriptor"),
            ("WidgetKit", "kind", "_ = Empty().kind"),
            ("WidgetKit", "description", "_ = TimelineReloadPolicy.never.description"),
            ("WidgetKit", "description", "_ = WidgetLocation.homeScreen.description"),
            ("WidgetKit", "description", "_ = DynamicIslandExpandedRegionPosition.bottom.description"),
            ("WidgetKit", "intent", "_ = AppIntentRecommendation(intent: Config(), description: \"d\").intent"),
            (
                "WidgetKit", "description",
                "_ = AppIntentRecommendation(intent: Config(), description: \"d\").description"
            ),
            ("WidgetKit", "buildEither", "_ = WidgetBundleBuilder.buildEither(first:)"),
            ("WidgetKit", "timeline", "_ = { (c: TimelineProviderContext) async in await Provider().timeline(in: c) }"),
            ("AppIntents", "intentType", "_ = Shortcuts.appShortcuts.first?.intentType"),
            ("AppIntents", "phraseTemplates", "_ = Shortcuts.appShortcuts.first?.phraseTemplates"),
            ("AppIntents", "maximumByteCount", "_ = IntentFile.maximumByteCount"),
            ("AppIntents", "resolvedDescription", "_ = Hello.resolvedDescription"),
            ("AppIntents", "name", "_ = ConfirmationActionName.buy.name"),
            ("AppIntents", "description", "_ = ConfirmationActionName.buy.description"),
            (
                "AppIntents", "text",
                "_ = LocalizedStringResource.StringInterpolation(literalCapacity: 0, interpolationCount: 0).text"
            ),
        ]

        /// What each module's file declares around the member's use: an activity, a widget bundle, shortcuts.
        static func source(_ module: String, using use: String) -> String {
            switch module {
            case "ActivityKit":
                return """
                    import ActivityKit

                    struct Order: ActivityAttributes {
                        struct ContentState: Codable, Hashable { var step: Int }
                    }
                    func look(at activity: Activity<Order>) {
                        _ = activity.activityState == .ended
                        \(use)
                    }
                    """
            case "WidgetKit":
                return """
                    import AppIntents
                    import WidgetKit

                    struct Entry: TimelineEntry { let date: Date }
                    struct Provider: TimelineProvider {
                        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
                        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
                            completion(Timeline(entries: [], policy: .never))
                        }
                    }
                    struct Config: WidgetConfigurationIntent {
                        static let title: LocalizedStringResource = "Config"
                    }
                    struct Widgets: WidgetBundle { var body: some Widget { Empty() } }
                    struct Empty: Widget {
                        var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
                    }
                    func look() async throws {
                        WidgetCenter.shared.reloadTimelines(ofKind: "k")
                        \(use)
                    }
                    """
            default:
                return """
                    import AppIntents

                    struct Hello: AppIntent {
                        static let title: LocalizedStringResource = "Hello"
                        func perform() async throws -> some IntentResult { .result() }
                    }
                    struct Shortcuts: AppShortcutsProvider {
                        static var appShortcuts: [AppShortcut] {
                            AppShortcut(intent: Hello(), phrases: ["Hello \\(.applicationName)"], shortTitle: "Hello",
                                systemImageName: "hand.wave")
                        }
                    }
                    func look() {
                        \(use)
                    }
                    """
            }
        }

        @Test("an engine member of an Apple type does not type-check through the facade; Apple's members beside it do")
        func engineMembersAreNotOffered() async throws {
            for module in Set(Self.engineMembers.map(\.module)).sorted() {
                let apple = try await CompileCheck.typecheckOffThePool(
                    Self.source(module, using: ""), name: "AppleMembers\(module)")
                #expect(apple.compiled, "\(module): \(apple.firstErrors(3))")
            }
            for (index, entry) in Self.engineMembers.enumerated() {
                let (module, member, use) = entry
                let result = try await CompileCheck.typecheckOffThePool(
                    Self.source(module, using: use), name: "EngineMember\(index)")
                #expect(!result.compiled, "\(module) offers \(member)")
                #expect(result.output.contains("'\(member)'"), "\(module), \(member): \(result.firstErrors(3))")
            }
        }

        @Test("a run's dialog is read through IntentTesting's IntentRunDetails, not on AppIntentsTesting's result")
        func aRunsDetailsNeedIntentTesting() async throws {
            let body = """

                func check(_ definitions: IntentDefinitions) async throws {
                    let result = try await definitions.intents["I"].makeIntent().run()
                    _ = result.dialog
                }
                """
            let facade = try await CompileCheck.typecheckOffThePool(
                "import AppIntentsTesting" + body, name: "DetailsFacade")
            #expect(!facade.compiled)
            #expect(facade.output.contains("has no dynamic member 'dialog'"), "\(facade.firstErrors(3))")
            let details = try await CompileCheck.typecheckOffThePool(
                "import AppIntentsTesting\nimport IntentTesting"
                    + body.replacingOccurrences(of: "_ = result.dialog", with: "_ = IntentRunDetails(result).dialog"),
                name: "DetailsIntentTesting")
            #expect(details.compiled, "\(details.firstErrors(3))")
        }

        @Test("a file that uses IntentExecutor after import AppIntents fails to type-check; with IntentRuntime it does")
        func anExecutorNeedsTheEngine() async throws {
            let body = "\nlet executor = IntentExecutor()\n_ = executor.configuration.timeout\n"
            let facade = try await CompileCheck.typecheckOffThePool("import AppIntents" + body, name: "ExecutorFacade")
            #expect(!facade.compiled)
            #expect(facade.output.contains("cannot find 'IntentExecutor' in scope"))
            let engine = try await CompileCheck.typecheckOffThePool(
                "import AppIntents\nimport IntentRuntime" + body, name: "ExecutorEngine")
            #expect(engine.compiled, "\(engine.firstErrors(3))")
        }
    }
#endif
