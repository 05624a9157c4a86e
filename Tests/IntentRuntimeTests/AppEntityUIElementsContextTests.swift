import Foundation
import IntentRuntime
import Testing

@Suite("AppEntityUIElementsContext: what the system asks of a view's element provider")
struct AppEntityUIElementsContextTests {
    /// A provider written as Apple's sample writes one: the selected notes, and the notes in a visible rectangle.
    private func elements(
        _ notes: [(id: String, frame: CGRect, selected: Bool)], in context: AppEntityUIElementsContext
    ) -> [String] {
        notes.compactMap { note in
            let wanted = context.requests.contains { request in
                switch request {
                case .visible(let rect): return note.frame.intersects(rect)
                case .selected: return note.selected
                }
            }
            return wanted ? note.id : nil
        }
    }

    @Test func aProviderAnswersTheSelectedAndTheVisibleRequests() {
        let notes: [(id: String, frame: CGRect, selected: Bool)] = [
            ("flour", CGRect(x: 0, y: 0, width: 10, height: 10), false),
            ("yeast", CGRect(x: 50, y: 50, width: 10, height: 10), true),
            ("salt", CGRect(x: 200, y: 200, width: 10, height: 10), false),
        ]
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let visible = AppEntityUIElementsContext(bounds: bounds, requests: [.visible(rect: bounds)])
        #expect(visible.bounds == bounds)
        #expect(elements(notes, in: visible) == ["flour", "yeast"])

        let selected = AppEntityUIElementsContext(bounds: bounds, requests: [.selected])
        #expect(elements(notes, in: selected) == ["yeast"])

        let both = AppEntityUIElementsContext(bounds: bounds, requests: [.selected, .visible(rect: notes[2].frame)])
        #expect(both.requests.count == 2)
        #expect(elements(notes, in: both) == ["yeast", "salt"])
    }

    @Test func requestsAreEqualByCaseAndRectangle() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(AppEntityUIElementsContext.ElementsRequest.visible(rect: rect) == .visible(rect: rect))
        #expect(AppEntityUIElementsContext.ElementsRequest.visible(rect: rect) != .visible(rect: .zero))
        #expect(AppEntityUIElementsContext.ElementsRequest.selected != .visible(rect: rect))
        let requests: Set<AppEntityUIElementsContext.ElementsRequest> = [.selected, .selected, .visible(rect: rect)]
        #expect(requests.count == 2)
    }
}
