import IntentRuntime
import Testing

@Suite("Entity parameters")
struct EntityParameterTests {
    @Test func anEntityParameterIsFoundThroughItsQueryBeforePerform() async throws {
        let outcome = try await entityHost([EatFruitIntent.self]).run(
            identifier: "EatFruitIntent", parameters: ["fruit": "pear"])
        #expect(outcome.phase == .succeeded)
        let fruit = try #require(outcome.value as? Fruit)
        #expect(fruit.id == "pear")
        #expect(fruit.calories == 57)
        #expect(outcome.dialog?.description == "Ate Pear")
    }

    @Test func aMissingIdentifierIsRefusedNamingItNothingRuns() async throws {
        let host = entityHost([EatFruitIntent.self])
        let error = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "EatFruitIntent", parameters: ["fruit": "durian"])
        }
        #expect(error?.code == .invalidParameters)
        #expect(error?.parameterError?.code == .entityNotFound)
        #expect(
            error?.message
                == "EatFruitIntent: parameter 'fruit' names no Fruit with identifier \"durian\": Fruit's query did not "
                + "find it"
        )
    }

    @Test func arraysKeepTheInvocationsOrderAndWholeNumberIdentifiersWork() async throws {
        let outcome = try await entityHost([PackIntent.self]).run(
            identifier: "PackIntent", parameters: ["fruits": ["plum", "apple"], "crate": 2])
        #expect(outcome.phase == .succeeded)
        let dessert = try #require(outcome.value as? Dessert)
        #expect(dessert.fruit?.id == "plum")

        let host = entityHost([PackIntent.self])
        for crate: InvocationValue in ["3", "two"] {
            let error = await #expect(throws: IntentHostError.self) {
                try await host.run(identifier: "PackIntent", parameters: ["fruits": "apple", "crate": crate])
            }
            #expect(error?.parameterError?.code == .entityNotFound)
        }
        let oneMissing = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "PackIntent", parameters: ["fruits": "apple, kiwi"])
        }
        #expect(oneMissing?.message.contains("identifier \"kiwi\"") == true)
    }

    @Test func aQueryThatThrowsRefusesTheRun() async throws {
        let error = await #expect(throws: IntentHostError.self) {
            try await entityHost([InspectMysteryIntent.self]).run(
                identifier: "InspectMysteryIntent", parameters: ["mystery": "x"])
        }
        #expect(error?.parameterError?.code == .queryFailed)
        #expect(error?.message.contains("the cellar is flooded") == true)
    }

    @Test func optionsProvidersRefuseValuesTheyDoNotOfferAndSeeTheIntentBeingResolved() async throws {
        let host = entityHost([OrderBasketIntent.self])
        let ordered = try await host.run(
            identifier: "OrderBasketIntent", parameters: ["fruitName": "Apple", "kilograms": 5])
        #expect(ordered.value as? String == "5 kg of Apple")

        let notAFruit = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "OrderBasketIntent", parameters: ["fruitName": "Kiwi"])
        }
        #expect(notAFruit?.parameterError?.code == .notAnOption)
        #expect(notAFruit?.message.contains("'Apple', 'Pear', 'Plum'") == true)

        // Pears come only in 1 kg baskets: the weight's options read the fruit already decoded.
        let tooHeavy = await #expect(throws: IntentHostError.self) {
            try await host.run(identifier: "OrderBasketIntent", parameters: ["fruitName": "Pear", "kilograms": 5])
        }
        #expect(tooHeavy?.parameterError?.parameter == "kilograms")
    }

    @Test func theRegistryDiscoversEntitiesAndEnumsFromParametersResultsAndProperties() throws {
        var registry = IntentRegistry()
        registry.register(PackIntent.self)
        #expect(registry.entities.map(\.identifier) == ["Fruit", "Crate", "Dessert"])
        #expect(registry.enums.map(\.identifier) == ["Ripeness"])
        let fruit = try #require(registry.entity(named: "Fruit"))
        #expect(fruit.properties.map(\.description) == ["name: String", "calories: Int"])
        #expect(fruit.supportsStringQuery && !fruit.isEnumerable && !fruit.isTransient)
        #expect(registry.entity(named: "Crate")?.isEnumerable == true)
        #expect(registry.entity(named: "Dessert")?.isTransient == true)
        let ripeness = try #require(registry.enumeration(named: "Ripeness"))
        #expect(ripeness.cases.map(\.displayRepresentation.title.key) == ["Green", "Ripe"])
        #expect(ripeness.cases[0].displayRepresentation.synonyms.map(\.key) == ["unripe"])

        registry.register(entity: Mystery.self)
        #expect(registry.entity(named: "Mystery")?.identifier == "Mystery")
    }

    @Test func registeredEntitiesAnswerSuggestionsAndTextSearches() async throws {
        let fruit = RegisteredEntity(Fruit.self)
        #expect(try await fruit.suggestedEntities().count == 3)
        #expect(try await fruit.entities(matching: "pl")?.map(\.identifierText) == ["apple", "plum"])
        #expect(try await fruit.entities(identifiedBy: ["plum"]).first?.displayRepresentation.title.key == "Plum")
        #expect(try await RegisteredEntity(Crate.self).entities(matching: "1") == nil)
        #expect(try await RegisteredEntity(Crate.self).entities(identifiedBy: ["2"]).count == 1)
    }
}
