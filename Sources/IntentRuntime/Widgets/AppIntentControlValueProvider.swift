/// Supplies the state a control shows for its configuration: WidgetKit's
/// `AppIntentControlValueProvider`. No control is drawn here; hosts and tests read the values.
public protocol AppIntentControlValueProvider: Sendable {
    /// The state the control shows.
    associatedtype Value: Sendable

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
