// Resolvers, as AppIntents declares them: a resolver converts a value of one type into a parameter's type, and a
// `@Parameter(…) { MyResolver() }` lists the resolvers of a parameter in a result builder. Here the builder runs once
// and the parameter keeps the resolvers it built; when the parameter's own type does not take an invocation's text,
// number or flag, the runtime asks each resolver whose `Input` is that value's type, in order
// (``IntentParameter/resolvedValue(from:)``).

/// Converts a value of one type into another, for a parameter declared with `resolvers:`.
///
/// Apple bounds `Input` and `Output` by its underscored `_IntentValue`; here `Output` is only `Sendable` (as a
/// parameter's value is) and `Input` is unconstrained.
public protocol Resolver: Hashable, Sendable {
    /// The type the resolver converts from.
    associatedtype Input

    /// The type the resolver converts to.
    associatedtype Output: Sendable

    /// Converts `input` into the parameter's type.
    /// - Parameters:
    ///   - input: The value to convert.
    ///   - context: What is known of the parameter the value is for.
    /// - Returns: The converted value, or `nil` when it cannot be converted.
    func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output?
}

extension Resolver {
    /// The context a resolver is given: Apple's spelling for ``IntentParameterContext``.
    public typealias Context = IntentParameterContext
}

/// What a resolver is told of the parameter whose value it converts: its title, whether it is optional, and what its
/// `@Parameter` declared (control style, date kind, display names); it can also ask for the parameter's value.
///
/// `Value` is the resolver's output type: the parameter's value type, unwrapped when the parameter is optional.
public struct IntentParameterContext<Value: Sendable>: Sendable {
    /// The parameter's title; empty when the context was made without a parameter.
    public let title: LocalizedStringResource

    /// Whether the parameter's type is an `Optional`.
    public let isOptional: Bool

    /// What the parameter's declaration said.
    let declaration: ParameterDeclaration

    /// Asks for the parameter's value, type-erased; `nil` when the context was made without a parameter.
    private let request: (@Sendable (IntentDialog?) async throws -> any Sendable)?

    /// The parameter's other requests (errors, disambiguation, confirmation); `nil` when the context was made without
    /// a parameter.
    let requests: ParameterContextRequests?

    /// Creates an empty context, as a test that calls a resolver itself makes one.
    package init() {
        self.title = ""
        self.isOptional = false
        self.declaration = ParameterDeclaration()
        self.request = nil
        self.requests = nil
    }

    /// Creates the context of a parameter.
    /// - Parameters:
    ///   - title: The parameter's title.
    ///   - isOptional: Whether the parameter's type is an `Optional`.
    ///   - declaration: What the parameter's declaration said.
    ///   - request: Asks for the parameter's value.
    ///   - requests: The parameter's other requests.
    package init(
        title: LocalizedStringResource, isOptional: Bool, declaration: ParameterDeclaration,
        requests: ParameterContextRequests? = nil,
        request: @escaping @Sendable (IntentDialog?) async throws -> any Sendable
    ) {
        self.title = title
        self.isOptional = isOptional
        self.declaration = declaration
        self.request = request
        self.requests = requests
    }

    /// Asks for the parameter's value, as `IntentParameter/requestValue(_:)` does, and returns it.
    /// - Parameter dialog: What to ask.
    /// - Returns: The value given.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer, the answer is not a value of the
    ///   parameter's type, or the context was made without a parameter.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        guard let request else {
            throw AppIntentError(.unrecoverable, "no parameter to ask a value for: the context was made without one")
        }
        let answer = try await request(dialog)
        // A cast from `Any` unwraps an optional parameter's answer.
        if let value = answer as? Value { return value }
        throw AppIntentError(.unrecoverable, "the value given for \"\(title.key)\" is not a \(Value.self)")
    }
}

extension IntentParameterContext: AnyIntentValue {}

extension IntentParameterContext where Value == Int {
    /// The control the parameter is edited with, as its `@Parameter(…, controlStyle:)` declared it; `nil` when it
    /// declared none.
    public var controlStyle: IntentParameter<Value>.IntControlStyle? { declaration.controlStyle }

    /// The lowest and highest values, as the parameter's `@Parameter(…, inclusiveRange:)` gave them; `nil` when it
    /// gave none.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Int>? {
        guard let bounds = declaration.inclusiveRangeBounds,
            let lower = bounds.lowerBound as? Int, let upper = bounds.upperBound as? Int
        else { return nil }
        return (lower, upper)
    }
}

extension IntentParameterContext where Value == Double {
    /// The control the parameter is edited with, as its `@Parameter(…, controlStyle:)` declared it; `nil` when it
    /// declared none.
    public var controlStyle: IntentParameter<Value>.DoubleControlStyle? { declaration.controlStyle }

    /// The lowest and highest values, as the parameter's `@Parameter(…, inclusiveRange:)` gave them; `nil` when it
    /// gave none.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Double>? {
        guard let bounds = declaration.inclusiveRangeBounds,
            let lower = bounds.lowerBound as? Double, let upper = bounds.upperBound as? Double
        else { return nil }
        return (lower, upper)
    }
}

