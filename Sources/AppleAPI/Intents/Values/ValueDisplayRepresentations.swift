// How AppIntents' own value types are shown: Apple's pages list them as `DisplayRepresentable` (and so
// `CustomLocalizedStringResourceConvertible`). Here they have the members, not the conformances: the runtime prints
// these values by their own descriptions, and a conformance would change what it prints.

extension IntentCurrencyAmount {
    /// The amount and its currency code as the title: `12.50 EUR`.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: description))
    }

    /// "Currency Amount".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation {
        TypeDisplayRepresentation(name: "Currency Amount")
    }

    /// The amount and its currency code, as ``displayRepresentation``'s title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

extension IntentPaymentMethod {
    /// The method's title, as ``displayRepresentation`` shows it.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

extension IntentFile {
    /// The file's name as the title.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: filename))
    }

    /// "File".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(name: "File") }

    /// The file's name, as ``displayRepresentation``'s title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}
