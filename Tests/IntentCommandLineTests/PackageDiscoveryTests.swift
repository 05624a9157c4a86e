import CarControl
import IntentRuntime
import Testing
import Weather

@testable import IntentCommandLine

/// A host needs only the package: the module's App Shortcuts provider and widget bundles are found
/// as its intents are.
@Suite("What a package's module declares, found")
struct PackageDiscoveryTests {
    @Test(
        "The module's widget bundles, nested ones read through the outermost",
        .enabled(if: ModuleTypeDiscovery.isSupported))
    func widgetBundles() throws {
        // CarControl declares three bundles, each nested in the one before: only the outermost is read.
        let carControl = try WidgetCatalog(package: CarControlPackage.self)
        #expect(carControl.kinds == (try WidgetCatalog(bundle: CarControlWidgets())).kinds)
        #expect(carControl.kinds.count == 4)
        let weather = try WidgetCatalog(package: WeatherPackage.self)
        #expect(weather.kinds == (try WidgetCatalog(bundle: WeatherWidgets())).kinds)
    }

    @Test("The module's App Shortcuts provider, unless one is given", .enabled(if: ModuleTypeDiscovery.isSupported))
    func shortcutsProvider() {
        let found = MetadataTarget(name: "CarControl", package: CarControlPackage.self)
        #expect(found.shortcutsProvider == CarControlShortcuts.self)
        // A module without one has none; a target of listed intents looks nowhere.
        #expect(MetadataTarget(name: "Weather", package: WeatherPackage.self).shortcutsProvider == nil)
        #expect(MetadataTarget(name: "Listed", intents: [CommandAppIntent.self]).shortcutsProvider == nil)
    }
}
