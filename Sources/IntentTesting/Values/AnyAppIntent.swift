import IntentRuntime

/// An intent of the app, made by name, its parameters set and read by name, run as Siri or a
/// widget button runs it.
///
/// ```swift
/// var intent = definitions.intents["SetPriorityIntent"].makeIntent()
/// intent.item = definitions.entities["TodoItem"].makeReference(identifier: "1")
/// intent.priority = definitions.enums["Priority"].makeCase("high")
/// let priority: String = try intent.priority   // "high"
/// let result = try await intent.run()
/// ```
///
/// Each value is checked as it is set, against the parameter's Swift type and the app's metadata:
/// an unknown parameter (with the near matches), a value of another type, a number outside the
/// parameter's range, a case its enum lacks. Setting cannot throw, so the first problem is thrown
/// by ``run()`` and by reading that parameter.
@dynamicMemberLookup
public struct AnyAppIntent: Sendable, IntentValueConvertible, CustomStringConvertible {
    /// The intent's identifier, as the test named it.
    public let identifier: String

    private let target: Result<IntentTarget, IntentTestingError>
    private var values: [String: IntentValue] = [:]
    private var problems: [String: IntentTestingError] = [:]

    init(definition: AppIntentDefinition) {
        identifier = definition.typeIdentifier
        target = definition.target
    }

    // MARK: - Parameters by name

