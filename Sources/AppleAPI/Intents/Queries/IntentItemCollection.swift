/// One option a provider offers, with the title, subtitle and image it is shown with.
///
/// Spelled as Apple's `IntentItem`.
public struct IntentItem<Value: Sendable>: Sendable {
    /// The value chosen when the person picks this option.
    public var value: Value

    /// How the option is shown.
    public var displayRepresentation: DisplayRepresentation

    /// Creates an option.
    /// - Parameters:
    ///   - value: The value.
    ///   - title: The title shown.
    ///   - subtitle: Secondary text.
    ///   - image: An image shown beside it.
    public init(
        _ value: Value,
        title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil
    ) {
        self.value = value
        self.displayRepresentation = DisplayRepresentation(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an option shown as the value shows itself: its display representation, else its text.
    /// - Parameter value: The value.
    public init(_ value: Value) {
        self.value = value
        self.displayRepresentation = DisplayRepresentation(
            title: LocalizedStringResource(LocalizedStringResource.text(of: value)))
    }

    /// Builds the items of a section from values and items: `ItemSection("Italian") { "Dante"; "Manzoni" }`.
    @resultBuilder
    public enum Builder {
        /// One item.
        public static func buildExpression(_ item: IntentItem<Value>) -> [IntentItem<Value>] { [item] }

        /// A bare value, shown as itself.
        public static func buildExpression(_ value: Value) -> [IntentItem<Value>] { [IntentItem(value)] }

        /// Items from a loop or a list.
        public static func buildExpression(_ items: [IntentItem<Value>]) -> [IntentItem<Value>] { items }

        /// The items of every statement, in order.
        public static func buildBlock(_ components: [IntentItem<Value>]...) -> [IntentItem<Value>] {
            components.flatMap { $0 }
        }

        /// The items of a `for` loop.
        public static func buildArray(_ components: [[IntentItem<Value>]]) -> [IntentItem<Value>] {
            components.flatMap { $0 }
        }

        /// The items of an `if` without `else`.
        public static func buildOptional(_ component: [IntentItem<Value>]?) -> [IntentItem<Value>] { component ?? [] }

        /// The items of an `if` branch.
        public static func buildEither(first component: [IntentItem<Value>]) -> [IntentItem<Value>] { component }

        /// The items of an `else` branch.
        public static func buildEither(second component: [IntentItem<Value>]) -> [IntentItem<Value>] { component }
    }
}

/// A titled group of options.
///
/// Spelled as Apple's `IntentItemSection`.
public struct IntentItemSection<Value: Sendable>: Sendable {
    /// The section's title, if any.
    public var title: LocalizedStringResource?

    /// The options in the section.
    public var items: [IntentItem<Value>]

    /// The section's secondary text, if any (Apple's pages list no property for it).
    package var subtitle: LocalizedStringResource?

    /// The section's image, if any (Apple's pages list no property for it).
    package var image: DisplayRepresentation.Image?

    /// The section's title, subtitle and image as one representation: Apple's `description`; `nil` for an untitled
    /// section. Setting it sets the three (a `nil` representation removes them).
    public var description: DisplayRepresentation? {
        get { title.map { DisplayRepresentation(title: $0, subtitle: subtitle, image: image) } }
        set {
            title = newValue?.title
            subtitle = newValue?.subtitle
            image = newValue?.image
        }
    }

    /// Creates a section of values, each shown as itself.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - items: The values.
    public init(_ title: LocalizedStringResource, items: [Value]) {
        self.init(title, items: items.map { IntentItem($0) })
    }

    /// Creates a section of items.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - items: The items.
    public init(_ title: LocalizedStringResource, items: [IntentItem<Value>]) {
        self.title = title
        self.items = items
    }

    /// Creates a section of items, the title labelled: AppIntents' earliest spelling.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - items: The items.
    public init(title: LocalizedStringResource, items: [IntentItem<Value>]) {
        self.init(title, items: items)
    }

    /// Creates an untitled section of items.
    /// - Parameter items: The items.
    public init(items: [IntentItem<Value>]) {
        self.title = nil
        self.items = items
    }

    /// Creates a section from a builder of values and items.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - itemsBuilder: The items.
    public init(
        _ title: LocalizedStringResource? = nil, @IntentItem<Value>.Builder itemsBuilder: () -> [IntentItem<Value>]
    ) {
        self.title = title
        self.items = itemsBuilder()
    }

    /// Creates a section with a subtitle and an image from a builder of values and items.
    /// - Parameters:
    ///   - title: The section's title.
    ///   - subtitle: The section's secondary text.
    ///   - image: The section's image.
    ///   - itemsBuilder: The items.
    public init(
        _ title: LocalizedStringResource,
        subtitle: LocalizedStringResource? = nil,
        image: DisplayRepresentation.Image? = nil,
        @IntentItem<Value>.Builder itemsBuilder: () -> [IntentItem<Value>]
    ) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.items = itemsBuilder()
    }

    /// Builds the sections of a collection.
    @resultBuilder
    public enum Builder {
        /// One section.
        public static func buildExpression(_ section: IntentItemSection<Value>) -> [IntentItemSection<Value>] {
            [section]
        }

        /// Sections from a loop or a list.
        public static func buildExpression(_ sections: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] {
            sections
        }

        /// One item, kept as it is: a block of items makes one untitled section.
        public static func buildExpression(_ item: IntentItem<Value>) -> IntentItem<Value> { item }

        /// No section.
        public static func buildBlock() -> [IntentItemSection<Value>] { [] }

        /// Items listed directly in the collection: one untitled section of them.
        public static func buildBlock(_ items: IntentItem<Value>...) -> [IntentItemSection<Value>] {
            [IntentItemSection(items: items)]
        }

        /// The sections of every statement, in order.
        public static func buildBlock(_ components: [IntentItemSection<Value>]...) -> [IntentItemSection<Value>] {
            components.flatMap { $0 }
        }

        /// The sections of a `for` loop.
        public static func buildArray(_ components: [[IntentItemSection<Value>]]) -> [IntentItemSection<Value>] {
            components.flatMap { $0 }
        }

        /// The sections of an `if` without `else`.
        public static func buildOptional(_ component: [IntentItemSection<Value>]?) -> [IntentItemSection<Value>] {
            component ?? []
        }

        /// The sections of an `if` branch.
        public static func buildEither(first component: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] {
            component
        }

        /// The sections of an `else` branch.
        public static func buildEither(second component: [IntentItemSection<Value>]) -> [IntentItemSection<Value>] {
            component
        }
    }
}

/// Options in sections, with an optional prompt: what a provider or a query may return instead
/// of an array.
///
/// Spelled as Apple's `IntentItemCollection`.
public struct IntentItemCollection<Value: Sendable>: ResultsCollection {
    /// The text shown above the options, if any.
    public var promptLabel: LocalizedStringResource?

