/// How a Live Activity would take updates from ActivityKit push notifications.
///
/// Spelled as ActivityKit's `PushType`. Off Apple's platforms there is no Apple Push
/// Notification service: a push type is accepted, recorded with the activity and shown by
/// `intents activities`, and otherwise inert. ``Activity/pushToken`` stays `nil`; updates come
/// only from ``Activity/update(_:)`` and ``Activity/end(_:dismissalPolicy:)``.
public struct PushType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }

    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// Updates through a push token of the activity's own.
    public static var token: PushType { PushType(kind: .token) }

    /// Updates through a broadcast channel.
    /// - Parameter name: The channel identifier (a base64 string on Apple's platforms).
    /// - Returns: The push type.
    public static func channel(_ name: String) -> PushType {
        PushType(kind: .channel(name))
    }

    /// `token` or `channel(<name>)`.
    package var spelling: String {
        switch kind {
        case .token: "token"
        case .channel(let name): "channel(\(name))"
        }
    }

    /// Reads back a push type from its ``spelling``.
    package init?(description: String) {
        if description == "token" {
            kind = .token
        } else if description.hasPrefix("channel("), description.hasSuffix(")") {
            kind = .channel(String(description.dropFirst("channel(".count).dropLast()))
        } else {
            return nil
        }
    }
}
