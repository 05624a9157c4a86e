import IntentRuntime
import Testing

@Suite("EntityPropertyModifiers: an entity property's options")
struct EntityPropertyModifiersTests {
    @Test func theTwoOptionsAreDistinctAndCombine() {
        var modifiers: EntityPropertyModifiers = [.async]
        #expect(modifiers.contains(.async))
        #expect(!modifiers.contains(.readOnly))
        modifiers.insert(.readOnly)
        #expect(modifiers == [.async, .readOnly])
        #expect(EntityPropertyModifiers.async.rawValue != EntityPropertyModifiers.readOnly.rawValue)
        #expect(modifiers.subtracting(.async) == .readOnly)
        #expect(EntityPropertyModifiers().isEmpty)
    }
}
