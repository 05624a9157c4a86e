import Testing

@testable import IntentMetadata

/// The schema's tables for the numbers in `intents` and `measurement` value types.
@Suite("Value type names")
struct ValueTypeNameTests {
    @Test(
        "Intents-framework types by typeIdentifier",
        arguments: [(0, "Application"), (3, "Person"), (12, "File"), (14, "CurrencyAmount"), (15, nil), (-1, nil)]
            as [(Int, String?)])
    func intentsTypes(identifier: Int, name: String?) {
        #expect(ValueType.intentsTypeName(forTypeIdentifier: identifier) == name)
    }

    @Test(
        "measurement units by unitType",
        arguments: [
            (0, nil), (1, "UnitLength"), (7, "UnitDuration"), (15, "UnitElectricPotentialDifference"),
            (22, "UnitPressure"), (23, nil), (-1, nil),
        ] as [(Int, String?)])
    func measurementUnits(unitType: Int, name: String?) {
        #expect(ValueType.measurementUnitName(forUnitType: unitType) == name)
    }

    @Test("every known number has a name, and the readable forms never show the raw tag")
    func readableForms() {
        #expect((0...14).allSatisfy { ValueType.intentsTypeName(forTypeIdentifier: $0) != nil })
        #expect((1...22).allSatisfy { ValueType.measurementUnitName(forUnitType: $0) != nil })
        #expect(ValueType.intents(typeIdentifier: 12).frameworkTypeName == "File")
        #expect(ValueType.intents(typeIdentifier: 40).frameworkTypeName == "intents type 40")
        #expect(ValueType.measurement(unitType: 7).frameworkTypeName == "Measurement<UnitDuration>")
        #expect(ValueType.measurement(unitType: 0).frameworkTypeName == "Measurement")
        #expect(ValueType.measurement(unitType: 40).frameworkTypeName == "Measurement<unit type 40>")
        #expect(ValueType.primitive(.int).frameworkTypeName == nil)
    }
}
