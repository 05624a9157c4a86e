import Foundation
import IntentRuntime
import Testing

// MARK: - Three levels of ten

/// Ten widgets: kinds `<prefix>-0` … `<prefix>-9`.
private struct Inner: WidgetBundle {
    var prefix = "w"

    var body: some Widget {
        TestWidget(kind: "\(prefix)-0")
        TestWidget(kind: "\(prefix)-1")
        TestWidget(kind: "\(prefix)-2")
        TestWidget(kind: "\(prefix)-3")
        TestWidget(kind: "\(prefix)-4")
        TestWidget(kind: "\(prefix)-5")
        TestWidget(kind: "\(prefix)-6")
        TestWidget(kind: "\(prefix)-7")
        TestWidget(kind: "\(prefix)-8")
        TestWidget(kind: "\(prefix)-9")
    }
}

/// Ten inner bundles, nested as developers do it: `Inner(…).body`.
private struct Middle: WidgetBundle {
    var prefix = "w"

    var body: some Widget {
        Inner(prefix: "\(prefix)-0").body
        Inner(prefix: "\(prefix)-1").body
        Inner(prefix: "\(prefix)-2").body
        Inner(prefix: "\(prefix)-3").body
        Inner(prefix: "\(prefix)-4").body
        Inner(prefix: "\(prefix)-5").body
        Inner(prefix: "\(prefix)-6").body
        Inner(prefix: "\(prefix)-7").body
        Inner(prefix: "\(prefix)-8").body
        Inner(prefix: "\(prefix)-9").body
    }
}

/// Ten middle bundles: 1,000 widgets in all.
private struct Outer: WidgetBundle {
    var body: some Widget {
        Middle(prefix: "0").body
        Middle(prefix: "1").body
        Middle(prefix: "2").body
        Middle(prefix: "3").body
        Middle(prefix: "4").body
        Middle(prefix: "5").body
        Middle(prefix: "6").body
        Middle(prefix: "7").body
        Middle(prefix: "8").body
        Middle(prefix: "9").body
    }
}

// MARK: - A relevance widget beside a timeline widget

private struct RelevanceIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Relevant"
}

private struct RelevanceProvider: RelevanceEntriesProvider {
    struct Entry: RelevanceEntry {}

    func entry(configuration: RelevanceIntent, context: Context) async throws -> Entry { Entry() }
    func relevance() async -> WidgetRelevance<RelevanceIntent> { WidgetRelevance([]) }
    func placeholder(context: Context) -> Entry { Entry() }
}

private struct RelevantWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "relevant", provider: RelevanceProvider()) { entry in entry }
            .supportedFamilies([.accessoryRectangular])
    }
}

private struct RelevanceBundle: WidgetBundle {
    var body: some Widget {
        TestWidget(kind: "daily")
        RelevantWidget()
    }
}

// MARK: - A duplicate three levels down

/// Repeats the kind `0-0-3` as its fourth widget.
private struct DuplicatingInner: WidgetBundle {
    var body: some Widget {
        TestWidget(kind: "dup-0")
        TestWidget(kind: "dup-1")
        TestWidget(kind: "dup-2")
        TestWidget(kind: "0-0-3")
    }
}

private struct DuplicatingMiddle: WidgetBundle {
    var body: some Widget {
        Inner(prefix: "x").body
        DuplicatingInner()
    }
}

private struct DuplicatingOuter: WidgetBundle {
    var body: some Widget {
        Middle(prefix: "0").body
        DuplicatingMiddle()
    }
}

private struct AnonymousDuplicatingOuter: WidgetBundle {
    var body: some Widget {
        Middle(prefix: "0").body
        Middle(prefix: "1").body
        Middle(prefix: "0").body
    }
}

// MARK: - Dynamic levels

private struct DynamicBundle: WidgetBundle {
    var count = 0

    var body: some Widget {
        TestWidget(kind: "static")
        WidgetGroup((0..<count).map { TestWidget(kind: "dynamic-\($0)") }, name: "Dynamic")
    }
}

private struct ConditionalBundle: WidgetBundle {
    var includeExtra = false

    var body: some Widget {
        TestWidget(kind: "always")
        if includeExtra {
            TestWidget(kind: "extra")
        }
        if includeExtra {
            TestWidget(kind: "first")
        } else {
            TestWidget(kind: "second")
        }
    }
}

