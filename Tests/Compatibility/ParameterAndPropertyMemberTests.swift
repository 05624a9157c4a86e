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
            func perform() async throws -> some IntentResult { .result() }
        }

        struct Loaf: AppEntity, Codable {
            static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
            static let defaultQuery = LoafQuery()
            var id: String
            @Property(title: "Name") var name: String
            @Property(title: "Weight") var weight: Int?
            var displayRepresentation: DisplayRepresentation { "\(name)" }
            init(id: String) { self.id = id }
        }

        struct LoafQuery: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Loaf] { [] }
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
    }
#endif