extension IntentParameterContext where Value: DateParameterValue {
    /// What the parameter asks for, as its `@Parameter(…, kind:)` declared it; `nil` when it was declared without
    /// `kind:`.
    public var dateKind: IntentParameter<Value>.DateKind? {
        IntentParameter<Value>.DateKind(name: declaration.dateKind)
    }
}

extension IntentParameterContext where Value == Bool {
    /// The names the parameter shows for `true` and `false`, as its `@Parameter(…, displayName:)` gave them; `nil`
    /// when it gave none.
    public var displayName: Bool.IntentDisplayName? { declaration.displayName }
}

/// The resolvers of a parameter, as a sequence: what a `resolvers:` closure's result builder makes.
public protocol ResolverSpecification: Hashable, Sendable, Sequence where Element == any Resolver {
    /// The type the resolvers convert to: the parameter's value type.
    associatedtype Output: Sendable
}

/// A specification with no resolvers: the default of a value type that converts nothing.
public struct EmptyResolverSpecification<Value: Sendable>: ResolverSpecification {
    /// The value type.
    public typealias Output = Value

    /// Creates the empty specification.
    public init() {}

    /// An iterator that yields no resolver.
    public func makeIterator() -> IndexingIterator<[any Resolver]> {
        [any Resolver]().makeIterator()
    }
}

/// The result builder of a parameter's `resolvers:` closure: `@Parameter(title: "Book") { BookResolver() }`.
@resultBuilder
public enum ResolverSpecificationBuilder<Property: Sendable> {
    /// The resolvers a builder block lists, in order.
    public struct Specification<Output: Sendable, each R: Resolver>: ResolverSpecification {
        /// The resolvers.
        let resolvers: (repeat each R)

        init(_ resolvers: repeat each R) {
            self.resolvers = (repeat each resolvers)
        }

        /// The resolvers, type-erased, in order.
        var list: [any Resolver] {
            var list: [any Resolver] = []
            for resolver in repeat each resolvers {
                list.append(resolver)
            }
            return list
        }

        /// An iterator over the resolvers, in order.
        public func makeIterator() -> IndexingIterator<[any Resolver]> {
            list.makeIterator()
        }

        /// Whether both list equal resolvers, in order.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.list.map { AnyHashable($0) } == rhs.list.map { AnyHashable($0) }
        }

        /// Hashes the resolvers, in order.
        public func hash(into hasher: inout Hasher) {
            for resolver in list {
                hasher.combine(AnyHashable(resolver))
            }
        }
    }

    /// A block with no resolver.
    public static func buildBlock() -> some ResolverSpecification {
        EmptyResolverSpecification<Property>()
    }

    /// A block with one resolver.
    public static func buildBlock<R0: Resolver>(_ r0: R0) -> some ResolverSpecification {
        Specification<Property, R0>(r0)
    }

    /// A block with two resolvers.
    public static func buildBlock<R0: Resolver, R1: Resolver>(_ r0: R0, _ r1: R1) -> some ResolverSpecification {
        Specification<Property, R0, R1>(r0, r1)
    }

    /// A block with three resolvers.
    public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver>(
        _ r0: R0, _ r1: R1, _ r2: R2
    ) -> some ResolverSpecification {
        Specification<Property, R0, R1, R2>(r0, r1, r2)
    }

    /// A block with four resolvers.
    public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver>(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3
    ) -> some ResolverSpecification {
        Specification<Property, R0, R1, R2, R3>(r0, r1, r2, r3)
    }

    /// A block with five resolvers.
    public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver>(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4
    ) -> some ResolverSpecification {
        Specification<Property, R0, R1, R2, R3, R4>(r0, r1, r2, r3, r4)
    }

    /// A block with six resolvers.
    public static func buildBlock<R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver>(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5
    ) -> some ResolverSpecification {
        Specification<Property, R0, R1, R2, R3, R4, R5>(r0, r1, r2, r3, r4, r5)
    }

    /// A block with seven resolvers.
    public static func buildBlock<
        R0: Resolver, R1: Resolver, R2: Resolver, R3: Resolver, R4: Resolver, R5: Resolver, R6: Resolver
    >(
        _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6
    ) -> some ResolverSpecification {
        Specification<Property, R0, R1, R2, R3, R4, R5, R6>(r0, r1, r2, r3, r4, r5, r6)
    }

    /// A resolver of the block, as it is: Apple's `buildExpression(_:)`. Apple requires the resolver's `Output` to be
    /// the builder's `Property`; that is not required here, where `buildBlock` does not require it either.
    /// - Parameter expression: The resolver.
    /// - Returns: The same resolver.
    public static func buildExpression<ResolverType: Resolver>(_ expression: ResolverType) -> ResolverType {
        expression
    }

    /// The first resolver of a block built one resolver at a time.
    public static func buildPartialBlock<R: Resolver>(first: R) -> Specification<Property, R> {
        Specification<Property, R>(first)
    }

    /// The resolvers so far and the next one.
    public static func buildPartialBlock<each Accumulated: Resolver, R: Resolver>(
        accumulated: Specification<Property, repeat each Accumulated>, next: R
    ) -> Specification<Property, repeat each Accumulated, R> {
        Specification<Property, repeat each Accumulated, R>(repeat each accumulated.resolvers, next)
    }
}

