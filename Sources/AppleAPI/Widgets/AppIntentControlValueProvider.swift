/// Supplies the state a control shows for its configuration: WidgetKit's
/// `AppIntentControlValueProvider`. No control is drawn here; hosts and tests read the values.
/// As in WidgetKit, neither the provider nor its value need be `Sendable`.
public protocol AppIntentControlValueProvider: FrameworkSendableMetatype {
    /// The state the control shows.
    associatedtype Value

    /// The intent that configures the control.
    associatedtype Configuration: ControlConfigurationIntent

    /// A state for previews, returned at once.
    /// - Parameter configuration: The control's configuration.
    /// - Returns: The preview state.
    func previewValue(configuration: Configuration) -> Value

    /// The control's state now.
    /// - Parameter configuration: The control's configuration.
    /// - Returns: The state.
    /// - Throws: When the state cannot be found.
    func currentValue(configuration: Configuration) async throws -> Value
}

/// Supplies the state a control without configuration shows: WidgetKit's `ControlValueProvider`.
/// No control is drawn here; hosts and tests read the values.
public protocol ControlValueProvider: FrameworkSendableMetatype {
    /// The state the control shows.
    associatedtype Value

    /// A state for previews, returned at once.
    var previewValue: Value { get }

    /// The control's state now.
    /// - Returns: The state.
    /// - Throws: When the state cannot be found.
    func currentValue() async throws -> Value
}