@Suite("Widget bundles")
struct WidgetBundleTests {
    @Test("Three nested levels of ten flatten to 1,000 widgets in declaration order")
    func thousandWidgets() throws {
        let catalog = try WidgetCatalog(bundle: Outer())
        var expected: [String] = []
        for middle in 0..<10 {
            for inner in 0..<10 {
                for widget in 0..<10 {
                    expected.append("\(middle)-\(inner)-\(widget)")
                }
            }
        }
        #expect(catalog.entries.count == 1000)
        #expect(catalog.kinds == expected)
        let last = try #require(catalog.entry(ofKind: "9-9-9"))
        #expect(last.path == "Outer[9][9][9] (TestWidget)")
        #expect(last.descriptor.displayName == "Test 9-9-9")
        #expect(last.descriptor.supportedFamilies == [.systemSmall])
    }

    @Test("A kind repeated three levels down is refused, naming both places")
    func duplicateThreeLevelsDown() throws {
        let error = try #require(throws: WidgetError.self) { try WidgetCatalog(bundle: DuplicatingOuter()) }
        #expect(error.code == .duplicateKind)
        #expect(error.kind == "0-0-3")
        #expect(error.otherPath == "DuplicatingOuter[0][0][3] (TestWidget)")
        #expect(error.path == "DuplicatingOuter[1] > DuplicatingMiddle[1] > DuplicatingInner[3] (TestWidget)")
        #expect(error.message.contains("\"0-0-3\""))
        #expect(error.message.contains("DuplicatingOuter[0][0][3]"))
        #expect(error.message.contains("DuplicatingInner[3]"))
    }

    @Test("A whole middle bundle listed twice is refused at its first widget")
    func duplicateAnonymousBundle() throws {
        let error = try #require(throws: WidgetError.self) { try WidgetCatalog(bundle: AnonymousDuplicatingOuter()) }
        #expect(error.code == .duplicateKind)
        #expect(error.kind == "0-0-0")
        #expect(error.otherPath == "AnonymousDuplicatingOuter[0][0][0] (TestWidget)")
        #expect(error.path == "AnonymousDuplicatingOuter[2][0][0] (TestWidget)")
    }

    @Test("A dynamically assembled level is checked at registration", arguments: [0, 1, 10])
    func dynamicLevelWithinLimit(count: Int) throws {
        let catalog = try WidgetCatalog(bundle: DynamicBundle(count: count))
        #expect(catalog.kinds == ["static"] + (0..<count).map { "dynamic-\($0)" })
    }

    @Test("A dynamically assembled level of more than ten is refused", arguments: [11, 50])
    func dynamicLevelOverLimit(count: Int) throws {
        let error = try #require(throws: WidgetError.self) { try WidgetCatalog(bundle: DynamicBundle(count: count)) }
        #expect(error.code == .tooManyWidgets)
        #expect(error.path == "DynamicBundle[1]")
        #expect(error.message.contains("\(count) widgets"))
        #expect(error.message.contains("at most 10"))
    }

    @Test("The per-level limit comes from Limits")
    func customLimit() throws {
        var limits = Limits.platform
        limits.widgetsPerBundleLevel = 3
        #expect(throws: WidgetError.self) { try WidgetCatalog(bundle: DynamicBundle(count: 4), limits: limits) }
        #expect(throws: Never.self) { try WidgetCatalog(bundle: DynamicBundle(count: 3), limits: limits) }
        let error = try #require(throws: WidgetError.self) {
            try WidgetCatalog(widgets: (0..<4).map { TestWidget(kind: "w\($0)") }, limits: limits)
        }
        #expect(error.code == .tooManyWidgets)
    }

    @Test("if and if/else blocks contribute their widgets", arguments: [true, false])
    func conditionals(includeExtra: Bool) throws {
        let catalog = try WidgetCatalog(bundle: ConditionalBundle(includeExtra: includeExtra))
        #expect(catalog.kinds == (includeExtra ? ["always", "extra", "first"] : ["always", "second"]))
    }

    @Test("An empty kind is refused")
    func emptyKind() throws {
        let error = try #require(throws: WidgetError.self) { try WidgetCatalog(widgets: [TestWidget(kind: "")]) }
        #expect(error.code == .emptyKind)
    }

    @Test("A watchOS relevance widget is left out of the catalog: no Smart Stack shows one here")
    func relevanceWidgetsAreLeftOut() throws {
        let catalog = try WidgetCatalog(bundle: RelevanceBundle())
        #expect(catalog.kinds == ["daily"])
    }

    @Test("The platform limits are Apple's")
    func platformLimits() {
        let limits = Limits.platform
        #expect(limits.widgetsPerBundleLevel == 10)
        #expect(limits.shortcutsPerProvider == 10)
        #expect(limits.reloadsPerDay == 70)
        #expect(limits.reloadTimeLimit == .seconds(28))
        #expect(limits.intentRunTimeout == .seconds(30))
    }
}

