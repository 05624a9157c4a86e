/// A way to pay that an intent takes or returns: a card, an account, Apple Pay.
///
/// Spelled as Apple's `IntentPaymentMethod`. Nothing pays here: the method is a value the intent keeps,
/// compares and shows.
public struct IntentPaymentMethod: Hashable, Sendable {
    /// The kind of method: credit card, checking account…
    public let paymentType: IntentPaymentMethod.PaymentType

    /// The method's name as given, if any.
    package let nameResource: LocalizedStringResource?

    /// The method's name, if any: the key of the name given (Apple's property is a `String?`, as here).
    public var name: String? { nameResource?.key }

    /// What tells the method apart from others of its kind (a card's last digits), if anything.
    public let identificationHint: String?

    /// The method's picture, if any.
    public let icon: DisplayRepresentation.Image?

    /// Creates a payment method.
    /// - Parameters:
    ///   - type: The kind of method.
    ///   - name: Its name.
    ///   - identificationHint: What tells it apart from others of its kind.
    ///   - icon: Its picture.
    public init(
        type: IntentPaymentMethod.PaymentType,
        name: LocalizedStringResource? = nil,
        identificationHint: String? = nil,
        icon: DisplayRepresentation.Image? = nil
    ) {
        self.paymentType = type
        self.nameResource = name
        self.identificationHint = identificationHint
        self.icon = icon
    }

    /// How the method is shown: its name (else its kind), the hint as subtitle, the icon.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: nameResource ?? LocalizedStringResource(stringLiteral: "\(paymentType)"),
            subtitle: identificationHint.map { LocalizedStringResource(stringLiteral: $0) },
            image: icon
        )
    }

    /// "Payment Method".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Payment Method")
    }

    /// The kinds of payment method.
    public enum PaymentType: Hashable, Sendable {
        /// A kind not among the others.
        case unknown
        /// A checking account.
        case checking
        /// A savings account.
        case savings
        /// A brokerage account.
        case brokerage
        /// A debit card.
        case debit
        /// A credit card.
        case credit
        /// A prepaid card.
        case prepaid
        /// A store card.
        case store
        /// Apple Pay.
        case applePay
    }
}
