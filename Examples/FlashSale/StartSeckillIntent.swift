import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Starts the flash sale's Live Activity for a product, with a countdown to the sale's end. A
/// `LiveActivityIntent` may start an activity without bringing the app to the foreground.
public struct StartSeckillIntent: LiveActivityIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Start flash sale"

    /// The product's identifier.
    @Parameter(title: "Product ID")
    public var productId: String

    /// The product's name.
    @Parameter(title: "Product name")
    public var productName: String

    /// The sale price, in yuan.
    @Parameter(title: "Price", inclusiveRange: (0.01, 1_000_000))
    public var price: Double

    /// How long the sale lasts.
    @Parameter(title: "Minutes", default: 30, inclusiveRange: (1, 480))
    public var minutes: Int

    /// Creates the intent.
    public init() {}

    /// Starts the activity, unless a sale of the product is already on.
    public func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        if let running = Activity<SeckillActivityAttributes>.activities.first(where: {
            $0.attributes.productId == productId && !$0.activityState.hasEnded
        }) {
            throw SeckillError(message: "a flash sale of \(productId) is already on (Live Activity \(running.id))")
        }
        // The center's clock, rather than `Date()`: a host that replays time starts the countdown
        // at its own now.
        let now = LiveActivityCenter.current.now
        let end = now.addingTimeInterval(TimeInterval(minutes * 60))
        let attributes = SeckillActivityAttributes(
            productId: productId, productName: productName, price: Decimal(string: "\(price)") ?? Decimal(price),
            endDate: end)
        let activity = try Activity.request(
            attributes: attributes,
            content: ActivityContent(state: .init(isSeckill: true), staleDate: end, relevanceScore: 100)
        )
        return .result(
            value: activity.id,
            dialog: "Flash sale: \(productName) at \(attributes.formattedPrice), \(attributes.countdown(at: now)) left"
        )
    }
}
