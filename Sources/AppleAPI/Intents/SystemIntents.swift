#if !canImport(FoundationEssentials)
    import Foundation
#else
    import FoundationEssentials
#endif

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

extension OpenIntent {
    /// Does nothing: on Apple's platforms opening the app is the intent's work, and apps whose
    /// scene handles it declare no `perform()` of their own; there is no app to open here.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

/// An intent that changes what the app's interface shows, directed to the scene that shows it.
///
/// Spelled as Apple's `TargetContentProvidingIntent`. On a device the system brings forward the
/// scene whose identifier matches ``contentIdentifier`` and the scene handles the intent. Apple's
/// pages list no `perform()` of this protocol's own, so a file that imports only AppIntents declares
/// one (or gets `OpenIntent`'s); a host that imports the engine, `IntentRuntime`, runs one without
/// `perform()` as a no-op.
public protocol TargetContentProvidingIntent: AppIntent {
    /// The identifier a scene matches; the intent type's name unless the intent says otherwise.
    var contentIdentifier: String { get }
}

extension TargetContentProvidingIntent {
    /// The intent type's name.
    public var contentIdentifier: String { String(describing: Self.self) }
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
/// Spelled as Apple's `ControlConfigurationIntent`. Like a widget's configuration intent, it
/// needs no `perform()` of its own.
public protocol ControlConfigurationIntent: AppIntent {}

extension ControlConfigurationIntent {
    /// Does nothing: a configuration intent only carries the control's parameters.
    /// - Returns: An empty result.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result()
    }
}

/// An intent that replaces a SiriKit custom intent, so shortcuts made with the old one keep working.
///
/// Spelled as Apple's `CustomIntentMigratedAppIntent`; the class name is recorded in metadata
/// (`customIntentClassName`).
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The SiriKit intent class the intent replaces: `"GetIntent"`.
    static var intentClassName: String { get }
}

/// An intent that reports its progress while it runs.
///
/// Spelled as Apple's `ProgressReportingIntent`: set `progress.totalUnitCount` and
/// `progress.completedUnitCount` in `perform()`. Each intent value has a progress of its own.
public protocol ProgressReportingIntent: AppIntent {}

#if !canImport(FoundationEssentials)
    // Foundation's `Progress` is not in FoundationEssentials: where the runtime is built on it (Linux…),
    // the `AppIntents` module, which imports Foundation as Apple's does, gives intents their progress.
    extension ProgressReportingIntent {
        /// The intent's progress.
        public var progress: Progress {
            ProgressRegistry.progress(for: self) { Progress(totalUnitCount: 0) }
        }
    }
#endif

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
        foregroundContinuationError(dialog)
    }
}

extension AppIntent {
    /// Asks to continue in the app's foreground: here there is none, so the intent goes on in the
    /// background.
    /// - Parameters:
    ///   - dialog: What to say when asking.
    ///   - alwaysConfirm: Whether to ask even if the app is already in the foreground.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {}

    /// The error that asks to continue in the foreground (iOS 26); thrown from `perform()`, the run fails with it, as
    /// there is no foreground to continue in.
    /// - Parameters:
    ///   - dialog: What to say when asking.
    ///   - alwaysConfirm: Whether to ask even if the app is already in the foreground; inert here.
    /// - Returns: The error to throw.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true)
        -> AppIntentError
    {
        foregroundContinuationError(dialog)
    }

    /// The error both `needsToContinueInForegroundError` forms return: the run fails with it, naming the intent and
    /// what it would have said.
    /// - Parameter dialog: What the intent would say when asking.
    /// - Returns: The error.
    fileprivate func foregroundContinuationError(_ dialog: IntentDialog?) -> AppIntentError {
        AppIntentError(
            .continueInForeground,
            "\(Self.persistentIdentifier) asked to continue in the app's foreground"
                + (dialog.map { " (\"\($0.description)\")" } ?? "") + ", which does not exist here"
        )
    }
}

/// An intent whose work can be undone: its `undoManager` records how.
///
/// Spelled as Apple's `UndoableIntent`. There is no app whose undo stack would hold the action
/// here: ``undoManager`` is `nil`, as Apple's is when no suitable undo manager is found.
public protocol UndoableIntent: SystemIntent {}

extension UndoableIntent {
    /// The undo manager to register the intent's undo actions with: none here, so nothing is
    /// recorded.
    @MainActor public var undoManager: UndoManager? { nil }
}

