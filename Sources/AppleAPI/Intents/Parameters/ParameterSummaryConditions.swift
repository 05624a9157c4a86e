/// A summary that depends on a parameter's value: `When(\.$list, .hasAnyValue) { … } otherwise: { … }`.
///
/// Spelled as Apple's `ParameterSummaryWhenCondition`.
public struct ParameterSummaryWhenCondition<
    Intent: AppIntent, WhenContent: ParameterSummary, OtherwiseContent: ParameterSummary
>:
    ParameterSummary
{
    let parameter: ParameterKeyPath<Intent>
    let condition: ParameterSummaryComparison
    let value: SummaryValue?
    let whenContent: WhenContent
    let otherwiseContent: OtherwiseContent

    /// A summary chosen by comparing a parameter for equality: `When(\.$mode, .equalTo, .fast) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparison: `.equalTo` or `.notEqualTo`.
    ///   - value: The value compared with.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: EquatableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, SummaryValue(value), when(), otherwise())
    }

    /// A summary chosen by comparing an optional parameter for equality with a value of its wrapped type:
    /// `When(\.$mode, .equalTo, .fast) { … } otherwise: { … }` where `mode` is a `Mode?`.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparison: `.equalTo` or `.notEqualTo`.
    ///   - value: The value compared with.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value?>>,
        _ comparison: EquatableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, SummaryValue(value), when(), otherwise())
    }

    /// A summary chosen by ordering a parameter: `When(\.$count, .greaterThan, 1) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparison: `.greaterThan`, `.lessThan`…
    ///   - value: The value compared with.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: Comparable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: ComparableComparisonOperator,
        _ value: Value,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, SummaryValue(value), when(), otherwise())
    }

    /// A summary chosen by whether a parameter is one of some values: `When(\.$mode, .oneOf, [.a, .b]) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparison: `.oneOf` or `.noneOf`.
    ///   - values: The values.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: Equatable & Sendable>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: OneOfComparisonOperator,
        _ values: [Value],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, SummaryValue(values), when(), otherwise())
    }

    /// A summary chosen by whether a parameter has a value: `When(\.$list, .hasAnyValue) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The parameter.
    ///   - comparison: `.hasAnyValue` or `.hasNoValue`.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        _ comparison: HasValueComparisonOperator,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, nil, when(), otherwise())
    }

    /// A summary chosen by an entity parameter's identifier: `When(\.$list, identifier: .equalTo, "inbox") { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The entity parameter.
    ///   - comparison: `.equalTo` or `.notEqualTo`.
    ///   - identifier: The identifier compared with.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: AppEntity>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        identifier comparison: EquatableComparisonOperator,
        _ identifier: Value.ID,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) {
        self.init(keyPath, comparison.comparison, SummaryValue(identifier.entityIdentifierString), when(), otherwise())
    }

    /// A summary chosen by whether an entity parameter's integer identifier is one of some:
    /// `When(\.$list, identifier: .oneOf, [1, 2]) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The entity parameter.
    ///   - comparison: `.oneOf` or `.noneOf`.
    ///   - identifiers: The identifiers.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: AppEntity>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        identifier comparison: OneOfComparisonOperator,
        _ identifiers: [Value.ID],
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) where Value.ID == Int {
        self.init(keyPath, comparison.comparison, SummaryValue(identifiers), when(), otherwise())
    }

    /// A summary chosen by ordering an entity parameter's integer identifier:
    /// `When(\.$list, identifier: .greaterThan, 1) { … } otherwise: { … }`.
    /// - Parameters:
    ///   - keyPath: The entity parameter.
    ///   - comparison: `.greaterThan`, `.lessThan`…
    ///   - identifier: The identifier compared with.
    ///   - when: The summary when the comparison holds.
    ///   - otherwise: The summary when it does not.
    public init<Value: AppEntity>(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        identifier comparison: ComparableComparisonOperator,
        _ identifier: Value.ID,
        @ParameterSummaryBuilder<Intent> _ when: () -> WhenContent,
        @ParameterSummaryBuilder<Intent> otherwise: () -> OtherwiseContent
    ) where Value.ID == Int {
        self.init(keyPath, comparison.comparison, SummaryValue(identifier), when(), otherwise())
    }

    private init(
        _ keyPath: PartialKeyPath<Intent>,
        _ condition: ParameterSummaryComparison,
        _ value: SummaryValue?,
        _ whenContent: WhenContent,
        _ otherwiseContent: OtherwiseContent
    ) {
        self.parameter = ParameterKeyPath(keyPath)
        self.condition = condition
        self.value = value
        self.whenContent = whenContent
        self.otherwiseContent = otherwiseContent
    }
}

