/// How an App Shortcut is offered for each value of one of its intent's parameters: a summary naming the parameter
/// (`"Call \(\.$person)"`) and the collections of options it is offered for.
///
/// Spelled as Apple's `AppShortcutParameterPresentation`. Shortcuts are expanded from their phrases here
/// (`AppShortcutCatalog`); nothing shows the presentation, which ``AppShortcut`` accepts and does not keep.
public struct AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>
where
    Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
{
    /// The parameter presented.
    package let keyPath: ParameterKeyPath

    /// The summary that names it.
    package let summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>

    /// How many collections of options the presentation offers.
    package let optionsCollectionCount: Int

    /// Creates a presentation.
    /// - Parameters:
    ///   - keyPath: The parameter presented: `\.$person`.
    ///   - summary: The summary that names it.
    ///   - optionsCollections: The collections of options it is offered for.
    public init(
        for keyPath: ParameterKeyPath,
        summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>,
        @AppShortcutOptionsCollectionSpecificationBuilder<Value> optionsCollections: () ->
            some AppShortcutOptionsCollectionSpecification<Value>
    ) {
        self.keyPath = keyPath
        self.summary = summary
        self.optionsCollectionCount = Array(optionsCollections()).count
    }
}

/// The summary of an ``AppShortcutParameterPresentation``: a string that names the parameter.
///
/// Spelled as Apple's `AppShortcutParameterPresentationSummary`; kept, and shown by nothing here.
public struct AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>
where
    Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
{
    /// The summary's text, the parameter written `${name}`.
    package let text: String

    /// The strings table the summary is localized from, if not the default.
    package let table: StaticString?

    /// Creates a summary.
    /// - Parameters:
    ///   - summaryString: The summary: `"Call \(\.$person)"`.
    ///   - table: The strings table to localize it from.
    public init(
        _ summaryString: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>,
        table: StaticString? = nil
    ) {
        self.text = summaryString.text
        self.table = table
    }
}

/// The text of an ``AppShortcutParameterPresentationSummary``, written as a string literal that interpolates the
/// parameter's key path: `"Call \(\.$person)"`.
///
/// Spelled as Apple's `AppShortcutParameterPresentationSummaryString`.
public struct AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>:
    ExpressibleByStringInterpolation
where
    Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
    ParameterKeyPath: KeyPath<Intent, Parameter>
{
    /// The text, each interpolated parameter written `${parameter}`.
    package let text: String

    /// Creates the summary from a literal without interpolation.
    /// - Parameter value: The text.
    public init(stringLiteral value: String) {
        self.text = value
    }

    /// Creates the summary from an interpolated literal.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) {
        self.text = stringInterpolation.text
    }

    /// The parts of an interpolated summary: text, and the parameter's key path.
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text so far.
        package var text = ""

        /// Starts an interpolation.
        /// - Parameters:
        ///   - literalCapacity: The length of the literal parts.
        ///   - interpolationCount: The number of interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// Adds literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Adds the parameter: `\(\.$person)`.
        /// - Parameter keyPath: The parameter's key path.
        public mutating func appendInterpolation(_ keyPath: ParameterKeyPath) {
            text += "${parameter}"
        }
    }
}

/// The collections of options an ``AppShortcutParameterPresentation`` offers its parameter for, as its
/// `optionsCollections` builder makes them.
///
/// Spelled as Apple's `AppShortcutOptionsCollectionSpecification`.
public protocol AppShortcutOptionsCollectionSpecification<Value>: Sendable, Sequence
where Self.Element == any AppShortcutOptionsCollectionProtocol {
    /// The parameter's value type.
    associatedtype Value
}

/// The collections of options a builder made, in order.
package struct AppShortcutOptionsCollectionList<Value>: AppShortcutOptionsCollectionSpecification, @unchecked Sendable {
    /// The collections. Unchecked: a collection is kept and counted, never read across tasks.
    let collections: [any AppShortcutOptionsCollectionProtocol]

    /// The collections, in order.
    package func makeIterator() -> IndexingIterator<[any AppShortcutOptionsCollectionProtocol]> {
        collections.makeIterator()
    }
}

