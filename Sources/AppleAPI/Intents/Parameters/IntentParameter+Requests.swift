// What `perform()` asks of a parameter, through `$parameter`: a value, a choice, a confirmation.
// On a device the system asks the person; here the host's `IntentPromptPolicy` answers, and an
// unanswered question fails the run with an `AppIntentError` that says what was asked.

extension IntentParameter {
    /// The error that asks for this parameter's value: `throw $list.needsValueError("Which list?")`.
    ///
    /// Thrown from `perform()`, the runtime asks the host's prompt policy for the value, sets it,
    /// and performs the intent again.
    /// - Parameter dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        let name = parameterName
        let prompt = PromptQuestion(.value(parameter: name), dialog: dialog ?? declaration.requestValueDialog)
        return AppIntentError(
            .needsValue,
            "asked for \(prompt), and the host answers no such question; answer it with --answer \(name)=<value> "
                + "or an IntentPromptPolicy",
            prompt: prompt,
            applyAnswer: { [self] answer in
                guard case .value(let value) = answer else { throw ParameterAnswer.unfit(answer, for: name) }
                let decoded: Value = try await ParameterAnswer.decode(value, as: Value.self, parameter: name)
                wrappedValue = decoded
            }
        )
    }

    /// The error that asks to choose among matches; `Item` is the parameter's value type, its
    /// wrapped type or its element type, as the public overloads say.
    fileprivate func disambiguationError<Item: Sendable>(among itemsToDisambiguate: [Item], dialog: IntentDialog?)
        -> AppIntentError
    {
        let name = parameterName
        let options = itemsToDisambiguate.map { LocalizedStringResource.text(of: $0) }
        let prompt = PromptQuestion(
            .disambiguation(parameter: name, options: options),
            dialog: dialog ?? declaration.requestDisambiguationDialog
        )
        return AppIntentError(
            .needsDisambiguation,
            "asked for \(prompt), and the host answers no such question; answer it with --answer \(name)=<choice> "
                + "or an IntentPromptPolicy",
            prompt: prompt,
            applyAnswer: { [self] answer in
                guard case .choice(let index) = answer, itemsToDisambiguate.indices.contains(index),
                    assign(itemsToDisambiguate[index])
                else { throw ParameterAnswer.unfit(answer, for: name) }
            }
        )
    }

    /// Asks for this parameter's value now and returns it: `let count = try await $count.requestValue("How many?")`.
    /// - Parameter dialog: What to ask.
    /// - Returns: The value given.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer or the answer is not a value of
    ///   the parameter's type.
    @_disfavoredOverload
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        let request = needsValueError(dialog)
        guard let prompt = request.prompt, case .value(let value)? = await PromptBinding.answer(prompt)
        else {
            throw request
        }
        return try await ParameterAnswer.decode(value, as: Value.self, parameter: parameterName)
    }

    /// Asks to choose among matches and returns the choice.
    fileprivate func disambiguation<Item: Sendable>(among itemsToDisambiguate: [Item], dialog: IntentDialog?)
        async throws -> Item
    {
        let request = disambiguationError(among: itemsToDisambiguate, dialog: dialog)
        guard let prompt = request.prompt, case .choice(let index)? = await PromptBinding.answer(prompt),
            itemsToDisambiguate.indices.contains(index)
        else {
            throw request
        }
        return itemsToDisambiguate[index]
    }

    /// Asks whether a value is the right one.
    fileprivate func confirmation(for itemToConfirm: Any, dialog: IntentDialog?) async throws -> Bool {
        let name = parameterName
        let prompt = PromptQuestion(
            .parameterConfirmation(parameter: name, value: LocalizedStringResource.text(of: itemToConfirm)),
            dialog: dialog
        )
        switch await PromptBinding.answer(prompt) {
        case .confirmed?: return true
        case .denied?: return false
        default:
            throw AppIntentError(
                .unanswered,
                "asked for \(prompt), and the host answers no such question; answer it with --confirm yes|no "
                    + "or an IntentPromptPolicy",
                prompt: prompt
            )
        }
    }

    /// The requests a resolver's context makes through this parameter.
    package var contextRequests: ParameterContextRequests {
        ParameterContextRequests(
            needsValue: { [self] dialog in needsValueError(dialog) },
            needsDisambiguation: { [self] items, dialog in disambiguationError(among: items, dialog: dialog) },
            disambiguate: { [self] items, dialog in try await disambiguation(among: items, dialog: dialog) },
            confirm: { [self] item, dialog in try await confirmation(for: item, dialog: dialog) }
        )
    }

    /// The parameter's property name in the running intent, else its title.
    private var parameterName: String {
        RunContext.name(of: self) ?? title.key
    }
}

