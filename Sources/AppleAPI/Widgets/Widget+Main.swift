extension Widget {
    /// The entry point of a widget extension whose single widget is marked `@main`: WidgetKit's
    /// `main()`, which launches the extension.
    ///
    /// Nothing launches a widget extension here, and a widget need not have `init()` (unlike WidgetKit's),
    /// so `main()` returns at once; a host reads the widget through the engine's `WidgetCatalog(widgets:limits:)`.
    @MainActor
    public static func main() {}
}
