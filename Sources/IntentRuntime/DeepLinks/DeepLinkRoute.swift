/// Where a deep link leads in the app: the intent that shows it, and its parameter values.
public struct DeepLinkRoute: Hashable, Sendable, CustomStringConvertible {
    /// The action identifier of the intent to run (as `intents run` takes it).
    public var actionIdentifier: String

    /// The intent's parameter values, decoded by the host as `intents run --param` values are.
    public var parameters: [String: InvocationValue]

    /// Creates a route.
    /// - Parameters:
    ///   - actionIdentifier: The intent to run.
    ///   - parameters: Its parameter values.
    public init(actionIdentifier: String, parameters: [String: InvocationValue] = [:]) {
        self.actionIdentifier = actionIdentifier
        self.parameters = parameters
    }

    /// The identifier and the parameters, as in `OpenSeckillIntent(productId: 42)`.
    public var description: String {
        let values = parameters.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        return "\(actionIdentifier)(\(values.joined(separator: ", ")))"
    }
}