    /// A parameter's value without reading it as a type: `nil` when it has none. Set it with any
    /// value a test can express: `intent.step = 2`, `intent.note = nil`,
    /// `intent.item = definitions.entities["TodoItem"].makeReference(identifier: "1")`.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get {
            guard let value = values[name] ?? (try? target.get())?.defaultValue(of: name), !value.isNull else {
                return nil
            }
            return value
        }
        set { set(name, to: newValue) }
    }

    /// A parameter's value as a type: `let step: Int = try intent.step`; its declared default
    /// when the test set none.
    /// - Throws: ``IntentTestingError`` when the intent has no such parameter, the value set was
    ///   refused, or it is of another type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws(IntentTestingError) {
            let target = try target.get()
            guard target.parameter(named: name) != nil else {
                throw unknownParameter(name, target)
            }
            if let problem = problems[name] { throw problem }
            let value = values[name] ?? target.defaultValue(of: name) ?? .null
            do {
                return try T._makeValue(from: value)
            } catch {
                throw IntentTestingError(.valueMismatch, "\(identifier).\(name): \(error.message)")
            }
        }
    }

    /// A path into a parameter's value, for the properties of the entity it holds:
    /// `try intent.item.title`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(
            root: Result { () throws(IntentTestingError) in try parameterValue(name) },
            rootName: "\(identifier).\(name)")
    }

    /// A parameter's value as set, or its declared default, or why there is none.
    private func parameterValue(_ name: String) throws(IntentTestingError) -> IntentValue {
        let target = try target.get()
        guard target.parameter(named: name) != nil else {
            throw unknownParameter(name, target)
        }
        if let problem = problems[name] { throw problem }
        return values[name] ?? target.defaultValue(of: name) ?? .null
    }

    /// Sets a parameter's value, checking it; a problem is kept for ``run()`` to throw.
    mutating func set(_ name: String, to newValue: (any IntentValueExpressing)?) {
        let value = newValue?._intentValue ?? .null
        guard case .success(let target) = target else { return }
        guard let parameter = target.parameter(named: name) else {
            values[name] = value
            problems[name] = unknownParameter(name, target)
            return
        }
        values[name] = value
        problems[name] = nil
        let registry = target.context.testHost.host.registry
        if let problem = parameter.problem(with: value, registry: registry, enums: target.runTarget.enums) {
            problems[name] = IntentTestingError(.invalidValue, problem)
        } else if value.invocationValue == nil {
            problems[name] = IntentTestingError(
                .invalidValue,
                "\(parameter.qualifiedName): the value \(value) (\(value.kindDescription)) cannot be passed"
            )
        }
    }

    private func unknownParameter(_ name: String, _ target: IntentTarget) -> IntentTestingError {
        guard !name.isEmpty else {
            return IntentTestingError(
                .invalidValue,
                "\(identifier): makeIntent takes arguments named like the parameters (\(target.parameters.map(\.name).joined(separator: ", "))), not unlabeled ones"
            )
        }
        return IntentTestingError.unknown("parameter", name, in: identifier, known: target.parameters.map(\.name))
    }

    /// The values the test set, as the run passes them.
    /// - Throws: ``IntentTestingError`` for the intent, or the first value, that was refused.
    package var parameterValues: [String: InvocationValue] {
        get throws(IntentTestingError) {
            _ = try target.get()
            if let name = problems.keys.sorted().first, let problem = problems[name] { throw problem }
            return values.compactMapValues(\.invocationValue)
        }
    }

    /// The transient entities the test set, by parameter name: each a fresh instance of the app's type with the
    /// entity's values, under the token its invocation value passes.
    private var transientEntities: [(parameter: String, entity: AnyTransientAppEntity)] {
        func entities(in value: IntentValue) -> [AnyTransientAppEntity] {
            switch value.content {
            case .transientEntity(let entity): [entity]
            case .array(let items): items.flatMap(entities(in:))
            default: []
            }
        }
        return values.keys.sorted().flatMap { name in entities(in: values[name] ?? .null).map { (name, $0) } }
    }

    // MARK: - Running

    /// Runs the intent as the system would, in this process or in a separate host process (see
    /// ``IntentExecution``): the host finds the intent in the app's metadata, decodes the values,
    /// looks entities up through their queries, runs `perform()` on its executor and reloads the
    /// widgets.
    /// - Returns: What the run produced.
    /// - Throws: ``IntentTestingError``: an unknown intent or refused value; the host's refusal
    ///   (``IntentTestingError/Code/refused``); a run that did not succeed (``IntentTestingError/Code/failed``,
    ///   ``IntentTestingError/Code/rejected``, ``IntentTestingError/Code/timedOut``,
    ///   ``IntentTestingError/Code/cancelled``), with its result; a host process that crashed or hung.
    @discardableResult
    public func run() async throws(IntentTestingError) -> ResolvedIntentResult {
        try await run(IntentRunOptions())
    }

    /// Runs the intent, as ``run()`` does, from a widget or with answers to its questions.
    /// - Parameter options: The widget kinds the interaction came from and the answers.
    /// - Returns: What the run produced.
    /// - Throws: ``IntentTestingError`` as ``run()`` does.
    @discardableResult
    package func run(_ options: IntentRunOptions) async throws(IntentTestingError) -> ResolvedIntentResult {
        let target = try target.get()
        let parameters = try parameterValues
        let transient = transientEntities
        switch target.context.execution {
        case .inProcess:
            var supplied: [String: any AppEntity] = [:]
            for (_, entity) in transient {
                supplied[entity.token] = (try? entity.made.get())?.instance()
            }
            return try await InProcessRun(target: target, parameters: parameters, options: options)
                .run(supplying: supplied)
        case .outOfProcess(let process):
            if let (name, entity) = transient.first {
                throw IntentTestingError(
                    .refused,
                    "\(identifier).\(name) holds \(entity.text), a transient entity: a separate host process cannot "
                        + "receive it (an invocation passes values as JSON and entities by the identifiers their "
                        + "queries find, and no query finds a transient entity); run this intent in the test's process"
                )
            }
            return try await OutOfProcessRun(target: target, parameters: parameters, options: options, process: process)
                .run()
        }
    }

    /// `CompleteTodoIntent(item: "1")`.
    public var description: String {
        "\(identifier)(" + values.keys.sorted().map { "\($0): \(values[$0] ?? .null)" }.joined(separator: ", ") + ")"
    }
}
