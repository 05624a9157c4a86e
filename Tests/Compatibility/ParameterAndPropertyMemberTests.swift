// What Documentation/AppleAPI.md's rows of "`@Parameter` and `EntityProperty` pages of Apple's current type pages" say
// the members they add do here: a parameter tells what its declaration gave, an entity property encodes its value.
#if !canImport(Darwin)
    import AppIntents
    import Foundation
    import Testing

    @Suite("Members of Apple's current IntentParameter and EntityProperty pages")
    struct ParameterAndPropertyMemberTests {
        struct PlanBakeIntent: AppIntent {
            static let title: LocalizedStringResource = "Plan a bake"
            @Parameter(title: "When", kind: .date) var when: DateComponents?
            @Parameter(title: "Budget", currencyCodes: ["EUR", "USD"], inclusiveRange: (1, 50))
            var budget: IntentCurrencyAmount?
            @Parameter(title: "Price") var price: IntentCurrencyAmount?
            @Parameter(title: "Baker", mode: .email) var baker: IntentPerson?
            @Parameter(title: "Loaves", default: 3) var loaves: Int
            @Parameter(title: "Note") var note: String?
            @Parameter(title: "Crust", default: "thin") var crust: String?
            @Parameter(title: "Proof", defaultUnit: .minutes) var proof: Duration
            @Parameter(title: "Rest") var rest: Duration?
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Loaf: AppEntity, Codable {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static let defaultQuery = LoafQuery()
            var id: String
            @Property(title: "Name") var name: String
            @Property(title: "Weight") var weight: Int?
            @Property(title: "Crust") var crust: Crust?
            @Property(title: "Shelf") var shelf: Shelf?
            var displayRepresentation: DisplayRepresentation { "\(name)" }
            init(id: String) { self.id = id }
        }

        struct LoafQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Loaf] { [] }
        }

        /// An `AppEnum` that is not `Codable`, as most are.
        enum Crust: String, AppEnum {
            case thin, thick
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Crust"
            static let caseDisplayRepresentations: [Crust: DisplayRepresentation] = [.thin: "Thin", .thick: "Thick"]
        }

        /// An entity that is not `Codable`.
        struct Shelf: AppEntity {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shelf"
            static let defaultQuery = ShelfQuery()
            var id: String
            var displayRepresentation: DisplayRepresentation { "\(id)" }
        }

        struct ShelfQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Shelf] { [] }
        }

        @Test("a date-components parameter tells the kind its declaration gave")
        func componentsParameterTellsItsKind() {
            let intent = PlanBakeIntent()
            #expect(intent.$when.dateKind == .date)
            #expect(IntentParameter<DateComponents>(title: "t").dateKind == nil)
        }

        @Test("a currency parameter tells its codes and its range; nil when its declaration gave none")
        func currencyParameterTellsItsCodesAndRange() throws {
            let intent = PlanBakeIntent()
            #expect(intent.$budget.currencyCodes == ["EUR", "USD"])
            let range = try #require(intent.$budget.inclusiveRange)
            #expect(range.lowerBound == 1 && range.upperBound == 50)
            #expect(intent.$price.inclusiveRange == nil)
        }

        @Test("a person parameter tells the mode its declaration gave")
        func personParameterTellsItsMode() {
            #expect(PlanBakeIntent().$baker.parameterMode == .email)
            #expect(IntentParameter<IntentPerson>(title: "t").parameterMode == nil)
        }

        @Test("a parameter's default value is the one its declaration gave, nil when none")
        func defaultValueIsTheDeclaredOne() {
            let intent = PlanBakeIntent()
            #expect(intent.$loaves.defaultValue == 3)
            #expect(intent.$note.defaultValue == nil)
            // An optional parameter's default is of the wrapped type, as Apple's `Value.UnwrappedType?` is.
            let crust: String? = intent.$crust.defaultValue
            #expect(crust == "thin")
            if let thin = intent.$crust.defaultValue { #expect(thin.count == 4) }
        }

        @Test("a duration parameter keeps the unit its defaultUnit: named; nil when it named none")
        func durationParameterKeepsItsUnit() {
            let intent = PlanBakeIntent()
            #expect(intent.$proof.defaultUnit == .minutes)
            #expect(intent.$proof.unit == .minutes)
            #expect(intent.$rest.defaultUnit == nil)
        }

        @Test("a Codable entity encodes and decodes its property values; a property describes its value")
        func entityPropertiesEncodeAndDecode() throws {
            var loaf = Loaf(id: "l1")
            loaf.name = "Rye"
            let data = try JSONEncoder().encode(loaf)
            let json = try #require(String(data: data, encoding: .utf8))
            #expect(json.contains("\"name\":\"Rye\"") && json.contains("\"weight\":null"))
            let decoded = try JSONDecoder().decode(Loaf.self, from: data)
            #expect(decoded.name == "Rye" && decoded.weight == nil && decoded.id == "l1")
            #expect(loaf.$name.description == "Rye")
            #expect(loaf.$weight.description == "EntityProperty<Optional<Int>>(unset)")
        }

        @Test("an enum property is coded by its raw value; an entity property by its identifier, and is not decoded")
        func enumAndEntityPropertiesAreCodedByRawValueAndIdentifier() throws {
            var loaf = Loaf(id: "l2")
            loaf.name = "Spelt"
            loaf.crust = .thick
            let data = try JSONEncoder().encode(loaf)
            let json = try #require(String(data: data, encoding: .utf8))
            #expect(json.contains("\"crust\":\"thick\""))
            #expect(try JSONDecoder().decode(Loaf.self, from: data).crust == .thick)
            let unknownCase = Data(json.replacingOccurrences(of: "\"thick\"", with: "\"burnt\"").utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Loaf.self, from: unknownCase) }

            loaf.shelf = Shelf(id: "top")
            let shelved = try #require(String(data: try JSONEncoder().encode(loaf), encoding: .utf8))
            #expect(shelved.contains("\"shelf\":\"top\""))
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(Loaf.self, from: Data(shelved.utf8)) }
        }
    }
#endif
