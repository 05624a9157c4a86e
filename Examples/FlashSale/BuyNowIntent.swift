import IntentRuntime

/// The activity's "buy now" button: buys the product at the sale price while the sale is on,
/// and ends the activity (the sale is over for this customer).
public struct BuyNowIntent: LiveActivityIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Buy now"

    /// The product's identifier.
    @Parameter(title: "Product ID")
    public var productId: String

    /// Creates the intent.
    public init() {}

    /// Buys the product if its sale is on; either way the activity ends showing the sale over.
    public func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        guard
            let activity = Activity<SeckillActivityAttributes>.activities.first(where: {
                $0.attributes.productId == productId && !$0.activityState.hasEnded
            })
        else {
            throw SeckillError(message: "no flash sale of \(productId) is on")
        }
        let attributes = activity.attributes
        let now = LiveActivityCenter.current.now
        let isOn = activity.content.state.isSeckill && now < attributes.endDate
        await activity.end(ActivityContent(state: .init(isSeckill: false), staleDate: nil), dismissalPolicy: .default)
        guard isOn else {
            return .result(value: false, dialog: "The flash sale of \(attributes.productName) is over")
        }
        return .result(value: true, dialog: "Bought \(attributes.productName) for \(attributes.formattedPrice)")
    }
}
