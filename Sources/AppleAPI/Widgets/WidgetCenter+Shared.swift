#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension WidgetCenter {
    /// The center an app's code reaches, as WidgetKit's `WidgetCenter.shared`:
    /// `WidgetCenter.shared.reloadTimelines(ofKind: "TodoList")`.
    ///
    /// During a run on an `IntentHost` whose reloader is a center, that center; otherwise the
    /// one a program installed with ``$current`` (`WidgetCenter.$current.withValue(center) { … }`);
    /// otherwise the process's default center, which has no widgets: its requests are ignored,
    /// each an `ignored` reload event (the engine's `events(bufferingNewest:)` streams them), so a
    /// test can see what an intent asked for.
    public static var shared: WidgetCenter { current ?? processDefault }

    /// The center of the run in progress, if a host or a test bound one.
    @TaskLocal package static var current: WidgetCenter?

    /// The center of a process that installed none: no widgets, every request ignored.
    package static let processDefault = WidgetCenter(
        widgets: WidgetList(), clock: ContinuousClock(), startDate: Date(), limits: .platform)
}
