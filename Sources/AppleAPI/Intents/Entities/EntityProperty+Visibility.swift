extension EntityProperty {
    /// Creates a property with a title, a description, an authentication policy and a visibility (iOS 27.3):
    /// `@Property(title: "Tax ID", visibility: .internal) var taxID: String`.
    ///
    /// The title is kept as ``init(title:)`` keeps it; the description, policy and visibility are accepted and read
    /// by nothing here (no system feature lists properties, and nothing asks to authenticate).
    /// - Parameters:
    ///   - title: The title shown to the user; `nil` lets the property's name stand for it.
    ///   - description: What the property holds.
    ///   - authenticationPolicy: What reading the property requires.
    ///   - visibility: Whether system features list the property.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        authenticationPolicy: IntentAuthenticationPolicy? = nil,
        visibility: IntentVisibility? = nil
    ) {
        if let title { self.init(title: title) } else { self.init() }
    }
}
