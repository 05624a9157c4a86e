/// Reloads the widgets of a host's extensions after a run, and places widget configurations on them: the one
/// reloader of every host (``HostCore``).
///
/// After a run it first waits for the host's hold (a test's gate), then reloads each extension that reloads
/// after the intent, all at once, and tells the host's other reloader, if it has one. With one extension the
/// kinds go to it as asked (a kind it does not have is its own to report as ignored); with several each gets
/// the kinds it has, and one with none of them is left alone.
struct CombinedReloader: TimelineReloader {
    /// The extensions' centers.
    let widgets: [HostCore.Widgets]

    /// Another reloader the host was given.
    let other: (any TimelineReloader)?

    /// Holds a run before its reload until it returns.
    let hold: (@Sendable (String) async -> Void)?

    func reloadTimelines(afterRunOf actionIdentifier: String, kinds: [String]?) async {
        await hold?(actionIdentifier)
        await withTaskGroup(of: Void.self) { group in
            for widgets in widgets where widgets.reloads(afterAnyOf: [actionIdentifier]) {
                let center = widgets.center
                var own = kinds
                if self.widgets.count > 1, let kinds {
                    own = kinds.filter(center.catalog.kinds.contains)
                    if own?.isEmpty ?? true { continue }
                }
                group.addTask { [own] in await center.reloadTimelines(afterRunOf: actionIdentifier, kinds: own) }
            }
            if let other {
                group.addTask { await other.reloadTimelines(afterRunOf: actionIdentifier, kinds: kinds) }
            }
        }
    }

    func configureWidgets(with configuration: any WidgetConfigurationIntent) async {
        for widgets in widgets {
            await widgets.center.configureWidgets(with: configuration)
        }
        await other?.configureWidgets(with: configuration)
    }
}
