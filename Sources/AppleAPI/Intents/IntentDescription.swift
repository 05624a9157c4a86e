/// The description of an intent, shown in Shortcuts and Spotlight.
public struct IntentDescription: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The description text.
    public var descriptionText: LocalizedStringResource

    /// A category the intent is grouped under, if any.
    public var categoryName: LocalizedStringResource?

    /// Words that find the intent in search.
    public var searchKeywords: [LocalizedStringResource]

    /// The name of the value the intent returns, as Shortcuts labels it, if given.
    public var resultValueName: LocalizedStringResource?

    /// Creates a description.
    /// - Parameters:
    ///   - descriptionText: The description text.
    ///   - categoryName: A category the intent is grouped under.
    ///   - searchKeywords: Words that find the intent in search.
    ///   - resultValueName: The name of the value the intent returns.
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = [],
        resultValueName: LocalizedStringResource? = nil
    ) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// Creates a description without a result value name: AppIntents' iOS 16 initializer, kept
    /// apart as Apple's is, so references to it resolve.
    /// - Parameters:
    ///   - descriptionText: The description text.
    ///   - categoryName: A category the intent is grouped under.
    ///   - searchKeywords: Words that find the intent in search.
    public init(
        _ descriptionText: LocalizedStringResource,
        categoryName: LocalizedStringResource? = nil,
        searchKeywords: [LocalizedStringResource] = []
    ) {
        self.init(descriptionText, categoryName: categoryName, searchKeywords: searchKeywords, resultValueName: nil)
    }

    /// Creates a description from a string literal.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }
}
