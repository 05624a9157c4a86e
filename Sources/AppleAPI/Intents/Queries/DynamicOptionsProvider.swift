/// Offers the values a parameter may take, computed when asked:
/// `@Parameter(title: "City", optionsProvider: CityOptions()) var city: String`.
///
/// Spelled as Apple's `DynamicOptionsProvider`. The runtime lists the options (`intents list`,
/// the MCP schema) and, when a parameter has an options provider, refuses a value that is not
/// among them.
public protocol DynamicOptionsProvider: SupportsAppDependencies, FrameworkSendableMetatype {
    /// What ``results()`` returns: `[Value]` or an `IntentItemCollection<Value>`.
    associatedtype Result: ResultsCollection

    /// The type of the suggested default.
    associatedtype DefaultValue = Result.Element

    /// The options.
    /// - Returns: The options.
    /// - Throws: Whatever computing them throws.
    func results() async throws -> Result

    /// The option selected before the person chooses one, if any.
    /// - Returns: The default option, or `nil`.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default, by default.
    public func defaultResult() async -> DefaultValue? { nil }

    /// A collection of options grouped in sections: `ItemCollection { ItemSection("Recent") { … } }`.
    public typealias ItemCollection<Value> = IntentItemCollection<Value>

    /// A titled section of options.
    public typealias ItemSection<Value> = IntentItemSection<Value>

    /// One option with its own title, subtitle and image.
    public typealias Item<Value> = IntentItem<Value>

    /// The options, type-erased, for the runtime.
    package func anyOptions() async throws -> [Any] {
        try await prepareDependencies()
        return try await results().items.map { $0 }
    }
}

/// What an options provider or a query returns: an array of values, or an
/// ``IntentItemCollection``.
public protocol ResultsCollection {
    /// The type of the values.
    associatedtype Element

    /// The values, in order, sections flattened.
    var items: [Element] { get }

    /// The text shown above the options, if any.
    var promptLabel: LocalizedStringResource? { get }

    /// Whether the options are shown with an A–Z index.
    var usesIndexedCollation: Bool { get }

    /// A collection with no values.
    static var empty: Self { get }
}

extension ResultsCollection {
    /// No prompt, by default.
    public var promptLabel: LocalizedStringResource? { nil }

    /// No A–Z index, by default.
    public var usesIndexedCollation: Bool { false }
}

extension Array: ResultsCollection {
    /// The array itself.
    public var items: [Element] { self }

    /// An empty array.
    public static var empty: [Element] { [] }
}
