// A nap-timer app's intents and Live Activity, written to the usage of issue 21's second never-studied set
// (Tests/Compatibility/USAGE.md, "A second never-studied set"): a duration parameter as a `Measurement<UnitDuration>`
// converted to seconds; a Live Activity intent that resumes a continuation with `IntentResultContainer.result()`;
// the iOS 16.1 forms an app that still supports 16.1 uses (`request(attributes:contentState:)` without a push type,
// `end(dismissalPolicy:)` with the state left out, `update(using:alertConfiguration:)`) beside the 16.2 ones
// (`end(_:dismissalPolicy:)` with each activity's `content`, `update(_:alertConfiguration:)` with an
// `AlertConfiguration(title:body:sound:)` written as `.init`).
// API shapes: developer.apple.com/documentation/activitykit/activity; /appintents/intentresultcontainer;
// /appintents/liveactivityintent.
import ActivityKit
import AppIntents
import Foundation

struct NapAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var wakeAt: Date
    }

    var napName: String
}

enum NapActivities {
    static func start(name: String, wakeAt: Date) throws -> Activity<NapAttributes> {
        try Activity.request(attributes: NapAttributes(napName: name), contentState: .init(wakeAt: wakeAt))
    }

    static func snooze(_ activity: Activity<NapAttributes>, until wakeAt: Date) async {
        if #available(iOS 16.2, *) {
            await activity.update(
                ActivityContent(state: .init(wakeAt: wakeAt), staleDate: .none),
                alertConfiguration: .init(title: "Snoozed", body: "Five more minutes", sound: .default)
            )
        } else {
            await activity.update(
                using: .init(wakeAt: wakeAt),
                alertConfiguration: .init(title: "Snoozed", body: "Five more minutes", sound: .default)
            )
        }
    }

    static func endAll() async {
        for activity in Activity<NapAttributes>.activities {
            await activity.end(activity.content, dismissalPolicy: .immediate)
        }
    }

    static func endAllLegacy() async {
        for activity in Activity<NapAttributes>.activities {
            await activity.end(dismissalPolicy: .immediate)
        }
    }
}

struct StartNapIntent: AppIntent {
    static let title: LocalizedStringResource = "Start a nap"

    @Parameter(title: "Duration", requestValueDialog: "For how long?")
    var duration: Measurement<UnitDuration>

    static var parameterSummary: some ParameterSummary {
        Summary("Nap for \(\.$duration)")
    }

    func perform() async throws -> some IntentResult {
        let seconds = duration.converted(to: .seconds).value
        _ = try NapActivities.start(name: "Nap", wakeAt: Date().addingTimeInterval(seconds))
        return .result()
    }
}

struct WakeUpIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Wake up"
    static let isDiscoverable: Bool = false

    func perform() async throws -> some IntentResult {
        await NapActivities.endAll()
        return await withCheckedContinuation { continuation in
            continuation.resume(returning: IntentResultContainer.result())
        }
    }
}
