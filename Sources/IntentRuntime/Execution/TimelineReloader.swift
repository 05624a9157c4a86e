/// What the runtime asks to reload widget timelines after an intent runs.
///
/// After every run that started (whether it succeeded, threw, was cancelled or timed out; never
/// after a rejected one), the executor calls ``reloadTimelines(afterRunOf:kinds:)`` exactly
/// once, as WidgetKit reloads the interacted widget after its intent runs. `WidgetCenter`
/// conforms.
public protocol TimelineReloader: Sendable {
    /// Reloads widget timelines after a run.
    /// - Parameters:
    ///   - actionIdentifier: The action identifier of the intent that ran.
    ///   - kinds: The widget kinds the interaction came from; `nil` reloads every kind.
    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async

    /// Places a configuration on the widgets it configures, before the run of a widget's
    /// configuration intent and its reload: what a person does when they edit a widget.
    /// - Parameter configuration: The intent, its parameters set.
    func configureWidgets(with configuration: any WidgetConfigurationIntent) async
}

extension TimelineReloader {
    /// Configures nothing, by default.
    /// - Parameter configuration: The intent, its parameters set.
    public func configureWidgets(with configuration: any WidgetConfigurationIntent) async {}
}
