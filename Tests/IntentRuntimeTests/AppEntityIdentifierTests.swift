import IntentRuntime
import Testing

@Suite("AppEntityIdentifier: an entity named by its type and its instance identifier")
struct AppEntityIdentifierTests {
    @Test func anIdentifierKeepsItsTypeAndInstanceAndComparesByBoth() {
        let loaf = AttributedTypeIdentifier(persistentIdentifier: "LoafEntity", bundleIdentifier: "com.example.bakery")
        let rye = AppEntityIdentifier(entityType: loaf, instanceIdentifier: "rye")
        #expect(rye.entityType == loaf)
        #expect(rye.instanceIdentifier == "rye")
        #expect(rye == AppEntityIdentifier(entityType: loaf, instanceIdentifier: "rye"))
        #expect(rye != AppEntityIdentifier(entityType: loaf, instanceIdentifier: "spelt"))
        let roll = AttributedTypeIdentifier(persistentIdentifier: "RollEntity")
        #expect(rye != AppEntityIdentifier(entityType: roll, instanceIdentifier: "rye"))
    }
}
