#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Why a request to start a Live Activity was refused.
///
/// Spelled as ActivityKit's `ActivityAuthorizationError`, so code written for Apple's platforms
/// catches it unchanged:
///
/// ```swift
/// do {
///     _ = try Activity.request(attributes: attributes, content: content)
/// } catch ActivityAuthorizationError.globalMaximumExceeded {
///     // end an older activity first
/// }
/// ```
///
/// Each error also carries a ``message`` naming the limit and the measured value. Two errors are
/// equal when their codes are, so `error == .attributesTooLarge` reads as it does on Apple's
/// platforms.
public struct ActivityAuthorizationError: Error, Hashable, Sendable, LocalizedError {
    private enum Code: Int, Hashable, Sendable {
        case attributesTooLarge = 0
        case denied
        case globalMaximumExceeded
        case malformedActivityIdentifier
        case missingProcessIdentifier
        case persistenceFailure
        case reconnectNotPermitted
        case targetMaximumExceeded
        case unentitled
        case unsupported
        case unsupportedTarget
        case visibility
    }

    private let code: Code

    /// A sentence for a person: what was refused and why, with the figures.
    package let message: String

    private init(_ code: Code, message: String) {
        self.code = code
        self.message = message
    }

    /// The attributes or the content state are over the size limit
    /// (`LiveActivityLimits/maximumContentStateSize`).
    public static let attributesTooLarge = ActivityAuthorizationError(
        .attributesTooLarge, message: "the attributes or the content state are over 4 KB")

    /// Live Activities are turned off for the app (`LiveActivityCenter/areActivitiesEnabled`).
    public static let denied = ActivityAuthorizationError(.denied, message: "Live Activities are turned off")

    /// The app already has as many ongoing activities as
    /// `LiveActivityLimits/maximumConcurrentActivities` allows.
    public static let globalMaximumExceeded = ActivityAuthorizationError(
        .globalMaximumExceeded, message: "the maximum number of ongoing Live Activities is reached")

    /// An activity identifier is malformed. Never thrown by this runtime, which makes its own
    /// identifiers.
    public static let malformedActivityIdentifier = ActivityAuthorizationError(
        .malformedActivityIdentifier, message: "the activity identifier is malformed")

    /// The requesting process could not be identified. Never thrown by this runtime.
    public static let missingProcessIdentifier = ActivityAuthorizationError(
        .missingProcessIdentifier, message: "the requesting process could not be identified")

    /// The activity could not be stored: its content state could not be encoded, or the app
    /// group's store could not be written.
    public static let persistenceFailure = ActivityAuthorizationError(
        .persistenceFailure, message: "the Live Activity could not be stored")

    /// A process other than the one that started an activity tried to take it over. Never thrown
    /// by this runtime, where any process of the app reaches its activities through the center.
    public static let reconnectNotPermitted = ActivityAuthorizationError(
        .reconnectNotPermitted, message: "only the process that started the Live Activity may reconnect to it")

    /// The app already started as many concurrent Live Activities as it may. Never thrown by this
    /// runtime: its one limit, `LiveActivityLimits/maximumConcurrentActivities`, is the center's and
    /// is reported as ``globalMaximumExceeded``.
    public static let targetMaximumExceeded = ActivityAuthorizationError(
        .targetMaximumExceeded, message: "the app started the maximum number of concurrent Live Activities")

    /// The app lacks the Live Activities entitlement. Never thrown by this runtime: there are
    /// no entitlements off Apple's platforms.
    public static let unentitled = ActivityAuthorizationError(
        .unentitled, message: "the app is not entitled to start Live Activities")

    /// The device does not support Live Activities. Never thrown by this runtime, where every
    /// center supports them.
    public static let unsupported = ActivityAuthorizationError(
        .unsupported, message: "the device does not support Live Activities")

    /// The target (the app or extension that asked) may not start Live Activities. Never thrown by
    /// this runtime: there are no entitlements off Apple's platforms.
    public static let unsupportedTarget = ActivityAuthorizationError(
        .unsupportedTarget, message: "this target may not start Live Activities")

    /// The app asked from the background. Never thrown by this runtime, where every process
    /// counts as in the foreground (a ``LiveActivityIntent`` may start activities on Apple's
    /// platforms too).
    public static let visibility = ActivityAuthorizationError(
        .visibility, message: "the app is not in the foreground")

    /// The same error with a message giving the details.
    /// - Parameter message: What was refused and why.
    /// - Returns: The error.
    package func with(_ message: String) -> ActivityAuthorizationError {
        ActivityAuthorizationError(code, message: message)
    }

    /// The error domain.
    public static var errorDomain: String { "IntentRuntime.ActivityAuthorizationError" }

    /// The code as a number, in the order Apple's documentation lists the codes (this runtime's
    /// numbering: Apple documents no values).
    public var errorCode: Int { code.rawValue }

    /// The user-info dictionary of the error as an `NSError`: empty, as `CustomNSError`'s default
    /// is (the figures are in ``failureReason``).
    public var errorUserInfo: [String: Any] { [:] }

    /// The code's name, as in `globalMaximumExceeded`.
    package var codeName: String { "\(code)" }

    /// The ``message``.
    public var failureReason: String? { message }

    /// What to do about it.
    public var recoverySuggestion: String? {
        switch code {
        case .attributesTooLarge: "Keep the JSON-encoded attributes and content state within 4,096 bytes each."
        case .denied: "Turn Live Activities on for the app (LiveActivityCenter(areActivitiesEnabled:))."
        case .globalMaximumExceeded: "End one of the app's ongoing Live Activities first."
        case .persistenceFailure: "Check that the app group's container can be written."
        default: nil
        }
    }

    /// The code's name and the message.
    public var errorDescription: String? { spelling }

    /// The code's name and the message, as in `globalMaximumExceeded: …`.
    package var spelling: String { "\(code): \(message)" }

    /// Whether two errors have the same code.
    public static func == (lhs: ActivityAuthorizationError, rhs: ActivityAuthorizationError) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    /// Whether an error is this one: lets `catch ActivityAuthorizationError.denied` match in a
    /// `do` block whose errors are untyped.
    /// - Parameters:
    ///   - pattern: The error to match.
    ///   - error: The error thrown.
    /// - Returns: `true` when `error` is an `ActivityAuthorizationError` with the same code.
    public static func ~= (pattern: ActivityAuthorizationError, error: any Error) -> Bool {
        (error as? ActivityAuthorizationError) == pattern
    }
}