extension IntentParameter {
    /// Asks for this optional parameter's value now and returns it, unwrapped.
    /// - Parameter dialog: What to ask.
    /// - Returns: The value given.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer or the answer is not a value
    ///   of the parameter's type.
    public func requestValue<Wrapped: Sendable>(_ dialog: IntentDialog? = nil) async throws -> Wrapped
    where Value == Wrapped? {
        let request = needsValueError(dialog)
        guard let prompt = request.prompt, case .value(let value)? = await PromptBinding.answer(prompt)
        else {
            throw request
        }
        return try await ParameterAnswer.decode(value, as: Wrapped.self, parameter: parameterName)
    }
}

// MARK: - Typed by the parameter's value: itself, an optional's wrapped type, an array's element

extension IntentParameter {
    /// The error that asks the person to choose this parameter's value among matches:
    /// `throw $currency.needsDisambiguationError(among: [.init(amount: 5, currencyCode: "EUR")])`.
    ///
    /// Thrown from `perform()`, the runtime asks the host's prompt policy to choose, sets the
    /// chosen value, and performs the intent again.
    /// - Parameters:
    ///   - itemsToDisambiguate: The matching values.
    ///   - dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsDisambiguationError(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil)
        -> AppIntentError
    {
        disambiguationError(among: itemsToDisambiguate, dialog: dialog)
    }

    /// Asks the person to choose this parameter's value among matches and returns the choice.
    /// - Parameters:
    ///   - itemsToDisambiguate: The matching values.
    ///   - dialog: What to ask.
    /// - Returns: The value chosen.
    /// - Throws: ``AppIntentError`` when the host's policy does not choose.
    public func requestDisambiguation(among itemsToDisambiguate: [Value], dialog: IntentDialog? = nil) async throws
        -> Value
    {
        try await disambiguation(among: itemsToDisambiguate, dialog: dialog)
    }

    /// Asks the person whether a value is the right one for this parameter:
    /// `guard try await $item.requestConfirmation(for: item, dialog: "Delete \(item)?") else { … }`.
    /// - Parameters:
    ///   - itemToConfirm: The value to confirm.
    ///   - dialog: What to ask.
    /// - Returns: Whether the person confirmed.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer.
    public func requestConfirmation(for itemToConfirm: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        try await confirmation(for: itemToConfirm, dialog: dialog)
    }

    /// The error that asks to choose this optional parameter's value among matches.
    /// - Parameters:
    ///   - itemsToDisambiguate: The matching values.
    ///   - dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsDisambiguationError<Wrapped: Sendable>(
        among itemsToDisambiguate: [Wrapped],
        dialog: IntentDialog? = nil
    ) -> AppIntentError where Value == Wrapped? {
        disambiguationError(among: itemsToDisambiguate, dialog: dialog)
    }

    /// Asks to choose this optional parameter's value among matches and returns the choice.
    /// - Parameters:
    ///   - itemsToDisambiguate: The matching values.
    ///   - dialog: What to ask.
    /// - Returns: The value chosen.
    /// - Throws: ``AppIntentError`` when the host's policy does not choose.
    public func requestDisambiguation<Wrapped: Sendable>(
        among itemsToDisambiguate: [Wrapped], dialog: IntentDialog? = nil
    )
        async throws -> Wrapped where Value == Wrapped?
    {
        try await disambiguation(among: itemsToDisambiguate, dialog: dialog)
    }

    /// Asks whether a value is the right one for this optional parameter.
    /// - Parameters:
    ///   - itemToConfirm: The value to confirm.
    ///   - dialog: What to ask.
    /// - Returns: Whether the person confirmed.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer.
    public func requestConfirmation<Wrapped: Sendable>(for itemToConfirm: Wrapped, dialog: IntentDialog? = nil)
        async throws -> Bool where Value == Wrapped?
    {
        try await confirmation(for: itemToConfirm, dialog: dialog)
    }

    /// The error that asks to choose an element of this array parameter among matches.
    /// - Parameters:
    ///   - itemsToDisambiguate: The matching elements.
    ///   - dialog: What to ask.
    /// - Returns: The error to throw.
    public func needsDisambiguationError<Element: Sendable>(
        among itemsToDisambiguate: [Element],
        dialog: IntentDialog? = nil
    ) -> AppIntentError where Value == [Element] {
        disambiguationError(among: itemsToDisambiguate, dialog: dialog)
    }

    /// Asks whether an element is the right one for this array parameter.
    /// - Parameters:
    ///   - itemToConfirm: The element to confirm.
    ///   - dialog: What to ask.
    /// - Returns: Whether the person confirmed.
    /// - Throws: ``AppIntentError`` when the host's policy does not answer.
    public func requestConfirmation<Element: Sendable>(for itemToConfirm: Element, dialog: IntentDialog? = nil)
        async throws -> Bool where Value == [Element]
    {
        try await confirmation(for: itemToConfirm, dialog: dialog)
    }
}
