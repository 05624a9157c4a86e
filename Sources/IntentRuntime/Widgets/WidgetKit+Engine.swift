// What the engine adds to WidgetKit's types beyond Apple's API: a textual form for the values a command line prints,
// and the configuration initializers without a view, which a package built on this runtime declares its widgets with
// (nothing is drawn off-device). Declared here, in the engine, so that a file that imports only WidgetKit sees these
// types as Apple declares them.

extension TimelineReloadPolicy: CustomStringConvertible {
    /// The policy as written in source, as in `.after(2026-01-01 09:00:00 +0000)`.
    public var description: String { spelling }
}

extension WidgetInfo: CustomStringConvertible {
    /// `kind (family)`.
    public var description: String { spelling }
}

extension WidgetLocation: CustomStringConvertible {
    /// The location's name, as in `homeScreen`.
    public var description: String { spelling }
}

extension StaticConfiguration {
    /// Creates a configuration without the view that shows each entry (WidgetKit's takes one).
    /// - Parameters:
    ///   - kind: The widget's kind: a string unique among the app's widgets.
    ///   - provider: What supplies the widget's entries.
    public init<Provider: TimelineProvider>(kind: String, provider: Provider) {
        self.init(kind: kind, provider: provider, content: { _ in })
    }
}

extension AppIntentConfiguration {
    /// Creates a configuration without the view that shows each entry (WidgetKit's takes one). The widget is
    /// configured with a fresh `Intent()`, every parameter at its default, until a run of the intent places another
    /// configuration (``WidgetCenter/configure(with:)``).
    /// - Parameters:
    ///   - kind: The widget's kind: a string unique among the app's widgets.
    ///   - intent: The intent type that holds the widget's settings.
    ///   - provider: What supplies the widget's entries.
    public init<Provider: AppIntentTimelineProvider>(
        kind: String,
        intent: Provider.Intent.Type = Provider.Intent.self,
        provider: Provider
    ) {
        self.init(kind: kind, intent: intent, provider: provider, content: { _ in })
    }
}