/// A summary chosen among cases of a parameter's value:
/// `Switch(\.$mode) { Case(.walk) { … }; DefaultCase { … } }`.
///
/// Spelled as Apple's `ParameterSummarySwitchCondition`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: Sendable>: ParameterSummary {
    let parameter: ParameterKeyPath<Intent>
    let cases: [ParameterSummaryCaseEntry<Intent, Value>]

    /// Creates the switch.
    /// - Parameters:
    ///   - keyPath: The parameter switched on.
    ///   - builder: The cases, a `DefaultCase` last.
    public init(
        _ keyPath: KeyPath<Intent, IntentParameter<Value>>,
        @ParameterSummaryCaseBuilder<Intent, Value> _ builder: () -> [ParameterSummaryCaseEntry<Intent, Value>]
    ) {
        parameter = ParameterKeyPath(keyPath)
        cases = builder()
    }
}

/// One case of a `Switch`: `Case(.walk) { Summary("Walk \(\.$distance)") }`.
///
/// Spelled as Apple's `ParameterSummaryCaseCondition`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: Sendable, Content: ParameterSummary>: Sendable {
    let values: [Value]
    let content: Content

    /// A case for one value.
    /// - Parameters:
    ///   - value: The value.
    ///   - content: The summary for it.
    public init(_ value: Value, @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        values = [value]
        self.content = content()
    }

    /// A case for several values.
    /// - Parameters:
    ///   - values: The values.
    ///   - content: The summary for them.
    public init(_ values: [Value], @ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.values = values
        self.content = content()
    }
}

/// The case of a `Switch` for every other value: `DefaultCase { Summary("Move \(\.$distance)") }`.
///
/// Spelled as Apple's `ParameterSummaryDefaultCaseCondition`.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent, Content: ParameterSummary>: Sendable {
    let content: Content

    /// Creates the default case.
    /// - Parameter content: The summary.
    public init(@ParameterSummaryBuilder<Intent> _ content: () -> Content) {
        self.content = content()
    }
}

/// One case of a `Switch`, type-erased; `values` is empty for the default case.
///
/// Public though Apple declares no such type: `ParameterSummaryCaseBuilder`'s public methods, which a user's
/// `Switch` block calls, take and return it; the facades do not re-export its name.
public struct ParameterSummaryCaseEntry<Intent: AppIntent, Value: Sendable>: Sendable {
    let values: [SummaryValue]
    let content: any ParameterSummary
    let isDefault: Bool
}

/// Builds the cases of a `Switch`.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: Sendable> {
    /// A case.
    public static func buildExpression<Content>(_ condition: ParameterSummaryCaseCondition<Intent, Value, Content>)
        -> ParameterSummaryCaseEntry<Intent, Value>
    {
        ParameterSummaryCaseEntry(
            values: condition.values.map(SummaryValue.init), content: condition.content, isDefault: false)
    }

    /// The default case.
    public static func buildExpression<Content>(_ condition: ParameterSummaryDefaultCaseCondition<Intent, Content>)
        -> ParameterSummaryCaseEntry<Intent, Value>
    {
        ParameterSummaryCaseEntry(values: [], content: condition.content, isDefault: true)
    }

    /// The cases, in order.
    public static func buildBlock(_ cases: ParameterSummaryCaseEntry<Intent, Value>...)
        -> [ParameterSummaryCaseEntry<Intent, Value>]
    {
        cases
    }
}

