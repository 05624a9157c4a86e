import Foundation
import IntentRuntime
import Testing

// Issue 21's WidgetKit additions that do something here: controls listed in a bundle, placed widgets as
// identifiable values, the rendering modes' names, and the messages of Live Activity authorization errors.

private struct PorchControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        let kind = "porch"

        StaticControlConfiguration(kind: kind) { EmptyControlWidgetTemplate() }
            .displayName("Porch")
    }
}

private struct MixedBundle: WidgetBundle {
    var body: some Widget {
        TestWidget(kind: "first")
        PorchControl()
        TestWidget(kind: "second")
    }
}

@Suite("WidgetKit surface")
struct WidgetKitSurfaceTests {
    @Test("A control listed in a widget bundle adds no widget; the widgets around it keep their order")
    func controlsInABundle() throws {
        let catalog = try WidgetCatalog(bundle: MixedBundle())
        #expect(catalog.entries.map(\.kind) == ["first", "second"])
    }

    @Test("Placed widgets are identifiable: each is its own id, equal when kind, family and intent type are")
    func placedWidgetsAreIdentifiable() async throws {
        let center = WidgetCenter(catalog: try WidgetCatalog(widgets: [TestWidget(kind: "a"), TestWidget(kind: "b")]))
        let placed = try await center.currentConfigurations()
        #expect(placed.count == 2)
        #expect(Set(placed.map(\.id)).count == 2)
        let again = try await center.currentConfigurations()
        #expect(placed == again)
        #expect(placed[0].id == placed[0])
        #expect(placed[0] != placed[1])
    }

    @Test("The rendering modes are told apart and named as in source")
    func renderingModes() {
        let modes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
        #expect(modes.map(\.description) == ["fullColor", "accented", "vibrant"])
        #expect(Set(modes).count == 3)
        #expect(
            Set<WidgetAccentedRenderingMode>([.accented, .desaturated, .accentedDesaturated, .fullColor]).count == 4)
        #expect(LevelOfDetail.default != .simplified)
    }

    @Test("An authorization error describes itself by its case and its message")
    func authorizationErrorDescription() throws {
        let error = ActivityAuthorizationError.globalMaximumExceeded
        let description = try #require(error.errorDescription)
        #expect(description.hasPrefix("globalMaximumExceeded: "))
        #expect(description.hasSuffix(try #require(error.failureReason)))
        #expect(ActivityAuthorizationError.denied.errorDescription != description)
    }
}
