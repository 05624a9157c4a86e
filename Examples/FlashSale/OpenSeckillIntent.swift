import IntentRuntime

/// The sale page of a product: where the activity's Lock Screen link leads.
public struct OpenSeckillIntent: AppIntent {
    /// The title shown to the user.
    public static let title: LocalizedStringResource = "Open flash sale"

    /// The page opens in the app.
    public static var openAppWhenRun: Bool { true }

    /// The product's identifier.
    @Parameter(title: "Product ID")
    public var productId: String

    /// Creates the intent.
    public init() {}

    /// Shows the product's sale: on, with the time left; over; or none.
    public func perform() async throws -> some IntentResult & ReturnsValue<Bool> & ProvidesDialog {
        guard
            let activity = Activity<SeckillActivityAttributes>.activities.last(where: {
                $0.attributes.productId == productId
            })
        else {
            return .result(value: false, dialog: "No flash sale of \(productId)")
        }
        let attributes = activity.attributes
        let now = LiveActivityCenter.current.now
        guard activity.content.state.isSeckill, !activity.activityState.hasEnded, now < attributes.endDate else {
            return .result(value: false, dialog: "\(attributes.productName): the flash sale is over")
        }
        return .result(
            value: true,
            dialog: "\(attributes.productName) at \(attributes.formattedPrice), \(attributes.countdown(at: now)) left"
        )
    }
}
