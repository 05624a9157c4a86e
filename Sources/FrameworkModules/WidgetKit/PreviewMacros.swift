import AppleAPI

// WidgetKit's `#Preview` macros, declared as Apple's pages declare them. In Xcode a preview draws the widget in the
// canvas and runs nothing in the app; here there is no canvas, so the IntentMacros plug-in expands each to nothing.
// The compiler still type-checks the arguments against these declarations first (the widget, the family, the entries
// or provider and the builders), so a preview written wrong fails here as it would in Xcode. Declared in this module,
// not in AppleAPI: a macro is visible only through the module that declares it. Not declared: the form that takes
// SiriKit's `IntentTimelineProvider` and the Live Activity form, whose `ActivityPreviewViewKind` is SwiftUI's.

/// Previews a widget with a static configuration, with the timeline its provider makes: expands to nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - family: The widget family to show.
///   - widget: Makes the widget.
///   - timelineProvider: Makes the provider whose timeline is shown.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget, Provider: TimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")

/// Previews a widget with an app intent configuration, with the timeline its provider makes for the intent: expands
/// to nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - family: The widget family to show.
///   - intent: The configuration intent the timeline is made for.
///   - widget: Makes the widget.
///   - timelineProvider: Makes the provider whose timeline is shown.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil,
    as family: WidgetFamily,
    using intent: Provider.Intent,
    widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")

/// Previews a widget with the entries a timeline builder lists: expands to nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - family: The widget family to show.
///   - widget: Makes the widget.
///   - timeline: Lists the entries shown, one after another.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget>(
    _ name: String? = nil,
    as family: WidgetFamily,
    widget: @escaping () -> Widget,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")

/// Previews a relevance widget (watchOS 26) with the entries a builder lists: expands to nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - widget: Makes the widget.
///   - relevanceEntries: Lists the entries shown.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget, Entry: RelevanceEntry>(
    _ name: String? = nil,
    widget: @escaping @MainActor () -> Widget,
    @PreviewRelevanceEntryBuilder<Entry> relevanceEntries: @escaping @MainActor () async -> [Entry]
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")

/// Previews a relevance widget (watchOS 26) with the entries its provider makes: expands to nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - widget: Makes the widget.
///   - relevanceProvider: Makes the provider whose relevances and entries are shown.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget, Provider: RelevanceEntriesProvider>(
    _ name: String? = nil,
    widget: @escaping @MainActor () -> Widget,
    relevanceProvider: @escaping @MainActor () -> Provider
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")

/// Previews a relevance widget (watchOS 26) with the entries its provider makes for a given relevance: expands to
/// nothing here.
/// - Parameters:
///   - name: The preview's name in Xcode's canvas.
///   - widget: Makes the widget.
///   - relevanceProvider: Makes the provider whose entries are shown.
///   - relevance: Makes the relevance the provider is given.
@freestanding(declaration)
public macro Preview<Widget: AppleAPI.Widget, Provider: RelevanceEntriesProvider>(
    _ name: String? = nil,
    widget: @escaping @MainActor () -> Widget,
    relevanceProvider: @escaping @MainActor () -> Provider,
    relevance: @escaping @MainActor () async -> WidgetRelevance<Provider.Configuration>
) = #externalMacro(module: "IntentMacros", type: "WidgetPreviewMacro")
