import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The flash sale's Live Activity ("seckill", 秒杀): the product, its price and the moment the
/// sale ends, with a countdown to it; the state says whether the sale is on.
///
/// Each region opens its own deep link: the Lock Screen opens the product's sale page, the
/// expanded bottom region (the "buy now" button) buys it. The product's name travels
/// percent-encoded as UTF-8.
public struct SeckillActivityAttributes: ActivityAttributes, LiveActivityLinking {
    /// Whether the sale is on.
    public struct ContentState: Codable, Hashable, Sendable {
        /// `true` while the product can be bought at the sale price.
        public var isSeckill: Bool

        /// Creates a state.
        /// - Parameter isSeckill: Whether the sale is on.
        public init(isSeckill: Bool) {
            self.isSeckill = isSeckill
        }
    }

    /// The product's identifier, as the shop's links carry it.
    public var productId: String

    /// The product's name, in the shop's language.
    public var productName: String

    /// The sale price, in yuan.
    public var price: Decimal

    /// When the sale ends: what the countdown counts down to.
    public var endDate: Date

    /// Creates the attributes.
    /// - Parameters:
    ///   - productId: The product's identifier.
    ///   - productName: The product's name.
    ///   - price: The sale price, in yuan.
    ///   - endDate: When the sale ends.
    public init(productId: String, productName: String, price: Decimal, endDate: Date) {
        self.productId = productId
        self.productName = productName
        self.price = price
        self.endDate = endDate
    }

    /// The price as the activity shows it, as in `¥5999`.
    public var formattedPrice: String { "¥\(price)" }

    /// The time left on the countdown at a moment, as in `29m 30s`; `0s` once over.
    /// - Parameter date: The moment.
    /// - Returns: The time left.
    public func countdown(at date: Date) -> String {
        let seconds = max(0, Int(endDate.timeIntervalSince(date).rounded(.down)))
        let (hours, minutes) = (seconds / 3600, seconds % 3600 / 60)
        if hours > 0 { return minutes > 0 ? "\(hours)h \(minutes)m" : "\(hours)h" }
        if minutes > 0 { return seconds % 60 > 0 ? "\(minutes)m \(seconds % 60)s" : "\(minutes)m" }
        return "\(seconds)s"
    }

    /// The sale page (Lock Screen) and, while the sale is on, the "buy now" link (expanded
    /// bottom region).
    /// - Parameter state: The state shown.
    /// - Returns: The links by region.
    /// - Throws: `DeepLinkError` if the values make no valid URL.
    public func deepLinks(for state: ContentState) throws(DeepLinkError) -> [LiveActivityRegion: DeepLink] {
        var links = [
            LiveActivityRegion.lockScreen: try FlashSaleLinks.salePage(productId: productId, name: productName)
        ]
        if state.isSeckill {
            links[.expanded(.bottom)] = try FlashSaleLinks.buyNow(productId: productId)
        }
        return links
    }
}
