// What Documentation/AppleAPI.md's rows for `IntentParameter.valueState`, the iOS 16 form of
// `AppShortcut.init(intent:phrases:shortTitle:systemImageName:)` and `EntityCollectionSearchCriteria` say these do here.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // the parameter decoder and the App Shortcut catalog
    import Testing

    @Suite("A parameter's value state, the iOS 16 App Shortcut form and entity-collection search criteria")
    struct ParameterStateAndSearchTests {
        struct RenameBreadIntent: AppIntent {
            static let title: LocalizedStringResource = "Rename bread"
            @Parameter(title: "Name") var name: String?
            @Parameter(title: "Price", default: 3) var price: Int
            func perform() async throws -> some IntentResult { .result() }
        }

        struct BakeIntent: AppIntent {
            static let title: LocalizedStringResource = "Bake"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct BakeryShortcuts: AppShortcutsProvider {
            static var appShortcuts: [AppShortcut] {
                AppShortcut(intent: BakeIntent(), phrases: ["Bake in \(.applicationName)"])
                AppShortcut(
                    intent: BakeIntent(), phrases: ["Bake bread in \(.applicationName)"], shortTitle: "Bake bread")
            }
        }

        struct Loaf: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static let defaultQuery = LoafQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\(id)" }
        }

        struct LoafQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Loaf] { identifiers.map(Loaf.init(id:)) }
        }

        struct ShowLoavesIntent: ShowInAppSearchResultsIntent {
            static let title: LocalizedStringResource = "Show loaves"
            static let searchScopes: Void = ()
            @Parameter(title: "Loaves") var criteria: EntityCollectionSearchCriteria<Loaf>
            func perform() async throws -> some IntentResult { .result() }
        }

        /// The intent the parameter decoder makes of `values`, as an invocation's parameters.
        private func decoded(_ values: [String: InvocationValue]) async throws -> RenameBreadIntent {
            let decoder = ParameterDecoder(intent: RegisteredIntent(RenameBreadIntent.self), action: nil, enums: [])
            return try #require(try await decoder.instantiate(with: values) as? RenameBreadIntent)
        }

        @Test("a parameter an invocation gives is set, one it leaves out is unset even with a default")
        func valueStateTellsGivenFromLeftOut() async throws {
            let given = try await decoded(["name": "Rye", "price": 4])
            #expect(given.$name.valueState == .set("Rye"))
            #expect(given.$price.valueState == .set(4))
            let leftOut = try await decoded([:])
            #expect(leftOut.$name.valueState == .unset)
            #expect(leftOut.$price.valueState == .unset)
            #expect(leftOut.price == 3)
        }

        @Test("an explicit null sets an optional parameter to nil, which is not unset")
        func anExplicitNullIsSetToNil() async throws {
            let cleared = try await decoded(["name": nil])
            #expect(cleared.$name.valueState == .set(nil))
            #expect(cleared.$name.valueState != .unset)
            var intent = RenameBreadIntent()
            intent.name = "Spelt"
            #expect(intent.$name.valueState == .set("Spelt"))
        }

        @Test("the iOS 16 App Shortcut form leaves the title and image out, as metadata without them does")
        func theIOS16FormLeavesTitleAndImageOut() throws {
            var registry = IntentRegistry()
            registry.register(BakeIntent.self)
            let catalog = try AppShortcutCatalog(
                provider: BakeryShortcuts.self, registry: registry, applicationName: "Bakery")
            #expect(catalog.entries.map(\.shortTitle) == ["", "Bake bread"])
            #expect(catalog.entries.map(\.systemImageName) == ["", ""])
            #expect(catalog.entries.first?.phraseTemplates == ["Bake in ${applicationName}"])
        }

        @Test("a measurement parameter tells its unit and its two flags, as its form declared them")
        func aMeasurementParameterTellsItsUnitAndFlags() {
            let fixed = IntentParameter<Measurement<UnitLength>>(
                title: "Length", defaultValue: 2, unit: .meters, unitAdjustForLocale: true,
                supportsNegativeNumbers: true)
            #expect(fixed.unit == .meters)
            #expect(fixed.defaultUnit == nil)
            #expect(fixed.unitAdjustForLocale == true)
            #expect(fixed.supportsNegativeNumbers == true)
            let defaulted = IntentParameter<Measurement<UnitMass>>(title: "Mass", defaultValue: 1, defaultUnit: .grams)
            #expect(defaulted.unit == nil)
            #expect(defaulted.defaultUnit == .grams)
            #expect(defaulted.unitAdjustForLocale == false)
            #expect(defaulted.supportsNegativeNumbers == false)
        }

        @Test("a parameter tells the control style, input options and display names its form declared")
        func aParameterTellsWhatItsFormDeclared() {
            #expect(
                IntentParameter<Int>(title: "Count", controlStyle: .slider, inclusiveRange: (0, 9)).controlStyle
                    == .slider)
            #expect(IntentParameter<Int>(title: "Count").controlStyle == nil)
            #expect(
                IntentParameter<String>(title: "Name", inputOptions: String.IntentInputOptions()).inputOptions != nil)
            #expect(IntentParameter<String>(title: "Name").inputOptions == nil)
            let named = IntentParameter<Bool>(
                title: "On", displayName: Bool.IntentDisplayName(true: "Lit", false: "Dark"))
            #expect(named.displayName != nil)
            #expect(IntentParameter<Bool>(title: "On").displayName == nil)
        }

        @Test("entity-collection search criteria carry the identifiers and resolve the entities through the query")
        func searchCriteriaResolveTheirEntities() async throws {
            let criteria = EntityCollectionSearchCriteria(
                entities: EntityCollection<Loaf>(identifiers: ["rye", "spelt"]))
            var intent = ShowLoavesIntent()
            intent.criteria = criteria
            #expect(intent.criteria.entities.identifiers == ["rye", "spelt"])
            #expect(try await intent.criteria.entities.resolvedEntities().map(\.id) == ["rye", "spelt"])
            #expect(
                criteria == EntityCollectionSearchCriteria(entities: EntityCollection(identifiers: ["rye", "spelt"])))
            #expect(criteria != EntityCollectionSearchCriteria(entities: EntityCollection(identifiers: ["rye"])))
            #expect(Set([criteria, criteria]).count == 1)
        }
    }
#endif
