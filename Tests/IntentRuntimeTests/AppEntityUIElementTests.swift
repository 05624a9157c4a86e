import Foundation
import IntentRuntime
import Testing

@Suite("AppEntityUIElement: an entity shown in a custom view")
struct AppEntityUIElementTests {
    @Test func anElementKeepsItsEntitysIdentifierBoundsStateAndSubelements() {
        let crumb = AppEntityUIElement(Loaf(id: "crumb"), bounds: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(crumb.identifier.identifier == "crumb")
        #expect(ObjectIdentifier(crumb.identifier.entityType) == ObjectIdentifier(Loaf.self))
        #expect(crumb.bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(!crumb.state.isSelected)
        #expect(crumb.subelements.isEmpty)

        var loaf = AppEntityUIElement(
            identifier: EntityIdentifier(for: Loaf.self, identifier: "rye"), bounds: .zero,
            state: .init(isSelected: true), subelements: [crumb])
        #expect(loaf.identifier.identifier == "rye")
        #expect(loaf.state.isSelected)
        #expect(loaf.subelements.map(\.identifier.identifier) == ["crumb"])
        loaf.state.isSelected = false
        #expect(!loaf.state.isSelected)
    }
}

private struct Loaf: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Loaf"
    static let defaultQuery = LoafQuery()
    let id: String
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

private struct LoafQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Loaf] { identifiers.map(Loaf.init) }
}
