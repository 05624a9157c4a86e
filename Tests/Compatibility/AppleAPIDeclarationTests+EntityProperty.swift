// Issue 21: the probes of the per-value-type `EntityProperty` initializer rows (Documentation/AppleAPI.md,
// "EntityProperty initializers by form and value type"): each uses the form with the value type of Apple's page.
#if !canImport(Darwin)
    extension AppleAPIDeclarationTests {
        /// The values and the entity the `EntityProperty` probes use: a `Codable` value, an entity with a property
        /// of each value type a key-path form reads.
        static let entityPropertyPreamble = #"""
            struct EPRecipe: Codable, Sendable { var name = "" }

            struct EPLoaf: AppEntity {
                static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
                static let defaultQuery = EPLoafQuery()
                let id: String
                var displayRepresentation: DisplayRepresentation { "\(id)" }
                var t = Measurement(value: 1, unit: UnitTemperature.celsius)
                var r = EPRecipe()
                var price = IntentCurrencyAmount(amount: 1, currencyCode: "EUR")
                var u = PUnique()
                var fe = Measurement(value: 1, unit: UnitFuelEfficiency.milesPerGallon)
            }

            struct EPLoafQuery: EntityQuery {
                func entities(for identifiers: [String]) async throws -> [EPLoaf] { [] }
            }
            """#

        /// One probe per implemented or shape row of that block, by symbol.
        static let entityPropertyProbes: [(symbol: String, body: String)] = [
            (
                #"EntityProperty.init() (Value.ValueType == Int)"#,
                #"let p: EntityProperty<Int> = EntityProperty(); _ = p"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : AppEnum)"#,
                #"let f: (String) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:) (Value.ValueType : Codable)"#,
                #"let f: (String) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType == Measurement<UnitElectricPotentialDifference>)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricPotentialDifference>) -> EntityProperty<Measurement<UnitElectricPotentialDifference>> = EntityProperty<Measurement<UnitElectricPotentialDifference>>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getSetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, WritableKeyPath<EPLoaf, PUnique>) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType == Measurement<UnitTemperature>)"#,
                #"let f: (String, KeyPath<EPLoaf, Measurement<UnitTemperature>>) -> EntityProperty<Measurement<UnitTemperature>> = EntityProperty<Measurement<UnitTemperature>>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType == Bool)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<Bool> = EntityProperty<Bool>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType : AppEntity)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> PUnique) -> EntityProperty<PUnique> = EntityProperty<PUnique>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:asyncGetter:) (Value.ValueType == Measurement<UnitElectricCurrent>)"#,
                #"let f: (String, LocalizedStringResource, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitElectricCurrent>) -> EntityProperty<Measurement<UnitElectricCurrent>> = EntityProperty<Measurement<UnitElectricCurrent>>.init(identifier:title:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getSetter:) (Value.ValueType == Measurement<UnitFuelEfficiency>)"#,
                #"let f: (String, LocalizedStringResource, WritableKeyPath<EPLoaf, Measurement<UnitFuelEfficiency>>) -> EntityProperty<Measurement<UnitFuelEfficiency>> = EntityProperty<Measurement<UnitFuelEfficiency>>.init(identifier:title:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, IntentCurrencyAmount>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType == Measurement<UnitEnergy>)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<Measurement<UnitEnergy>> = EntityProperty<Measurement<UnitEnergy>>.init(title:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:) (Value.ValueType : Codable)"#,
                #"let f: (LocalizedStringResource) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(title:); _ = f"#
            ),
        ]
    }
#endif
