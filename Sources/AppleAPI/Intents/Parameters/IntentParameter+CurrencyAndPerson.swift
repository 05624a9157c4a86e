// Apple's `@Parameter` forms for currency amounts (`currencyCodes:inclusiveRange:`) and people (`mode:`), one
// declaration per label list. A form without `title:` titles the parameter after its property, as since iOS 18. What
// they declare is kept for a resolver's `IntentParameterContext` (`currencyCodes`, `inclusiveRange`,
// `parameterMode`); nothing here offers currencies or contacts to pick from.

import Foundation

/// The values a currency parameter holds: `IntentCurrencyAmount`, its optional and lists, for
/// `@Parameter(…, currencyCodes: ["EUR"])`.
///
/// Public though Apple declares no such protocol: it constrains public `IntentParameter` initializers a user's
/// `@Parameter` calls, and a public declaration's constraints are public; the facades do not re-export its name.
public protocol CurrencyParameterValue: Sendable {}

extension IntentCurrencyAmount: CurrencyParameterValue {}

extension Optional: CurrencyParameterValue where Wrapped == IntentCurrencyAmount {}

extension Array: CurrencyParameterValue where Element == IntentCurrencyAmount {}

/// The values a person parameter holds: `IntentPerson`, its optional and lists, for `@Parameter(…, mode: .email)`.
///
/// Public though Apple declares no such protocol, for the reason `CurrencyParameterValue` is.
public protocol PersonParameterValue: Sendable {}

extension IntentPerson: PersonParameterValue {}

extension Optional: PersonParameterValue where Wrapped == IntentPerson {}

extension Array: PersonParameterValue where Element == IntentPerson {}

extension ParameterDeclaration {
    /// This declaration with a currency parameter's codes and bounds.
    /// - Parameters:
    ///   - currencyCodes: The currencies the parameter takes.
    ///   - inclusiveRange: The lowest and highest amounts, or `nil`.
    /// - Returns: The declaration, with both.
    func priced(_ currencyCodes: [String], _ inclusiveRange: (lowerBound: Decimal, upperBound: Decimal)?)
        -> ParameterDeclaration
    {
        var declaration = self
        declaration.currencyCodes = currencyCodes
        declaration.currencyRange = inclusiveRange
        return declaration
    }

    /// This declaration with a person parameter's mode.
    /// - Parameter mode: How the person is asked for.
    /// - Returns: The declaration, with the mode.
    func asking(_ mode: IntentPerson.ParameterMode) -> ParameterDeclaration {
        var declaration = self
        declaration.personMode = mode
        return declaration
    }
}