/// `.equalTo`, `.notEqualTo`.
public enum EquatableComparisonOperator: Hashable, Sendable {
    /// Equal.
    case equalTo
    /// Not equal.
    case notEqualTo

    var comparison: ParameterSummaryComparison { self == .equalTo ? .equalTo : .notEqualTo }
}

/// `.greaterThan`, `.greaterThanOrEqualTo`, `.lessThan`, `.lessThanOrEqualTo`.
public enum ComparableComparisonOperator: Hashable, Sendable {
    /// Greater.
    case greaterThan
    /// Greater or equal.
    case greaterThanOrEqualTo
    /// Less.
    case lessThan
    /// Less or equal.
    case lessThanOrEqualTo

    var comparison: ParameterSummaryComparison {
        switch self {
        case .greaterThan: .greaterThan
        case .greaterThanOrEqualTo: .greaterThanOrEqualTo
        case .lessThan: .lessThan
        case .lessThanOrEqualTo: .lessThanOrEqualTo
        }
    }
}

/// `.oneOf`, `.noneOf`.
public enum OneOfComparisonOperator: Hashable, Sendable {
    /// One of the values.
    case oneOf
    /// None of the values.
    case noneOf

    var comparison: ParameterSummaryComparison { self == .oneOf ? .oneOf : .noneOf }
}

/// `.hasAnyValue`, `.hasNoValue`.
public enum HasValueComparisonOperator: Hashable, Sendable {
    /// The parameter has a value.
    case hasAnyValue
    /// The parameter has none.
    case hasNoValue

    var comparison: ParameterSummaryComparison { self == .hasAnyValue ? .hasAnyValue : .hasNoValue }
}

/// Every comparison a `When` makes, with the number the metadata's `comparisonOperator` gives it.
///
/// The numbers are this runtime's: no metadata file seen so far has a `whenClause`, so Xcode's
/// numbering could not be checked.
package enum ParameterSummaryComparison: Int, Sendable {
    case equalTo = 0
    case notEqualTo = 1
    case greaterThan = 2
    case greaterThanOrEqualTo = 3
    case lessThan = 4
    case lessThanOrEqualTo = 5
    case oneOf = 6
    case noneOf = 7
    case hasAnyValue = 8
    case hasNoValue = 9
}

/// A value a summary compares a parameter with, kept as metadata writes it.
package enum SummaryValue: Sendable, Equatable {
    /// An enum case, by identifier.
    case enumCase(type: String, identifier: String)
    /// Text (also an entity identifier).
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number.
    case double(Double)
    /// A Boolean.
    case bool(Bool)
    /// Several values.
    case array([SummaryValue])

    init(_ value: Any) {
        switch value {
        case let member as any AppEnum: self = .enumCase(type: "\(type(of: member))", identifier: member.caseIdentifier)
        case let flag as Bool: self = .bool(flag)
        case let number as Int: self = .int(number)
        case let number as Double: self = .double(number)
        case let values as [Any]: self = .array(values.map(SummaryValue.init))
        default: self = .string(LocalizedStringResource.text(of: value))
        }
    }
}

/// A comparison of text: contains, does not contain, has a prefix or a suffix.
///
/// Spelled as Apple's `StringComparisonOperator`, which Apple's entity-identifier `When` forms take. Declared here
/// for code that names it; no summary condition here takes it yet.
public enum StringComparisonOperator: Hashable {
    /// The text contains the value.
    case contains
    /// The text does not contain the value.
    case doesNotContain
    /// The text starts with the value.
    case hasPrefix
    /// The text ends with the value.
    case hasSuffix
}
