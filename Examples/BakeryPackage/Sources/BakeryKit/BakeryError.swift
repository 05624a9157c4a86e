import AppIntents

/// Why an order cannot be taken, as Shortcuts and Siri show it.
public enum BakeryError: Error, CustomLocalizedStringResourceConvertible {
    /// The cake is sold out today.
    case soldOut(String)

    /// What a person sees.
    public var localizedStringResource: LocalizedStringResource {
        switch self {
        case .soldOut(let cake): "\(cake) is sold out today"
        }
    }
}
