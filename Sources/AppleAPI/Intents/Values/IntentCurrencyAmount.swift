#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// An amount of money in a currency, as an intent takes or returns it.
///
/// Spelled as Apple's `IntentCurrencyAmount`.
public struct IntentCurrencyAmount: Hashable, Sendable, CustomStringConvertible {
    /// The amount.
    public let amount: Decimal

    /// The ISO 4217 currency code: `EUR`.
    public let currencyCode: String

    /// Creates an amount.
    /// - Parameters:
    ///   - amount: The amount.
    ///   - currencyCode: The ISO 4217 currency code.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    /// `12.5 EUR`.
    public var description: String { "\(amount) \(currencyCode)" }
}
