/// An error of the App Intents system itself: a parameter that needs a value, a choice among
/// matches, a confirmation, or a request that no one answered.
///
/// Spelled as Apple's `AppIntentError`. `$item.needsValueError("Which item?")` returns one;
/// thrown from `perform()`, it makes the runtime ask the host's `IntentPromptPolicy` for the
/// value and perform the intent again, as the system asks the person. When the policy does not
/// answer, the run fails with this error, whose message says what was asked and how to answer.
public struct AppIntentError: Error, Sendable, CustomStringConvertible, CustomLocalizedStringResourceConvertible {
    /// The kind of error.
    package struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Kind: Hashable, Sendable {
            case needsValue, needsDisambiguation, needsConfirmation, restartPerform, unanswered, userCancelled,
                unrecoverable, continueInForeground
        }

        private let kind: Kind

        /// A parameter needs a value.
        package static let needsValue = Code(kind: .needsValue)
        /// A parameter's value must be chosen among matches.
        package static let needsDisambiguation = Code(kind: .needsDisambiguation)
        /// The person must confirm before the intent goes on.
        package static let needsConfirmation = Code(kind: .needsConfirmation)
        /// The intent asks to be performed again.
        package static let restartPerform = Code(kind: .restartPerform)
        /// The intent asked the person something, and the host's prompt policy gave no answer.
        package static let unanswered = Code(kind: .unanswered)
        /// The person declined: a confirmation was denied.
        package static let userCancelled = Code(kind: .userCancelled)
        /// The intent cannot go on: an entity was not found, a permission is missing.
        package static let unrecoverable = Code(kind: .unrecoverable)
        /// The intent asks to continue in the app's foreground, which does not exist here.
        package static let continueInForeground = Code(kind: .continueInForeground)

        /// The code's name.
        package var description: String {
            switch kind {
            case .needsValue: "needsValue"
            case .needsDisambiguation: "needsDisambiguation"
            case .needsConfirmation: "needsConfirmation"
            case .restartPerform: "restartPerform"
            case .unanswered: "unanswered"
            case .userCancelled: "userCancelled"
            case .unrecoverable: "unrecoverable"
            case .continueInForeground: "continueInForeground"
            }
        }
    }

    /// The kind of error.
    package let code: Code

    /// What happened, and how to answer it.
    package let message: String

    /// The question the intent asked, when the error is one.
    package let prompt: PromptQuestion?

    /// Sets the parameter the question is about from an answer; throws when the answer does not
    /// fit it.
    package let applyAnswer: (@Sendable (PromptReply) async throws -> Void)?

    /// The message.
    public var description: String { message }

    /// The message, as the person sees it.
    public var localizedStringResource: LocalizedStringResource { LocalizedStringResource(message) }

    package init(
        _ code: Code,
        _ message: String,
        prompt: PromptQuestion? = nil,
        applyAnswer: (@Sendable (PromptReply) async throws -> Void)? = nil
    ) {
        self.code = code
        self.message = message
        self.prompt = prompt
        self.applyAnswer = applyAnswer
    }

    /// An error with a message of the app's own (iOS 27): thrown from `perform()`, the run fails with it, and the
    /// message is the description's text (its key: no localization tables are read here).
    /// - Parameter description: What went wrong, as the person reads it.
    public init(description: LocalizedStringResource) {
        self.init(.unrecoverable, description.key)
    }

    /// One of the predefined errors with a message of the app's own (iOS 27): the same kind of error, and the same
    /// question when it asks one, with the description's text as its message. Apple's framework stops the process for
    /// an error that is not one of its predefined ones; here any error is accepted.
    /// - Parameters:
    ///   - predefinedError: A predefined error, such as `AppIntentError.Unrecoverable.entityNotFound`.
    ///   - description: What went wrong, as the person reads it.
    public init(predefinedError: AppIntentError, description: LocalizedStringResource) {
        self.init(
            predefinedError.code, description.key, prompt: predefinedError.prompt,
            applyAnswer: predefinedError.applyAnswer)
    }

    /// The error an app's error stands for (iOS 27): its ``CustomAppIntentErrorConvertible/appIntentError``.
    /// - Parameter convertible: The app's error.
    public init(wrapping convertible: some CustomAppIntentErrorConvertible) {
        self = convertible.appIntentError
    }

    /// An error whose message is an app error's text (iOS 27): its `localizedStringResource`'s key.
    /// - Parameter error: The app's error.
    public init(wrapping error: some CustomLocalizedStringResourceConvertible & Error) {
        self.init(.unrecoverable, error.localizedStringResource.key)
    }

    /// The intent asks to be performed again from the start.
    public static let restartPerform = AppIntentError(.restartPerform, "the intent asked to be performed again")

    /// Errors that need something of the person.
    public enum UserActionRequired {
        /// The person must confirm before the intent goes on.
        public static let confirmation = AppIntentError(
            .needsConfirmation,
            "the intent needs the person to confirm before it goes on"
        )

        /// The person must sign in before the intent can go on; here the run fails with this message.
        public static let signin = AppIntentError(.unrecoverable, "the intent needs the person to sign in")

        /// The person must set up an account before the intent can go on; here the run fails with this message.
        public static let accountSetup = AppIntentError(
            .unrecoverable, "the intent needs the person to set up an account")
    }

    /// Errors the intent cannot recover from.
    public enum Unrecoverable {
        /// An entity the intent needs no longer exists.
        public static let entityNotFound = AppIntentError(.unrecoverable, "an entity the intent needs was not found")

        /// The intent's work cannot be done.
        public static let unknown = AppIntentError(.unrecoverable, "the intent cannot go on")

        /// The action is not allowed.
        public static let notAllowed = AppIntentError(.unrecoverable, "the action is not allowed")

        /// The intent needs a network connection.
        public static let networkFailure = AppIntentError(.unrecoverable, "the intent needs a network connection")

        /// Not every part of the action was done.
        public static let partialFailure = AppIntentError(.unrecoverable, "not every part of the action was done")

        /// The feature is not supported on this device.
        public static let unsupportedOnDevice = AppIntentError(
            .unrecoverable, "the feature is not supported on this device")

        /// The feature is restricted (Screen Time, a management profile or the like).
        public static let featureCurrentlyRestricted = AppIntentError(
            .unrecoverable, "the feature is currently restricted")
    }

    /// Errors caused by a missing permission.
    public enum PermissionRequired {
        /// The app lacks access to the person's location.
        /// - Parameter precise: Whether the intent needs the precise location, not only the approximate one.
        /// - Returns: The error.
        public static func location(precise: Bool = false) -> AppIntentError {
            AppIntentError(
                .unrecoverable,
                precise ? "the intent needs precise location access" : "the intent needs location access")
        }

        /// The app lacks access to the person's contacts.
        public static let contacts = AppIntentError(.unrecoverable, "the intent needs contacts access")

        /// The app lacks access to the person's photo library.
        public static let photos = AppIntentError(.unrecoverable, "the intent needs photo library access")

        /// The app lacks access to Bluetooth.
        public static let bluetooth = AppIntentError(.unrecoverable, "the intent needs Bluetooth access")

        /// The app lacks access to the local network.
        public static let localNetwork = AppIntentError(.unrecoverable, "the intent needs local network access")

        /// The app lacks access to Siri.
        public static let siri = AppIntentError(.unrecoverable, "the intent needs Siri access")
    }
}
