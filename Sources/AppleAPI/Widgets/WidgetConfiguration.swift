/// What a widget declares: its kind, its provider, and how it is presented. WidgetKit's
/// `WidgetConfiguration`, without a view layer.
///
/// ``StaticConfiguration`` and ``AppIntentConfiguration`` are the configurations to use; the
/// modifiers below return a configuration with one attribute changed, as WidgetKit's do.
public protocol WidgetConfiguration: FrameworkSendableMetatype {}

/// A configuration the runtime can read: every configuration this module declares. Not WidgetKit's, so `package`:
/// a file that imports WidgetKit sees ``WidgetConfiguration`` as Apple declares it.
package protocol DescribedWidgetConfiguration {
    /// The configuration as the runtime reads it.
    var widgetDescriptor: WidgetDescriptor { get }
}

extension WidgetConfiguration {
    /// The configuration as the runtime reads it; a configuration this module did not make declares no widget.
    package var descriptor: WidgetDescriptor {
        (self as? any DescribedWidgetConfiguration)?.widgetDescriptor ?? EmptyWidgetConfiguration().widgetDescriptor
    }
}

extension WidgetConfiguration {
    /// Sets the name shown for the widget in the widget gallery.
    /// - Parameter displayName: The name.
    /// - Returns: The configuration with the name set.
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        var descriptor = self.descriptor
        descriptor.displayName = displayName
        return descriptor
    }

    /// Sets the description shown for the widget in the widget gallery.
    /// - Parameter description: The description.
    /// - Returns: The configuration with the description set.
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        var descriptor = self.descriptor
        descriptor.description = description
        return descriptor
    }

    /// Sets the name shown for the widget in the widget gallery, from a string.
    /// - Parameter displayName: The name.
    /// - Returns: The configuration with the name set.
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        configurationDisplayName(LocalizedStringResource(String(displayName)))
    }

    /// Sets the description shown for the widget in the widget gallery, from a string.
    /// - Parameter description: The description.
    /// - Returns: The configuration with the description set.
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        self.description(LocalizedStringResource(String(description)))
    }

    /// Turns off the system's content margins. Nothing is drawn here: the configuration is
    /// returned unchanged.
    /// - Returns: The configuration.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        descriptor
    }

    /// Marks the widget's background as removable where a place prefers none. Nothing is drawn
    /// here: the configuration is returned unchanged.
    /// - Parameter isRemovable: Whether the background may be removed.
    /// - Returns: The configuration.
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        descriptor
    }

    /// Says where the widget should not be offered, for some families. There are no such places
    /// here: the configuration is returned unchanged.
    /// - Parameters:
    ///   - locations: The places.
    ///   - families: The families concerned.
    /// - Returns: The configuration.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
        -> some WidgetConfiguration
    {
        descriptor
    }

    /// Asks the system to show the configuration sheet when the widget is added. There is no
    /// sheet here: the configuration is returned unchanged (a configurable widget starts with its
    /// intent's defaults, as ``AppIntentConfiguration`` says).
    /// - Returns: The configuration.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        descriptor
    }

    /// Sets the further sizes a Live Activity supports. Nothing is drawn here: the configuration
    /// is returned unchanged.
    /// - Parameter families: The sizes.
    /// - Returns: The configuration.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        descriptor
    }

    /// Sets what to do when events of the widget's background URL sessions arrive. No URL session
    /// wakes a widget here: the handler is never called and the configuration is returned
    /// unchanged.
    /// - Parameters:
    ///   - matchingBlock: Which session identifiers the handler takes; all when `nil`.
    ///   - urlSessionEvent: The handler, given the identifier and a completion to call.
    /// - Returns: The configuration.
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil,
        _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        descriptor
    }

    /// Sets the families the widget can be shown in; the first is the one a host shows first.
    /// - Parameter families: The families, in order of preference.
    /// - Returns: The configuration with the families set.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        var descriptor = self.descriptor
        descriptor.supportedFamilies = families
        return descriptor
    }
}

