// A bakery's order-tracking Live Activity, written to ActivityKit's documented API (issue 21): the
// attributes live in a module shared by the app and its widget extension, so they are public, and
// their content state is `Codable, Hashable` only, as Apple's `ActivityAttributes` asks (no
// `Sendable`). The app still supports iOS 16.1, so it uses the 16.1 forms beside the 16.2 ones.
// API shapes: developer.apple.com/documentation/activitykit — Activity, AlertConfiguration,
// ActivityAuthorizationInfo, ActivityStyle, PushType.
import ActivityKit
import Foundation

/// An order's Live Activity: the order, and where its baking stands.
public struct BakeryOrderAttributes: ActivityAttributes {
    /// Where the order stands.
    public struct ContentState: Codable, Hashable {
        /// The baking stage.
        public var stage: String
        /// When the order is ready.
        public var readyAt: Date

        /// Creates a state.
        public init(stage: String, readyAt: Date) {
            self.stage = stage
            self.readyAt = readyAt
        }
    }

    /// The order's number.
    public var orderNumber: Int
    /// What was ordered.
    public var items: [String]

    /// Creates the attributes.
    public init(orderNumber: Int, items: [String]) {
        self.orderNumber = orderNumber
        self.items = items
    }
}

enum BakeryOrderTracker {
    static func start(order: Int, readyAt: Date) throws -> Activity<BakeryOrderAttributes> {
        let attributes = BakeryOrderAttributes(orderNumber: order, items: ["Baguette", "Croissant"])
        let state = BakeryOrderAttributes.ContentState(stage: "Kneading", readyAt: readyAt)
        // iOS 16.1's form, with a bare content state.
        return try Activity.request(attributes: attributes, contentState: state, pushType: nil)
    }

    static func startWithPushes(order: Int, readyAt: Date) throws -> Activity<BakeryOrderAttributes> {
        let attributes = BakeryOrderAttributes(orderNumber: order, items: ["Sourdough"])
        let content = ActivityContent(
            state: BakeryOrderAttributes.ContentState(stage: "Proofing", readyAt: readyAt),
            staleDate: readyAt.addingTimeInterval(3600),
            relevanceScore: 50
        )
        return try Activity.request(attributes: attributes, content: content, pushType: .token)
    }

    static func startTransient(order: Int, readyAt: Date) throws -> Activity<BakeryOrderAttributes> {
        let attributes = BakeryOrderAttributes(orderNumber: order, items: ["Muffin"])
        let content = ActivityContent(
            state: BakeryOrderAttributes.ContentState(stage: "Boxed", readyAt: readyAt), staleDate: nil)
        return try Activity.request(attributes: attributes, content: content, pushType: nil, style: .transient)
    }

    static func schedule(order: Int, pickUp: Date) throws -> Activity<BakeryOrderAttributes> {
        let attributes = BakeryOrderAttributes(orderNumber: order, items: ["Cake"])
        let content = ActivityContent(
            state: BakeryOrderAttributes.ContentState(stage: "Ordered", readyAt: pickUp), staleDate: nil)
        let alert = AlertConfiguration(title: "Your cake", body: "Baking starts now.", sound: .default)
        return try Activity.request(
            attributes: attributes, content: content, pushType: nil, style: .standard, alertConfiguration: alert,
            start: pickUp.addingTimeInterval(-7200))
    }

    static func advance(_ activity: Activity<BakeryOrderAttributes>, to stage: String) async {
        var state = activity.content.state
        state.stage = stage
        let alert = AlertConfiguration(
            title: "Order \(activity.attributes.orderNumber)",
            body: "Now: \(stage)",
            sound: .named("oven-bell.caf")
        )
        await activity.update(ActivityContent(state: state, staleDate: nil), alertConfiguration: alert)
        await activity.update(ActivityContent(state: state, staleDate: nil), alertConfiguration: nil, timestamp: .now)
    }

    static func advanceOnIOS161(_ activity: Activity<BakeryOrderAttributes>, to stage: String) async {
        var state = activity.contentState
        state.stage = stage
        await activity.update(using: state)
        await activity.update(
            using: state,
            alertConfiguration: AlertConfiguration(
                title: "Update", body: LocalizedStringResource("Now: \(stage)"), sound: .default))
    }

    static func finish(_ activity: Activity<BakeryOrderAttributes>) async {
        let done = BakeryOrderAttributes.ContentState(stage: "Picked up", readyAt: .now)
        await activity.end(using: done, dismissalPolicy: .immediate)
    }

    static func finishLater(_ activity: Activity<BakeryOrderAttributes>) async {
        await activity.end(nil, dismissalPolicy: .after(.now.addingTimeInterval(600)))
        await activity.end(nil, dismissalPolicy: .default, timestamp: .now)
        await activity.end(using: nil)
    }

    static func forwardPushTokens(of activity: Activity<BakeryOrderAttributes>) async {
        for await token in activity.pushTokenUpdates {
            let hex = token.map { String(format: "%02x", $0) }.joined()
            _ = hex
        }
        if let token = activity.pushToken { _ = token.count }
    }

    static func forwardPushToStartTokens() async {
        if let token = Activity<BakeryOrderAttributes>.pushToStartToken { _ = token }
        for await token in Activity<BakeryOrderAttributes>.pushToStartTokenUpdates {
            _ = token.base64EncodedString()
        }
    }

    static func watch(_ activity: Activity<BakeryOrderAttributes>) async {
        for await state in activity.contentStateUpdates {
            _ = state.stage
        }
        for await content in activity.contentUpdates {
            _ = content.relevanceScore
        }
        for await state in activity.activityStateUpdates where state == .dismissed {
            break
        }
    }

    static func watchPermissions() async {
        let info = ActivityAuthorizationInfo()
        guard info.areActivitiesEnabled else { return }
        _ = info.frequentPushesEnabled
        for await enabled in info.activityEnablementUpdates {
            _ = enabled
        }
        for await frequent in info.frequentPushEnablementUpdates {
            _ = frequent
        }
    }
}
