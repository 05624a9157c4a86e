// Focus filters: an intent the system runs when a Focus turns on or off, with the app's settings
// for that Focus as parameters. There is no Focus here: the intent runs as any intent does, and its
// app context is kept for a host or test to read.
import Foundation

/// What the app tells the system about a Focus: which notifications to let through.
///
/// Spelled as Apple's `FocusFilterAppContext`. Nothing filters notifications here.
public struct FocusFilterAppContext {
    /// The predicate the system would filter the app's notifications with while the Focus is on.
    public let notificationFilterPredicate: NSPredicate?

    /// The prefix of the target-content identifiers of the scenes the Focus keeps, on iOS 17 and later.
    public let targetContentIdentifierPrefix: String?

    /// A context that filters notifications with `notificationFilterPredicate`.
    /// - Parameter notificationFilterPredicate: The filter, or `nil` to let every notification through.
    public init(notificationFilterPredicate: NSPredicate? = nil) {
        self.init(notificationFilterPredicate: notificationFilterPredicate, targetContentIdentifierPrefix: nil)
    }

    /// A context that filters notifications and names the scenes the Focus keeps.
    /// - Parameters:
    ///   - notificationFilterPredicate: The filter, or `nil` to let every notification through.
    ///   - targetContentIdentifierPrefix: The prefix of the kept scenes' identifiers.
    public init(notificationFilterPredicate: NSPredicate? = nil, targetContentIdentifierPrefix: String? = nil) {
        self.notificationFilterPredicate = notificationFilterPredicate
        self.targetContentIdentifierPrefix = targetContentIdentifierPrefix
    }
}

/// What the system passes when it asks an app for Focus filter suggestions.
///
/// Spelled as Apple's `FocusFilterSuggestionContext`. No Focus asks here.
public struct FocusFilterSuggestionContext: Sendable {
    /// A context with nothing in it.
    package init() {}
}

/// An intent that adapts the app when a Focus changes: its parameters are the app's settings for the Focus.
///
/// Spelled as Apple's `SetFocusFilterIntent`. Here it runs as any intent does when a host runs it.
public protocol SetFocusFilterIntent: AppIntent, InstanceDisplayRepresentable {
    /// The app context the system would apply while the Focus is on.
    var appContext: FocusFilterAppContext { get }

    /// Suggested configurations of the filter for a Focus.
    /// - Parameter context: What the system knows of the Focus.
    /// - Returns: The suggested configurations.
    static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self]
}

extension SetFocusFilterIntent {
    /// Lets every notification through: the context of a filter that declares none.
    public var appContext: FocusFilterAppContext { FocusFilterAppContext() }

    /// No suggestions.
    /// - Parameter context: What the system knows of the Focus.
    /// - Returns: An empty list.
    public static func suggestedFocusFilters(for context: FocusFilterSuggestionContext) async -> [Self] { [] }

    /// The configuration in effect: here, with no Focus, a new intent with its parameters' defaults.
    public static var current: Self {
        get async throws { Self() }
    }

    /// Asks the system to read the app context again; there is nothing to ask here.
    public static func invalidateFocusFilterAppContext() {}
}
