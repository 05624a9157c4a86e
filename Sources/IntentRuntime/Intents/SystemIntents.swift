import Foundation

// The intent kinds the system gives a meaning of its own. Off-device there is no app to bring
// forward, no audio session and no Control Center: each kind is accepted and runs like any
// intent, and its system protocol is recorded in the metadata (`systemProtocols`).

/// An intent the system knows the purpose of.
///
/// Spelled as Apple's `SystemIntent`.
public protocol SystemIntent: AppIntent {}

/// An intent that opens an entity or an enum case in the app: its `target` parameter.
///
/// Spelled as Apple's `OpenIntent`. On a device the system brings the app forward first; here
/// it runs like any intent.
public protocol OpenIntent: SystemIntent {
    /// The type of what it opens.
    associatedtype Value: AppValue

    /// What it opens: declare it `@Parameter(title: "Item") var target: TodoItem`.
    var target: Value { get set }
}

/// An intent that sets one value: a setting, a control's state.
///
/// Spelled as Apple's `SetValueIntent`.
public protocol SetValueIntent<ValueType>: SystemIntent {
    /// The type of the value set.
    associatedtype ValueType: Sendable

    /// The value to set: declare it `@Parameter(title: "On") var value: Bool`.
    var value: ValueType { get set }
}

/// An intent that starts audio playback. Spelled as Apple's `AudioPlaybackIntent`; no audio
/// session exists here.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent that starts audio playback (iOS 16). Spelled as Apple's `AudioStartingIntent`.
public protocol AudioStartingIntent: SystemIntent {}

/// An intent that records audio. Spelled as Apple's `AudioRecordingIntent`; no audio session
/// exists here.
public protocol AudioRecordingIntent: SystemIntent {}

/// An intent that configures a control in Control Center or on the Lock Screen.
///
/// Spelled as Apple's `ControlConfigurationIntent`.
public protocol ControlConfigurationIntent: AppIntent {}

/// An intent that reports its progress while it runs.
///
/// Spelled as Apple's `ProgressReportingIntent`: set `progress.totalUnitCount` and
/// `progress.completedUnitCount` in `perform()`. Each intent value has a progress of its own.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The intent's progress.
    public var progress: Progress {
        ProgressRegistry.progress(for: self)
    }
}

/// An intent that may ask to continue in the app's foreground.
///
/// Spelled as Apple's `ForegroundContinuableIntent`. There is no foreground here: asking to
/// continue runs the continuation at once, in the background, and says so in no dialog.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// Asks to continue in the foreground, then runs the continuation: here at once.
    /// - Parameters:
    ///   - dialog: What to say when asking.
    ///   - continuation: What to do in the foreground.
    /// - Returns: What the continuation returns.
    /// - Throws: What the continuation throws.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil,
        continuation: @MainActor () async throws -> ResultValue = { () }
    ) async throws -> ResultValue {
        try await continuation()
    }

    /// The error that asks to continue in the foreground; thrown from `perform()`, the run
    /// fails with it, as there is no foreground to continue in.
    /// - Parameters:
    ///   - dialog: What to say when asking.
    ///   - continuation: What to do in the foreground; not run.
    /// - Returns: The error to throw.
    public func needsToContinueInForegroundError(
        _ dialog: IntentDialog? = nil,
        continuation: (@MainActor () async throws -> Void)? = nil
    ) -> AppIntentError {
        AppIntentError(
            .continueInForeground,
            "\(Self.persistentIdentifier) asked to continue in the app's foreground"
                + (dialog.map { " (\"\($0.description)\")" } ?? "") + ", which does not exist here"
        )
    }
}

extension AppIntent {
    /// Asks to continue in the app's foreground: here there is none, so the intent goes on in the
    /// background.
    /// - Parameters:
    ///   - dialog: What to say when asking.
    ///   - alwaysConfirm: Whether to ask even if the app is already in the foreground.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}
}
