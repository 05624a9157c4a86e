/// Why a host refused to run an action; nothing ran.
public struct IntentHostError: Error, Sendable, CustomStringConvertible {
    /// The kind of refusal.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case unknownAction
            case ambiguousAction
            case unresolvedAction
            case missingMetadata
            case invalidParameters
            case missingDependency
        }

        private let kind: Kind

        /// No loaded action and no registered intent has the identifier.
        public static let unknownAction = Code(kind: .unknownAction)
        /// The identifier resolves to more than one registered type; qualify it with the module.
        public static let ambiguousAction = Code(kind: .ambiguousAction)
        /// Metadata has the action, but it does not resolve to a registered intent.
        public static let unresolvedAction = Code(kind: .unresolvedAction)
        /// The intent is registered, but no loaded bundle has an action for it.
        public static let missingMetadata = Code(kind: .missingMetadata)
        /// The invocation's parameter values were refused.
        public static let invalidParameters = Code(kind: .invalidParameters)

        /// An `@Dependency` of the intent was never added to its ``AppDependencyManager``, or
        /// making it threw.
        public static let missingDependency = Code(kind: .missingDependency)

        /// The code's name.
        public var description: String {
            switch kind {
            case .unknownAction: "unknownAction"
            case .ambiguousAction: "ambiguousAction"
            case .unresolvedAction: "unresolvedAction"
            case .missingMetadata: "missingMetadata"
            case .invalidParameters: "invalidParameters"
            case .missingDependency: "missingDependency"
            }
        }
    }

    /// The kind of refusal.
    public let code: Code

    /// What was refused and why, naming the action, and the fix.
    public let message: String

    /// The resolution diagnostics behind the refusal, if any.
    public let diagnostics: [ResolutionDiagnostic]

    /// The parameter error behind the refusal, if any.
    public let parameterError: ParameterError?

    /// The message, then each diagnostic on its own line.
    public var description: String {
        ([message] + diagnostics.map { "  \($0)" }).joined(separator: "\n")
    }

    init(
        _ code: Code,
        _ message: String,
        diagnostics: [ResolutionDiagnostic] = [],
        parameterError: ParameterError? = nil
    ) {
        self.code = code
        self.message = message
        self.diagnostics = diagnostics
        self.parameterError = parameterError
    }
}