/// The configuration of a widget that has no user-editable settings: WidgetKit's
/// `StaticConfiguration`.
public struct StaticConfiguration: WidgetConfiguration, DescribedWidgetConfiguration, Sendable {
    /// The configuration as the runtime reads it.
    package let descriptor: WidgetDescriptor

    /// The configuration as the runtime reads it.
    package var widgetDescriptor: WidgetDescriptor { descriptor }

    /// Creates a configuration with the view that shows each entry, as WidgetKit's takes it.
    /// Nothing is drawn here: the content is accepted and never called.
    /// - Parameters:
    ///   - kind: The widget's kind: a string unique among the app's widgets.
    ///   - provider: What supplies the widget's entries.
    ///   - content: Makes the view of an entry.
    public init<Provider: TimelineProvider, Content>(
        kind: String,
        provider: Provider,
        content: @escaping (Provider.Entry) -> Content
    ) {
        let provider = ProviderBridge.Unchecked(provider)
        descriptor = WidgetDescriptor(
            kind: kind,
            configurationIntent: nil,
            placeholder: { ErasedTimelineEntry(provider.value.placeholder(in: $0)) },
            snapshot: { context, _ in ErasedTimelineEntry(await provider.value.waitForSnapshot(in: context)) },
            timeline: { context, _ in WidgetDescriptor.erase(await provider.value.waitForTimeline(in: context)) }
        )
    }
}

/// The configuration of a widget whose settings a user edits, held in a
/// ``WidgetConfigurationIntent``: WidgetKit's `AppIntentConfiguration`.
public struct AppIntentConfiguration: WidgetConfiguration, DescribedWidgetConfiguration, Sendable {
    /// The configuration as the runtime reads it.
    package let descriptor: WidgetDescriptor

    /// The configuration as the runtime reads it.
    package var widgetDescriptor: WidgetDescriptor { descriptor }

    /// Creates a configuration with the view that shows each entry, as WidgetKit's takes it.
    /// Nothing is drawn here: the content is accepted and never called.
    /// - Parameters:
    ///   - kind: The widget's kind: a string unique among the app's widgets.
    ///   - intent: The intent type that holds the widget's settings.
    ///   - provider: What supplies the widget's entries.
    ///   - content: Makes the view of an entry.
    public init<Provider: AppIntentTimelineProvider, Content>(
        kind: String,
        intent: Provider.Intent.Type = Provider.Intent.self,
        provider: Provider,
        content: @escaping (Provider.Entry) -> Content
    ) {
        let provider = ProviderBridge.Unchecked(provider)
        descriptor = WidgetDescriptor(
            kind: kind,
            configurationIntent: intent,
            placeholder: { ErasedTimelineEntry(provider.value.placeholder(in: $0)) },
            snapshot: { context, configuration in
                ErasedTimelineEntry(
                    await provider.value.snapshot(
                        for: configuration as? Provider.Intent ?? Provider.Intent(), in: context))
            },
            timeline: { context, configuration in
                WidgetDescriptor.erase(
                    await provider.value.timeline(
                        for: configuration as? Provider.Intent ?? Provider.Intent(), in: context))
            }
        )
    }
}

/// A configuration that declares no widget: the body of a bundle's group of widgets.
public struct EmptyWidgetConfiguration: WidgetConfiguration, DescribedWidgetConfiguration, Sendable {
    /// Creates the empty configuration.
    public init() {}

    /// A descriptor with no kind and no families.
    package var widgetDescriptor: WidgetDescriptor {
        WidgetDescriptor(
            kind: "",
            configurationIntent: nil,
            placeholder: { _ in ErasedTimelineEntry(EmptyEntry()) },
            snapshot: { _, _ in ErasedTimelineEntry(EmptyEntry()) },
            timeline: { _, _ in Timeline(entries: [], policy: .never) }
        )
    }
}
