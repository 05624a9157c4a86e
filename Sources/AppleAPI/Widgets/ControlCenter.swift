/// The app's controls in Control Center, the Lock Screen and the Action button: reloading them and
/// listing those a person has added.
///
/// Spelled as Apple's WidgetKit `ControlCenter`, so that an intent's `ControlCenter.shared.reloadAllControls()`
/// compiles. Controls themselves are SwiftUI templates and are not offered here: there are no controls to
/// reload, the reload requests do nothing, and ``currentControls()`` returns none.
public final class ControlCenter: Sendable {
    /// The app's control center.
    public static let shared = ControlCenter()

    private init() {}

    /// Asks for every control of the app to be drawn again: does nothing here, where no control is shown.
    public func reloadAllControls() {}

    /// Asks for the controls of one kind to be drawn again: does nothing here, where no control is shown.
    /// - Parameter kind: The kind the control was declared with.
    public func reloadControls(ofKind kind: String) {}

    /// The controls a person has added: none here.
    /// - Returns: An empty array.
    /// - Throws: Never here; Apple's may.
    public func currentControls() async throws -> [ControlInfo] { [] }
}

/// A control a person has added, as ``ControlCenter/currentControls()`` lists it.
///
/// Spelled as Apple's WidgetKit `ControlInfo`; none is ever listed here. Apple's `pushInfo` is not offered
/// (push needs Apple's push service).
public struct ControlInfo: Sendable, Identifiable {
    /// The kind the control was declared with.
    public let kind: String

    /// The stable identity of the control: its kind here, where a control is never configured twice.
    public var id: String { kind }

    /// The configuration a person chose for the control, if it is configured by an intent of this type.
    /// - Parameter intentType: The control's configuration intent type.
    /// - Returns: `nil` here, where no control is configured.
    public func configurationIntent<Intent: ControlConfigurationIntent>(of intentType: Intent.Type = Intent.self)
        -> Intent?
    {
        nil
    }
}
