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
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(customIndexingKey:) (Value.ValueType : AppEnum)"#,
                #"let f: (CSCustomAttributeKey) -> EntityProperty<PEnum> = EntityProperty<PEnum>.init(customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:asyncGetter:) (Value.ValueType : FileEntity)"#,
                #"let f: (String, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> GFile) -> EntityProperty<GFile> = EntityProperty<GFile>.init(identifier:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getSetter:) (Value.ValueType == Calendar.RecurrenceRule)"#,
                #"let f: (String, CSCustomAttributeKey, WritableKeyPath<EPLoaf, Calendar.RecurrenceRule>) -> EntityProperty<Calendar.RecurrenceRule> = EntityProperty<Calendar.RecurrenceRule>.init(identifier:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:customIndexingKey:getter:) (Value.ValueType : _SystemIntentValue)"#,
                #"let f: (String, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:) (Value.ValueType == String)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitPower>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getSetter:) (Value.ValueType == Int)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType == IntentFile)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, IntentFile>) -> EntityProperty<IntentFile> = EntityProperty<IntentFile>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:indexingKey:getter:) (Value.ValueType : Codable)"#,
                #"let f: (String, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:) (Value.ValueType == Measurement<UnitSpeed>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitSpeed>> = EntityProperty<Measurement<UnitSpeed>>.init(identifier:title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitAngle>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:asyncGetter:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, @escaping @Sendable (EPLoaf) async throws -> IntentCurrencyAmount) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:customIndexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getSetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, WritableKeyPath<EPLoaf, EPRecipe>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:customIndexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, String>) -> EntityProperty<String> = EntityProperty<String>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:customIndexingKey:getter:) (Value.ValueType == Measurement<UnitAngle>)"#,
                #"let f: (String, LocalizedStringResource, CSCustomAttributeKey, KeyPath<EPLoaf, Measurement<UnitAngle>>) -> EntityProperty<Measurement<UnitAngle>> = EntityProperty<Measurement<UnitAngle>>.init(identifier:title:customIndexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == IntentCurrencyAmount)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<IntentCurrencyAmount> = EntityProperty<IntentCurrencyAmount>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType == Measurement<UnitConcentrationMass>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> Measurement<UnitConcentrationMass>) -> EntityProperty<Measurement<UnitConcentrationMass>> = EntityProperty<Measurement<UnitConcentrationMass>>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:asyncGetter:) (Value.ValueType : Codable)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, @escaping @Sendable (EPLoaf) async throws -> EPRecipe) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(identifier:title:indexingKey:asyncGetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getSetter:) (Value.ValueType == AttributedString)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, WritableKeyPath<EPLoaf, AttributedString>) -> EntityProperty<AttributedString> = EntityProperty<AttributedString>.init(identifier:title:indexingKey:getSetter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Int)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Int>) -> EntityProperty<Int> = EntityProperty<Int>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(identifier:title:indexingKey:getter:) (Value.ValueType == Measurement<UnitPower>)"#,
                #"let f: (String, LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>, KeyPath<EPLoaf, Measurement<UnitPower>>) -> EntityProperty<Measurement<UnitPower>> = EntityProperty<Measurement<UnitPower>>.init(identifier:title:indexingKey:getter:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType == Measurement<UnitAcceleration>)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<Measurement<UnitAcceleration>> = EntityProperty<Measurement<UnitAcceleration>>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:customIndexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (LocalizedStringResource, CSCustomAttributeKey) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(title:customIndexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType == String)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : _IntentValueRepresentable)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<String> = EntityProperty<String>.init(title:indexingKey:); _ = f"#
            ),
            (
                #"EntityProperty.init(title:indexingKey:) (Value.ValueType : Codable)"#,
                #"let f: (LocalizedStringResource, PartialKeyPath<CSSearchableItemAttributeSet>) -> EntityProperty<EPRecipe> = EntityProperty<EPRecipe>.init(title:indexingKey:); _ = f"#
            ),
        ]
    }
#endif
