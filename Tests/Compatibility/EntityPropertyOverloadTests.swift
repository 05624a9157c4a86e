// Issue 21: Apple documents one `EntityProperty` initializer page per form and value type
// (Documentation/AppleAPI.md, the `EntityProperty.init… (Value.ValueType …)` rows). Here one generic initializer
// per form serves every value type; each test below uses one form with the value types of Apple's pages for it,
// as an entity written for Apple's SDK does, and reads and writes the values.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import IntentRuntime  // `EntityProperty.value(of:)` and `identifier`, which the facade does not offer
    import Testing

    @Suite("EntityProperty's initializer forms, with the value types of Apple's pages")
    struct EntityPropertyOverloadTests {
        /// A value whose `ValueType` is only `Codable` on Apple's platforms (the `Value.ValueType: Codable` pages).
        struct Recipe: Codable, Hashable, Sendable {
            var name: String
        }

        enum Crust: String, AppEnum {
            case soft, crisp
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crust"
            static let caseDisplayRepresentations: [Crust: DisplayRepresentation] = [.soft: "Soft", .crisp: "Crisp"]
        }

        struct Oven: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Oven"
            static let defaultQuery = OvenQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\(id)" }
        }

        struct OvenQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Oven] { identifiers.map(Oven.init(id:)) }
        }

        /// An entity with a stored `@Property` of each value type Apple's stored-property pages name.
        struct Loaf: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static let defaultQuery = LoafQuery()
            let id: String
            var displayRepresentation: DisplayRepresentation { "\(id)" }

            @Property var count: Int
            @Property(title: "Energy") var energy: Measurement<UnitEnergy>
            @Property(title: "Recipe") var recipe: Recipe
            @Property(identifier: "speed") var mixerSpeed: Measurement<UnitSpeed>
            @Property(identifier: "crust") var crust: Crust
            @Property(identifier: "notes") var notes: Recipe
            @Property(identifier: "sliced", title: "Sliced") var isSliced: Bool
            @Property(identifier: "origin", title: "Origin") var origin: Recipe
            @Property(title: "Fresh") var isFresh = true

            // What `@ComputedProperty` and `@DeferredProperty` read on Apple's platforms.
            var ovenTemperature = Measurement(value: 220, unit: UnitTemperature.celsius)
            var price = IntentCurrencyAmount(amount: 3.5, currencyCode: "EUR")
            var variant = Recipe(name: "rye")
            var oven = Oven(id: "left")
            var efficiency = Measurement(value: 12, unit: UnitFuelEfficiency.milesPerGallon)

            init(id: String) { self.id = id }
        }

        struct LoafQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Loaf] { identifiers.map(Loaf.init(id:)) }
        }

        @Test("init(), init(title:) and the iOS 26 identifier forms store the value the entity writes")
        func storedForms() throws {
            var loaf = Loaf(id: "rye")
            loaf.count = 3
            loaf.energy = Measurement(value: 900, unit: .kilojoules)
            loaf.recipe = Recipe(name: "sourdough")
            loaf.mixerSpeed = Measurement(value: 2, unit: .metersPerSecond)
            loaf.crust = .crisp
            loaf.notes = Recipe(name: "long proof")
            loaf.isSliced = true
            loaf.origin = Recipe(name: "Lyon")
            #expect(loaf.count == 3)
            #expect(loaf.energy.converted(to: .kilocalories).value.rounded() == 215)
            #expect(loaf.recipe == Recipe(name: "sourdough"))
            #expect(loaf.mixerSpeed.value == 2)
            #expect(loaf.crust == .crisp)
            #expect(loaf.notes.name == "long proof")
            #expect(loaf.isSliced)
            #expect(loaf.origin.name == "Lyon")
            #expect(loaf.isFresh && loaf.$isFresh.title?.key == "Fresh")
            loaf.isFresh = false
            #expect(!loaf.isFresh)
            // The identifier forms keep the identifier and the title; the others have none.
            #expect(loaf.$crust.identifier == "crust" && loaf.$crust.title == nil)
            #expect(loaf.$isSliced.identifier == "sliced" && loaf.$isSliced.title?.key == "Sliced")
            #expect(loaf.$count.identifier == nil && loaf.$energy.title?.key == "Energy")
            // The runtime finds each stored property by name, with its value.
            let names = EntityReflection.properties(of: loaf).map(\.name)
            #expect(
                names == [
                    "count", "energy", "recipe", "mixerSpeed", "crust", "notes", "isSliced", "origin", "isFresh",
                ])
            loaf.count = 4
            #expect(loaf.$count.anyValue as? Int == 4)
        }

        @Test("init(identifier:getter:) and init(identifier:title:getter:) read the value through the key path")
        func getterForms() async throws {
            var loaf = Loaf(id: "rye")
            let temperature = EntityProperty(identifier: "temperature", getter: \Loaf.ovenTemperature)
            let codable = EntityProperty(identifier: "variant", getter: \Loaf.variant)
            let price = EntityProperty(identifier: "price", title: "Price", getter: \Loaf.price)
            let titled = EntityProperty(identifier: "variant", title: "Variant", getter: \Loaf.variant)
            #expect(try await temperature.value(of: loaf)?.value == 220)
            #expect(try await codable.value(of: loaf)?.name == "rye")
            #expect(try await price.value(of: loaf)?.currencyCode == "EUR" && price.title?.key == "Price")
            loaf.variant = Recipe(name: "spelt")
            loaf.price = IntentCurrencyAmount(amount: 4, currencyCode: "CHF")
            #expect(try await titled.value(of: loaf)?.name == "spelt")
            #expect(try await price.value(of: loaf)?.amount == 4)
            // Another entity type has no value here.
            #expect(try await temperature.value(of: Oven(id: "o")) == nil)
        }

        @Test("the getSetter forms read through the writable key path the entity is written through")
        func getSetterForms() async throws {
            var loaf = Loaf(id: "rye")
            let codable = EntityProperty(identifier: "variant", getSetter: \Loaf.variant)
            let entity = EntityProperty(identifier: "oven", getSetter: \Loaf.oven)
            let efficiency = EntityProperty(identifier: "efficiency", title: "Efficiency", getSetter: \Loaf.efficiency)
            loaf[keyPath: \Loaf.variant] = Recipe(name: "barley")
            loaf[keyPath: \Loaf.oven] = Oven(id: "right")
            loaf[keyPath: \Loaf.efficiency] = Measurement(value: 15, unit: .milesPerGallon)
            #expect(try await codable.value(of: loaf)?.name == "barley")
            #expect(try await entity.value(of: loaf)?.id == "right")
            #expect(try await efficiency.value(of: loaf)?.value == 15 && efficiency.identifier == "efficiency")
        }

        struct NoVoltage: Error {}

        @Test("the asyncGetter forms fetch the value when it is asked for, and pass on what they throw")
        func asyncGetterForms() async throws {
            let loaf = Loaf(id: "rye")
            let voltage = EntityProperty<Measurement<UnitElectricPotentialDifference>>(identifier: "voltage") {
                (loaf: Loaf) in Measurement(value: loaf.id == "rye" ? 230 : 110, unit: .volts)
            }
            let codable = EntityProperty<Recipe>(identifier: "variant") { (loaf: Loaf) in loaf.variant }
            let oven = EntityProperty<Oven>(identifier: "oven", title: "Oven") { (loaf: Loaf) in loaf.oven }
            let current = EntityProperty<Measurement<UnitElectricCurrent>>(identifier: "current", title: "Current") {
                (_: Loaf) in throw NoVoltage()
            }
            #expect(try await voltage.value(of: loaf)?.value == 230)
            #expect(try await codable.value(of: loaf)?.name == "rye")
            #expect(try await oven.value(of: loaf)?.id == "left" && oven.title?.key == "Oven")
            await #expect(throws: NoVoltage.self) { try await current.value(of: loaf) }
        }
    }
#endif
