/// Why an app intent's task was cancelled: it ran out of time, or someone cancelled it.
///
/// Spelled as Apple's `IntentCancellationReason` (iOS 26.4). A ``CancellableIntent``'s cancellation handler receives
/// one: `.timeout` when the executor's timeout (`ExecutorConfiguration.timeout`) cancelled the run, `.userCancelled`
/// when the caller of the run cancelled it (here the host stands for the person).
public struct IntentCancellationReason: CustomDebugStringConvertible {
    private enum Kind {
        case timeout, userCancelled
    }

    private let kind: Kind

    private init(_ kind: Kind) { self.kind = kind }

    /// The intent ran longer than it was allowed to.
    public static var timeout: IntentCancellationReason { IntentCancellationReason(.timeout) }

    /// Someone cancelled the intent: here, the caller of the run.
    public static var userCancelled: IntentCancellationReason { IntentCancellationReason(.userCancelled) }

    /// The reason's name: `timeout` or `userCancelled`.
    public var debugDescription: String {
        switch kind {
        case .timeout: "timeout"
        case .userCancelled: "userCancelled"
        }
    }
}
