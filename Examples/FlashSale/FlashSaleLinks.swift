import IntentRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The shop's deep links, `hdSeckill://seckill?productId=…`, and the app's handler of them.
public enum FlashSaleLinks {
    /// The shop's URL scheme.
    public static let scheme = "hdSeckill"

    /// The host of the flash-sale pages.
    public static let host = "seckill"

    /// The sale page of a product.
    /// - Parameters:
    ///   - productId: The product.
    ///   - name: The product's name, shown before the page loads.
    /// - Returns: The link.
    /// - Throws: `DeepLinkError` if the values make no valid URL.
    public static func salePage(productId: String, name: String) throws(DeepLinkError) -> DeepLink {
        try DeepLink(
            scheme: scheme, host: host,
            queryItems: [URLQueryItem(name: "productId", value: productId), URLQueryItem(name: "name", value: name)])
    }

    /// The "buy now" link of a product.
    /// - Parameter productId: The product.
    /// - Returns: The link.
    /// - Throws: `DeepLinkError` if the values make no valid URL.
    public static func buyNow(productId: String) throws(DeepLinkError) -> DeepLink {
        try DeepLink(
            scheme: scheme, host: host,
            queryItems: [URLQueryItem(name: "productId", value: productId), URLQueryItem(name: "action", value: "buy")])
    }

    /// Adds the app's handler of its links to a router: a sale page opens ``OpenSeckillIntent``,
    /// `action=buy` runs ``BuyNowIntent``.
    /// - Parameter router: The host's router.
    public static func register(in router: inout DeepLinkRouter) {
        router.register(scheme: scheme, host: host) { (link) throws(DeepLinkError) in
            let productId = try link.requiredValue(forQueryItem: "productId")
            switch link.value(forQueryItem: "action") {
            case nil:
                return DeepLinkRoute(
                    actionIdentifier: "OpenSeckillIntent", parameters: ["productId": .string(productId)])
            case "buy":
                return DeepLinkRoute(actionIdentifier: "BuyNowIntent", parameters: ["productId": .string(productId)])
            case let action?:
                throw DeepLinkError(
                    .invalidQueryItem, url: link.description,
                    message: "unknown action `\(action)`; the app takes none (the sale page) or `buy`")
            }
        }
    }
}
