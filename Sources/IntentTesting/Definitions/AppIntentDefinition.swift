import IntentMetadata
import IntentRuntime

/// An intent of the app, looked up by name: `definitions.intents["CompleteTodoIntent"]`.
///
/// Make instances with ``makeIntent``, passing parameter values as keyword arguments named like
/// the parameters:
///
/// ```swift
/// let intent = definitions.intents["ConfigurationAppIntent"].makeIntent(step: 2)
/// ```
public struct AppIntentDefinition: AppIntentTypeDefinition, Sendable {
    /// The intents a definition makes.
    public typealias Instance = AnyAppIntent

    /// The intent's identifier, as the test named it.
    package let typeIdentifier: String

    /// The intent as the host runs it, or why it cannot.
    let target: Result<IntentTarget, IntentTestingError>

    init(typeIdentifier: String, target: Result<IntentTarget, IntentTestingError>) {
        self.typeIdentifier = typeIdentifier
        self.target = target
    }

    /// Makes an intent, its parameters set from keyword arguments: `makeIntent(step: 2, note: nil)`.
    ///
    /// Values are checked against the parameters' types as they are set; a problem (an unknown
    /// parameter, a value of the wrong type, an enum case the enum lacks) is thrown by the
    /// intent's ``AnyAppIntent/run()``, naming the parameter and what it takes.
    public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
        IntentValuePropertiesCallable { arguments in
            var intent = AnyAppIntent(definition: self)
            for (name, value) in arguments {
                intent.set(name, to: value)
            }
            return intent
        }
    }

    /// Checks that an intent was made by a definition of this intent.
    /// - Throws: ``IntentTestingError`` when the app has no such intent, or the intent is another.
    func checkInstance(_ intent: AnyAppIntent) throws(IntentTestingError) {
        let expected = try target.get().identifier
        guard intent.identifier == typeIdentifier || intent.identifier == expected else {
            throw IntentTestingError(.valueMismatch, "the intent is a \(intent.identifier), not a \(typeIdentifier)")
        }
    }

    /// The names of the intent's parameters, in declaration order.
    /// - Throws: ``IntentTestingError`` when the app has no such intent.
    package var parameterNames: [String] {
        get throws(IntentTestingError) { try target.get().parameters.map(\.name) }
    }

    /// The intent's title.
    /// - Throws: ``IntentTestingError`` when the app has no such intent.
    package var title: String {
        get throws(IntentTestingError) { try target.get().runTarget.intent.title }
    }
}

/// An intent a host can run, with what a test needs to set and check its parameters.
struct IntentTarget: Sendable {
    /// The host and where its runs go.
    let context: DefinitionsContext

    /// The registered intent and its metadata.
    let runTarget: RunTarget

    /// The intent's parameters, in declaration order.
    let parameters: [ParameterSpec]

    /// The identifier runs are made with: the action identifier.
    var identifier: String { runTarget.actionIdentifier }

    init(context: DefinitionsContext, runTarget: RunTarget) {
        self.context = context
        self.runTarget = runTarget
        parameters = runTarget.intent.parameters.map { parameter in
            ParameterSpec(
                parameter: parameter,
                hint: ValueHint(type: parameter.wrappedType.type),
                metadata: runTarget.action?.parameter(named: parameter.name),
                intentIdentifier: runTarget.actionIdentifier
            )
        }
    }

    func parameter(named name: String) -> ParameterSpec? {
        parameters.first { $0.name == name }
    }

    /// The value a parameter has when the test sets none: its declared default.
    func defaultValue(of name: String) -> IntentValue? {
        let instance = runTarget.intent.type.init()
        guard let parameter = IntentReflection.parameters(of: instance).first(where: { $0.name == name })?.parameter,
            let value = parameter.anyDefaultValue
        else { return nil }
        return IntentValue.make(value, native: value)
    }
}
