// The macros used as Apple's pages show them, on an entity, through `import AppIntents` (only where that module is
// this package's: on Apple's platforms it is Apple's framework).
#if !canImport(Darwin)
    import AppIntents
    import AppleAPI
    import CoreSpotlight
    import Testing

    struct MenuItem: Sendable, Equatable {
        var name: String
    }

    final class MenuServer: Sendable {
        func popularMenuItems() async -> [MenuItem] { [MenuItem(name: "Sachertorte")] }
        func specials() async throws -> [MenuItem] { throw CancellationError() }
    }

    struct Menu: Sendable {
        var menuItems: [MenuItem]
        var server = MenuServer()
    }

    struct Restaurant: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
        static let defaultQuery = RestaurantQuery()

        var id: String
        var model: Menu
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }

        @ComputedProperty
        var menuItems: [MenuItem] {
            model.menuItems
        }

        @ComputedProperty(title: "Item Count")
        var itemCount: Int {
            get { model.menuItems.count }
            set { model.menuItems = Array(model.menuItems.prefix(newValue)) }
        }

        @DeferredProperty
        var popularItems: [MenuItem] {
            get async {
                await model.server.popularMenuItems()
            }
        }

        @DeferredProperty(title: "Specials")
        var specials: [MenuItem] {
            get async throws { try await model.server.specials() }
        }

        @ComputedProperty(indexingKey: \.displayName)
        var label: String {
            id.capitalized
        }

        @ComputedProperty(title: "Cuisine", customIndexingKey: CSCustomAttributeKey(keyName: "cuisine")!)
        var cuisine: String {
            "Viennese"
        }
    }

    struct RestaurantQuery: EntityQuery {
        func entities(for identifiers: [String]) async throws -> [Restaurant] { [] }
    }

    @Suite("Entity property macros on an entity")
    struct EntityPropertyMacroUsageTests {
        let restaurant = Restaurant(
            id: "corner", model: Menu(menuItems: [MenuItem(name: "Linzer"), MenuItem(name: "Sacher")]))

        @Test func computedPropertiesKeepTheirGetterAndSetter() {
            var restaurant = restaurant
            #expect(restaurant.menuItems.map(\.name) == ["Linzer", "Sacher"])
            restaurant.itemCount = 1
            #expect(restaurant.menuItems.map(\.name) == ["Linzer"])
        }

        @Test func deferredPropertiesKeepTheirAsyncGetter() async throws {
            #expect(await restaurant.popularItems == [MenuItem(name: "Sachertorte")])
            await #expect(throws: CancellationError.self) { try await restaurant.specials }
        }

        @Test func eachMacroAddsTheEntityPropertyThatNamesIt() {
            let menuItems: EntityProperty<[MenuItem]> = restaurant.$menuItems
            let popular: EntityProperty<[MenuItem]> = restaurant.$popularItems
            #expect(restaurant.$itemCount.title?.key == "Item Count")
            #expect(restaurant.$specials.title?.key == "Specials")
            #expect(menuItems.title == nil)
            #expect(popular.title == nil)
        }

        @Test func theCoreSpotlightKeyIsKeptAndTheValueReadThroughTheGetter() async throws {
            guard case .attribute(let keyPath) = restaurant.$label.indexingKey.withLock({ $0 }) else {
                Issue.record("@ComputedProperty(indexingKey:) kept no attribute key")
                return
            }
            #expect(keyPath == \CSSearchableItemAttributeSet.displayName)
            #expect(try await restaurant.$label.value(of: restaurant) == "Corner")
            guard case .custom(let keyName) = restaurant.$cuisine.indexingKey.withLock({ $0 }) else {
                Issue.record("@ComputedProperty(title:customIndexingKey:) kept no custom key")
                return
            }
            #expect(keyName == "cuisine")
            #expect(restaurant.$cuisine.title?.key == "Cuisine")
        }
    }
#endif

#if !canImport(Darwin)
    import CompileSupport
    import Testing

    /// What the compiler shows when IntentMacros cannot expand a declaration: the plug-in's own error, at the name.
    @Suite("Entity property macro diagnostics in the compiler")
    struct EntityPropertyMacroDiagnosticTests {
        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func aStoredPropertyIsRefusedWithTheMacrosMessage() async throws {
            let source = """
                import AppIntents

                struct Shop: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shop"
                    static let defaultQuery = ShopQuery()
                    var id: String
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }

                    @ComputedProperty
                    var count: Int = 0
                }

                struct ShopQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [Shop] { [] }
                }
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "Shop")
            #expect(!result.compiled)
            #expect(
                result.output.contains(
                    "Shop.swift:10:9: error: @ComputedProperty: `count` needs a getter, as in `var count: Int { model.count }`"
                ), "\(result.firstErrors(3))")
        }

        @Test(.enabled(if: CompileCheck.isAvailable && !CompileCheck.macroPluginArguments.isEmpty))
        func appleStyleUsesTypeCheckOutsideThePackage() async throws {
            let source = """
                import AppIntents

                struct MenuItem: Sendable { var name: String }

                struct Restaurant: AppEntity {
                    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
                    static let defaultQuery = RestaurantQuery()
                    var id: String
                    var items: [MenuItem]
                    var displayRepresentation: DisplayRepresentation { "\\(id)" }

                    @ComputedProperty(title: "Menu Items")
                    var menuItems: [MenuItem] {
                        items
                    }

                    @DeferredProperty
                    var popularItems: [MenuItem] {
                        get async {
                            items
                        }
                    }
                }

                struct RestaurantQuery: EntityQuery {
                    func entities(for identifiers: [String]) async throws -> [Restaurant] { [] }
                }

                func properties(of restaurant: Restaurant) -> [EntityProperty<[MenuItem]>] {
                    [restaurant.$menuItems, restaurant.$popularItems]
                }
                """
            let result = try await CompileCheck.typecheckOffThePool(source, name: "Restaurant")
            #expect(result.compiled, "\(result.firstErrors(3))")
        }
    }
#endif
