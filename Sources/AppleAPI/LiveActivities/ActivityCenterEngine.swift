#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What ActivityKit's API (``Activity``, ``ActivityAuthorizationInfo``) asks of the center that keeps a process's
/// Live Activities: the engine's `LiveActivityCenter` conforms, bound by the engine; AppleAPI, which the engine builds
/// on, cannot name it.
package protocol ActivityCenterEngine: AnyObject, Sendable {
    /// The center of the calling task: the one a host or a test bound, or the process's shared one.
    static var centerOfCurrentTask: any ActivityCenterEngine { get }

    /// Whether the app may start Live Activities.
    var areActivitiesEnabled: Bool { get }

    /// The activities of one attributes type that are not dismissed, oldest first.
    func activities<Attributes: ActivityAttributes>(of type: Attributes.Type) -> [Activity<Attributes>]

    /// Starts a Live Activity.
    func request<Attributes: ActivityAttributes>(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?
    ) throws -> Activity<Attributes>

    /// Replaces an activity's content.
    func update<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>, with content: ActivityContent<Attributes.ContentState>
    ) throws

    /// Ends an activity.
    func end<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>, with content: ActivityContent<Attributes.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy
    ) throws

    /// An activity's state now, or `nil` when the center has no such activity.
    func currentState(of id: String) -> ActivityState?

    /// The activity of a type with an identifier, if the center has it.
    func activity<Attributes: ActivityAttributes>(id: String, of type: Attributes.Type) -> Activity<Attributes>?

    /// The identifiers of the activities requested from now on; the stream ends when the center is released.
    func requestedActivityIDs() -> AsyncStream<String>
}

/// Finds the center ActivityKit's static API uses in the calling task.
package enum ActivityCenterBinding {
    /// The mangled name of the engine's center type, `IntentRuntime.LiveActivityCenter`.
    static let engineTypeName = "13IntentRuntime18LiveActivityCenterC"

    /// The engine's center type, found once by its mangled name (AppleAPI cannot import the module that builds on
    /// it); `nil` in a program that does not link the engine.
    static let engineType: (any ActivityCenterEngine.Type)? =
        _typeByName(engineTypeName) as? any ActivityCenterEngine.Type

    /// The calling task's center; without the engine, a center that refuses every request.
    package static var current: any ActivityCenterEngine {
        engineType?.centerOfCurrentTask ?? NoActivityCenter.instance
    }
}

/// The center of a program without the engine: no activities, every request refused as `denied`.
private final class NoActivityCenter: ActivityCenterEngine {
    static let instance = NoActivityCenter()

    static var centerOfCurrentTask: any ActivityCenterEngine { instance }

    var areActivitiesEnabled: Bool { false }

    func activities<Attributes: ActivityAttributes>(of type: Attributes.Type) -> [Activity<Attributes>] { [] }

    func request<Attributes: ActivityAttributes>(
        attributes: Attributes, content: ActivityContent<Attributes.ContentState>, pushType: PushType?
    ) throws -> Activity<Attributes> {
        throw ActivityAuthorizationError.denied.with(
            "no Live Activity center: the program does not link IntentRuntime, which keeps the activities")
    }

    func update<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>, with content: ActivityContent<Attributes.ContentState>
    ) throws {}

    func end<Attributes: ActivityAttributes>(
        _ activity: Activity<Attributes>, with content: ActivityContent<Attributes.ContentState>?,
        dismissalPolicy: ActivityUIDismissalPolicy
    ) throws {}

    func currentState(of id: String) -> ActivityState? { nil }

    func activity<Attributes: ActivityAttributes>(id: String, of type: Attributes.Type) -> Activity<Attributes>? {
        nil
    }

    func requestedActivityIDs() -> AsyncStream<String> { AsyncStream { $0.finish() } }
}
