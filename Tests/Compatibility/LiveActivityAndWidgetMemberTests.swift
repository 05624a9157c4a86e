// What the ActivityKit and WidgetKit pages added to Documentation/AppleAPI.md from the copy of Apple's pages do here:
// the update sequences' inherited `AsyncSequence` methods, the error cases and members, and the WidgetKit members
// offered with them. Each test uses them as an app would and checks what the table's status says.
#if !canImport(Darwin)
    import ActivityKit
    import Foundation
    import IntentRuntime  // the engine's Live Activity center, which the facades do not offer
    import Testing
    import WidgetKit

    @Suite("ActivityKit and WidgetKit pages listed from the copy of Apple's documentation")
    struct LiveActivityAndWidgetMemberTests {
        struct BreadAttributes: ActivityAttributes {
            struct ContentState: Codable, Hashable {
                var stage: String
            }

            var loaf: String
        }

        struct Config: WidgetConfigurationIntent {
            static let title: LocalizedStringResource = "Loaf"
        }

        private func withCenter<Result>(_ body: () async throws -> Result) async rethrows -> Result {
            let center = LiveActivityCenter(clock: ManualClock(), startDate: Date(timeIntervalSince1970: 1_800_000_000))
            return try await LiveActivityCenter.$current.withValue(center) { try await body() }
        }

        @Test("an update sequence's map, filter, prefix(while:) and first(where:) run over the activity's updates")
        func inheritedSequenceMethods() async throws {
            try await withCenter {
                let activity = try Activity.request(
                    attributes: BreadAttributes(loaf: "rye"),
                    content: ActivityContent(state: .init(stage: "proofing"), staleDate: nil))
                var stages = activity.contentUpdates.map { $0.state.stage }.filter { $0 != "skip" }.makeAsyncIterator()
                await activity.update(ActivityContent(state: .init(stage: "skip"), staleDate: nil))
                await activity.update(ActivityContent(state: .init(stage: "baking"), staleDate: nil))
                #expect(await stages.next() == "baking")
                var states = activity.activityStateUpdates.prefix { $0 != .dismissed }.makeAsyncIterator()
                await activity.end(nil, dismissalPolicy: .default)
                #expect(await states.next() == .ended)
                await activity.end(nil, dismissalPolicy: .immediate)
                #expect(await states.next() == nil, "prefix(while:) stops at the dismissal")
                let afterwards = await activity.activityStateUpdates.first { _ in true }
                #expect(afterwards == nil, "a dismissed activity's sequence ends at once")
            }
        }

        @Test("the enablement sequences end at once: reduce, contains and next(isolation:) see no element")
        func enablementSequencesAreEmpty() async {
            let info = ActivityAuthorizationInfo()
            #expect(await info.activityEnablementUpdates.reduce(0) { count, _ in count + 1 } == 0)
            #expect(await !info.frequentPushEnablementUpdates.contains(true))
            var iterator = info.activityEnablementUpdates.makeAsyncIterator()
            #expect(await iterator.next(isolation: nil) == nil)
        }

        @Test("the three new error cases are distinct codes, never equal to the others; the error protocols' members")
        func errorCasesAndMembers() {
            let new: [ActivityAuthorizationError] = [.targetMaximumExceeded, .unsupported, .unsupportedTarget]
            let old: [ActivityAuthorizationError] = [
                .attributesTooLarge, .denied, .globalMaximumExceeded, .malformedActivityIdentifier,
                .missingProcessIdentifier, .persistenceFailure, .reconnectNotPermitted, .unentitled, .visibility,
            ]
            #expect(Set((new + old).map(\.errorCode)).count == 12)
            #expect(Set(new + old).count == 12, "hash(into:) and == see twelve codes")
            for error in new { #expect(old.allSatisfy { $0 != error }) }
            #expect(ActivityAuthorizationError.unsupported.errorUserInfo.isEmpty)
            #expect(ActivityAuthorizationError.unsupported.helpAnchor == nil)
            #expect(
                ActivityAuthorizationError.targetMaximumExceeded.errorDescription?.hasPrefix("targetMaximumExceeded")
                    == true)
        }

        struct LoafEntry: TimelineEntry {
            let date: Date
        }

        struct Nearby: RelevanceEntry {
            let bakery: String
        }

        @PreviewTimelineBuilder
        func previewTimeline() -> [any TimelineEntry] {
            LoafEntry(date: Date(timeIntervalSince1970: 0))
            for hour in 1...2 {
                LoafEntry(date: Date(timeIntervalSince1970: Double(hour) * 3600))
            }
        }

        @PreviewActivityBuilder<BreadAttributes>
        func previewStates() -> [BreadAttributes.ContentState] {
            BreadAttributes.ContentState(stage: "proofing")
            BreadAttributes.ContentState(stage: "baking")
        }

        @PreviewRelevanceEntryBuilder<Nearby>
        func previewRelevance() -> [Nearby] {
            for bakery in ["north", "south"] {
                Nearby(bakery: bakery)
            }
        }

        @Test("the preview builders build entries, states and relevance entries in order, loops included")
        func previewBuilders() {
            #expect(previewTimeline().map(\.date.timeIntervalSince1970) == [0, 3600, 7200])
            #expect(previewStates().map(\.stage) == ["proofing", "baking"])
            #expect(previewRelevance().map(\.bakery) == ["north", "south"])
        }

        @Test("ActivityState encodes as its case's name and decodes it back; another string is refused")
        func activityStateCoding() throws {
            let data = try JSONEncoder().encode([ActivityState.stale, .pending])
            #expect(String(decoding: data, as: UTF8.self) == #"["stale","pending"]"#)
            #expect(try JSONDecoder().decode([ActivityState].self, from: data) == [.stale, .pending])
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(ActivityState.self, from: Data(#""paused""#.utf8))
            }
        }

        @Test("ActivityContent describes itself; AlertConfiguration compares title, body and sound")
        func contentDescriptionAndAlertEquality() {
            let content = ActivityContent(state: BreadAttributes.ContentState(stage: "cooling"), staleDate: nil)
            #expect(content.description.contains("cooling"))
            #expect(content.description.contains("relevanceScore: 0.0"))
            let alert = AlertConfiguration(title: "Ready", body: "Your rye is ready", sound: .default)
            #expect(alert == AlertConfiguration(title: "Ready", body: "Your rye is ready", sound: .default))
            #expect(alert != AlertConfiguration(title: "Ready", body: "Your rye is ready", sound: .named("bell")))
        }

        @Test("WidgetKit: a string recommendation, the activity key, the Live Activity type")
        func widgetKitMembers() {
            let recommendation = AppIntentRecommendation(intent: Config(), description: "Rye".dropLast())
            #expect(String(describing: recommendation.description) == "Ry")
            #expect(WidgetCenter.UserInfoKey.activityID == "WGWidgetUserInfoKeyActivityID")
            #expect(NSUserActivityTypeLiveActivity == "NSUserActivityTypeLiveActivity")
        }
    }
#endif
