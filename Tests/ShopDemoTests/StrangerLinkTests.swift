import CoordinatorKit
import ShopDemoCore
import ShopExample
import Testing

/// The demo answers the shop's own links only, and reads a link's text as typed.
@MainActor
@Suite struct TheDemoRefusesLinksFromStrangers {
    @Test func anOrderLinkFromAnotherDomainIsRefusedAndNothingChanges() {
        let demo = DemoSession.signedIn()
        let before = demo.navigator.state
        let answer = demo.handle("open https://evil.example/orders/1001")
        #expect(answer.contains("does not answer links from https://evil.example"), "\(answer)")
        #expect(answer.hasSuffix("Nothing changed."))
        #expect(demo.navigator.state == before)
    }

    @Test(arguments: ["open shop://orders/1001", "open https://coffee.example/orders/1001", "open /orders/1001"])
    func theShopsOwnLinksOpen(_ line: String) {
        let demo = DemoSession.signedIn()
        demo.send("1", "1", "1", "1", "1", "1", "tab 1", "tab 1")   // order #1001 placed
        _ = demo.handle(line)
        #expect(demo.main?.orders.routes == [.orderList, .order(number: 1001)])
    }

    @Test func brokenPercentEncodingIsMalformed() {
        let demo = DemoSession.signedIn()
        let before = demo.navigator.state
        let answer = demo.handle("open shop://orders/%ZZ")
        #expect(answer.contains("the link is malformed"), "\(answer)")
        #expect(demo.navigator.state == before)
    }

    @Test func aRelaunchedDemoStillRefusesThem() {
        let demo = DemoSession.signedIn()
        _ = demo.handle("relaunch")
        let before = demo.navigator.state
        let answer = demo.handle("open https://evil.example/orders/1001")
        #expect(answer.contains("does not answer links from https://evil.example"), "\(answer)")
        #expect(demo.navigator.state == before)
    }
}