@Suite("Widget configurations")
struct WidgetConfigurationTests {
    private struct Config: WidgetConfigurationIntent {
        static let title: LocalizedStringResource = "Configure"

        @Parameter(title: "Offset", default: 5)
        var offset: Int

        func perform() async throws -> some IntentResult { .result() }
    }

    private struct OffsetProvider: AppIntentTimelineProvider {
        func placeholder(in context: Context) -> NumberEntry {
            NumberEntry(date: .distantPast, value: 0)
        }

        func snapshot(for configuration: Config, in context: Context) async -> NumberEntry {
            NumberEntry(date: .distantPast, value: configuration.offset)
        }

        func timeline(for configuration: Config, in context: Context) async -> Timeline<NumberEntry> {
            let family = WidgetFamily.allCases.firstIndex(of: context.family) ?? -1
            return Timeline(
                entries: [NumberEntry(date: .distantPast, value: configuration.offset * 100 + family)], policy: .atEnd)
        }
    }

    private struct OffsetWidget: Widget {
        var body: some WidgetConfiguration {
            AppIntentConfiguration(kind: "offset", intent: Config.self, provider: OffsetProvider())
                .configurationDisplayName("Offset")
                .description("Shows the offset")
                .supportedFamilies([.accessoryInline, .systemLarge])
        }
    }

    @Test("An AppIntentConfiguration passes the intent at its defaults and the family to its provider")
    func appIntentConfiguration() async throws {
        let descriptor = OffsetWidget().body.descriptor
        #expect(OffsetWidget().kind == "offset")
        #expect(descriptor.displayName == "Offset")
        #expect(descriptor.description == "Shows the offset")
        #expect(descriptor.supportedFamilies == [.accessoryInline, .systemLarge])
        #expect(descriptor.configurationIntent == Config.self)
        let timeline = await descriptor.timeline(in: TimelineProviderContext(family: .systemLarge))
        let entry = try #require(timeline.entries.first?.base as? NumberEntry)
        #expect(entry.value == 502)
        #expect(timeline.policy == .atEnd)
        let snapshot = await descriptor.snapshot(in: TimelineProviderContext(family: .systemSmall))
        #expect((snapshot.base as? NumberEntry)?.value == 5)
        #expect(
            (descriptor.placeholder(in: TimelineProviderContext(family: .systemSmall)).base as? NumberEntry)?.value == 0
        )
    }

    @Test("A configuration without modifiers supports the Home Screen families")
    func defaults() {
        let descriptor = StaticConfiguration(kind: "plain", provider: FixedProvider()).descriptor
        #expect(descriptor.supportedFamilies == [.systemSmall, .systemMedium, .systemLarge])
        #expect(descriptor.displayName == nil)
        #expect(descriptor.configurationIntent == nil)
    }

    @Test("The current entry is the latest one that has started")
    func entryAtDate() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let timeline = Timeline(
            entries: [0, 60, 120].map { NumberEntry(date: start + $0, value: Int($0)) },
            policy: .never
        )
        #expect(timeline.entry(at: start - 10)?.value == 0)
        #expect(timeline.entry(at: start)?.value == 0)
        #expect(timeline.entry(at: start + 61)?.value == 60)
        #expect(timeline.entry(at: start + 1_000)?.value == 120)
        #expect(Timeline<NumberEntry>(entries: [], policy: .never).entry(at: start) == nil)
    }
}
