// What the Apple-shaped API added for issue 21 does here, where Apple's frameworks do not exist:
// each test uses one documented symbol as an app would and checks the behaviour the table in
// Documentation/AppleAPI.md states for it. On Apple's platforms these imports mean Apple's frameworks,
// whose behaviour is not this package's to test.
#if !canImport(Darwin)
    import ActivityKit
    import AppIntents
    import CompileSupport
    import Foundation
    import IntentRuntime  // the engine's Live Activity center and entries, which the facades do not offer
    import Testing
    import WidgetKit

    /// Attributes whose content state holds a class instance: neither is `Sendable`, which
    /// ActivityKit does not ask of them.
    struct OvenAttributes: ActivityAttributes {
        final class Tray: Codable, Hashable {
            var loaves: Int

            init(loaves: Int) { self.loaves = loaves }

            static func == (lhs: Tray, rhs: Tray) -> Bool { lhs.loaves == rhs.loaves }

            func hash(into hasher: inout Hasher) { hasher.combine(loaves) }
        }

        struct ContentState: Codable, Hashable {
            var stage: String
            var tray: Tray
        }

        var oven: String
    }

    /// A center of its own on a manual clock, bound for the test's body.
    private func withOvenCenter<Result>(_ body: (LiveActivityCenter) async throws -> Result) async rethrows -> Result {
        let center = LiveActivityCenter(clock: ManualClock(), startDate: Date(timeIntervalSince1970: 1_800_000_000))
        return try await LiveActivityCenter.$current.withValue(center) { try await body(center) }
    }

    private func ovenState(_ stage: String, loaves: Int = 6) -> OvenAttributes.ContentState {
        OvenAttributes.ContentState(stage: stage, tray: OvenAttributes.Tray(loaves: loaves))
    }

    @Suite("ActivityKit's documented forms")
    struct ActivityKitFormsTests {
        @Test("request(attributes:contentState:pushType:) starts an activity that never goes stale, relevance 0")
        func requestWithContentState() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("kneading"), pushType: nil)
                #expect(activity.contentState == ovenState("kneading"))
                #expect(activity.content.staleDate == nil)
                #expect(activity.content.relevanceScore == 0)
                #expect(activity.activityState == .active)
                #expect(Activity<OvenAttributes>.activities.map(\.id) == [activity.id])
            }
        }

        @Test("update(using:) and update(_:alertConfiguration:) replace the content; the alert shows nothing")
        func updates() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("a"))
                await activity.update(using: ovenState("b"))
                #expect(activity.contentState.stage == "b")
                let alert = AlertConfiguration(title: "Oven", body: "Bread is ready", sound: .named("bell.caf"))
                await activity.update(ActivityContent(state: ovenState("c"), staleDate: nil), alertConfiguration: alert)
                #expect(activity.content.state.stage == "c")
                await activity.update(using: ovenState("d"), alertConfiguration: alert)
                #expect(activity.content.state.stage == "d")
                #expect(alert.sound == .named("bell.caf"))
                #expect(alert.sound != .default)
                #expect(alert.title.key == "Oven")
            }
        }

        @Test("a timestamped update older than the last applied one is ignored, as ActivityKit documents")
        func timestampedUpdates() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("a"))
                let noon = Date(timeIntervalSince1970: 1_800_000_000)
                await activity.update(ActivityContent(state: ovenState("new"), staleDate: nil), timestamp: noon)
                await activity.update(
                    ActivityContent(state: ovenState("old"), staleDate: nil), timestamp: noon.addingTimeInterval(-60))
                #expect(activity.content.state.stage == "new")
                await activity.end(
                    ActivityContent(state: ovenState("older"), staleDate: nil), dismissalPolicy: .immediate,
                    timestamp: noon.addingTimeInterval(-1))
                #expect(activity.activityState == .active)
                await activity.end(nil, dismissalPolicy: .immediate, timestamp: noon.addingTimeInterval(1))
                #expect(activity.activityState == .dismissed)
            }
        }

        @Test("end(using:dismissalPolicy:) ends with the final state; .immediate dismisses it")
        func endUsing() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("a"))
                let second = try Activity.request(
                    attributes: OvenAttributes(oven: "right"), contentState: ovenState("a"))
                await activity.end(using: ovenState("done", loaves: 12), dismissalPolicy: .immediate)
                #expect(activity.contentState.tray.loaves == 12)
                #expect(activity.activityState == .dismissed)
                await second.end(using: nil)
                #expect(second.activityState == .ended)
                #expect(second.contentState.stage == "a")
            }
        }

        @Test("the style forms start a standard activity; the scheduled form starts it at once")
        func styles() async throws {
            try await withOvenCenter { center in
                let content = ActivityContent(state: ovenState("a"), staleDate: nil)
                let transient = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), content: content, pushType: nil, style: .transient)
                let scheduled = try Activity.request(
                    attributes: OvenAttributes(oven: "right"), content: content, style: .standard,
                    alertConfiguration: AlertConfiguration(title: "t", body: "b", sound: .default),
                    start: center.now.addingTimeInterval(3600))
                #expect(transient.activityState == .active)
                #expect(scheduled.activityState == .active)
            }
        }

        @Test("no push token ever arrives: the token is nil and the sequences end empty")
        func pushTokens() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("a"), pushType: .token)
                #expect(activity.pushToken == nil)
                #expect(Activity<OvenAttributes>.pushToStartToken == nil)
                var startTokens = 0
                for await _ in Activity<OvenAttributes>.pushToStartTokenUpdates { startTokens += 1 }
                #expect(startTokens == 0)
                let tokens = Task {
                    var count = 0
                    for await _ in activity.pushTokenUpdates { count += 1 }
                    return count
                }
                await activity.end(nil, dismissalPolicy: .immediate)
                #expect(await tokens.value == 0)
            }
        }

        @Test("contentStateUpdates yields each new content state")
        func contentStateUpdates() async throws {
            try await withOvenCenter { _ in
                let activity = try Activity.request(
                    attributes: OvenAttributes(oven: "left"), contentState: ovenState("a"))
                var iterator = activity.contentStateUpdates.makeAsyncIterator()
                await activity.update(using: ovenState("b"))
                let next = await iterator.next()
                #expect(next?.stage == "b")
            }
        }

        @Test("authorization: enabled as the center says, frequent pushes off, the change sequences end empty")
        func authorization() async {
            let denied = LiveActivityCenter(areActivitiesEnabled: false)
            let info = LiveActivityCenter.$current.withValue(denied) { ActivityAuthorizationInfo() }
            #expect(!info.areActivitiesEnabled)
            #expect(!info.frequentPushesEnabled)
            var changes = 0
            for await _ in info.activityEnablementUpdates { changes += 1 }
            for await _ in info.frequentPushEnablementUpdates { changes += 1 }
            #expect(changes == 0)
        }
    }

    @Suite("WidgetKit's documented forms")
    struct WidgetKitFormsTests {
        struct Entry: TimelineEntry {
            let date: Date
        }

        struct RelevantEntry: TimelineEntry {
            let date: Date
            let relevance: TimelineEntryRelevance?
        }

        @Test("TimelineEntryRelevance keeps score and duration (0 by default); an entry has none by default")
        func relevance() {
            let relevance = TimelineEntryRelevance(score: 3.5)
            #expect(relevance.score == 3.5)
            #expect(relevance.duration == 0)
            #expect(TimelineEntryRelevance(score: 1, duration: 90).duration == 90)
            #expect(Entry(date: .now).relevance == nil)
            let entry = RelevantEntry(date: .now, relevance: TimelineEntryRelevance(score: 7, duration: 60))
            #expect(AnyTimelineEntry(entry).relevance == TimelineEntryRelevance(score: 7, duration: 60))
        }
    }

    @Suite("AppIntents' and Foundation's documented forms")
    struct AppIntentsFormsTests {
        struct DoubleIntent: AppIntent {
            static let title: LocalizedStringResource = "Double"

            func perform() async throws -> some IntentResult & ReturnsValue<Int> & ProvidesDialog {
                .result(value: 42, dialog: "42")
            }
        }

        struct PlainIntent: AppIntent {
            static let title: LocalizedStringResource = "Plain"

            func perform() async throws -> some IntentResult {
                .result()
            }
        }

        @Test("a perform() result's value reads as an iOS unit test reads it")
        func resultValue() async throws {
            let result = try await DoubleIntent().perform()
            #expect(result.value == 42)
            let plain = try await PlainIntent().perform()
            #expect(plain.value == nil)
        }

        @Test("String(localized:) gives the key, or the default value, with values interpolated")
        func stringLocalized() {
            let count = 3
            #expect(String(localized: "\(count) loaves") == "3 loaves")
            #expect(String(localized: "loaves.key", defaultValue: "Loaves", comment: "c") == "Loaves")
            #expect(String(localized: "Hi", table: "T", bundle: .main, locale: Locale(identifier: "fr")) == "Hi")
            #expect(String(localized: LocalizedStringResource("Resource")) == "Resource")
            let value: String.LocalizationValue = "Value \(count)"
            #expect(String(localized: value) == "Value 3")
            #expect(String.LocalizationValue("x") == "x")
        }

        @Test("String(localized:options:) fills the placeholders with the replacements, in order")
        func localizationOptions() {
            var options = String.LocalizationOptions()
            #expect(String(localized: "\(placeholder: .int) loaves", options: options) == "${int} loaves")
            options.replacements = [3, 2.5]
            #expect(
                String(localized: "\(placeholder: .int) loaves, \(placeholder: .double) kg", options: options)
                    == "3 loaves, 2.5 kg")
            options.replacements = [12]
            #expect(String(localized: "k", defaultValue: "\(placeholder: .int) rolls", options: options) == "12 rolls")
            #expect(
                String(
                    localized: LocalizedStringResource("\(placeholder: .int) of \(placeholder: .int)"), options: options
                )
                    == "12 of ${int}")
        }

        struct RenameIntent: UndoableIntent {
            static let title: LocalizedStringResource = "Rename"

            func perform() async throws -> some IntentResult {
                .result()
            }
        }

        /// What an undo handler changes.
        @MainActor final class Loaf {
            var name = "Rye"
        }

        @Test("an UndoManager undoes the most recent action first, on the main actor, under the name it was given")
        @MainActor func undoManager() {
            let manager = UndoManager()
            let loaf = Loaf()
            #expect(!manager.canUndo)
            manager.registerUndo(withTarget: loaf) { $0.name = "Rye" }
            manager.setActionName("Rename to Spelt")
            loaf.name = "Spelt"
            manager.registerUndo(withTarget: loaf) { $0.name = "Spelt" }
            manager.setActionName("Rename to Oat")
            loaf.name = "Oat"
            #expect(manager.undoActionName == "Rename to Oat")
            manager.undo()
            #expect(loaf.name == "Spelt")
            #expect(manager.undoActionName == "Rename to Spelt")
            manager.undo()
            #expect(loaf.name == "Rye")
            #expect(!manager.canUndo)
            manager.undo()
            #expect(loaf.name == "Rye")
        }

        @Test("an UndoableIntent's undoManager is nil: no app's undo stack is there to register with")
        @MainActor func undoableIntent() {
            #expect(RenameIntent().undoManager == nil)
        }

        @Test("LocalizedStringResource's documented initializers keep the text and the table")
        func resourceInitializers() {
            #expect(LocalizedStringResource("Title", comment: "c").key == "Title")
            #expect(LocalizedStringResource("Title", table: "Intents", comment: "c").table == "Intents")
            #expect(LocalizedStringResource("k", defaultValue: "Default", bundle: .main).key == "Default")
            #expect(LocalizedStringResource("k", defaultValue: "Default", bundle: Bundle.main).key == "Default")
        }
    }

    /// Foundation on Linux lacks the localization API declared in the AppIntents module. When the
    /// toolchain's Foundation gains a symbol, users' files that import both would find it twice
    /// (ambiguous): this suite fails first, naming the symbol to remove from the module.
    @Suite("Foundation's localization API, as the toolchain offers it")
    struct FoundationLocalizationTests {
        static let probes: [(symbol: String, source: String)] = [
            ("String(localized:)", #"let s = String(localized: "Hello")"#),
            ("String(localized:defaultValue:)", #"let s = String(localized: "k", defaultValue: "Hello")"#),
            ("String.LocalizationValue", #"let v: String.LocalizationValue = "x""#),
            ("LocalizedStringResource", #"let r = LocalizedStringResource("key")"#),
            ("String.LocalizationOptions", #"let o = String.LocalizationOptions()"#),
        ]

        @Test(
            "the toolchain's Foundation still lacks it (else remove ours: the two would be ambiguous)",
            .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason)),
            arguments: probes.map(\.symbol)
        )
        func foundationLacks(_ symbol: String) async throws {
            let source = try #require(Self.probes.first { $0.symbol == symbol }).source
            let result = try await CompileCheck.typecheckOffThePool(
                "import Foundation\n\(source)\n", name: "FoundationProbe")
            #expect(
                !result.compiled,
                "Foundation now declares \(symbol): remove ours (AppIntents/Localization.swift, AppleAPI/Intents)"
            )
        }

        @Test(
            "the probe compiles what Foundation has, so a failure above is the symbol's absence",
            .enabled(if: CompileCheck.isAvailable, Comment(rawValue: CompileCheck.unavailableReason))
        )
        func controlProbeCompiles() async throws {
            let result = try await CompileCheck.typecheckOffThePool(
                "import Foundation\nlet d = Date()\nlet b = Bundle.main\n", name: "FoundationControl")
            #expect(result.compiled, "\(result.firstErrors(3))")
        }
    }
#endif
