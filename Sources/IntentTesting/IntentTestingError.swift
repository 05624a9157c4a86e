import IntentRuntime

/// Why a test's lookup, value or run did not do what it asked: a name the app does not have, a
/// value of the wrong type, a refused or failed run, a host process that crashed.
///
/// The message names the intent, entity, enum or parameter, what was expected, and the fix:
/// near matches for a misspelt name, the cases of an enum, the type a parameter takes.
public struct IntentTestingError: Error, Sendable, CustomStringConvertible {
    /// The kind of problem.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case unknownName
            case unregisteredBundle
            case invalidValue
            case valueMismatch
            case refused
            case failed
            case rejected
            case timedOut
            case cancelled
            case hostCrashed
            case hostTimedOut
            case hostFailed
        }

        private let kind: Kind

        /// No intent, entity, enum, query, parameter or property has the name.
        public static let unknownName = Code(kind: .unknownName)
        /// No host was registered for the bundle identifier (``IntentTestHost/register(bundleIdentifier:host:)``).
        public static let unregisteredBundle = Code(kind: .unregisteredBundle)
        /// A value given to a parameter is not of its type, out of its range, or not one of its cases.
        public static let invalidValue = Code(kind: .invalidValue)
        /// A value read from a result, parameter or property is not of the type asked for.
        public static let valueMismatch = Code(kind: .valueMismatch)
        /// The host refused the run before `perform()`: a bad value, an entity its query does not
        /// find, a missing dependency, unresolved metadata.
        public static let refused = Code(kind: .refused)
        /// `perform()` threw.
        public static let failed = Code(kind: .failed)
        /// The run never started: a run of the intent was in flight (the reentrancy guard).
        public static let rejected = Code(kind: .rejected)
        /// `perform()` ran longer than the executor's timeout.
        public static let timedOut = Code(kind: .timedOut)
        /// The run was cancelled.
        public static let cancelled = Code(kind: .cancelled)
        /// The separate host process running the intent crashed (a trap, `fatalError`, a signal).
        public static let hostCrashed = Code(kind: .hostCrashed)
        /// The separate host process did not finish in time and was killed.
        public static let hostTimedOut = Code(kind: .hostTimedOut)
        /// The separate host process could not be started, or said something that is not a run's outcome.
        public static let hostFailed = Code(kind: .hostFailed)

        /// The code's name.
        public var description: String {
            switch kind {
            case .unknownName: "unknownName"
            case .unregisteredBundle: "unregisteredBundle"
            case .invalidValue: "invalidValue"
            case .valueMismatch: "valueMismatch"
            case .refused: "refused"
            case .failed: "failed"
            case .rejected: "rejected"
            case .timedOut: "timedOut"
            case .cancelled: "cancelled"
            case .hostCrashed: "hostCrashed"
            case .hostTimedOut: "hostTimedOut"
            case .hostFailed: "hostFailed"
            }
        }
    }

    /// The kind of problem.
    public let code: Code

    /// What went wrong, naming what was asked for, and the fix where one is known.
    public let message: String

    /// What the run produced, when a run ended in another phase than ``RunPhase/succeeded``:
    /// its phases, widget reloads and opened intents.
    public let result: ResolvedIntentResult?

    /// The error behind this one: what `perform()` threw (in process), the host's refusal.
    public let underlyingError: (any Error)?

    /// The message.
    public var description: String { message }

    init(_ code: Code, _ message: String, result: ResolvedIntentResult? = nil, underlyingError: (any Error)? = nil) {
        self.code = code
        self.message = message
        self.result = result
        self.underlyingError = underlyingError
    }

    /// An unknown name, with the near matches among the known ones.
    static func unknown(_ kind: String, _ name: String, in owner: String, known: [String]) -> IntentTestingError {
        IntentTestingError(
            .unknownName, "\(owner) has no \(kind) named '\(name)'" + NearMatches.hint(for: name, among: known))
    }
}