extension IntentParameter where Value: CurrencyParameterValue {
    /// Creates a currency parameter: `@Parameter(title: "Price", currencyCodes: ["EUR"]) var price: IntentCurrencyAmount`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - currencyCodes: The ISO 4217 codes of the currencies the parameter takes; kept, not enforced here.
    ///   - inclusiveRange: The lowest and highest amounts; kept, not enforced here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).priced(currencyCodes, inclusiveRange)
        )
    }

    /// Creates a currency parameter whose values a provider offers.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - currencyCodes: The ISO 4217 codes of the currencies the parameter takes; kept, not enforced here.
    ///   - inclusiveRange: The lowest and highest amounts; kept, not enforced here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).priced(currencyCodes, inclusiveRange)
        )
    }

    /// Creates a currency parameter whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - currencyCodes: The ISO 4217 codes of the currencies the parameter takes; kept, not enforced here.
    ///   - inclusiveRange: The lowest and highest amounts; kept, not enforced here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).priced(currencyCodes, inclusiveRange).resolving(resolvers)
        )
    }

    /// Creates a currency parameter whose values a provider offers and resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - currencyCodes: The ISO 4217 codes of the currencies the parameter takes; kept, not enforced here.
    ///   - inclusiveRange: The lowest and highest amounts; kept, not enforced here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        currencyCodes: [String] = [],
        inclusiveRange: InclusiveRange<Decimal>? = nil,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).priced(currencyCodes, inclusiveRange).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: PersonParameterValue {
    /// Creates a person parameter: `@Parameter(title: "Recipient", mode: .email) var recipient: IntentPerson`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).asking(mode)
        )
    }

    /// Creates a list of people whose length may depend on the widget's family:
    /// `@Parameter(title: "Friends", mode: .contact, size: [.systemSmall: 1]) var friends: [IntentPerson]`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - size: How many people it takes in each family; accepted, not enforced.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        size: [IntentWidgetFamily: IntentCollectionSize],
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior).asking(mode)
        )
    }

    /// Creates a list of people of a size: `@Parameter(title: "Friends", size: 3) var friends: [IntentPerson]`.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - size: How many people it takes; accepted, not enforced.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    public convenience init(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        size: IntentCollectionSize,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(inputConnectionBehavior: inputConnectionBehavior).asking(mode)
        )
    }

    /// Creates a person parameter whose value resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior
            ).asking(mode).resolving(resolvers)
        )
    }

    /// Creates a person parameter whose values a provider offers.
    /// - Parameters:
    ///   - title: The title shown to the user; by default the property's name.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    public convenience init<OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource? = nil,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).asking(mode)
        )
    }

    /// Creates a person parameter whose values a provider offers and resolvers may convert from other types.
    /// - Parameters:
    ///   - title: The title shown to the user.
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        title: LocalizedStringResource,
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: title,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).asking(mode).resolving(resolvers)
        )
    }

    /// Creates a person parameter titled after its property whose values a provider offers and resolvers may convert
    /// from other types.
    /// - Parameters:
    ///   - description: A longer description.
    ///   - defaultValue: The value until one is set.
    ///   - mode: How the person is asked for; kept, no contact picker here.
    ///   - requestValueDialog: What to ask when the value is missing.
    ///   - inputConnectionBehavior: Whether the parameter takes a workflow's previous result.
    ///   - optionsProvider: Lists the values the parameter may take.
    ///   - resolvers: The resolvers, which convert an invocation's value the parameter's type does not take.
    public convenience init<Spec: ResolverSpecification, OptionsProvider: DynamicOptionsProvider>(
        description: LocalizedStringResource? = nil,
        default defaultValue: Value? = nil,
        mode: IntentPerson.ParameterMode = .contact,
        requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default,
        optionsProvider: OptionsProvider,
        @ResolverSpecificationBuilder<Value> resolvers: @escaping () -> Spec
    ) {
        self.init(
            title: nil,
            description: description,
            default: defaultValue,
            declaration: ParameterDeclaration(
                requestValueDialog: requestValueDialog,
                inputConnectionBehavior: inputConnectionBehavior,
                optionsProvider: optionsProvider
            ).asking(mode).resolving(resolvers)
        )
    }
}

extension IntentParameter where Value: CurrencyParameterValue {
    /// The currencies the parameter takes, as its `@Parameter(…, currencyCodes:)` listed them; `nil` when it was
    /// declared without `currencyCodes:`.
    public var currencyCodes: [String]? { declaration.currencyCodes }

    /// The lowest and highest amounts, as the parameter's `@Parameter(…, inclusiveRange:)` gave them; `nil` when it
    /// gave none.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? { declaration.currencyRange }
}

extension IntentParameter where Value: PersonParameterValue {
    /// How the person is asked for, as the parameter's `@Parameter(…, mode:)` said; `nil` when it was declared
    /// without `mode:`.
    public var parameterMode: IntentPerson.ParameterMode? { declaration.personMode }
}

extension IntentParameterContext where Value == IntentCurrencyAmount {
    /// The currencies the parameter takes, as its `@Parameter(…, currencyCodes:)` listed them; `nil` when it was
    /// declared without `currencyCodes:`.
    public var currencyCodes: [String]? { declaration.currencyCodes }

    /// The lowest and highest amounts, as the parameter's `@Parameter(…, inclusiveRange:)` gave them; `nil` when it
    /// gave none.
    public var inclusiveRange: IntentParameter<Value>.InclusiveRange<Decimal>? { declaration.currencyRange }
}

extension IntentParameterContext where Value == IntentPerson {
    /// How the person is asked for, as the parameter's `@Parameter(…, mode:)` said; `nil` when it was declared
    /// without `mode:`.
    public var parameterMode: IntentPerson.ParameterMode? { declaration.personMode }
}