    /// Whether the options are shown with an A–Z index.
    public var usesIndexedCollation: Bool

    /// The sections of options.
    public var sections: [IntentItemSection<Value>]

    /// The values of every section, in order.
    public var items: [Value] { sections.flatMap { $0.items.map(\.value) } }

    /// Creates a collection of sections.
    /// - Parameters:
    ///   - promptLabel: The text shown above the options.
    ///   - usesIndexedCollation: Whether to show an A–Z index.
    ///   - sections: The sections.
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        sections: [IntentItemSection<Value>]
    ) {
        self.promptLabel = promptLabel
        self.usesIndexedCollation = usesIndexedCollation
        self.sections = sections
    }

    /// Creates a collection of one untitled section of values.
    /// - Parameters:
    ///   - promptLabel: The text shown above the options.
    ///   - usesIndexedCollation: Whether to show an A–Z index.
    ///   - items: The values.
    public init(promptLabel: LocalizedStringResource? = nil, usesIndexedCollation: Bool = false, items: [Value]) {
        self.init(
            promptLabel: promptLabel,
            usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items.map { IntentItem($0) })]
        )
    }

    /// Creates a collection of one untitled section of items.
    /// - Parameters:
    ///   - promptLabel: The text shown above the options.
    ///   - usesIndexedCollation: Whether to show an A–Z index.
    ///   - items: The items.
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        items: [IntentItem<Value>]
    ) {
        self.init(
            promptLabel: promptLabel,
            usesIndexedCollation: usesIndexedCollation,
            sections: [IntentItemSection(items: items)]
        )
    }

    /// Creates a collection from a builder of sections.
    /// - Parameters:
    ///   - promptLabel: The text shown above the options.
    ///   - usesIndexedCollation: Whether to show an A–Z index.
    ///   - sectionsBuilder: The sections.
    public init(
        promptLabel: LocalizedStringResource? = nil,
        usesIndexedCollation: Bool = false,
        @IntentItemSection<Value>.Builder sectionsBuilder: () -> [IntentItemSection<Value>]
    ) {
        self.init(promptLabel: promptLabel, usesIndexedCollation: usesIndexedCollation, sections: sectionsBuilder())
    }

    /// A collection with no section.
    public static var empty: IntentItemCollection<Value> { IntentItemCollection(sections: []) }
}
