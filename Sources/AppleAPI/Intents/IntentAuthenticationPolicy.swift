/// When an intent may run on a locked device.
///
/// The raw values are the ones Xcode writes as `authenticationPolicy` in `extract.actionsdata`.
public struct IntentAuthenticationPolicy: Hashable, Sendable, CustomStringConvertible {
    /// The value written in metadata.
    package var rawValue: Int

    /// Creates a policy from its metadata value.
    /// - Parameter rawValue: The `authenticationPolicy` integer from metadata.
    package init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The intent runs whether or not the device is unlocked (the default).
    public static let alwaysAllowed = IntentAuthenticationPolicy(rawValue: 0)

    /// The intent runs only after the user authenticates.
    public static let requiresAuthentication = IntentAuthenticationPolicy(rawValue: 1)

    /// The intent runs only on an unlocked device.
    public static let requiresLocalDeviceAuthentication = IntentAuthenticationPolicy(rawValue: 2)

    /// The policy's name, as in source.
    public var description: String {
        switch rawValue {
        case 0: "alwaysAllowed"
        case 1: "requiresAuthentication"
        case 2: "requiresLocalDeviceAuthentication"
        default: "IntentAuthenticationPolicy(rawValue: \(rawValue))"
        }
    }
}
