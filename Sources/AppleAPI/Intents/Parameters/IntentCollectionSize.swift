// AppIntents' `IntentCollectionSize` and `IntentWidgetFamily`, and the `@Parameter` forms that take a `size:` (a
// number of values, or one per widget family, with or without value resolvers) or a `query:` of the parameter's own.
// Sizes and queries are accepted and not used here.

/// How many values a list parameter takes: AppIntents' `IntentCollectionSize`, for
/// `@Parameter(title:size:)`. Here the size is accepted and not enforced: a list of any length is
/// taken, as the runtime has no picker to limit.
public struct IntentCollectionSize: ExpressibleByIntegerLiteral, Equatable, Sendable {
    /// The fewest values.
    let minimum: Int

    /// The most values.
    let maximum: Int

    /// Exactly `count` values.
    /// - Parameter count: The number of values.
    public init(exactly count: Int) {
        minimum = count
        maximum = count
    }

    /// Between `min` and `max` values, both included.
    /// - Parameters:
    ///   - min: The fewest values.
    ///   - max: The most values.
    public init(min: Int, max: Int) {
        minimum = min
        maximum = max
    }

    /// Exactly as many values as the literal says: `size: 3`.
    /// - Parameter value: The number of values.
    public init(integerLiteral value: Int) {
        self.init(exactly: value)
    }
}

/// The widget families a list parameter's size can depend on: AppIntents' `IntentWidgetFamily`,
/// for `@Parameter(title:size: [.systemSmall: 1, .systemLarge: 4])`.
public enum IntentWidgetFamily: Hashable, Sendable {
    /// A small square widget.
    case systemSmall
    /// A medium, wide widget.
    case systemMedium
    /// A large square widget.
    case systemLarge
    /// An extra-large widget.
    case systemExtraLarge
    /// An extra-large widget in a portrait orientation.
    case systemExtraLargePortrait
    /// A circular widget.
    case accessoryCircular
    /// A corner widget.
    case accessoryCorner
    /// A single line of text.
    case accessoryInline
    /// A rectangular widget.
    case accessoryRectangular
}

extension IntentParameter {
    /// Creates a list parameter that takes a number of values. The size is accepted and not
    /// enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            inputConnectionBehavior: inputConnectionBehavior)
    }

    /// Creates a list parameter that takes a number of values per widget family. The sizes are
    /// accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes in each family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            inputConnectionBehavior: inputConnectionBehavior)
    }
}

extension IntentParameter {
    /// Creates an entity parameter with a query of its own, as AppIntents' `query:` forms do. The
    /// query is accepted and not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - requestDisambiguationDialog: What to ask when several values match.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title, description: description, default: defaultValue, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// Creates a list parameter that takes a number of values and searches them with a query of its own. The size is
    /// not enforced and the query is not used here: the entity type's `defaultQuery` finds the values.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - query: The query Apple's system would search with.
    public convenience init<Query: EntityQuery>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        query: Query
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior)
        )
    }

    /// Creates a list parameter whose length may depend on the widget's family and whose values resolvers may
    /// convert. The sizes are accepted and not enforced here.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - size: How many values it takes in each widget family.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior).resolving(resolvers)
        )
    }
}
