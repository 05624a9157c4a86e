import Foundation
import IntentRuntime
import Testing

/// An entity for the query's default display representations.
private struct ResolverLoaf: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = ResolverLoafQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id) loaf") }
}

private struct ResolverLoafQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ResolverLoaf] {
        identifiers.filter { $0 != "stale" }.map(ResolverLoaf.init(id:))
    }
}

@Suite("AppIntents' standard resolvers, the range check, and the members issue 21's census B added")
struct SystemResolverTests {
    @Test func anIntParameterResolvesRoundedDoublesInItsRange() async throws {
        let up = IntentParameter<Int>(title: "Count", inclusiveRange: (0, 10)) {
            IntFromDoubleResolver(roundingRule: .up)
        }
        #expect(try await up.resolvedValue(from: 2.1) == 3)
        let down = IntentParameter<Int>(title: "Count", inclusiveRange: (0, 10)) {
            IntFromDoubleResolver(roundingRule: .towardZero)
        }
        #expect(try await down.resolvedValue(from: -0.9) == 0)
        // Not finite, or beyond `Int`: no value.
        #expect(try await down.resolvedValue(from: Double.nan) == nil)
        #expect(try await down.resolvedValue(from: 1e300) == nil)
        #expect(IntFromDoubleResolver(roundingRule: .up).roundingRule == .up)
    }

    @Test func anIntParameterResolvesTextInItsRadixAndRange() async throws {
        let hex = IntentParameter<Int>(title: "Code", inclusiveRange: (0, 300)) { IntFromStringResolver(radix: 16) }
        #expect(try await hex.resolvedValue(from: " ff ") == 255)
        #expect(try await hex.resolvedValue(from: "zz") == nil)
        #expect(IntFromStringResolver(radix: 16).radix == 16)
        // A base Swift does not read resolves nothing.
        let odd = IntentParameter<Int>(title: "Code") { IntFromStringResolver(radix: 40) }
        #expect(try await odd.resolvedValue(from: "1") == nil)
        let plain = IntentParameter<Int>(title: "Count", inclusiveRange: (1, 3)) { IntResolver() }
        #expect(try await plain.resolvedValue(from: 2) == 2)
    }

    @Test func aDoubleParameterResolvesIntegersAndTextInItsRange() async throws {
        let heat = IntentParameter<Double>(title: "Heat", inclusiveRange: (0, 300)) {
            DoubleFromIntResolver()
            DoubleFromStringResolver()
            DoubleResolver()
        }
        #expect(try await heat.resolvedValue(from: 180) == 180)
        #expect(try await heat.resolvedValue(from: " 212.5") == 212.5)
        #expect(try await heat.resolvedValue(from: 99.5) == 99.5)
        #expect(try await heat.resolvedValue(from: "hot") == nil)
        #expect(try await heat.resolvedValue(from: "inf") == nil)
    }

