import IntentRuntime

/// The flash-sale app's intents, for a host to register:
/// `registry.register(package: FlashSalePackage.self)`.
public enum FlashSalePackage: ListedIntentsPackage {
    /// The intents declared in this module.
    public static var intents: [any AppIntent.Type] {
        [StartSeckillIntent.self, BuyNowIntent.self, OpenSeckillIntent.self]
    }
}