/// An intent the system may suggest before the person asks for it: Siri suggestions.
///
/// Spelled as Apple's `PredictableIntent`. No suggestions are made here; the configuration is
/// accepted and kept.
public protocol PredictableIntent: AppIntent {
    /// The type of ``predictionConfiguration``.
    associatedtype Prediction: IntentPredictionConfiguration

    /// How suggestions of the intent are shown.
    static var predictionConfiguration: Prediction { get }
}

extension PredictableIntent {
    /// One way the intent is suggested: `IntentPrediction(parameters: \.$place) { place in … }`.
    public typealias IntentPrediction<Parameter: Sendable> = IntentPredictionDeclaration<Self, Parameter>
}

/// How suggestions of an intent are shown. Spelled as Apple's `IntentPredictionConfiguration`.
public protocol IntentPredictionConfiguration {
    /// The intent the configuration suggests.
    associatedtype Intent: AppIntent
}

/// A suggestion of an intent for values of one of its parameters, shown by a display
/// representation made from the value.
public struct IntentPredictionDeclaration<Intent: AppIntent, Parameter: Sendable>: IntentPredictionConfiguration {
    /// The suggested parameter; `nil` for an intent suggested without one.
    let parameter: ParameterKeyPath<Intent>?
    let displayRepresentation: @Sendable (Parameter) -> DisplayRepresentation

    /// Creates the suggestion.
    /// - Parameters:
    ///   - parameters: The parameter whose values are suggested.
    ///   - displayRepresentation: How a suggestion for a value is shown.
    public init(
        parameters: KeyPath<Intent, IntentParameter<Parameter>>,
        displayRepresentation: @escaping @Sendable (Parameter) -> DisplayRepresentation
    ) {
        self.parameter = ParameterKeyPath(parameters)
        self.displayRepresentation = displayRepresentation
    }
}

extension IntentPredictionDeclaration where Parameter == Void {
    /// Creates the suggestion of an intent that takes no parameter: `IntentPrediction { … }`.
    /// - Parameter displayRepresentation: How the suggestion is shown.
    public init(displayRepresentation: @escaping @Sendable () -> DisplayRepresentation) {
        self.parameter = nil
        self.displayRepresentation = { _ in displayRepresentation() }
    }
}

/// What the system knows about the run in progress: the mode it runs in.
///
/// Spelled as Apple's `IntentSystemContext`.
public struct IntentSystemContext: Sendable {
    /// The mode of the run in progress.
    public let currentMode: IntentModes.Current

    /// Whether the run is voice-only: never here, where no assistant speaks the result.
    public var isVoiceOnly: Bool { false }

    /// The locale the run is performed in (iOS 27): the process's current locale here, as there is no request
    /// in another language.
    public var locale: Locale { Locale.current }

    /// When the Action button started the run (watchOS): `nil` here, where no button starts one.
    public var preciseTimestamp: Date? { nil }
}

extension IntentModes {
    /// The mode of the run in progress, as ``IntentSystemContext/currentMode`` gives it.
    ///
    /// Spelled as Apple's `IntentModes.Current`.
    public struct Current: Sendable, Hashable, CustomDebugStringConvertible {
        /// Whether the run may continue in the app's foreground: never, here.
        public let canContinueInForeground: Bool

        /// Whether the run is in the app's foreground: never, here.
        package let isForeground: Bool

        /// A run in the background: every run here.
        public static var background: IntentModes.Current {
            Current(canContinueInForeground: false, isForeground: false)
        }

        /// A run in the app's foreground.
        public static var foreground: IntentModes.Current {
            Current(canContinueInForeground: false, isForeground: true)
        }

        /// Two modes are equal when both are in the foreground or both in the background.
        public static func == (lhs: Current, rhs: Current) -> Bool { lhs.isForeground == rhs.isForeground }

        /// Hashes what `==` compares: whether the run is in the foreground.
        /// - Parameter hasher: The hasher.
        public func hash(into hasher: inout Hasher) { hasher.combine(isForeground) }

        /// "foreground" or "background".
        public var debugDescription: String { isForeground ? "foreground" : "background" }
    }
}

extension AppIntent {
    /// What the system knows about the run in progress: here it runs in the background, with no
    /// foreground to continue in.
    public var systemContext: IntentSystemContext {
        IntentSystemContext(currentMode: .init(canContinueInForeground: false, isForeground: false))
    }
}