    @Test func theRangeCheckThrowsOutsideTheDeclaredRange() async throws {
        let count = IntentParameter<Int>(title: "Count", inclusiveRange: (1, 3)) { IntResolver() }
        await #expect(throws: AppIntentError.self) { try await count.resolvedValue(from: 4) }
        let heat = IntentParameter<Double>(title: "Heat", inclusiveRange: (0, 300)) { DoubleFromStringResolver() }
        await #expect(throws: AppIntentError.self) { try await heat.resolvedValue(from: "301") }
        // Without `inclusiveRange:` nothing is refused.
        let free = IntentParameter<Int>(title: "Count") { IntFromStringResolver(radix: 10) }
        #expect(try await free.resolvedValue(from: "-40") == -40)
        // Called directly, as a resolver of the user's own would.
        let context = count.context(for: Int.self)
        #expect(throws: Never.self) { try IntResolver().checkParameterRangeContains(value: 3, context: context) }
        #expect(throws: AppIntentError.self) {
            try IntResolver().checkParameterRangeContains(value: 0, context: context)
        }
    }

    @Test func textResolvesToStringsAttributedStringsBooleansAndURLs() async throws {
        let note = IntentParameter<AttributedString>(title: "Note") { AttributedStringFromStringResolver() }
        #expect(try await note.resolvedValue(from: "rye") == AttributedString("rye"))
        let label = IntentParameter<String>(title: "Label") {
            StringFromDoubleResolver()
            StringFromIntResolver<Int, String>()
        }
        #expect(try await label.resolvedValue(from: 2.5) == "2.5")
        #expect(try await label.resolvedValue(from: 7) == "7")
        let many = StringFromIntResolver<[Int], [String]>()
        #expect(try await many.resolve(from: [1, 2], context: IntentParameterContext()) == ["1", "2"])
        #expect(StringFromIntResolver<Int, String>() == StringFromIntResolver<Int, String>())

        let lights = IntentParameter<Bool>(title: "Lights", displayName: .init(true: "Lit", false: "Dark")) {
            BoolFromStringResolver()
        }
        #expect(try await lights.resolvedValue(from: "lit") == true)
        #expect(try await lights.resolvedValue(from: "DARK") == false)
        #expect(try await lights.resolvedValue(from: "yes") == true)
        #expect(try await lights.resolvedValue(from: "0") == false)
        #expect(try await lights.resolvedValue(from: "maybe") == nil)

        let page = IntentParameter<URL>(title: "Page") { URLFromStringResolver() }
        #expect(try await page.resolvedValue(from: "https://example.com/a") == URL(string: "https://example.com/a"))
        #expect(try await page.resolvedValue(from: "not a url") == nil)
    }

    @Test func aMeasurementContextTellsItsUnitsAndFlags() {
        let plot = IntentParameter<Measurement<UnitArea>>(
            title: "Plot", defaultUnit: .acres, defaultUnitAdjustForLocale: true, supportsNegativeNumbers: true)
        let plotContext = plot.context(for: Measurement<UnitArea>.self)
        #expect(plotContext.defaultUnit == .acres)
        #expect(plotContext.unit == nil)
        #expect(plotContext.supportsNegativeNumbers == true)
        #expect(plotContext.unitAdjustForLocale == true)
        let run = IntentParameter<Measurement<UnitLength>>(title: "Run", unit: .kilometers)
        let runContext = run.context(for: Measurement<UnitLength>.self)
        #expect(runContext.unit == .kilometers)
        #expect(runContext.defaultUnit == nil)
        #expect(runContext.supportsNegativeNumbers == false)
        let plain = IntentParameter<Measurement<UnitLength>>(title: "Run")
        #expect(plain.context(for: Measurement<UnitLength>.self).supportsNegativeNumbers == nil)
    }

    @Test func aQueryShowsItsEntitiesByIdentifier() async throws {
        let shown = try await ResolverLoafQuery().displayRepresentations(for: ["rye", "stale"])
        #expect(shown.keys.sorted() == ["rye"])
        #expect(shown["rye"]?.title.key == "rye loaf")
        let text = try await ResolverLoafQuery().displayRepresentations(for: ["spelt"], requestedComponents: .text)
        #expect(text["spelt"]?.title.key == "spelt loaf")
        let withImage = await ResolverLoaf(id: "rye").displayRepresentation(with: [.image, .text])
        #expect(withImage == ResolverLoaf(id: "rye").displayRepresentation)
        #expect(ResolverLoaf(id: "rye").localizedStringResource.key == "rye loaf")
        #expect(
            EntityIdentifier(for: ResolverLoaf(id: "a")) == EntityIdentifier(for: ResolverLoaf.self, identifier: "a"))
        #expect(EntityIdentifier(for: ResolverLoaf(id: "a")) != EntityIdentifier(for: ResolverLoaf(id: "b")))
        #expect(
            Set([EntityIdentifier(for: ResolverLoaf(id: "a")), EntityIdentifier(for: ResolverLoaf(id: "a"))]).count == 1
        )
    }

    @Test func aResolversContextMakesItsParametersRequests() async throws {
        // Outside a run the host answers nothing: each request is the parameter's own, and names it.
        let count = IntentParameter<Int>(title: "Count")
        let context = count.context(for: Int.self)
        let needsValue = "\(context.needsValueError("How many?"))"
        #expect(needsValue.contains("Count") && needsValue.contains("How many?"))
        let needsChoice = "\(context.needsDisambiguationError(among: [1, 2], dialog: "Which?"))"
        #expect(needsChoice.contains("Count") && needsChoice.contains("Which?"))
        await #expect(throws: AppIntentError.self) { _ = try await context.requestDisambiguation(among: [1, 2]) }
        await #expect(throws: AppIntentError.self) { _ = try await context.requestConfirmation(for: 2) }
        // A context made without a parameter has no one to ask.
        let detached = IntentParameterContext<Int>()
        #expect("\(detached.needsValueError())".contains("no parameter"))
        #expect("\(detached.needsDisambiguationError(among: [1]))".contains("no parameter"))
        await #expect(throws: AppIntentError.self) { _ = try await detached.requestConfirmation(for: 1) }
        await #expect(throws: AppIntentError.self) { _ = try await detached.requestDisambiguation(among: [1]) }
    }

    @Test func aResolversContextGetsTheHostsAnswers() async throws {
        let count = IntentParameter<Int>(title: "Count")
        let context = count.context(for: Int.self)
        let answers = IntentPromptPolicy.answering(confirmations: true, values: ["Count": .int(2)])
        let (confirmed, chosen) = try await IntentPromptPolicy.$current.withValue(answers) { () async throws in
            (
                try await context.requestConfirmation(for: 2, dialog: "Two?"),
                try await context.requestDisambiguation(among: [5, 7, 9], dialog: "Which?")
            )
        }
        #expect(confirmed)
        #expect(chosen == 7)
        let denied = try await IntentPromptPolicy.$current.withValue(.denyAll) { () async throws in
            try await context.requestConfirmation(for: 2)
        }
        #expect(!denied)
    }

    @Test func anEntityCollectionAddsFindsAndRemovesIdentifiers() {
        var loaves = EntityCollection<ResolverLoaf>(identifiers: ["rye"])
        loaves.append("spelt")
        loaves.append(ResolverLoaf(id: "oat"))
        loaves.append(contentsOf: [ResolverLoaf(id: "barley")])
        loaves.append(contentsOf: ["wheat", "rye"])
        #expect(loaves.identifiers == ["rye", "spelt", "oat", "barley", "wheat", "rye"])
        #expect(loaves.count == 6 && !loaves.isEmpty)
        #expect(loaves.contains("oat") && loaves.contains(ResolverLoaf(id: "barley")) && !loaves.contains("corn"))
        loaves.remove("rye")
        loaves.remove(ResolverLoaf(id: "oat"))
        #expect(loaves.identifiers == ["spelt", "barley", "wheat"])
        #expect(EntityCollection<ResolverLoaf>().isEmpty)
    }

    @Test func anImageAndAPersonRoundTripThroughJSON() throws {
        let images = [
            DisplayRepresentation.Image(systemName: "star", isTemplate: true),
            DisplayRepresentation.Image(named: "Loaf", isTemplate: nil, displayStyle: .circular),
            DisplayRepresentation.Image(
                url: URL(fileURLWithPath: "/tmp/a.png"), width: 20, height: 10, isTemplate: false),
            DisplayRepresentation.Image(data: Data([1, 2, 3]), isTemplate: nil, displayStyle: .default),
        ]
        for image in images {
            let data = try JSONEncoder().encode(image)
            #expect(try JSONDecoder().decode(DisplayRepresentation.Image.self, from: data) == image)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(DisplayRepresentation.Image.self, from: Data(#"{"isTemplate":true}"#.utf8))
        }
        let ann = IntentPerson(
            identifier: .contact("c1"), name: .displayName("Ann"),
            handle: IntentPerson.Handle(emailAddress: "ann@example.com", label: .work),
            aliases: [IntentPerson.Handle(phoneNumber: "+1 555", label: .custom("desk"))], isMe: true,
            image: images[1])
        let data = try JSONEncoder().encode(ann)
        #expect(try JSONDecoder().decode(IntentPerson.self, from: data) == ann)
    }
}
