/// A widget: something that shows a provider's entries on the Home Screen, the Lock Screen or
/// the desktop. WidgetKit's `Widget`, without a view layer.
///
/// ```swift
/// struct CounterWidget: Widget {
///     let kind = "Counter"
///
///     var body: some WidgetConfiguration {
///         StaticConfiguration(kind: kind, provider: CounterProvider())
///             .configurationDisplayName("Counter")
///             .supportedFamilies([.systemSmall])
///     }
/// }
/// ```
///
/// WidgetKit also requires `init()`; this runtime does not, so a widget may take parameters.
public protocol Widget: FrameworkSendableMetatype {
    /// The configuration type.
    associatedtype Body: WidgetConfiguration

    /// The widget's configuration.
    var body: Body { get }
}

extension Widget {
    /// The widget's kind, as its configuration declares it.
    package var kind: String { body.descriptor.kind }
}