/// Converts a string into search criteria: the resolver a `StringSearchCriteria` parameter takes a string with.
/// Spelled as Apple spells it (`Specificification`).
public struct StringSearchCriteriaFromStringResolverSpecificification: Resolver {
    /// Creates the resolver.
    package init() {}

    /// Search criteria whose term is `input`.
    /// - Parameters:
    ///   - input: The search term.
    ///   - context: Unused.
    /// - Returns: The criteria.
    public func resolve(
        from input: String, context: IntentParameterContext<StringSearchCriteria>
    ) async throws -> StringSearchCriteria? {
        StringSearchCriteria(term: input)
    }
}

extension IntentParameter {
    /// The value the parameter's resolvers make of `input`: the first resolver whose `Input` is `input`'s type and
    /// which returns a value of the parameter's type, in the order the `resolvers:` closure lists them.
    /// - Parameter input: A value the parameter's own type does not take (an invocation's text, number or flag).
    /// - Returns: The converted value, or `nil` when no resolver converts it.
    /// - Throws: What a resolver throws.
    package func resolvedValue(from input: any Sendable) async throws -> Value? {
        for resolver in declaration.resolvers {
            if let value = try await resolve(input, with: resolver) {
                return value
            }
        }
        return nil
    }

    private func resolve<R: Resolver>(_ input: any Sendable, with resolver: R) async throws -> Value? {
        guard let typed = input as? R.Input,
            let output = try await resolver.resolve(from: typed, context: context(for: R.Output.self))
        else { return nil }
        if let value = output as? Value { return value }
        return (Value.self as? any OptionalParameterValue.Type)?.wrapping(output) as? Value
    }

    /// The context a resolver of this parameter is given: the parameter's title, optionality and declaration, and a
    /// request for its value.
    /// - Parameter output: The resolver's output type.
    /// - Returns: The context.
    package func context<Output: Sendable>(for output: Output.Type) -> IntentParameterContext<Output> {
        IntentParameterContext(
            title: title, isOptional: isOptional, declaration: declaration, requests: contextRequests
        ) { [self] dialog in
            try await self.requestValue(dialog)
        }
    }
}

/// What a resolver's context asks of its parameter besides a value, type-erased: the errors and questions of
/// ``IntentParameter``'s own requests.
package struct ParameterContextRequests: Sendable {
    /// The parameter's `needsValueError(_:)`.
    let needsValue: @Sendable (IntentDialog?) -> AppIntentError
    /// The parameter's error asking to choose among values.
    let needsDisambiguation: @Sendable ([any Sendable], IntentDialog?) -> AppIntentError
    /// The parameter's question asking to choose among values; returns the value chosen.
    let disambiguate: @Sendable ([any Sendable], IntentDialog?) async throws -> any Sendable
    /// The parameter's question asking to confirm a value.
    let confirm: @Sendable (any Sendable, IntentDialog?) async throws -> Bool
}

extension IntentParameterContext {
    /// The error a context made without a parameter gives for every request.
    private var noParameter: AppIntentError {
        AppIntentError(.unrecoverable, "no parameter to ask: the context was made without one")
    }

    /// The error that asks for the parameter's value, as the parameter's own `needsValueError(_:)` makes it: thrown
    /// from `perform()`, the host is asked and the intent performed again.
    /// - Parameter dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        requests?.needsValue(dialog) ?? noParameter
    }

    /// The error that asks to choose among values for the parameter, as the parameter's own makes it.
    /// - Parameters:
    ///   - itemsToDisambiguate: The values to choose among.
    ///   - dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsDisambiguationError(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil)
        -> AppIntentError
    {
        requests?.needsDisambiguation(itemsToDisambiguate, dialog) ?? noParameter
    }

    /// Asks to choose among values for the parameter, through the parameter's own request.
    /// - Parameters:
    ///   - itemsToDisambiguate: The values to choose among.
    ///   - dialog: What to ask.
    /// - Returns: The value chosen.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer, or the context was made without a
    ///   parameter.
    public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil) async throws
        -> Value
    {
        guard let requests else { throw noParameter }
        let chosen = try await requests.disambiguate(itemsToDisambiguate, dialog)
        guard let value = chosen as? Value else {
            throw AppIntentError(.unrecoverable, "the value chosen for \"\(title.key)\" is not a \(Value.self)")
        }
        return value
    }

    /// Asks to confirm a value for the parameter, through the parameter's own request.
    /// - Parameters:
    ///   - itemToConfirm: The value to confirm.
    ///   - dialog: What to ask.
    /// - Returns: Whether it was confirmed.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer, or the context was made without a
    ///   parameter.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        guard let requests else { throw noParameter }
        return try await requests.confirm(itemToConfirm, dialog)
    }
}
