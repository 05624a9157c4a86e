import FlashSale
import Foundation
import IntentRuntime
import RuntimeTestSupport
import Testing

@Suite("The flash-sale Live Activity of the seed", .timeLimit(.minutes(1)))
struct FlashSaleActivityTests {
    static let productId = "100012043978"
    static let name = "华为 Mate 60 Pro"

    static func host() throws -> IntentHost {
        var registry = IntentRegistry()
        try registry.register(package: FlashSalePackage.self)
        return IntentHost(bundleIdentifier: "com.example.FlashSale", registry: registry, configuration: .notAboutTime)
    }

    static func start(on host: IntentHost, minutes: Int = 30) async throws -> RunOutcome {
        try await host.run(
            identifier: "StartSeckillIntent",
            parameters: [
                "productId": .string(productId), "productName": .string(name), "price": "5999",
                "minutes": .string("\(minutes)"),
            ])
    }

    @Test("starting the sale requests its activity: product, name, price, countdown; isSeckill; stale at the end")
    func startRequestsTheActivity() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        try await LiveActivityCenter.$current.withValue(fixture.center) {
            let outcome = try await Self.start(on: host)
            #expect(outcome.phase == .succeeded)
            #expect(outcome.dialog?.description == "Flash sale: 华为 Mate 60 Pro at ¥5999, 30m left")
            let activity = try #require(Activity<SeckillActivityAttributes>.activities.first)
            #expect(outcome.value as? String == activity.id)
            #expect(activity.attributes.productId == Self.productId)
            #expect(activity.attributes.price == Decimal(5999))
            #expect(activity.attributes.endDate == ActivityFixture.start.addingTimeInterval(1800))
            #expect(activity.content.state.isSeckill)
            #expect(activity.content.staleDate == activity.attributes.endDate)

            // A second sale of the same product is refused, with the activity it would duplicate.
            let again = try await Self.start(on: host)
            #expect(again.phase == .failed)
            #expect("\(again.error.map { "\($0)" } ?? "")".contains(activity.id))

            fixture.clock.advance(by: .seconds(1800))
            #expect(activity.activityState == .stale)
            #expect(activity.attributes.countdown(at: fixture.center.now) == "0s")
        }
    }

    @Test("each region opens its own link; the Chinese name is percent-encoded")
    func regionsCarryTheirLinks() throws {
        let attributes = SeckillActivityAttributes(
            productId: Self.productId, productName: Self.name, price: 5999, endDate: ActivityFixture.start)
        let links = try attributes.deepLinks(for: .init(isSeckill: true))
        #expect(
            links[.lockScreen]?.description
                == "hdSeckill://seckill?productId=100012043978&name=%E5%8D%8E%E4%B8%BA%20Mate%2060%20Pro")
        #expect(links[.expanded(.bottom)]?.description == "hdSeckill://seckill?productId=100012043978&action=buy")
        // Once the sale is over there is nothing to buy.
        #expect(try attributes.deepLinks(for: .init(isSeckill: false)).keys.sorted() == [.lockScreen])
    }

    @Test("the center's snapshots carry the links of registered attributes")
    func snapshotsCarryLinks() throws {
        let fixture = ActivityFixture()
        fixture.center.registerLinks(for: SeckillActivityAttributes.self)
        let activity = try fixture.center.request(
            attributes: SeckillActivityAttributes(
                productId: Self.productId, productName: Self.name, price: 5999, endDate: ActivityFixture.start),
            content: ActivityContent(state: .init(isSeckill: true), staleDate: nil))
        let snapshot = try #require(fixture.center.snapshot(id: activity.id))
        #expect(snapshot.deepLinks.keys.sorted() == [.lockScreen, .expanded(.bottom)])
        #expect(snapshot.deepLinks[.lockScreen]?.value(forQueryItem: "name") == Self.name)
    }

    @Test("buy now, through its deep link: bought at the sale price, and the activity ends showing the sale over")
    func buyNowThroughItsLink() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        var router = DeepLinkRouter()
        FlashSaleLinks.register(in: &router)
        try await LiveActivityCenter.$current.withValue(fixture.center) {
            _ = try await Self.start(on: host)
            let activity = try #require(Activity<SeckillActivityAttributes>.activities.first)
            let link = try #require(try activity.attributes.deepLinks(for: activity.content.state)[.expanded(.bottom)])
            fixture.clock.advance(by: .seconds(600))
            let outcome = try await router.open(link, on: host)
            #expect(outcome.actionIdentifier == "BuyNowIntent")
            #expect(outcome.value as? Bool == true)
            #expect(outcome.dialog?.description == "Bought 华为 Mate 60 Pro for ¥5999")
            #expect(activity.activityState == .ended)
            #expect(!activity.content.state.isSeckill)

            // The sale page now says it is over; a second purchase finds no sale on.
            let page = try await router.open(try DeepLink("hdSeckill://seckill?productId=\(Self.productId)"), on: host)
            #expect(page.dialog?.description == "华为 Mate 60 Pro: the flash sale is over")
            let second = try await router.open(link, on: host)
            #expect(second.phase == .failed)
        }
    }

    @Test("buying after the countdown ends buys nothing, and ends the activity")
    func buyAfterTheCountdown() async throws {
        let fixture = ActivityFixture()
        let host = try Self.host()
        try await LiveActivityCenter.$current.withValue(fixture.center) {
            _ = try await Self.start(on: host, minutes: 5)
            fixture.clock.advance(by: .seconds(301))
            let outcome = try await host.run(
                identifier: "BuyNowIntent", parameters: ["productId": .string(Self.productId)])
            #expect(outcome.value as? Bool == false)
            #expect(outcome.dialog?.description == "The flash sale of 华为 Mate 60 Pro is over")
            #expect(Activity<SeckillActivityAttributes>.activities.first?.activityState == .ended)
        }
    }

    @Test("another process's sale is seen by activityUpdates once this process reads the store")
    func anotherProcessesSaleIsObserved() async throws {
        let group = try LiveActivityObserverTests.appGroup()
        defer { try? FileManager.default.removeItem(at: group.containerURL.deletingLastPathComponent()) }
        let widget = ActivityFixture(persistence: .appGroup(group))
        let app = ActivityFixture(persistence: .appGroup(group))
        try widget.center.refresh()
        var started = LiveActivityCenter.$current.withValue(widget.center) {
            Activity<SeckillActivityAttributes>.activityUpdates.makeAsyncIterator()
        }
        let host = try Self.host()
        try await LiveActivityCenter.$current.withValue(app.center) {
            _ = try await Self.start(on: host)
        }
        try widget.center.refresh()
        let seen = await started.next()
        #expect(seen?.attributes.productName == Self.name)
        #expect(seen?.center === widget.center)
    }
}
