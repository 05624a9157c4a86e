// A delivery app's Live Activity settings screen logic, written to the documented forms of ActivityKit's
// authorization API (issue 21): it watches whether Live Activities and frequent pushes are enabled, starts an
// activity, and reports an authorization error with its localized description.
// API shapes: developer.apple.com/documentation/activitykit/activityauthorizationinfo;
// /activityauthorizationinfo/frequentpushenablementupdates-swift.struct; /activityauthorizationerror/errordescription.
import ActivityKit
import AppIntents

struct DeliveryAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var stopsAway: Int
    }

    var orderNumber: String
}

struct TrackDeliveryIntent: LiveActivityIntent {
    static let title: LocalizedStringResource = "Track Delivery"

    @Parameter(title: "Order")
    var order: String

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        let info = ActivityAuthorizationInfo()
        guard info.areActivitiesEnabled else { return .result(value: "disabled") }
        var frequentPushes = info.frequentPushesEnabled
        for await enabled in info.frequentPushEnablementUpdates {
            frequentPushes = enabled
        }
        do {
            let activity = try Activity.request(
                attributes: DeliveryAttributes(orderNumber: order),
                content: ActivityContent(state: .init(stopsAway: 5), staleDate: nil),
                pushType: frequentPushes ? .token : nil
            )
            return .result(value: activity.id)
        } catch let error as ActivityAuthorizationError {
            return .result(value: error.errorDescription ?? "\(error)")
        }
    }
}
