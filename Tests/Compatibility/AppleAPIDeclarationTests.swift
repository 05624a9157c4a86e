// Issue 21's declaration check: every symbol that Documentation/AppleAPI.md marks *implemented* or *shape* has a
// probe here, a statement that uses it with the declaration Apple documents (labels, parameter and result types,
// defaults left out where Apple has them, generic constraints through the non-Sendable types of the preamble).
// All probes are type-checked in one file against the built ActivityKit, WidgetKit, AppIntents and AppIntentsTesting modules; a row
// added to the table without a probe, or a probe whose row is gone, fails the first test.
#if !canImport(Darwin)
    import CompileSupport
    import Foundation
    import Testing

    @Suite("Apple's declarations, as Documentation/AppleAPI.md records them")
    struct AppleAPIDeclarationTests {
        /// The symbols of the table's rows whose status is *implemented* or *shape*, in order.
        static func offeredSymbols() throws -> [String] {
            try AppleAPITable().rows.filter { $0.status.hasPrefix("implemented") || $0.status.hasPrefix("shape") }
                .map(\.symbol)
        }

        @Test("every implemented or shape row has a probe, and every probe a row")
        func everyRowHasAProbe() throws {
            let offered = try Self.offeredSymbols()
            #expect(
                offered.count >= 200,
                "only \(offered.count) implemented or shape rows read from \(AppleAPITable.url.path)")
            let probed = Set(Self.probes.map(\.symbol))
            #expect(probed.count == Self.probes.count, "a symbol has two probes")
            let missing = offered.filter { !probed.contains($0) }
            #expect(missing.isEmpty, "rows without a probe: \(missing.joined(separator: ", "))")
            let stale = Self.probes.map(\.symbol).filter { !offered.contains($0) }
            #expect(stale.isEmpty, "probes without an implemented or shape row: \(stale.joined(separator: ", "))")
        }

        @Test("the counts by status are the counts of the rows below them")
        func countsMatchTheRows() throws {
            let table = try AppleAPITable()
            let lines = table.lines
            // The rows of each framework's section, by status.
            var counted: [String: [String: Int]] = [:]
            for row in table.rows {
                let kind = ["implemented", "shape", "not offered", "SwiftUI"].first { row.status.hasPrefix($0) } ?? "?"
                counted[row.section, default: [:]][kind, default: 0] += 1
            }
            #expect(counted.values.allSatisfy { $0["?"] == nil }, "a row's status is none of the four")
            // The counts table: | Framework | implemented | shape | not offered | … | SwiftUI |
            guard let start = lines.firstIndex(of: "## Counts by status") else {
                Issue.record("no \"## Counts by status\" section")
                return
            }
            var checked = 0
            for line in lines[lines.index(after: start)...] {
                if line.hasPrefix("## ") { break }
                guard line.hasPrefix("| ") else { continue }
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard cells.count >= 6, let rows = counted[cells[0]] else { continue }
                let stated = [Int(cells[1]), Int(cells[2]), Int(cells[3]), Int(cells[5])]
                let actual = [
                    rows["implemented"] ?? 0, rows["shape"] ?? 0, rows["not offered"] ?? 0, rows["SwiftUI"] ?? 0,
                ]
                #expect(
                    stated == actual.map { Optional($0) },
                    "\(cells[0]): the table says \(stated), the rows are \(actual)")
                checked += 1
            }
            #expect(
                checked == counted.count, "\(checked) frameworks in the counts table, \(counted.count) sections of rows"
            )
        }

        @Test(
            "every probe type-checks against the built modules",
            .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason))
        )
        func probesTypeCheck() async throws {
            var source = [
                Self.preamble, Self.appIntentsPreamble, Self.appIntentsTestingPreamble, Self.schemasPreamble,
                Self.parametersPreamble, Self.valuesPreamble, Self.donationsAndErrorsPreamble,
                Self.entityPropertyPreamble,
                Self.spotlightPreamble, Self.macrosPreamble, Self.cancellationAndVisibilityPreamble,
                Self.stateAndCriteriaPreamble, Self.parameterInitializersPreamble, Self.intentsAndShortcutsPreamble,
                Self.liveActivityAndWidgetMembersPreamble, Self.labelListsAndComparisonsPreamble,
                Self.resolversAndEntitiesPreamble, Self.schemaMembersPreamble, Self.scenesAndDataSourcesPreamble,
                Self.inheritedAndConformanceMembersPreamble, Self.activityKitEqualityPreamble,
                Self.parameterAndPropertyOverloadsPreamble, Self.parameterStylesPreamble,
            ]
            .joined(separator: "\n")
            var firstLines: [(line: Int, symbol: String)] = []
            // The source's line count, kept as it grows: counting the whole source again for each of the 1,000 and
            // more probes took seconds of a concurrency pool thread that every other test of the process shares.
            var lines = source.utf8.count { $0 == UInt8(ascii: "\n") } + 1
            for (index, probe) in Self.probes.enumerated() {
                firstLines.append((lines, probe.symbol))
                let function = """

                    func probe\(index)(
                        a: Activity<PA>, s: PA.ContentState, c: ActivityContent<PA.ContentState>,
                        ctx: TimelineProviderContext, config: StaticConfiguration
                    ) async throws {
                        \(probe.body)
                    }

                    """
                source += function
                lines += function.utf8.count { $0 == UInt8(ascii: "\n") }
            }
            let result = try await CompileCheck.typecheckOffThePool(
                source, name: "AppleAPIProbes", arguments: ["-parse-as-library"])
            guard !result.compiled else { return }
            // Name the rows whose probes failed: the compiler reports `AppleAPIProbes.swift:<line>:…`.
            var failed: [String] = []
            for line in result.output.split(separator: "\n")
            where line.contains("AppleAPIProbes.swift:") && line.contains("error:") {
                let parts = line.split(separator: ":")
                guard let index = parts.firstIndex(where: { $0.hasSuffix("AppleAPIProbes.swift") }),
                    index + 1 < parts.count, let number = Int(parts[index + 1])
                else { continue }
                if let row = firstLines.last(where: { $0.line < number }), !failed.contains(row.symbol) {
                    failed.append(row.symbol)
                }
            }
            Issue.record(
                Comment(
                    rawValue:
                        "rows whose declaration no longer compiles: \(failed.joined(separator: ", "))\n\(result.firstErrors(5))"
                ))
        }

        /// Types the probes use: attributes, entries, providers and values that are not `Sendable`, as Apple allows.
        static let preamble = #"""
            import ActivityKit
            import AppIntents
            import AppIntentsTesting
            import CoreSpotlight
            import Foundation
            import WidgetKit

            final class Box: Codable, Hashable {
                var n = 0
                init() {}
                static func == (lhs: Box, rhs: Box) -> Bool { lhs.n == rhs.n }
                func hash(into hasher: inout Hasher) { hasher.combine(n) }
            }

            struct PA: ActivityAttributes {
                struct ContentState: Codable, Hashable {
                    var box: Box
                }

                var name: String
            }

            struct PE: TimelineEntry {
                let date: Date
                let box: Box
            }

            struct PP: TimelineProvider {
                let box = Box()
                func placeholder(in context: Context) -> PE { PE(date: .now, box: box) }
                func getSnapshot(in context: Context, completion: @escaping (PE) -> Void) { completion(placeholder(in: context)) }
                func getTimeline(in context: Context, completion: @escaping (Timeline<PE>) -> Void) {
                    completion(Timeline(entries: [], policy: .never))
                }
            }

            struct PWI: WidgetConfigurationIntent {
                static let title: LocalizedStringResource = "w"
            }

            struct PAP: AppIntentTimelineProvider {
                let box = Box()
                func placeholder(in context: Context) -> PE { PE(date: .now, box: box) }
                func snapshot(for configuration: PWI, in context: Context) async -> PE { placeholder(in: context) }
                func timeline(for configuration: PWI, in context: Context) async -> Timeline<PE> {
                    Timeline(entries: [], policy: .never)
                }
            }

            struct PCI: ControlConfigurationIntent {
                static let title: LocalizedStringResource = "c"
            }

            struct PCV: AppIntentControlValueProvider {
                func previewValue(configuration: PCI) -> Box { Box() }
                func currentValue(configuration: PCI) async throws -> Box { Box() }
            }

            struct PCVP: ControlValueProvider {
                var previewValue: Box { Box() }
                func currentValue() async throws -> Box { Box() }
            }

            struct PW: Widget {
                var body: some WidgetConfiguration {
                    StaticConfiguration(kind: "w", provider: PP()) { $0.date }
                }
            }

            struct PB: WidgetBundle {
                var body: some Widget { PW() }
            }

            struct PIntent: AppIntent {
                static let title: LocalizedStringResource = "i"
                func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: 1) }
            }

            struct PShortcuts: AppShortcutsProvider {
                static var appShortcuts: [AppShortcut] {
                    AppShortcut(intent: PIntent(), phrases: ["Do \(.applicationName)"], shortTitle: "Do", systemImageName: "star")
                }
            }

            enum PEnum: String, AppEnum {
                case one
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "E"
                static let caseDisplayRepresentations: [PEnum: DisplayRepresentation] = [.one: "One"]
            }

            struct POptions: DynamicOptionsProvider {
                let box = Box()
                func results() async throws -> [String] { ["a\(box.n)"] }
            }

            struct PUnique: UniqueAppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "U"
                static let defaultQuery = UniqueAppEntityProvider { PUnique() }
                var id: String { "u" }
                var displayRepresentation: DisplayRepresentation { "U" }
            }

            struct PUniqueQuery: EntityStringQuery {
                func entities(for identifiers: [String]) async throws -> [PUnique] { identifiers.map { _ in PUnique() } }
                func entities(matching string: String) async throws -> [PUnique] { [PUnique()] }
                func suggestedEntities() async throws -> [PUnique] { [PUnique()] }
            }

            struct POpen: OpenIntent {
                static let title: LocalizedStringResource = "Open"
                @Parameter(title: "Target") var target: PEnum
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PBook: IndexedEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "B"
                static let defaultQuery = PBookQuery()
                let id: String
                @AppEntity.Property(title: "Pages") var pages: Int
                init(id: String, pages: Int) {
                    self.id = id
                    self.pages = pages
                }
                var displayRepresentation: DisplayRepresentation { "B" }
            }

            struct PBookQuery: EntityPropertyQuery {
                static let properties = QueryProperties { Property(\PBook.$pages) { GreaterThanComparator { $0 } } }
                func entities(for identifiers: [String]) async throws -> [PBook] { [] }
                func entities(matching comparators: [Int], mode: ComparatorMode, sortedBy: [Sort<PBook>], limit: Int?)
                    async throws -> [PBook]
                { [] }
            }

            struct PExtension: AppIntentsExtension {}

            struct PTransient: TransientAppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "T"
                @Property(title: "N") var n: String?
                var displayRepresentation: DisplayRepresentation { "T" }
                init() {}
            }

            struct PEnumQuery: EnumerableEntityQuery {
                func allEntities() async throws -> [PUnique] { [PUnique()] }
                func entities(for identifiers: [String]) async throws -> [PUnique] { [] }
            }

            struct PLive: LiveActivityIntent {
                static let title: LocalizedStringResource = "l"
                func perform() async throws -> some IntentResult { .result() }
            }

            struct PPredicted: AppIntent, PredictableIntent {
                static let title: LocalizedStringResource = "p"
                static var predictionConfiguration: some IntentPredictionConfiguration {
                    IntentPrediction { DisplayRepresentation(title: "p") }
                }
                func perform() async throws -> some IntentResult { .result() }
            }
            """#

        /// One probe per implemented or shape row of the table, by symbol.
        static let probes: [(symbol: String, body: String)] =
            otherProbes + appIntentsProbes + appIntentsTestingProbes + schemasProbes + parametersProbes + valuesProbes
            + donationsAndErrorsProbes + entityPropertyProbes + spotlightProbes + macrosProbes
            + cancellationAndVisibilityProbes + stateAndCriteriaProbes + parameterInitializersProbes
            + entityPropertyInitializerProbes + unitProbes + intentsAndShortcutsProbes
            + liveActivityAndWidgetMembersProbes + labelListsAndComparisonsProbes + resolversAndEntitiesProbes
            + schemaStructProbes + schemaMembersProbes + scenesAndDataSourcesProbes
            + inheritedAndConformanceMembersProbes + activityKitEqualityProbes + parameterAndPropertyOverloadsProbes
            + parameterStylesProbes

        /// The probes of the rows not in an extension's block.
        static let otherProbes: [(symbol: String, body: String)] = [
            (#"ActivityAttributes"#, #"let _: any ActivityAttributes.Type = PA.self"#),
            (
                #"ActivityAttributes.ContentState"#,
                #"func needs<T: ActivityAttributes>(_: T.Type) where T.ContentState: Decodable & Encodable & Hashable {}; needs(PA.self)"#
            ),
            (#"Activity"#, #"let _: Activity<PA>.Type = Activity<PA>.self"#),
            (#"Activity.ContentState"#, #"let _: Activity<PA>.ContentState.Type = PA.ContentState.self"#),
            (#"Activity.id"#, #"let _: String = a.id"#),
            (#"Activity.attributes"#, #"let _: PA = a.attributes"#),
            (#"Activity.content"#, #"let _: ActivityContent<Activity<PA>.ContentState> = a.content"#),
            (#"Activity.contentState (deprecated 16.2)"#, #"let _: Activity<PA>.ContentState = a.contentState"#),
            (#"Activity.activityState"#, #"let _: ActivityState = a.activityState"#),
            (#"Activity.activities"#, #"let _: [Activity<PA>] = Activity<PA>.activities"#),
            (
                #"Activity.request(attributes:content:pushType:)"#,
                #"let f: (PA, ActivityContent<Activity<PA>.ContentState>, PushType?) throws -> Activity<PA> = Activity<PA>.request(attributes:content:pushType:); _ = f; _ = try Activity<PA>.request(attributes: a.attributes, content: c)"#
            ),
            (
                #"Activity.request(attributes:contentState:pushType:) (deprecated 16.2)"#,
                #"let f: (PA, Activity<PA>.ContentState, PushType?) throws -> Activity<PA> = Activity<PA>.request(attributes:contentState:pushType:); _ = f; _ = try Activity<PA>.request(attributes: a.attributes, contentState: s)"#
            ),
            (
                #"Activity.request(attributes:content:pushType:style:)"#,
                #"let f: (PA, ActivityContent<Activity<PA>.ContentState>, PushType?, ActivityStyle) throws -> Activity<PA> = Activity<PA>.request(attributes:content:pushType:style:); _ = f; _ = try Activity<PA>.request(attributes: a.attributes, content: c, style: .transient)"#
            ),
            (
                #"Activity.request(attributes:content:pushType:style:alertConfiguration:start:)"#,
                #"let f: (PA, ActivityContent<Activity<PA>.ContentState>, PushType?, ActivityStyle, AlertConfiguration, Date) throws -> Activity<PA> = Activity<PA>.request(attributes:content:pushType:style:alertConfiguration:start:); _ = f"#
            ),
            (
                #"Activity.request(attributes:content:pushType:style:alertConfiguration:startDate:) (iOS 26.0 only)"#,
                #"let f: (PA, ActivityContent<Activity<PA>.ContentState>, PushType?, ActivityStyle, AlertConfiguration, Date) throws -> Activity<PA> = Activity<PA>.request(attributes:content:pushType:style:alertConfiguration:startDate:); _ = f"#
            ),
            (
                #"Activity.update(_:)"#,
                #"let f: (ActivityContent<Activity<PA>.ContentState>) async -> Void = a.update(_:); _ = f; await a.update(c)"#
            ),
            (
                #"Activity.update(_:alertConfiguration:)"#,
                #"let f: (ActivityContent<Activity<PA>.ContentState>, AlertConfiguration?) async -> Void = a.update(_:alertConfiguration:); _ = f"#
            ),
            (
                #"Activity.update(_:alertConfiguration:timestamp:)"#,
                #"let f: (ActivityContent<Activity<PA>.ContentState>, AlertConfiguration?, Date) async -> Void = a.update(_:alertConfiguration:timestamp:); _ = f; await a.update(c, timestamp: .now)"#
            ),
            (
                #"Activity.update(using:) (deprecated 16.2)"#,
                #"let f: (Activity<PA>.ContentState) async -> Void = a.update(using:); _ = f"#
            ),
            (
                #"Activity.update(using:alertConfiguration:) (deprecated 16.2)"#,
                #"let f: (Activity<PA>.ContentState, AlertConfiguration?) async -> Void = a.update(using:alertConfiguration:); _ = f"#
            ),
            (
                #"Activity.end(_:dismissalPolicy:)"#,
                #"let f: (ActivityContent<Activity<PA>.ContentState>?, ActivityUIDismissalPolicy) async -> Void = a.end(_:dismissalPolicy:); _ = f; await a.end(nil)"#
            ),
            (
                #"Activity.end(_:dismissalPolicy:timestamp:)"#,
                #"let f: (ActivityContent<Activity<PA>.ContentState>?, ActivityUIDismissalPolicy, Date) async -> Void = a.end(_:dismissalPolicy:timestamp:); _ = f; await a.end(c, timestamp: .now)"#
            ),
            (
                #"Activity.end(using:dismissalPolicy:) (deprecated 16.2)"#,
                #"let f: (Activity<PA>.ContentState?, ActivityUIDismissalPolicy) async -> Void = a.end(using:dismissalPolicy:); _ = f; await a.end()"#
            ),
            (#"Activity.pushToken"#, #"let _: Data? = a.pushToken"#),
            (#"Activity.pushTokenUpdates"#, #"let _: Activity<PA>.PushTokenUpdates = a.pushTokenUpdates"#),
            (#"Activity.pushToStartToken"#, #"let _: Data? = Activity<PA>.pushToStartToken"#),
            (
                #"Activity.pushToStartTokenUpdates"#,
                #"let _: Activity<PA>.PushTokenUpdates = Activity<PA>.pushToStartTokenUpdates"#
            ),
            (#"Activity.activityStateUpdates"#, #"let _: Activity<PA>.ActivityStateUpdates = a.activityStateUpdates"#),
            (#"Activity.contentUpdates"#, #"let _: Activity<PA>.ContentUpdates = a.contentUpdates"#),
            (
                #"Activity.contentStateUpdates (deprecated 16.2)"#,
                #"let _: Activity<PA>.ContentStateUpdates = a.contentStateUpdates"#
            ),
            (#"Activity.activityUpdates"#, #"let _: Activity<PA>.ActivityUpdates = Activity<PA>.activityUpdates"#),
            (
                #"Activity.ActivityStateUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(Activity<PA>.ActivityStateUpdates.self)"#
            ),
            (
                #"Activity.ActivityStateUpdates.Element"#,
                #"let _: ActivityState.Type = Activity<PA>.ActivityStateUpdates.Element.self"#
            ),
            (
                #"Activity.ActivityStateUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(Activity<PA>.ActivityStateUpdates.Iterator.self)"#
            ),
            (
                #"Activity.ActivityStateUpdates.makeAsyncIterator()"#,
                #"let f: () -> Activity<PA>.ActivityStateUpdates.Iterator = a.activityStateUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"Activity.ActivityUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(Activity<PA>.ActivityUpdates.self)"#
            ),
            (
                #"Activity.ActivityUpdates.Element"#,
                #"let _: Activity<PA>.Type = Activity<PA>.ActivityUpdates.Element.self"#
            ),
            (
                #"Activity.ActivityUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(Activity<PA>.ActivityUpdates.Iterator.self)"#
            ),
            (
                #"Activity.ActivityUpdates.makeAsyncIterator()"#,
                #"let f: () -> Activity<PA>.ActivityUpdates.Iterator = Activity<PA>.activityUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"Activity.ContentUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(Activity<PA>.ContentUpdates.self)"#
            ),
            (
                #"Activity.ContentUpdates.Element"#,
                #"let _: ActivityContent<Activity<PA>.ContentState>.Type = Activity<PA>.ContentUpdates.Element.self"#
            ),
            (
                #"Activity.ContentUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(Activity<PA>.ContentUpdates.Iterator.self)"#
            ),
            (
                #"Activity.ContentUpdates.makeAsyncIterator()"#,
                #"let f: () -> Activity<PA>.ContentUpdates.Iterator = a.contentUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"Activity.ContentStateUpdates (deprecated 16.2)"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(Activity<PA>.ContentStateUpdates.self)"#
            ),
            (
                #"Activity.ContentStateUpdates.Element"#,
                #"let _: Activity<PA>.ContentState.Type = Activity<PA>.ContentStateUpdates.Element.self"#
            ),
            (
                #"Activity.ContentStateUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(Activity<PA>.ContentStateUpdates.Iterator.self)"#
            ),
            (
                #"Activity.ContentStateUpdates.makeAsyncIterator()"#,
                #"let f: () -> Activity<PA>.ContentStateUpdates.Iterator = a.contentStateUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"Activity.PushTokenUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(Activity<PA>.PushTokenUpdates.self)"#
            ),
            (#"Activity.PushTokenUpdates.Element"#, #"let _: Data.Type = Activity<PA>.PushTokenUpdates.Element.self"#),
            (
                #"Activity.PushTokenUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(Activity<PA>.PushTokenUpdates.Iterator.self)"#
            ),
            (
                #"Activity.PushTokenUpdates.makeAsyncIterator()"#,
                #"let f: () -> Activity<PA>.PushTokenUpdates.Iterator = a.pushTokenUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"ActivityContent"#,
                #"let _: ActivityContent<PA.ContentState>.Type = ActivityContent<PA.ContentState>.self"#
            ),
            (
                #"ActivityContent.init(state:staleDate:relevanceScore:)"#,
                #"let f: (PA.ContentState, Date?, Double) -> ActivityContent<PA.ContentState> = ActivityContent.init(state:staleDate:relevanceScore:); _ = f; _ = ActivityContent(state: s, staleDate: nil)"#
            ),
            (#"ActivityContent.state"#, #"let _: PA.ContentState = c.state"#),
            (#"ActivityContent.staleDate"#, #"let _: Date? = c.staleDate"#),
            (#"ActivityContent.relevanceScore"#, #"let _: Double = c.relevanceScore"#),
            (#"ActivityState"#, #"let _: ActivityState.Type = ActivityState.self"#),
            (#"ActivityState.active"#, #"let _: ActivityState = .active"#),
            (#"ActivityState.ended"#, #"let _: ActivityState = .ended"#),
            (#"ActivityState.dismissed"#, #"let _: ActivityState = .dismissed"#),
            (#"ActivityState.stale"#, #"let _: ActivityState = .stale"#),
            (#"ActivityState.pending"#, #"let _: ActivityState = .pending"#),
            (#"ActivityStyle"#, #"func hashable<H: Hashable>(_: H.Type) {}; hashable(ActivityStyle.self)"#),
            (#"ActivityStyle.standard"#, #"let _: ActivityStyle = .standard"#),
            (#"ActivityStyle.transient"#, #"let _: ActivityStyle = .transient"#),
            (#"ActivityUIDismissalPolicy"#, #"let _: ActivityUIDismissalPolicy.Type = ActivityUIDismissalPolicy.self"#),
            (#"ActivityUIDismissalPolicy.default"#, #"let _: ActivityUIDismissalPolicy = .default"#),
            (#"ActivityUIDismissalPolicy.immediate"#, #"let _: ActivityUIDismissalPolicy = .immediate"#),
            (
                #"ActivityUIDismissalPolicy.after(_:)"#,
                #"let f: (Date) -> ActivityUIDismissalPolicy = ActivityUIDismissalPolicy.after(_:); _ = f"#
            ),
            (#"AlertConfiguration"#, #"let _: AlertConfiguration.Type = AlertConfiguration.self"#),
            (
                #"AlertConfiguration.init(title:body:sound:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource, AlertConfiguration.AlertSound) -> AlertConfiguration = AlertConfiguration.init(title:body:sound:); _ = f"#
            ),
            (
                #"AlertConfiguration.title"#,
                #"var alert = AlertConfiguration(title: "t", body: "b", sound: .default); alert.title = "u"; let _: LocalizedStringResource = alert.title"#
            ),
            (
                #"AlertConfiguration.body"#,
                #"var alert = AlertConfiguration(title: "t", body: "b", sound: .default); alert.body = "c"; let _: LocalizedStringResource = alert.body"#
            ),
            (
                #"AlertConfiguration.sound"#,
                #"var alert = AlertConfiguration(title: "t", body: "b", sound: .default); alert.sound = .named("x"); let _: AlertConfiguration.AlertSound = alert.sound"#
            ),
            (
                #"AlertConfiguration.AlertSound"#,
                #"func equatable<E: Equatable & Sendable>(_: E.Type) {}; equatable(AlertConfiguration.AlertSound.self)"#
            ),
            (#"AlertConfiguration.AlertSound.default"#, #"let _: AlertConfiguration.AlertSound = .default"#),
            (
                #"AlertConfiguration.AlertSound.named(_:)"#,
                #"let f: (String) -> AlertConfiguration.AlertSound = AlertConfiguration.AlertSound.named(_:); _ = f"#
            ),
            (#"ActivityAuthorizationInfo"#, #"let _: ActivityAuthorizationInfo.Type = ActivityAuthorizationInfo.self"#),
            (#"ActivityAuthorizationInfo.init()"#, #"_ = ActivityAuthorizationInfo()"#),
            (
                #"ActivityAuthorizationInfo.areActivitiesEnabled"#,
                #"let _: Bool = ActivityAuthorizationInfo().areActivitiesEnabled"#
            ),
            (
                #"ActivityAuthorizationInfo.activityEnablementUpdates"#,
                #"let _: ActivityAuthorizationInfo.ActivityEnablementUpdates = ActivityAuthorizationInfo().activityEnablementUpdates"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) {}; seq(ActivityAuthorizationInfo.ActivityEnablementUpdates.self)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Element"#,
                #"let _: Bool.Type = ActivityAuthorizationInfo.ActivityEnablementUpdates.Element.self"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator"#,
                #"func it<I: AsyncIteratorProtocol>(_: I.Type) {}; it(ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.self)"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator.next()"#,
                #"var i = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator(); let _: Bool? = await i.next()"#
            ),
            (
                #"ActivityAuthorizationInfo.ActivityEnablementUpdates.makeAsyncIterator()"#,
                #"let f: () -> ActivityAuthorizationInfo.ActivityEnablementUpdates.Iterator = ActivityAuthorizationInfo().activityEnablementUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"ActivityAuthorizationInfo.frequentPushesEnabled"#,
                #"let _: Bool = ActivityAuthorizationInfo().frequentPushesEnabled"#
            ),
            (
                #"ActivityAuthorizationInfo.frequentPushEnablementUpdates"#,
                #"let _: ActivityAuthorizationInfo.FrequentPushEnablementUpdates = ActivityAuthorizationInfo().frequentPushEnablementUpdates"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates"#,
                #"func seq<S: AsyncSequence>(_: S.Type) where S.Element == Bool {}; seq(ActivityAuthorizationInfo.FrequentPushEnablementUpdates.self)"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.makeAsyncIterator()"#,
                #"let f: () -> ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator = ActivityAuthorizationInfo().frequentPushEnablementUpdates.makeAsyncIterator; _ = f"#
            ),
            (
                #"ActivityAuthorizationError"#,
                #"func error<E: Error>(_: E.Type) {}; error(ActivityAuthorizationError.self)"#
            ),
            (
                #"ActivityAuthorizationError.attributesTooLarge"#,
                #"let _: ActivityAuthorizationError = .attributesTooLarge"#
            ),
            (#"ActivityAuthorizationError.denied"#, #"let _: ActivityAuthorizationError = .denied"#),
            (
                #"ActivityAuthorizationError.globalMaximumExceeded"#,
                #"let _: ActivityAuthorizationError = .globalMaximumExceeded"#
            ),
            (
                #"ActivityAuthorizationError.malformedActivityIdentifier"#,
                #"let _: ActivityAuthorizationError = .malformedActivityIdentifier"#
            ),
            (
                #"ActivityAuthorizationError.missingProcessIdentifier"#,
                #"let _: ActivityAuthorizationError = .missingProcessIdentifier"#
            ),
            (
                #"ActivityAuthorizationError.persistenceFailure"#,
                #"let _: ActivityAuthorizationError = .persistenceFailure"#
            ),
            (
                #"ActivityAuthorizationError.reconnectNotPermitted"#,
                #"let _: ActivityAuthorizationError = .reconnectNotPermitted"#
            ),
            (#"ActivityAuthorizationError.unentitled"#, #"let _: ActivityAuthorizationError = .unentitled"#),
            (#"ActivityAuthorizationError.visibility"#, #"let _: ActivityAuthorizationError = .visibility"#),
            (#"ActivityAuthorizationError.errorCode"#, #"let _: Int = ActivityAuthorizationError.denied.errorCode"#),
            (#"ActivityAuthorizationError.errorDomain"#, #"let _: String = ActivityAuthorizationError.errorDomain"#),
            (
                #"ActivityAuthorizationError.failureReason"#,
                #"let _: String? = ActivityAuthorizationError.denied.failureReason"#
            ),
            (
                #"ActivityAuthorizationError.recoverySuggestion"#,
                #"let _: String? = ActivityAuthorizationError.denied.recoverySuggestion"#
            ),
            (#"PushType"#, #"let _: PushType.Type = PushType.self"#),
            (#"PushType.token"#, #"let _: PushType = .token"#),
            (#"PushType.channel(_:)"#, #"let f: (String) -> PushType = PushType.channel(_:); _ = f"#),
            (#"Widget"#, #"let _: any Widget.Type = PW.self"#),
            (#"Widget.body"#, #"let _: PW.Body = PW().body"#),
            (#"Widget.init()"#, #"_ = PW()"#),
            (#"WidgetBundle"#, #"let _: any WidgetBundle.Type = PB.self"#),
            (#"WidgetBundle.body"#, #"_ = PB().body"#),
            (#"WidgetBundle.init()"#, #"_ = PB()"#),
            (#"WidgetBundleBuilder"#, #"let _: WidgetBundleBuilder.Type = WidgetBundleBuilder.self"#),
            (#"WidgetConfiguration"#, #"let _: any WidgetConfiguration = config"#),
            (
                #"WidgetConfiguration.configurationDisplayName(_:) (LocalizedStringResource)"#,
                #"let r: LocalizedStringResource = "n"; _ = config.configurationDisplayName(r)"#
            ),
            (
                #"WidgetConfiguration.configurationDisplayName(_:) (StringProtocol)"#,
                #"let n: Substring = "name"; _ = config.configurationDisplayName(n)"#
            ),
            (
                #"WidgetConfiguration.description(_:) (LocalizedStringResource)"#,
                #"let r: LocalizedStringResource = "d"; _ = config.description(r)"#
            ),
            (
                #"WidgetConfiguration.description(_:) (StringProtocol)"#,
                #"let d: String = "desc"; _ = config.description(d)"#
            ),
            (
                #"WidgetConfiguration.supportedFamilies(_:)"#,
                #"_ = config.supportedFamilies([WidgetFamily.systemSmall])"#
            ),
            (#"WidgetConfiguration.contentMarginsDisabled()"#, #"_ = config.contentMarginsDisabled()"#),
            (
                #"WidgetConfiguration.containerBackgroundRemovable(_:)"#,
                #"_ = config.containerBackgroundRemovable(); _ = config.containerBackgroundRemovable(false)"#
            ),
            (
                #"WidgetConfiguration.disfavoredLocations(_:for:)"#,
                #"_ = config.disfavoredLocations([WidgetLocation.standBy], for: [WidgetFamily.systemSmall])"#
            ),
            (#"WidgetConfiguration.promptsForUserConfiguration()"#, #"_ = config.promptsForUserConfiguration()"#),
            (
                #"WidgetConfiguration.supplementalActivityFamilies(_:)"#,
                #"_ = config.supplementalActivityFamilies([ActivityFamily.small])"#
            ),
            (
                #"WidgetConfiguration.onBackgroundURLSessionEvents(matching:_:)"#,
                #"let matching: ((String) -> Bool)? = nil; _ = config.onBackgroundURLSessionEvents(matching: matching) { (_: String, done: @escaping () -> Void) in done() }"#
            ),
            (#"EmptyWidgetConfiguration"#, #"let _: any WidgetConfiguration = EmptyWidgetConfiguration()"#),
            (#"EmptyWidgetConfiguration.init()"#, #"_ = EmptyWidgetConfiguration()"#),
            (#"StaticConfiguration"#, #"let _: any WidgetConfiguration = config"#),
            (
                #"StaticConfiguration.init(kind:provider:content:)"#,
                #"_ = StaticConfiguration(kind: "k", provider: PP()) { (entry: PE) in entry.date }"#
            ),
            (#"AppIntentConfiguration"#, #"let _: AppIntentConfiguration.Type = AppIntentConfiguration.self"#),
            (
                #"AppIntentConfiguration.init(kind:intent:provider:content:)"#,
                #"_ = AppIntentConfiguration(kind: "k", intent: PWI.self, provider: PAP()) { (entry: PE) in entry.date }; _ = AppIntentConfiguration(kind: "k", provider: PAP()) { (entry: PE) in entry.date }"#
            ),
            (#"TimelineEntry"#, #"let _: any TimelineEntry.Type = PE.self"#),
            (#"TimelineEntry.date"#, #"let _: Date = PE(date: .now, box: Box()).date"#),
            (#"TimelineEntry.relevance"#, #"let _: TimelineEntryRelevance? = PE(date: .now, box: Box()).relevance"#),
            (#"TimelineEntryRelevance"#, #"let _: TimelineEntryRelevance.Type = TimelineEntryRelevance.self"#),
            (
                #"TimelineEntryRelevance.init(score:duration:)"#,
                #"let f: (Float, TimeInterval) -> TimelineEntryRelevance = TimelineEntryRelevance.init(score:duration:); _ = f; _ = TimelineEntryRelevance(score: 1)"#
            ),
            (
                #"TimelineEntryRelevance.score"#,
                #"var r = TimelineEntryRelevance(score: 1); r.score = 2; let _: Float = r.score"#
            ),
            (
                #"TimelineEntryRelevance.duration"#,
                #"var r = TimelineEntryRelevance(score: 1); r.duration = 2; let _: TimeInterval = r.duration"#
            ),
            (#"Timeline"#, #"let _: Timeline<PE>.Type = Timeline<PE>.self"#),
            (
                #"Timeline.init(entries:policy:)"#,
                #"let f: ([PE], TimelineReloadPolicy) -> Timeline<PE> = Timeline<PE>.init(entries:policy:); _ = f"#
            ),
            (#"Timeline.entries"#, #"let _: [PE] = Timeline<PE>(entries: [], policy: .atEnd).entries"#),
            (#"Timeline.policy"#, #"let _: TimelineReloadPolicy = Timeline<PE>(entries: [], policy: .atEnd).policy"#),
            (
                #"TimelineReloadPolicy"#,
                #"func equatable<E: Equatable>(_: E.Type) {}; equatable(TimelineReloadPolicy.self)"#
            ),
            (#"TimelineReloadPolicy.atEnd"#, #"let _: TimelineReloadPolicy = .atEnd"#),
            (
                #"TimelineReloadPolicy.after(_:)"#,
                #"let f: (Date) -> TimelineReloadPolicy = TimelineReloadPolicy.after(_:); _ = f"#
            ),
            (#"TimelineReloadPolicy.never"#, #"let _: TimelineReloadPolicy = .never"#),
            (#"TimelineProvider"#, #"let _: any TimelineProvider.Type = PP.self"#),
            (#"TimelineProvider.Entry"#, #"let _: PE.Type = PP.Entry.self"#),
            (#"TimelineProvider.Context"#, #"let _: TimelineProviderContext.Type = PP.Context.self"#),
            (#"TimelineProvider.placeholder(in:)"#, #"let _: PE = PP().placeholder(in: ctx)"#),
            (#"TimelineProvider.getSnapshot(in:completion:)"#, #"PP().getSnapshot(in: ctx) { (_: PE) in }"#),
            (#"TimelineProvider.getTimeline(in:completion:)"#, #"PP().getTimeline(in: ctx) { (_: Timeline<PE>) in }"#),
            (#"AppIntentTimelineProvider"#, #"let _: any AppIntentTimelineProvider.Type = PAP.self"#),
            (#"AppIntentTimelineProvider.Intent"#, #"let _: PWI.Type = PAP.Intent.self"#),
            (
                #"AppIntentTimelineProvider.timeline(for:in:)"#,
                #"let _: Timeline<PE> = await PAP().timeline(for: PWI(), in: ctx)"#
            ),
            (
                #"AppIntentTimelineProvider.snapshot(for:in:)"#,
                #"let _: PE = await PAP().snapshot(for: PWI(), in: ctx)"#
            ),
            (#"AppIntentTimelineProvider.placeholder(in:)"#, #"let _: PE = PAP().placeholder(in: ctx)"#),
            (
                #"AppIntentTimelineProvider.recommendations()"#,
                #"let _: [AppIntentRecommendation<PWI>] = PAP().recommendations()"#
            ),
            (
                #"AppIntentRecommendation"#,
                #"let _: AppIntentRecommendation<PWI>.Type = AppIntentRecommendation<PWI>.self"#
            ),
            (#"TimelineProviderContext"#, #"let _: TimelineProviderContext.Type = TimelineProviderContext.self"#),
            (#"TimelineProviderContext.family"#, #"let _: WidgetFamily = ctx.family"#),
            (#"TimelineProviderContext.isPreview"#, #"let _: Bool = ctx.isPreview"#),
            (#"TimelineProviderContext.displaySize"#, #"let _: CGSize = ctx.displaySize"#),
            (#"WidgetFamily"#, #"let _: WidgetFamily.Type = WidgetFamily.self"#),
            (#"WidgetFamily.systemSmall"#, #"let _: WidgetFamily = .systemSmall"#),
            (#"WidgetFamily.systemMedium"#, #"let _: WidgetFamily = .systemMedium"#),
            (#"WidgetFamily.systemLarge"#, #"let _: WidgetFamily = .systemLarge"#),
            (#"WidgetFamily.systemExtraLarge"#, #"let _: WidgetFamily = .systemExtraLarge"#),
            (#"WidgetFamily.systemExtraLargePortrait"#, #"let _: WidgetFamily = .systemExtraLargePortrait"#),
            (#"WidgetFamily.accessoryCircular"#, #"let _: WidgetFamily = .accessoryCircular"#),
            (#"WidgetFamily.accessoryRectangular"#, #"let _: WidgetFamily = .accessoryRectangular"#),
            (#"WidgetFamily.accessoryInline"#, #"let _: WidgetFamily = .accessoryInline"#),
            (#"WidgetFamily.accessoryCorner"#, #"let _: WidgetFamily = .accessoryCorner"#),
            (#"WidgetLocation"#, #"let _: WidgetLocation.Type = WidgetLocation.self"#),
            (#"WidgetLocation.homeScreen"#, #"let _: WidgetLocation = .homeScreen"#),
            (#"WidgetLocation.lockScreen"#, #"let _: WidgetLocation = .lockScreen"#),
            (#"WidgetLocation.standBy"#, #"let _: WidgetLocation = .standBy"#),
            (#"WidgetLocation.iPhoneWidgetsOnMac"#, #"let _: WidgetLocation = .iPhoneWidgetsOnMac"#),
            (#"WidgetLocation.carPlay"#, #"let _: WidgetLocation = .carPlay"#),
            (#"WidgetLocation.smartStack"#, #"let _: WidgetLocation = .smartStack"#),
            (#"WidgetLocation.watchFace"#, #"let _: WidgetLocation = .watchFace"#),
            (#"ActivityFamily"#, #"let _: ActivityFamily.Type = ActivityFamily.self"#),
            (#"ActivityFamily.small"#, #"let _: ActivityFamily = .small"#),
            (#"ActivityFamily.medium"#, #"let _: ActivityFamily = .medium"#),
            (#"WidgetCenter"#, #"let _: WidgetCenter.Type = WidgetCenter.self"#),
            (#"WidgetCenter.shared"#, #"let _: WidgetCenter = WidgetCenter.shared"#),
            (#"WidgetCenter.reloadTimelines(ofKind:)"#, #"WidgetCenter.shared.reloadTimelines(ofKind: "k")"#),
            (#"WidgetCenter.reloadAllTimelines()"#, #"WidgetCenter.shared.reloadAllTimelines()"#),
            (
                #"WidgetCenter.getCurrentConfigurations(_:)"#,
                #"WidgetCenter.shared.getCurrentConfigurations { (_: Result<[WidgetInfo], any Error>) in }"#
            ),
            (
                #"WidgetCenter.currentConfigurations()"#,
                #"let _: [WidgetInfo] = try await WidgetCenter.shared.currentConfigurations()"#
            ),
            (
                #"WidgetCenter.invalidateConfigurationRecommendations()"#,
                #"WidgetCenter.shared.invalidateConfigurationRecommendations()"#
            ),
            (#"WidgetInfo"#, #"let _: WidgetInfo.Type = WidgetInfo.self"#),
            (#"WidgetInfo.kind"#, #"let f: (WidgetInfo) -> String = { $0.kind }; _ = f"#),
            (#"WidgetInfo.family"#, #"let f: (WidgetInfo) -> WidgetFamily = { $0.family }; _ = f"#),
            (
                #"WidgetInfo.widgetConfigurationIntent(of:)"#,
                #"let f: (WidgetInfo) -> PWI? = { $0.widgetConfigurationIntent(of: PWI.self) }; _ = f; let g: (WidgetInfo) -> PWI? = { $0.widgetConfigurationIntent() }; _ = g"#
            ),
            (#"AppIntentControlValueProvider"#, #"let _: any AppIntentControlValueProvider.Type = PCV.self"#),
            (#"AppIntentControlValueProvider.Value"#, #"let _: Box.Type = PCV.Value.self"#),
            (#"AppIntentControlValueProvider.Configuration"#, #"let _: PCI.Type = PCV.Configuration.self"#),
            (
                #"AppIntentControlValueProvider.previewValue(configuration:)"#,
                #"let _: Box = PCV().previewValue(configuration: PCI())"#
            ),
            (
                #"AppIntentControlValueProvider.currentValue(configuration:)"#,
                #"let _: Box = try await PCV().currentValue(configuration: PCI())"#
            ),
            (#"ControlValueProvider"#, #"let _: any ControlValueProvider.Type = PCVP.self"#),
            (#"ControlValueProvider.Value"#, #"let _: Box.Type = PCVP.Value.self"#),
            (#"ControlValueProvider.previewValue"#, #"let _: Box = PCVP().previewValue"#),
            (#"ControlValueProvider.currentValue()"#, #"let _: Box = try await PCVP().currentValue()"#),
            (#"IntentResult"#, #"let _: any IntentResult.Type = IntentResultContainer<Int>.self"#),
            (#"IntentResult.Value"#, #"let _: Int.Type = IntentResultContainer<Int>.Value.self"#),
            (#"IntentResult.value"#, #"let r = try await PIntent().perform(); let _: Int? = r.value"#),
            (
                #"IntentResult.result(value:)"#,
                #"let r: some IntentResult = IntentResultContainer<Int>.result(value: 1); _ = r"#
            ),
            (
                #"IntentResult.result(value:opensIntent:)"#,
                #"let r: some IntentResult = IntentResultContainer<Int>.result(value: 1, opensIntent: PIntent()); _ = r"#
            ),
            (
                #"IntentResult.result(value:opensIntent:dialog:) (iOS 18.2)"#,
                #"let r: some IntentResult = IntentResultContainer<Int>.result(value: 1, opensIntent: PIntent(), dialog: "d"); _ = r"#
            ),
            (#"AppShortcutsProvider"#, #"let _: any AppShortcutsProvider.Type = PShortcuts.self"#),
            (#"AppShortcutsProvider.appShortcuts"#, #"let _: [AppShortcut] = PShortcuts.appShortcuts"#),
            (
                #"AppShortcutsProvider.updateAppShortcutParameters()"#,
                #"let f: () -> Void = PShortcuts.updateAppShortcutParameters; f()"#
            ),
            (#"LocalizedStringResource"#, #"let _: LocalizedStringResource = "literal""#),
            (
                #"LocalizedStringResource.init(_:table:locale:bundle:comment:) (BundleDescription)"#,
                #"let f: (String.LocalizationValue, String?, Locale, LocalizedStringResource.BundleDescription, StaticString?) -> LocalizedStringResource = LocalizedStringResource.init(_:table:locale:bundle:comment:); _ = f; _ = LocalizedStringResource("k", comment: "c")"#
            ),
            (
                #"LocalizedStringResource.init(_:table:locale:bundle:comment:) (Bundle)"#,
                #"let f: (String.LocalizationValue, String?, Locale, Bundle, StaticString?) -> LocalizedStringResource = LocalizedStringResource.init(_:table:locale:bundle:comment:); _ = f"#
            ),
            (
                #"LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:) (BundleDescription)"#,
                #"let f: (StaticString, String.LocalizationValue, String?, Locale, LocalizedStringResource.BundleDescription, StaticString?) -> LocalizedStringResource = LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:); _ = f"#
            ),
            (
                #"LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:) (Bundle)"#,
                #"let f: (StaticString, String.LocalizationValue, String?, Locale, Bundle, StaticString?) -> LocalizedStringResource = LocalizedStringResource.init(_:defaultValue:table:locale:bundle:comment:); _ = f"#
            ),
            (
                #"LocalizedStringResource.init(stringLiteral:)"#,
                #"let f: (String) -> LocalizedStringResource = LocalizedStringResource.init(stringLiteral:); _ = f"#
            ),
            (
                #"LocalizedStringResource.init(stringInterpolation:)"#,
                #"let f: (String.LocalizationValue.StringInterpolation) -> LocalizedStringResource = LocalizedStringResource.init(stringInterpolation:); _ = f"#
            ),
            (#"String.LocalizationValue"#, #"let _: String.LocalizationValue = "v \(1)""#),
            (
                #"String.LocalizationValue.init(_:)"#,
                #"let f: (String) -> String.LocalizationValue = String.LocalizationValue.init(_:); _ = f"#
            ),
            (
                #"String.LocalizationValue.init(stringLiteral:)"#,
                #"let f: (String) -> String.LocalizationValue = String.LocalizationValue.init(stringLiteral:); _ = f"#
            ),
            (
                #"String.LocalizationValue.init(stringInterpolation:)"#,
                #"let f: (String.LocalizationValue.StringInterpolation) -> String.LocalizationValue = String.LocalizationValue.init(stringInterpolation:); _ = f"#
            ),
            (
                #"String.LocalizationValue.Placeholder"#,
                #"let p: String.LocalizationValue.Placeholder = .int; _ = p == .uint; let _: any Hashable & Sendable = p"#
            ),
            (#"String.LocalizationValue.Placeholder.int"#, #"let _: String.LocalizationValue.Placeholder = .int"#),
            (#"String.LocalizationValue.Placeholder.uint"#, #"let _: String.LocalizationValue.Placeholder = .uint"#),
            (#"String.LocalizationValue.Placeholder.float"#, #"let _: String.LocalizationValue.Placeholder = .float"#),
            (
                #"String.LocalizationValue.Placeholder.double"#,
                #"let _: String.LocalizationValue.Placeholder = .double"#
            ),
            (
                #"String.LocalizationValue.Placeholder.object"#,
                #"let _: String.LocalizationValue.Placeholder = .object"#
            ),
            (
                #"String.LocalizationValue.StringInterpolation"#,
                #"func g<I: StringInterpolationProtocol>(_: I.Type) {}; g(String.LocalizationValue.StringInterpolation.self)"#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.init(literalCapacity:interpolationCount:)"#,
                #"_ = String.LocalizationValue.StringInterpolation(literalCapacity: 4, interpolationCount: 1)"#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.appendLiteral(_:)"#,
                #"var i = String.LocalizationValue.StringInterpolation(literalCapacity: 1, interpolationCount: 0); i.appendLiteral("a")"#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.appendInterpolation(_:)"#,
                #"let _: String.LocalizationValue = "\(3) loaves of \("rye")""#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.appendInterpolation(placeholder:)"#,
                #"let _: String.LocalizationValue = "\(placeholder: .int) of \(placeholder: .double)""#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.appendInterpolation(_:format:)"#,
                #"let _: String.LocalizationValue = "\(2.5, format: .number)""#
            ),
            (
                #"String.LocalizationValue.StringInterpolation.appendInterpolation(_:specifier:)"#,
                #"let _: String.LocalizationValue = "\(2.5, specifier: "%.1f")""#
            ),
            (
                #"LocalizedStringResource.StringInterpolation"#,
                #"let _: LocalizedStringResource.StringInterpolation.Type = String.LocalizationValue.StringInterpolation.self; let _: LocalizedStringResource = "\(placeholder: .int) left""#
            ),
            (
                #"String.init(localized:table:bundle:locale:comment:)"#,
                #"let f: (String.LocalizationValue, String?, Bundle?, Locale, StaticString?) -> String = String.init(localized:table:bundle:locale:comment:); _ = f; _ = String(localized: "x")"#
            ),
            (
                #"String.init(localized:defaultValue:table:bundle:locale:comment:)"#,
                #"let f: (StaticString, String.LocalizationValue, String?, Bundle?, Locale, StaticString?) -> String = String.init(localized:defaultValue:table:bundle:locale:comment:); _ = f"#
            ),
            (
                #"String.init(localized:)"#,
                #"let f: (LocalizedStringResource) -> String = String.init(localized:); _ = f"#
            ),
            (
                #"String.init(localized:options:table:bundle:locale:comment:)"#,
                #"let f: (String.LocalizationValue, String.LocalizationOptions, String?, Bundle?, Locale, StaticString?) -> String = String.init(localized:options:table:bundle:locale:comment:); _ = f"#
            ),
            (
                #"String.init(localized:defaultValue:options:table:bundle:locale:comment:)"#,
                #"let f: (StaticString, String.LocalizationValue, String.LocalizationOptions, String?, Bundle?, Locale, StaticString?) -> String = String.init(localized:defaultValue:options:table:bundle:locale:comment:); _ = f"#
            ),
            (
                #"String.init(localized:options:)"#,
                #"let f: (LocalizedStringResource, String.LocalizationOptions) -> String = String.init(localized:options:); _ = f"#
            ),
            (
                #"String.LocalizationOptions"#,
                #"let _: String.LocalizationOptions.Type = String.LocalizationOptions.self"#
            ),
            (#"String.LocalizationOptions.init()"#, #"_ = String.LocalizationOptions()"#),
            (
                #"String.LocalizationOptions.replacements"#,
                #"var o = String.LocalizationOptions(); o.replacements = [1]; let _: [any CVarArg]? = o.replacements"#
            ),
            (#"AppValue"#, #"func value<V: AppValue>(_: V.Type) where V: Sendable {}; value(PEnum.self)"#),
            (
                #"AppEnum"#,
                #"func appEnum<E: AppEnum>(_: E.Type) where E.RawValue: LosslessStringConvertible {}; appEnum(PEnum.self)"#
            ),
            (
                #"StaticDisplayRepresentable"#,
                #"func rep<R: StaticDisplayRepresentable>(_: R.Type) {}; rep(PEnum.self)"#
            ),
            (#"TypeDisplayRepresentable"#, #"let _: any TypeDisplayRepresentable.Type = PEnum.self"#),
            (
                #"TypeDisplayRepresentable.typeDisplayRepresentation"#,
                #"let _: TypeDisplayRepresentation = PEnum.typeDisplayRepresentation"#
            ),
            (
                #"DynamicOptionsProvider"#,
                #"let _: any DynamicOptionsProvider.Type = POptions.self; let _: [String] = try await POptions().results()"#
            ),
            (
                #"UniqueAppEntityProvider"#,
                #"let _: UniqueAppEntityProvider<PUnique>.Type = UniqueAppEntityProvider<PUnique>.self"#
            ),
            (#"AppIntent.init()"#, #"let _: PIntent = PIntent()"#),
            (#"DisplayRepresentation"#, #"let _: DisplayRepresentation = "literal""#),
            (
                #"DisplayRepresentation.init(title:subtitle:image:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?, DisplayRepresentation.Image?) -> DisplayRepresentation = DisplayRepresentation.init(title:subtitle:image:); _ = f; _ = DisplayRepresentation(title: "t")"#
            ),
            (
                #"DisplayRepresentation.init(title:subtitle:image:synonyms:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?, DisplayRepresentation.Image?, [LocalizedStringResource]) -> DisplayRepresentation = DisplayRepresentation.init(title:subtitle:image:synonyms:); _ = f; _ = DisplayRepresentation(title: "t", synonyms: ["u"])"#
            ),
            (
                #"DisplayRepresentation.init(title:subtitle:synonyms:image:) (iOS 27)"#,
                #"_ = DisplayRepresentation(title: "t", subtitle: "s", synonyms: ["u"]) { DisplayRepresentation.Image(systemName: "star") }"#
            ),
            (
                #"DisplayRepresentation.subtitle"#,
                #"var r = DisplayRepresentation(title: "t"); r.subtitle = "s"; let _: LocalizedStringResource? = r.subtitle"#
            ),
            (#"IntentDescription"#, #"let _: IntentDescription = "literal""#),
            (
                #"IntentDescription.init(_:categoryName:searchKeywords:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?, [LocalizedStringResource]) -> IntentDescription = IntentDescription.init(_:categoryName:searchKeywords:); _ = f; _ = IntentDescription("d", categoryName: "c", searchKeywords: ["k"]); _ = IntentDescription("d")"#
            ),
            (
                #"IntentDescription.init(_:categoryName:searchKeywords:resultValueName:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?, [LocalizedStringResource], LocalizedStringResource?) -> IntentDescription = IntentDescription.init(_:categoryName:searchKeywords:resultValueName:); _ = f"#
            ),
            (
                #"IntentDescription.searchKeywords"#,
                #"var d = IntentDescription("d"); d.searchKeywords = ["k"]; let _: [LocalizedStringResource] = d.searchKeywords"#
            ),
            (
                #"IntentItem.init(_:title:subtitle:image:)"#,
                #"let f: (String, LocalizedStringResource, LocalizedStringResource?, DisplayRepresentation.Image?) -> IntentItem<String> = IntentItem<String>.init(_:title:subtitle:image:); _ = f"#
            ),
            (#"IntentItem.init(_:)"#, #"let f: (String) -> IntentItem<String> = IntentItem<String>.init(_:); _ = f"#),
            (
                #"IntentItemSection.init(_:items:) (values)"#,
                #"let f: (LocalizedStringResource, [String]) -> IntentItemSection<String> = IntentItemSection<String>.init(_:items:); _ = f"#
            ),
            (
                #"IntentItemSection.init(_:items:) (items)"#,
                #"let f: (LocalizedStringResource, [IntentItem<String>]) -> IntentItemSection<String> = IntentItemSection<String>.init(_:items:); _ = f"#
            ),
            (
                #"IntentItemSection.init(items:)"#,
                #"let f: ([IntentItem<String>]) -> IntentItemSection<String> = IntentItemSection<String>.init(items:); _ = f"#
            ),
            (
                #"IntentItemSection.init(title:items:)"#,
                #"let f: (LocalizedStringResource, [IntentItem<String>]) -> IntentItemSection<String> = IntentItemSection<String>.init(title:items:); _ = f"#
            ),
            (
                #"IntentWidgetFamily"#,
                #"let _: [IntentWidgetFamily: IntentCollectionSize] = [.systemSmall: 1, .systemMedium: 2, .systemLarge: 3, .systemExtraLarge: 4, .accessoryCircular: 1, .accessoryCorner: 1, .accessoryInline: 1, .accessoryRectangular: 1]"#
            ),
            (
                #"IntentWidgetFamily.systemExtraLargePortrait"#,
                #"let _: IntentWidgetFamily = .systemExtraLargePortrait"#
            ),
            (
                #"IntentCollectionSize"#,
                #"let _: IntentCollectionSize = 3; func equatable<E: Equatable>(_: E.Type) {}; equatable(IntentCollectionSize.self)"#
            ),
            (
                #"IntentCollectionSize.init(exactly:)"#,
                #"let f: (Int) -> IntentCollectionSize = IntentCollectionSize.init(exactly:); _ = f"#
            ),
            (
                #"IntentCollectionSize.init(min:max:)"#,
                #"let f: (Int, Int) -> IntentCollectionSize = IntentCollectionSize.init(min:max:); _ = f"#
            ),
            (
                #"IntentParameter.init(title:description:default:size:inputConnectionBehavior:) (per widget family)"#,
                #"_ = IntentParameter<[String]>(title: "t", description: "d", default: ["a"], size: [.systemSmall: 1], inputConnectionBehavior: .default); _ = IntentParameter<[String]>(title: "t", size: [.systemSmall: IntentCollectionSize(min: 1, max: 2)])"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:) (per widget family)"#,
                #"_ = IntentParameter<[String]>(description: "d", size: [.systemLarge: 4])"#
            ),
            (
                #"IntentParameter.init(description:default:size:inputConnectionBehavior:) (iOS 27.2)"#,
                #"_ = IntentParameter<[String]>(description: "d", default: ["a"], size: 2)"#
            ),
            (
                #"IntentParameter.init(title:description:default:requestValueDialog:requestDisambiguationDialog:inputConnectionBehavior:query:)"#,
                #"_ = IntentParameter<PUnique>(title: "u", query: PUnique.defaultQuery); _ = IntentParameter<PUnique?>(title: "u", description: "d", requestValueDialog: "Which?", requestDisambiguationDialog: "Which one?", inputConnectionBehavior: .default, query: PUnique.defaultQuery)"#
            ),
            (#"IntentDialog"#, #"let _: IntentDialog = "literal \(1)""#),
            (
                #"IntentDialog.init(full:supporting:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource) -> IntentDialog = IntentDialog.init(full:supporting:); _ = f; _ = IntentDialog(full: "f", supporting: "s")"#
            ),
            (
                #"IntentDialog.init(full:supporting:systemImageName:)"#,
                #"_ = IntentDialog(full: "f", supporting: "s", systemImageName: "star")"#
            ),
            (
                #"IntentDialog.init(full:systemImageName:)"#,
                #"let f: (LocalizedStringResource, String) -> IntentDialog = IntentDialog.init(full:systemImageName:); _ = f"#
            ),
            (#"TypeDisplayRepresentation"#, #"let _: TypeDisplayRepresentation = "literal""#),
            (
                #"TypeDisplayRepresentation.init(name:numericFormat:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?) -> TypeDisplayRepresentation = TypeDisplayRepresentation.init(name:numericFormat:); _ = f; _ = TypeDisplayRepresentation(name: "n")"#
            ),
            (
                #"TypeDisplayRepresentation.init(name:numericFormat:synonyms:)"#,
                #"let f: (LocalizedStringResource, LocalizedStringResource?, [LocalizedStringResource]) -> TypeDisplayRepresentation = TypeDisplayRepresentation.init(name:numericFormat:synonyms:); _ = f; _ = TypeDisplayRepresentation(name: "n", synonyms: ["m"])"#
            ),
            (#"EntityQuery"#, #"func query<Q: EntityQuery>(_: Q.Type) where Q: Sendable {}; query(PUniqueQuery.self)"#),
            (#"EntityQuery.Entity"#, #"let _: PUnique.Type = PUniqueQuery.Entity.self"#),
            (#"EntityQuery.suggestedEntities()"#, #"let _: [PUnique] = try await PUniqueQuery().suggestedEntities()"#),
            (#"EntityStringQuery"#, #"let _: [PUnique] = try await PUniqueQuery().entities(matching: "u")"#),
            (#"AppIntent"#, #"func intent<I: AppIntent>(_: I.Type) where I: Sendable {}; intent(PIntent.self)"#),
            (#"AppIntent.authenticationPolicy"#, #"let _: IntentAuthenticationPolicy = PIntent.authenticationPolicy"#),
            (
                #"IntentAuthenticationPolicy"#,
                #"let _: [IntentAuthenticationPolicy] = [.alwaysAllowed, .requiresAuthentication, .requiresLocalDeviceAuthentication]"#
            ),
            (#"OpenIntent"#, #"let _: any OpenIntent.Type = POpen.self"#),
            (#"OpensIntent"#, #"func opens<R: OpensIntent>(_: R.Type) {}; opens(IntentResultContainer<Never>.self)"#),
            (#"AppEntity.Property"#, #"let _: EntityProperty<Int>.Type = PBook.Property<Int>.self"#),
            (#"AppIntent.Parameter"#, #"let _: IntentParameter<Int>.Type = PIntent.Parameter<Int>.self"#),
            (
                #"EntityPropertyQuery.Sort"#,
                #"let _: [PBookQuery.Sort<PBook>] = [EntityQuerySort<PBook>(by: \PBook.$pages)]"#
            ),
            (#"OpenURLIntent"#, #"let _: any SystemIntent.Type = OpenURLIntent.self"#),
            (#"OpenURLIntent.init()"#, #"_ = OpenURLIntent()"#),
            (#"OpenURLIntent.init(_:)"#, #"let f: (URL) -> OpenURLIntent = OpenURLIntent.init(_:); _ = f"#),
            (#"OpenURLIntent.url"#, #"let _: URL = OpenURLIntent(URL(fileURLWithPath: "/")).url"#),
            (#"AppIntentsExtension"#, #"let _: any AppIntentsExtension.Type = PExtension.self"#),
            (#"IndexedEntity"#, #"let _: any IndexedEntity.Type = PBook.self"#),
            (#"IndexedEntity.hideInSpotlight"#, #"let _: Bool = PBook(id: "b", pages: 1).hideInSpotlight"#),
            (#"IntentPrediction.init(displayRepresentation:)"#, #"_ = PPredicted.predictionConfiguration"#),
            (#"StringSearchCriteria"#, #"let _: any (Hashable & Sendable).Type = StringSearchCriteria.self"#),
            (
                #"StringSearchCriteria.init(term:)"#,
                #"let f: (String) -> StringSearchCriteria = StringSearchCriteria.init(term:); _ = f"#
            ),
            (#"StringSearchCriteria.term"#, #"var v = StringSearchCriteria(term: "t"); v.term = "u"; _ = v"#),
            (
                #"StringSearchCriteria.SearchScopes"#,
                #"let _: StringSearchCriteria.SearchScopes = [StringSearchScope.general]"#
            ),
            (#"StringSearchScope"#, #"let _: any AppEnum.Type = StringSearchScope.self"#),
            (#"StringSearchScope.general"#, #"let _: StringSearchScope = .general"#),
            (#"StringSearchScope.movies"#, #"let _: StringSearchScope = .movies"#),
            (#"StringSearchScope.tv"#, #"let _: StringSearchScope = .tv"#),
            (#"StringSearchScope.freeformVideo"#, #"let _: StringSearchScope = .freeformVideo"#),
            (#"AppIntent.title"#, #"let _: LocalizedStringResource = PIntent.title"#),
            (#"AppIntent.description"#, #"let _: IntentDescription? = PIntent.description"#),
            (#"AppIntent.openAppWhenRun"#, #"let _: Bool = PIntent.openAppWhenRun"#),
            (#"AppIntent.isDiscoverable"#, #"let _: Bool = PIntent.isDiscoverable"#),
            (
                #"AppIntent.perform()"#,
                #"func run<I: AppIntent>(_ i: I) async throws -> I.PerformResult { try await i.perform() }; _ = try await run(PIntent())"#
            ),
            (#"AppIntent.systemContext"#, #"let _: IntentSystemContext = PIntent().systemContext"#),
            (
                #"AppIntent.PerformResult"#,
                #"func needs<I: AppIntent>(_: I.Type) where I.PerformResult: IntentResult {}; needs(PIntent.self)"#
            ),
            (
                #"AppIntent.SummaryContent"#,
                #"func needs<I: AppIntent>(_: I.Type) where I.SummaryContent: ParameterSummary {}; needs(PIntent.self)"#
            ),
            (#"AppIntent.parameterSummary"#, #"let _: PIntent.SummaryContent = PIntent.parameterSummary"#),
            (#"ControlCenter"#, #"let _: ControlCenter.Type = ControlCenter.self"#),
            (#"ControlCenter.shared"#, #"let _: ControlCenter = ControlCenter.shared"#),
            (#"ControlCenter.reloadAllControls()"#, #"ControlCenter.shared.reloadAllControls()"#),
            (#"ControlCenter.reloadControls(ofKind:)"#, #"ControlCenter.shared.reloadControls(ofKind: "k")"#),
            (
                #"ControlCenter.currentControls()"#,
                #"let _: [ControlInfo] = try await ControlCenter.shared.currentControls()"#
            ),
            (#"ControlInfo"#, #"let _: ControlInfo.Type = ControlInfo.self"#),
            (#"ControlInfo.kind"#, #"let _: [String] = try await ControlCenter.shared.currentControls().map(\.kind)"#),
            (
                #"WidgetInfo.debugDescription"#,
                #"let _: [String] = try await WidgetCenter.shared.currentConfigurations().map(\.debugDescription)"#
            ),
            (#"ControlInfo.id"#, #"let _: [String] = try await ControlCenter.shared.currentControls().map(\.id)"#),
            (
                #"ControlInfo.configurationIntent(of:)"#,
                #"let _: PCI? = try await ControlCenter.shared.currentControls().first?.configurationIntent(of: PCI.self)"#
            ),
            (#"TransientAppEntity"#, #"let _: any TransientAppEntity.Type = PTransient.self"#),
            (
                #"TransientAppEntity.init()"#,
                #"func make<T: TransientAppEntity>(_: T.Type) -> T { T() }; _ = make(PTransient.self)"#
            ),
            (#"EnumerableEntityQuery"#, #"let _: any EnumerableEntityQuery.Type = PEnumQuery.self"#),
            (#"EnumerableEntityQuery.allEntities()"#, #"let _: [PUnique] = try await PEnumQuery().allEntities()"#),
            (
                #"EnumerableEntityQuery.findIntentDescription"#,
                #"let _: IntentDescription? = PEnumQuery.findIntentDescription"#
            ),
            (
                #"EntityPropertyQuery.findIntentDescription"#,
                #"let _: IntentDescription? = PBookQuery.findIntentDescription"#
            ),
            (
                #"LiveActivityIntent"#,
                #"let _: any SystemIntent.Type = PLive.self; let _: any LiveActivityIntent.Type = PLive.self"#
            ),
            (
                #"WidgetConfigurationIntent"#,
                #"let _: any WidgetConfigurationIntent.Type = PWI.self; let _: any AppIntent.Type = PWI.self"#
            ),
            (
                #"ProvidesDialog"#,
                #"func dialog<R: ProvidesDialog>(_: R.Type) {}; dialog(IntentResultContainer<Never>.self)"#
            ),
            (
                #"ReturnsValue"#,
                #"func value<R: ReturnsValue<Int>>(_: R.Type) {}; value(IntentResultContainer<Int>.self)"#
            ),
            // Issue 21, WidgetKit and ActivityKit: controls, push, relevance, rendering modes, visionOS styles, members.
            (
                #"Widget.main()"#,
                #"_ = { @MainActor in PW.main() }"#
            ),
            (
                #"WidgetBundle.main()"#,
                #"_ = { @MainActor in PB.main() }"#
            ),
            (
                #"WidgetConfiguration.pushHandler(_:)"#,
                #"struct H: WidgetPushHandler { func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {} }; _ = config.pushHandler(H.self)"#
            ),
            (
                #"WidgetCenter.currentPushInfo"#,
                #"let _: WidgetPushInfo? = await WidgetCenter.shared.currentPushInfo"#
            ),
            (
                #"WidgetCenter.UserInfoKey"#,
                #"let _: WidgetCenter.UserInfoKey.Type = WidgetCenter.UserInfoKey.self"#
            ),
            (
                #"WidgetCenter.UserInfoKey.kind"#,
                #"let _: String = WidgetCenter.UserInfoKey.kind"#
            ),
            (
                #"WidgetCenter.UserInfoKey.family"#,
                #"let _: String = WidgetCenter.UserInfoKey.family"#
            ),
            (
                #"WidgetInfo.id"#,
                #"func ids(_ info: WidgetInfo) -> WidgetInfo { info.id }; func identifiable<T: Identifiable & Hashable>(_: T.Type) {}; identifiable(WidgetInfo.self)"#
            ),
            (
                #"WidgetPushHandler"#,
                #"struct H: WidgetPushHandler { func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {} }; let _: any WidgetPushHandler.Type = H.self"#
            ),
            (
                #"WidgetPushHandler.init()"#,
                #"struct H: WidgetPushHandler { func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {} }; func make<T: WidgetPushHandler>(_: T.Type) -> T { T() }; _ = make(H.self)"#
            ),
            (
                #"WidgetPushHandler.pushTokenDidChange(_:widgets:)"#,
                #"func told(_ h: any WidgetPushHandler, _ info: WidgetPushInfo) { h.pushTokenDidChange(info, widgets: []) }; _ = told"#
            ),
            (
                #"WidgetPushInfo"#,
                #"let _: WidgetPushInfo.Type = WidgetPushInfo.self"#
            ),
            (
                #"WidgetPushInfo.token"#,
                #"func token(_ info: WidgetPushInfo) -> Data { info.token }; _ = token"#
            ),
            (
                #"ControlWidget"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() } } }; let _: any ControlWidget.Type = C.self"#
            ),
            (
                #"StaticControlConfiguration"#,
                #"let _: StaticControlConfiguration<EmptyControlWidgetTemplate>.Type = StaticControlConfiguration<EmptyControlWidgetTemplate>.self"#
            ),
            (
                #"StaticControlConfiguration.init(kind:content:)"#,
                #"_ = StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() }"#
            ),
            (
                #"StaticControlConfiguration.init(kind:provider:content:)"#,
                #"_ = StaticControlConfiguration(kind: "c", provider: PCVP()) { (value: Box) in EmptyControlWidgetTemplate() }"#
            ),
            (
                #"AppIntentControlConfiguration"#,
                #"let _: AppIntentControlConfiguration<PCI, EmptyControlWidgetTemplate>.Type = AppIntentControlConfiguration<PCI, EmptyControlWidgetTemplate>.self"#
            ),
            (
                #"AppIntentControlConfiguration.init(kind:intent:content:)"#,
                #"_ = AppIntentControlConfiguration(kind: "c", intent: PCI.self) { (configuration: PCI) in EmptyControlWidgetTemplate() }"#
            ),
            (
                #"AppIntentControlConfiguration.init(kind:provider:content:)"#,
                #"_ = AppIntentControlConfiguration(kind: "c", provider: PCV()) { (value: Box) in EmptyControlWidgetTemplate() }"#
            ),
            (
                #"ControlInfo.pushInfo"#,
                #"func push(_ info: ControlInfo) -> ControlPushInfo? { info.pushInfo }; _ = push"#
            ),
            (
                #"ControlPushHandler.pushTokensDidChange(controls:)"#,
                #"func told(_ h: any ControlPushHandler) { h.pushTokensDidChange(controls: []) }; _ = told"#
            ),
            (
                #"ControlPushInfo"#,
                #"let _: ControlPushInfo.Type = ControlPushInfo.self"#
            ),
            (
                #"ControlPushInfo.token"#,
                #"func token(_ info: ControlPushInfo) -> Data { info.token }; _ = token"#
            ),
            (
                #"WidgetRelevance"#,
                #"let _: WidgetRelevance<PWI>.Type = WidgetRelevance<PWI>.self"#
            ),
            (
                #"RelevanceEntriesProviderContext"#,
                #"let _: RelevanceEntriesProviderContext.Type = RelevanceEntriesProviderContext.self"#
            ),
            (
                #"Widget.Body"#,
                #"let _: PW.Body.Type = PW.Body.self; func body<W: Widget>(_: W.Type) where W.Body: WidgetConfiguration {}; body(PW.self)"#
            ),
            (
                #"WidgetBundle.Body"#,
                #"func body<B: WidgetBundle>(_: B.Type) where B.Body: Widget {}; body(PB.self)"#
            ),
            (
                #"WidgetBundleBuilder.buildBlock()"#,
                #"struct Empty: WidgetBundle { var body: some Widget {} }; _ = Empty().body"#
            ),
            (
                #"WidgetBundleBuilder.buildBlock(_:)"#,
                #"struct Two: WidgetBundle { var body: some Widget { PW(); PW() } }; _ = Two().body"#
            ),
            (
                #"WidgetBundleBuilder.buildExpression(_:)"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() } } }; struct Mixed: WidgetBundle { var body: some Widget { PW(); C() } }; _ = Mixed().body"#
            ),
            (
                #"WidgetBundleBuilder.buildOptional(_:)"#,
                #"struct Maybe: WidgetBundle { let on = true; var body: some Widget { PW(); if on { PW() } } }; _ = Maybe().body"#
            ),
            (
                #"WidgetBundleBuilder.buildLimitedAvailability(_:)"#,
                #"struct Later: WidgetBundle { var body: some Widget { PW(); if #available(iOS 18, macOS 15, *) { PW() } } }; _ = Later().body"#
            ),
            (
                #"WidgetConfiguration.widgetTexture(_:)"#,
                #"_ = config.widgetTexture(.paper)"#
            ),
            (
                #"WidgetConfiguration.supportedMountingStyles(_:)"#,
                #"_ = config.supportedMountingStyles([.elevated, .recessed])"#
            ),
            (
                #"WidgetTexture"#,
                #"let t: WidgetTexture = .glass; _ = t == .paper; func hashable<T: Hashable & Sendable>(_: T) {}; hashable(t)"#
            ),
            (
                #"WidgetTexture.glass"#,
                #"let _: WidgetTexture = .glass"#
            ),
            (
                #"WidgetTexture.paper"#,
                #"let _: WidgetTexture = .paper"#
            ),
            (
                #"WidgetMountingStyle"#,
                #"let m: WidgetMountingStyle = .recessed; func hashable<T: Hashable & Sendable>(_: T) {}; hashable(m)"#
            ),
            (
                #"WidgetMountingStyle.elevated"#,
                #"let _: WidgetMountingStyle = .elevated"#
            ),
            (
                #"WidgetMountingStyle.recessed"#,
                #"let _: WidgetMountingStyle = .recessed"#
            ),
            (
                #"WidgetRenderingMode"#,
                #"let mode: WidgetRenderingMode = .fullColor; switch mode { case .accented: break; default: break }"#
            ),
            (
                #"WidgetRenderingMode.fullColor"#,
                #"let _: WidgetRenderingMode = .fullColor"#
            ),
            (
                #"WidgetRenderingMode.accented"#,
                #"let _: WidgetRenderingMode = .accented"#
            ),
            (
                #"WidgetRenderingMode.vibrant"#,
                #"let _: WidgetRenderingMode = .vibrant"#
            ),
            (
                #"WidgetRenderingMode.description"#,
                #"let _: String = WidgetRenderingMode.vibrant.description"#
            ),
            (
                #"WidgetAccentedRenderingMode"#,
                #"let mode: WidgetAccentedRenderingMode? = .fullColor; _ = mode == .accented"#
            ),
            (
                #"WidgetAccentedRenderingMode.accented"#,
                #"let _: WidgetAccentedRenderingMode = .accented"#
            ),
            (
                #"WidgetAccentedRenderingMode.desaturated"#,
                #"let _: WidgetAccentedRenderingMode = .desaturated"#
            ),
            (
                #"WidgetAccentedRenderingMode.accentedDesaturated"#,
                #"let _: WidgetAccentedRenderingMode = .accentedDesaturated"#
            ),
            (
                #"WidgetAccentedRenderingMode.fullColor"#,
                #"let _: WidgetAccentedRenderingMode = .fullColor"#
            ),
            (
                #"LevelOfDetail"#,
                #"let level: LevelOfDetail = .default; _ = level == .simplified"#
            ),
            (
                #"LevelOfDetail.default"#,
                #"let _: LevelOfDetail = .default"#
            ),
            (
                #"LevelOfDetail.simplified"#,
                #"let _: LevelOfDetail = .simplified"#
            ),
            (
                #"DynamicIslandExpandedRegionPosition"#,
                #"let _: DynamicIslandExpandedRegionPosition.Type = DynamicIslandExpandedRegionPosition.self"#
            ),
            (
                #"DynamicIslandExpandedRegionPosition.leading"#,
                #"let _: DynamicIslandExpandedRegionPosition = .leading"#
            ),
            (
                #"DynamicIslandExpandedRegionPosition.trailing"#,
                #"let _: DynamicIslandExpandedRegionPosition = .trailing"#
            ),
            (
                #"DynamicIslandExpandedRegionPosition.center"#,
                #"let _: DynamicIslandExpandedRegionPosition = .center"#
            ),
            (
                #"DynamicIslandExpandedRegionPosition.bottom"#,
                #"let _: DynamicIslandExpandedRegionPosition = .bottom"#
            ),
            (
                #"AppIntentTimelineProvider.Entry"#,
                #"let _: PE.Type = PAP.Entry.self"#
            ),
            (
                #"AppIntentTimelineProvider.Context"#,
                #"let _: TimelineProviderContext.Type = PAP.Context.self"#
            ),
            (
                #"AppIntentTimelineProvider.relevance()"#,
                #"let _: WidgetRelevance<PWI> = await PAP().relevance()"#
            ),
            (
                #"TimelineProvider.relevance()"#,
                #"let _: WidgetRelevance<Void> = await PP().relevance()"#
            ),
            (
                #"AppIntentRecommendation.init(intent:description:)"#,
                #"_ = AppIntentRecommendation(intent: PWI(), description: "Default")"#
            ),
            (
                #"WidgetRelevance.init(_:)"#,
                #"let _: WidgetRelevance<PWI> = WidgetRelevance([])"#
            ),
            (
                #"WidgetRelevanceAttribute"#,
                #"let _: [WidgetRelevanceAttribute<PWI>] = []"#
            ),
            (
                #"ControlWidget.Body"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() } } }; func body<T: ControlWidget>(_: T.Type) where T.Body: ControlWidgetConfiguration {}; body(C.self)"#
            ),
            (
                #"ControlWidget.body"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() } } }; _ = C().body"#
            ),
            (
                #"ControlWidget.init()"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() } } }; func make<T: ControlWidget>(_: T.Type) -> T { T() }; _ = make(C.self)"#
            ),
            (
                #"ControlWidgetConfiguration"#,
                #"let _: any ControlWidgetConfiguration = StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() }"#
            ),
            (
                #"ControlWidgetConfiguration.displayName(_:)"#,
                #"_ = StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() }.displayName("Lights")"#
            ),
            (
                #"ControlWidgetConfiguration.description(_:)"#,
                #"_ = StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() }.description("Turns the lights on")"#
            ),
            (
                #"ControlWidgetConfiguration.promptsForUserConfiguration()"#,
                #"_ = AppIntentControlConfiguration(kind: "c", intent: PCI.self) { _ in EmptyControlWidgetTemplate() }.promptsForUserConfiguration()"#
            ),
            (
                #"ControlWidgetConfiguration.pushHandler(_:)"#,
                #"struct H: ControlPushHandler { func pushTokensDidChange(controls: [ControlInfo]) {} }; _ = StaticControlConfiguration(kind: "c") { EmptyControlWidgetTemplate() }.pushHandler(H.self)"#
            ),
            (
                #"ControlWidgetTemplate"#,
                #"let _: any ControlWidgetTemplate = EmptyControlWidgetTemplate()"#
            ),
            (
                #"ControlWidgetTemplateBuilder"#,
                #"let _: ControlWidgetTemplateBuilder.Type = ControlWidgetTemplateBuilder.self"#
            ),
            (
                #"ControlWidgetTemplateBuilder.buildBlock(_:)"#,
                #"_ = ControlWidgetTemplateBuilder.buildBlock(EmptyControlWidgetTemplate())"#
            ),
            (
                #"EmptyControlWidgetTemplate"#,
                #"let _: EmptyControlWidgetTemplate.Type = EmptyControlWidgetTemplate.self"#
            ),
            (
                #"EmptyControlWidgetTemplate.init()"#,
                #"_ = EmptyControlWidgetTemplate()"#
            ),
            (
                #"ControlPushHandler"#,
                #"struct H: ControlPushHandler { func pushTokensDidChange(controls: [ControlInfo]) {} }; let _: any ControlPushHandler.Type = H.self"#
            ),
            (
                #"RelevanceEntry"#,
                #"struct E: RelevanceEntry { let n: Int }; let _: any RelevanceEntry.Type = E.self"#
            ),
            (
                #"RelevanceEntriesProvider"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; let _: any RelevanceEntriesProvider.Type = P.self"#
            ),
            (
                #"RelevanceEntriesProvider.Entry"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; func entry<T: RelevanceEntriesProvider>(_: T.Type) where T.Entry: RelevanceEntry {}; entry(P.self)"#
            ),
            (
                #"RelevanceEntriesProvider.Configuration"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; func configuration<T: RelevanceEntriesProvider>(_: T.Type) where T.Configuration: WidgetConfigurationIntent {}; configuration(P.self)"#
            ),
            (
                #"RelevanceEntriesProvider.Context"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; let _: RelevanceEntriesProviderContext.Type = P.Context.self"#
            ),
            (
                #"RelevanceEntriesProvider.entry(configuration:context:)"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; func entry(_ p: P, _ x: RelevanceEntriesProviderContext) async throws -> E { try await p.entry(configuration: PWI(), context: x) }; _ = entry"#
            ),
            (
                #"RelevanceEntriesProvider.relevance()"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; let _: WidgetRelevance<PWI> = await P().relevance()"#
            ),
            (
                #"RelevanceEntriesProvider.placeholder(context:)"#,
                #"struct E: RelevanceEntry {}; struct P: RelevanceEntriesProvider { func entry(configuration: PWI, context: Context) async throws -> E { E() }; func relevance() async -> WidgetRelevance<PWI> { WidgetRelevance([]) }; func placeholder(context: Context) -> E { E() } }; func placeholder(_ x: RelevanceEntriesProviderContext) -> E { P().placeholder(context: x) }; _ = placeholder"#
            ),
            (
                #"RelevanceEntriesProviderContext.displaySize"#,
                #"func size(_ x: RelevanceEntriesProviderContext) -> CGSize { x.displaySize }; _ = size"#
            ),
            (
                #"RelevanceEntriesProviderContext.isPreview"#,
                #"func preview(_ x: RelevanceEntriesProviderContext) -> Bool { x.isPreview }; _ = preview"#
            ),
            (
                #"ActivityAuthorizationError.errorDescription"#,
                #"let _: String? = ActivityAuthorizationError.denied.errorDescription"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Element"#,
                #"let _: Bool.Type = ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Element.self"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator"#,
                #"let _: ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.Type = ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.self"#
            ),
            (
                #"ActivityAuthorizationInfo.FrequentPushEnablementUpdates.Iterator.next()"#,
                #"var it = ActivityAuthorizationInfo().frequentPushEnablementUpdates.makeAsyncIterator(); let _: Bool? = await it.next()"#
            ),
            (
                #"ControlWidgetConfigurationBuilder"#,
                #"struct C: ControlWidget { var body: some ControlWidgetConfiguration { let kind = "c"; StaticControlConfiguration(kind: kind) { EmptyControlWidgetTemplate() } } }; _ = C().body"#
            ),
            (
                #"ControlWidgetConfigurationBuilder.buildBlock(_:)"#,
                #"_ = ControlWidgetConfigurationBuilder.buildBlock(EmptyControlWidgetConfiguration())"#
            ),
            (
                #"ControlWidgetConfigurationBuilder.buildExpression(_:)"#,
                #"let _: EmptyControlWidgetConfiguration = ControlWidgetConfigurationBuilder.buildExpression(EmptyControlWidgetConfiguration())"#
            ),
            (
                #"EmptyControlWidgetConfiguration"#,
                #"let _: any ControlWidgetConfiguration = EmptyControlWidgetConfiguration()"#
            ),
            (
                #"EmptyControlWidgetConfiguration.init()"#,
                #"_ = EmptyControlWidgetConfiguration()"#
            ),
            (
                #"WidgetRelevanceAttribute.init(group:)"#,
                #"let _: WidgetRelevanceAttribute<Void> = WidgetRelevanceAttribute(group: .named("transit"))"#
            ),
            (
                #"WidgetRelevanceAttribute.init(configuration:group:)"#,
                #"let _: WidgetRelevance<PWI> = WidgetRelevance([WidgetRelevanceAttribute(configuration: PWI(), group: .automatic)])"#
            ),
            (
                #"WidgetRelevanceGroup"#,
                #"let g: WidgetRelevanceGroup = .ungrouped; func hashable<T: Hashable & Sendable>(_: T) {}; hashable(g)"#
            ),
            (
                #"WidgetRelevanceGroup.automatic"#,
                #"let _: WidgetRelevanceGroup = .automatic"#
            ),
            (
                #"WidgetRelevanceGroup.ungrouped"#,
                #"let _: WidgetRelevanceGroup = .ungrouped"#
            ),
            (
                #"WidgetRelevanceGroup.named(_:)"#,
                #"let _: WidgetRelevanceGroup = .named("weather")"#
            ),
            // Issue 21: UTType, which the AppIntents and UniformTypeIdentifiers modules offer.
            (
                #"UTType"#,
                #"let _: UTType.Type = UTType.self; func hashable<T: Hashable & Sendable & Codable>(_: T.Type) {}; hashable(UTType.self)"#
            ),
            (
                #"UTType.identifier"#,
                #"let _: String = UTType.png.identifier"#
            ),
            (
                #"UTType.init(_:)"#,
                #"let _: UTType? = UTType("public.png")"#
            ),
            (
                #"UTType.init(filenameExtension:conformingTo:)"#,
                #"let _: UTType? = UTType(filenameExtension: "png"); let _: UTType? = UTType(filenameExtension: "bundle", conformingTo: .package)"#
            ),
            (
                #"UTType.init(mimeType:conformingTo:)"#,
                #"let _: UTType? = UTType(mimeType: "image/png"); let _: UTType? = UTType(mimeType: "text/plain", conformingTo: .text)"#
            ),
            (
                #"UTType.init(exportedAs:conformingTo:)"#,
                #"let _: UTType = UTType(exportedAs: "com.example.recipe"); let _: UTType = UTType(exportedAs: "com.example.card", conformingTo: .json)"#
            ),
            (
                #"UTType.init(importedAs:conformingTo:)"#,
                #"let _: UTType = UTType(importedAs: "com.example.other"); let _: UTType = UTType(importedAs: "com.example.log", conformingTo: .plainText)"#
            ),
            (
                #"UTType.preferredFilenameExtension"#,
                #"let _: String? = UTType.png.preferredFilenameExtension"#
            ),
            (
                #"UTType.preferredMIMEType"#,
                #"let _: String? = UTType.png.preferredMIMEType"#
            ),
            (
                #"UTType.localizedDescription"#,
                #"let _: String? = UTType.png.localizedDescription"#
            ),
            (
                #"UTType.supertypes"#,
                #"let _: Set<UTType> = UTType.png.supertypes"#
            ),
            (
                #"UTType.isDeclared"#,
                #"let _: Bool = UTType.png.isDeclared"#
            ),
            (
                #"UTType.isDynamic"#,
                #"let _: Bool = UTType.png.isDynamic"#
            ),
            (
                #"UTType.isPublic"#,
                #"let _: Bool = UTType.png.isPublic"#
            ),
            (
                #"UTType.conforms(to:)"#,
                #"let _: Bool = UTType.png.conforms(to: .image)"#
            ),
            (
                #"UTType.isSubtype(of:)"#,
                #"let _: Bool = UTType.png.isSubtype(of: .image)"#
            ),
            (
                #"UTType.isSupertype(of:)"#,
                #"let _: Bool = UTType.image.isSupertype(of: .png)"#
            ),
            (
                #"UTType.item"#,
                #"let _: UTType = .item"#
            ),
            (
                #"UTType.content"#,
                #"let _: UTType = .content"#
            ),
            (
                #"UTType.compositeContent"#,
                #"let _: UTType = .compositeContent"#
            ),
            (
                #"UTType.data"#,
                #"let _: UTType = .data"#
            ),
            (
                #"UTType.directory"#,
                #"let _: UTType = .directory"#
            ),
            (
                #"UTType.folder"#,
                #"let _: UTType = .folder"#
            ),
            (
                #"UTType.url"#,
                #"let _: UTType = .url"#
            ),
            (
                #"UTType.fileURL"#,
                #"let _: UTType = .fileURL"#
            ),
            (
                #"UTType.archive"#,
                #"let _: UTType = .archive"#
            ),
            (
                #"UTType.zip"#,
                #"let _: UTType = .zip"#
            ),
            (
                #"UTType.gzip"#,
                #"let _: UTType = .gzip"#
            ),
            (
                #"UTType.diskImage"#,
                #"let _: UTType = .diskImage"#
            ),
            (
                #"UTType.text"#,
                #"let _: UTType = .text"#
            ),
            (
                #"UTType.plainText"#,
                #"let _: UTType = .plainText"#
            ),
            (
                #"UTType.utf8PlainText"#,
                #"let _: UTType = .utf8PlainText"#
            ),
            (
                #"UTType.delimitedText"#,
                #"let _: UTType = .delimitedText"#
            ),
            (
                #"UTType.commaSeparatedText"#,
                #"let _: UTType = .commaSeparatedText"#
            ),
            (
                #"UTType.tabSeparatedText"#,
                #"let _: UTType = .tabSeparatedText"#
            ),
            (
                #"UTType.rtf"#,
                #"let _: UTType = .rtf"#
            ),
            (
                #"UTType.html"#,
                #"let _: UTType = .html"#
            ),
            (
                #"UTType.xml"#,
                #"let _: UTType = .xml"#
            ),
            (
                #"UTType.yaml"#,
                #"let _: UTType = .yaml"#
            ),
            (
                #"UTType.json"#,
                #"let _: UTType = .json"#
            ),
            (
                #"UTType.sourceCode"#,
                #"let _: UTType = .sourceCode"#
            ),
            (
                #"UTType.swiftSource"#,
                #"let _: UTType = .swiftSource"#
            ),
            (
                #"UTType.propertyList"#,
                #"let _: UTType = .propertyList"#
            ),
            (
                #"UTType.image"#,
                #"let _: UTType = .image"#
            ),
            (
                #"UTType.png"#,
                #"let _: UTType = .png"#
            ),
            (
                #"UTType.jpeg"#,
                #"let _: UTType = .jpeg"#
            ),
            (
                #"UTType.gif"#,
                #"let _: UTType = .gif"#
            ),
            (
                #"UTType.tiff"#,
                #"let _: UTType = .tiff"#
            ),
            (
                #"UTType.bmp"#,
                #"let _: UTType = .bmp"#
            ),
            (
                #"UTType.svg"#,
                #"let _: UTType = .svg"#
            ),
            (
                #"UTType.webP"#,
                #"let _: UTType = .webP"#
            ),
            (
                #"UTType.heif"#,
                #"let _: UTType = .heif"#
            ),
            (
                #"UTType.heic"#,
                #"let _: UTType = .heic"#
            ),
            (#"UTType.package"#, #"let _: UTType = .package"#),
            (
                #"UTType.pdf"#,
                #"let _: UTType = .pdf"#
            ),
            (
                #"UTType.audiovisualContent"#,
                #"let _: UTType = .audiovisualContent"#
            ),
            (
                #"UTType.audio"#,
                #"let _: UTType = .audio"#
            ),
            (
                #"UTType.mp3"#,
                #"let _: UTType = .mp3"#
            ),
            (
                #"UTType.mpeg4Audio"#,
                #"let _: UTType = .mpeg4Audio"#
            ),
            (
                #"UTType.wav"#,
                #"let _: UTType = .wav"#
            ),
            (
                #"UTType.aiff"#,
                #"let _: UTType = .aiff"#
            ),
            (
                #"UTType.movie"#,
                #"let _: UTType = .movie"#
            ),
            (
                #"UTType.video"#,
                #"let _: UTType = .video"#
            ),
            (
                #"UTType.mpeg4Movie"#,
                #"let _: UTType = .mpeg4Movie"#
            ),
            (
                #"UTType.quickTimeMovie"#,
                #"let _: UTType = .quickTimeMovie"#
            ),
            (
                #"UTType.mpeg"#,
                #"let _: UTType = .mpeg"#
            ),
            (
                #"UTType.avi"#,
                #"let _: UTType = .avi"#
            ),
        ]
    }
#endif
