import ActivityKit
import AppIntents
import Foundation

/// A cake in the oven, as a Live Activity.
public struct OvenAttributes: ActivityAttributes {
    /// How long it has to go.
    public struct ContentState: Codable, Hashable, Sendable {
        /// Minutes left.
        public var minutesLeft: Int

        /// Creates a state.
        /// - Parameter minutesLeft: Minutes left.
        public init(minutesLeft: Int) {
            self.minutesLeft = minutesLeft
        }
    }

    /// The cake's name.
    public var cake: String

    /// Creates the attributes.
    /// - Parameter cake: The cake's name.
    public init(cake: String) {
        self.cake = cake
    }
}

/// Puts a cake in the oven: starts its Live Activity.
public struct StartBakingIntent: LiveActivityIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Start Baking"

    /// The cake.
    @Parameter(title: "Cake")
    public var cake: CakeEntity

    /// Minutes in the oven.
    @Parameter(title: "Minutes", default: 40, inclusiveRange: (1, 240))
    public var minutes: Int

    /// Creates the intent.
    public init() {}

    /// Starts the activity.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let activity = try Activity.request(
            attributes: OvenAttributes(cake: cake.name),
            content: ActivityContent(state: .init(minutesLeft: minutes), staleDate: nil)
        )
        return .result(value: activity.id, dialog: "\(cake.name) is in the oven for \(minutes) minutes")
    }
}
