/// A control in Control Center, on the Lock Screen or on the Action button: SwiftUI's `ControlWidget`,
/// without the view layer.
///
/// A control's content is a template of SwiftUI views (`ControlWidgetToggle`, `Label`), which do not exist
/// here: a control's declaration compiles, its template is never built, and no control is shown. Its value
/// provider (``ControlValueProvider``, ``AppIntentControlValueProvider``) and its intents run as elsewhere.
///
/// As ``Widget``, the protocol is nonisolated here (SwiftUI's is `@MainActor`).
public protocol ControlWidget: FrameworkSendableMetatype {
    /// The configuration type.
    associatedtype Body: ControlWidgetConfiguration

    /// Creates the control, as WidgetKit does to read its configuration.
    init()

    /// The control's configuration.
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control declares: its kind, its provider and its template. SwiftUI's
/// `ControlWidgetConfiguration`, without the view layer; ``StaticControlConfiguration`` and
/// ``AppIntentControlConfiguration`` are the configurations to use.
public protocol ControlWidgetConfiguration: FrameworkSendableMetatype {}

extension ControlWidgetConfiguration {
    /// Sets the name shown for the control when a person adds or edits it. No control gallery exists
    /// here: the configuration is returned unchanged.
    /// - Parameter displayName: The name.
    /// - Returns: The configuration.
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self
    }

    /// Sets the description shown for the control when a person adds or edits it. No control gallery
    /// exists here: the configuration is returned unchanged.
    /// - Parameter description: The description.
    /// - Returns: The configuration.
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        self
    }

    /// Asks for the control's configuration sheet when a person adds it. No sheet exists here: the
    /// configuration is returned unchanged.
    /// - Returns: The configuration.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        self
    }

    /// Registers the type told the control's push tokens. No token is issued here (no push service): the
    /// configuration is returned unchanged and the handler is never called.
    /// - Parameter pushHandlerType: The handler's type.
    /// - Returns: The configuration.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        self
    }
}

/// The configuration of a control that has no user-editable settings: WidgetKit's
/// `StaticControlConfiguration`. The template closure is kept uncalled (no control is drawn here).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, Sendable {
    /// The control's kind.
    let kind: String

    /// Creates the configuration of a control that shows no value.
    /// - Parameters:
    ///   - kind: The control's kind.
    ///   - content: The control's template; not called here.
    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
    }

    /// Creates the configuration of a control that shows a provider's value.
    /// - Parameters:
    ///   - kind: The control's kind.
    ///   - provider: Supplies the value the control shows.
    ///   - content: The control's template, given the value; not called here.
    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
    }
}

/// The configuration of a control configured by a ``ControlConfigurationIntent``: WidgetKit's
/// `AppIntentControlConfiguration`. The template closure is kept uncalled (no control is drawn here).
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, Sendable
{
    /// The control's kind.
    let kind: String

    /// Creates the configuration of a control that shows its configuration.
    /// - Parameters:
    ///   - kind: The control's kind.
    ///   - intent: The intent type that configures the control.
    ///   - content: The control's template, given the configuration; not called here.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self,
        @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        self.kind = kind
    }

    /// Creates the configuration of a control that shows a provider's value for its configuration.
    /// - Parameters:
    ///   - kind: The control's kind.
    ///   - provider: Supplies the value the control shows.
    ///   - content: The control's template, given the value; not called here.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider.Configuration == Configuration {
        self.kind = kind
    }
}

extension WidgetBundleBuilder {
    /// Lists a control in a widget bundle, as WidgetKit allows. No control is shown here: it adds no widget
    /// to the bundle.
    /// - Parameter control: The control.
    /// - Returns: An empty group named after the control's type.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> WidgetGroup {
        WidgetGroup(widgets: [], name: _typeName(Control.self, qualified: false), isDynamic: false)
    }
}
