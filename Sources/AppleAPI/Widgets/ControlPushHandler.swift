import Foundation

/// A type told the push tokens of the app's controls: WidgetKit's `ControlPushHandler`, registered with
/// ``ControlWidgetConfiguration/pushHandler(_:)``.
///
/// Push needs the Apple Push Notification service, which does not exist here: the handler is never called.
public protocol ControlPushHandler {
    /// Creates the handler, as WidgetKit does when a token changes.
    init()

    /// Receives the controls whose push tokens changed.
    /// - Parameter controls: Every control that takes push updates.
    func pushTokensDidChange(controls: [ControlInfo])
}

/// The push token of a control: WidgetKit's `ControlPushInfo`. None is ever issued here.
public struct ControlPushInfo: Sendable {
    /// The token a server sends the control's updates with.
    public let token: Data
}

extension ControlInfo {
    /// The control's push token: always `nil` here (no push service).
    public var pushInfo: ControlPushInfo? { nil }
}