/// Builds an ``AppShortcutParameterPresentation``'s collections of options: one ``AppShortcutOptionsCollection``
/// per line, up to ten.
///
/// Spelled as Apple's `AppShortcutOptionsCollectionSpecificationBuilder`.
@resultBuilder
public enum AppShortcutOptionsCollectionSpecificationBuilder<Value> {
    /// One collection.
    public static func buildBlock<C0: AppShortcutOptionsCollectionProtocol>(_ c0: C0)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0])
    }

    /// Two collections.
    public static func buildBlock<C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol>(
        _ c0: C0, _ c1: C1
    ) -> some AppShortcutOptionsCollectionSpecification<Value> {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1])
    }

    /// Three collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2) -> some AppShortcutOptionsCollectionSpecification<Value> {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2])
    }

    /// Four collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AppShortcutOptionsCollectionSpecification<Value> {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3])
    }

    /// Five collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AppShortcutOptionsCollectionSpecification<Value> {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4])
    }

    /// Six collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4, c5])
    }

    /// Seven collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
        C6: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Eight collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
        C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Nine collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
        C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
        C8: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Ten collections.
    public static func buildBlock<
        C0: AppShortcutOptionsCollectionProtocol, C1: AppShortcutOptionsCollectionProtocol,
        C2: AppShortcutOptionsCollectionProtocol, C3: AppShortcutOptionsCollectionProtocol,
        C4: AppShortcutOptionsCollectionProtocol, C5: AppShortcutOptionsCollectionProtocol,
        C6: AppShortcutOptionsCollectionProtocol, C7: AppShortcutOptionsCollectionProtocol,
        C8: AppShortcutOptionsCollectionProtocol, C9: AppShortcutOptionsCollectionProtocol
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> some AppShortcutOptionsCollectionSpecification<Value>
    {
        AppShortcutOptionsCollectionList<Value>(collections: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }
}

/// A collection of options an App Shortcut is offered for: the options of a provider, with a title and an image.
///
/// Spelled as Apple's `AppShortcutOptionsCollection`; kept, and shown by nothing here.
public struct AppShortcutOptionsCollection<Provider: DynamicOptionsProvider>: AppShortcutOptionsCollectionProtocol {
    /// The provider of the options.
    public let dynamicOptionsProvider: Provider

    /// The collection's title.
    public let title: LocalizedStringResource

    /// The SF Symbol shown beside it, if any.
    public let systemImageName: String?

    /// Creates a collection.
    /// - Parameters:
    ///   - dynamicOptionsProvider: The provider of the options.
    ///   - title: The collection's title.
    ///   - systemImageName: The SF Symbol shown beside it.
    public init(_ dynamicOptionsProvider: Provider, title: LocalizedStringResource, systemImageName: String? = nil) {
        self.dynamicOptionsProvider = dynamicOptionsProvider
        self.title = title
        self.systemImageName = systemImageName
    }
}

extension AppShortcut {
    /// Creates a shortcut offered for each value of one of its intent's parameters.
    ///
    /// The presentation is accepted and not kept: shortcuts are expanded from their phrases here.
    /// - Parameters:
    ///   - intent: The intent to run.
    ///   - phrases: The phrases that run it.
    ///   - shortTitle: The short title shown on the tile.
    ///   - systemImageName: The SF Symbol shown on the tile.
    ///   - parameterPresentation: How the shortcut is offered for the parameter's values.
    public init<Intent, Value, Parameter, ParameterKeyPath>(
        intent: Intent,
        phrases: [AppShortcutPhrase<Intent>],
        shortTitle: LocalizedStringResource,
        systemImageName: String,
        parameterPresentation: AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>
    )
    where
        Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
        ParameterKeyPath: KeyPath<Intent, Parameter>
    {
        self.init(intent: intent, phrases: phrases, shortTitle: shortTitle, systemImageName: systemImageName)
    }
}

extension AppShortcutsProvider {
    /// The summary of a parameter presentation, as a shortcuts provider names it: `Summary("Call \(\.$person)")`.
    public typealias Summary<Intent, Value, Parameter, ParameterKeyPath> = AppShortcutParameterPresentationSummary<
        Intent, Value, Parameter, ParameterKeyPath
    >
    where
        Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
        ParameterKeyPath: KeyPath<Intent, Parameter>
}

extension AppShortcutsProvider {
    /// An options collection, as a shortcuts provider names it: `OptionsCollection(provider, title: "Rooms")`.
    public typealias OptionsCollection<Provider> = AppShortcutOptionsCollection<Provider>
    where Provider: DynamicOptionsProvider

    /// A parameter presentation, as a shortcuts provider names it: `ParameterPresentation(for: \.$room, …)`.
    public typealias ParameterPresentation<Intent, Value, Parameter, ParameterKeyPath> =
        AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>
    where
        Intent: AppIntent, Value: Sendable, Parameter: IntentParameter<Value>,
        ParameterKeyPath: KeyPath<Intent, Parameter>
}
