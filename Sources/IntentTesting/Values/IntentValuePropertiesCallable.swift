/// Makes an instance from keyword arguments named like its properties: what
/// ``AppIntentDefinition/makeIntent`` is, so that `makeIntent(step: 2)` reads like a call.
///
/// Not made directly: use ``AppIntentDefinition/makeIntent``.
@dynamicCallable
public struct IntentValuePropertiesCallable<T>: Sendable {
    private let make: @Sendable (KeyValuePairs<String, (any IntentValueExpressing)?>) -> T

    init(_ make: @escaping @Sendable (KeyValuePairs<String, (any IntentValueExpressing)?>) -> T) {
        self.make = make
    }

    /// Makes an instance, setting each argument's value on the property its label names.
    /// - Parameter args: The values by property name.
    /// - Returns: The instance.
    public func dynamicallyCall(withKeywordArguments args: KeyValuePairs<String, (any IntentValueExpressing)?>) -> T {
        make(args)
    }
}
