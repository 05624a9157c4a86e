#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// An entity with Apple's entity-property macros, expanded by the IntentMacros plug-in, as Apple's pages show.
        static let macrosPreamble = #"""
            struct PMacroRestaurant: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Restaurant"
                static let defaultQuery = PMacroRestaurantQuery()
                var id = "r"
                var stock: [Int]
                var displayRepresentation: DisplayRepresentation { "r" }

                @ComputedProperty
                var items: [Int] {
                    stock
                }

                @ComputedProperty(title: "Count")
                var count: Int {
                    get { stock.count }
                    set { stock = Array(stock.prefix(newValue)) }
                }

                @DeferredProperty
                var popular: [Int] {
                    get async {
                        stock
                    }
                }

                @DeferredProperty(title: "Special")
                var special: [Int] {
                    get async throws { stock }
                }
            }

            struct PMacroShop: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shop"
                static let defaultQuery = PMacroShopQuery()
                var id = "s"
                var displayRepresentation: DisplayRepresentation { "s" }

                @ComputedProperty(indexingKey: \.displayName)
                var label: String { id }

                @ComputedProperty(customIndexingKey: CSCustomAttributeKey(keyName: "code")!)
                var code: String { id }

                @ComputedProperty(title: "Kind", customIndexingKey: CSCustomAttributeKey(keyName: "kind")!)
                var kind: String { id }

                @DeferredProperty(title: "Opening", indexingKey: \.contentDescription)
                var opening: String {
                    get async { id }
                }
            }

            struct PMacroShopQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PMacroShop] { [] }
            }

            struct PMacroRestaurantQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [PMacroRestaurant] { [] }
            }
            """#

        /// The macros' and their initializers' probes.
        static let macrosProbes: [(symbol: String, body: String)] = [
            (
                #"ComputedProperty(indexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$label; _ = (p, s.label)"#
            ),
            (
                #"ComputedProperty(customIndexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$code; _ = (p, s.code)"#
            ),
            (
                #"ComputedProperty(title:customIndexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$kind; _ = (p, s.kind)"#
            ),
            (
                #"DeferredProperty(title:indexingKey:)"#,
                #"let s = PMacroShop(); let p: EntityProperty<String> = s.$opening; _ = (p, await s.opening)"#
            ),
            (
                #"ComputedProperty()"#,
                #"let r = PMacroRestaurant(stock: [1]); let p: EntityProperty<[Int]> = r.$items; _ = (p, r.items)"#
            ),
            (
                #"ComputedProperty(title:)"#,
                #"var r = PMacroRestaurant(stock: [1]); r.count = 0; let p: EntityProperty<Int> = r.$count; _ = p"#
            ),
            (
                #"DeferredProperty()"#,
                #"let r = PMacroRestaurant(stock: [1]); let p: EntityProperty<[Int]> = r.$popular; _ = (p, await r.popular)"#
            ),
            (
                #"DeferredProperty(title:)"#,
                #"let r = PMacroRestaurant(stock: []); let p: EntityProperty<[Int]> = r.$special; _ = (p, try await r.special)"#
            ),
        ]
    }
#endif
