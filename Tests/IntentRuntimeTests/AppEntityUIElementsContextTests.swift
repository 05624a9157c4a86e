import Foundation
import IntentRuntime
import Testing

@Suite("AppEntityUIElementsContext: what the system asks of a view's element provider")
struct AppEntityUIElementsContextTests {
    /// No view asks for elements here, so all the package does with a context is keep what it is built with.
    @Test func aContextKeepsTheBoundsAndRequestsItIsBuiltWith() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let rect = CGRect(x: 200, y: 200, width: 10, height: 10)
        let context = AppEntityUIElementsContext(bounds: bounds, requests: [.selected, .visible(rect: rect)])
        #expect(context.bounds == bounds)
        #expect(context.requests == [.selected, .visible(rect: rect)])
        #expect(AppEntityUIElementsContext(bounds: .zero, requests: []).requests.isEmpty)
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
