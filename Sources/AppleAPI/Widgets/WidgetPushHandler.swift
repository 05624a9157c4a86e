import Foundation

/// A type told the push token of the app's widgets: WidgetKit's `WidgetPushHandler`, registered with
/// ``WidgetConfiguration/pushHandler(_:)``.
///
/// WidgetKit push needs the Apple Push Notification service, which does not exist here: no token is ever
/// issued, so the handler is never made nor called.
public protocol WidgetPushHandler {
    /// Creates the handler, as WidgetKit does when a token changes.
    init()

    /// Receives the push token and the widgets it updates.
    /// - Parameters:
    ///   - pushInfo: The token.
    ///   - widgets: The widgets that take push updates.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token of the app's widgets: WidgetKit's `WidgetPushInfo`. None is ever issued here.
public struct WidgetPushInfo: Sendable {
    /// The token a server sends widget updates with.
    public let token: Data
}

extension WidgetConfiguration {
    /// Registers the type told the widget's push token. No token is issued here (no push service): the
    /// configuration is returned unchanged and the handler is never made.
    /// - Parameter pushHandlerType: The handler's type.
    /// - Returns: The configuration.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration {
        descriptor
    }
}

extension WidgetCenter {
    /// The push token of the app's widgets: always `nil` here (no push service).
    public nonisolated var currentPushInfo: WidgetPushInfo? {
        get async { nil }
    }
}
