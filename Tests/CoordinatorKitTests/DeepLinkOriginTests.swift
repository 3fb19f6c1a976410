import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Links from strangers: an app says which schemes and hosts it answers, and any other link is a
// typed error that changes nothing. Broken percent-encoding in a link's text is malformed.

@MainActor
@Suite struct LinksFromUnknownOriginsAreRefused {
    private func shop() -> (HeadlessScenarioHost, OrdersRoot) {
        let app = HeadlessScenarioHost()
        app.navigator.acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])
        let root = OrdersRoot()
        app.navigator.start(root)
        return (app, root)
    }

    @Test(arguments: ["https://evil.example/orders/1001", "http://evil.example/orders/1001", "other://orders/1001", "https://shop.example.evil.example/orders/1001"])
    func aLinkFromAStrangerIsNotAcceptedAndChangesNothing(_ text: String) throws {
        let (app, _) = shop()
        let before = app.navigator.state
        let link = try DeepLink(string: text)
        #expect {
            try app.navigator.open(link)
        } throws: { error in
            guard let error = error as? DeepLinkError, case .notAccepted(let origin, _) = error.reason else { return false }
            return text.hasPrefix(origin)
        }
        #expect(app.navigator.state == before)
        #expect(app.host.shownState == before)
    }

    @Test(arguments: ["shop://orders/1001", "SHOP://orders/1001", "https://shop.example/orders/1001", "https://www.Shop.Example/orders/1001"])
    func theAppsOwnSchemeAndDomainsOpen(_ text: String) throws {
        let (app, _) = shop()
        try app.navigator.open(DeepLink(string: text))
        #expect(app.treeDescription == "root stack: [list] > [order(1001)]")
    }

    @Test func aLinkMadeFromAPathIsTheAppsOwnAndOpens() throws {
        let (app, _) = shop()
        try app.navigator.open(DeepLink(path: "/orders/1001"))
        #expect(app.treeDescription == "root stack: [list] > [order(1001)]")
    }

    @Test func aURLOpenedDirectlyIsCheckedToo() throws {
        let (app, _) = shop()
        let url = try #require(URL(string: "https://evil.example/orders/1001"))
        #expect(throws: DeepLinkError.self) { try app.navigator.open(url) }
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test func theErrorSaysWhereTheLinkCameFromAndWhatTheAppAnswers() throws {
        let (app, _) = shop()
        do {
            try app.navigator.open(DeepLink(string: "https://evil.example/orders/1001"))
            Issue.record("the link opened")
        } catch {
            #expect(error.description == "Cannot open /orders/1001: the app does not answer links from https://evil.example; it answers shop: links and web links from *.shop.example, shop.example. If it is the app's, add it to navigator.acceptedLinks.")
        }
    }

    @Test func untilTheAppSaysEveryLinkIsAccepted() throws {
        let app = HeadlessScenarioHost()
        app.navigator.start(OrdersRoot())
        #expect(app.navigator.acceptedLinks == .any)
        try app.navigator.open(DeepLink(string: "https://anywhere.example/orders/7"))
        #expect(app.treeDescription == "root stack: [list] > [order(7)]")
    }

    @Test func theSubdomainWildcardDoesNotCoverTheDomainItself() throws {
        let accepted = AcceptedLinks(hosts: ["*.shop.example"])
        #expect(try accepted.accepts(DeepLink(string: "https://a.b.shop.example/x")))
        #expect(try !accepted.accepts(DeepLink(string: "https://shop.example/x")))
        #expect(try !accepted.accepts(DeepLink(string: "https://evilshop.example/x")))
    }
}

@Suite struct LinkTextWithBrokenPercentEncodingIsMalformed {
    @Test(arguments: ["shop://orders/%ZZ", "https://shop.example/orders/%ZZ", "/orders/%ZZ", "shop://orders/1001?note=%G1", "shop://orders/10%2", "shop://orders/10%"])
    func itIsRefusedAsMalformed(_ text: String) {
        #expect {
            try DeepLink(string: text)
        } throws: { error in
            guard let error = error as? DeepLinkError, case .malformed = error.reason else { return false }
            return true
        }
    }

    @Test func anEncodedPercentSignIsText() throws {
        let link = try DeepLink(string: "shop://orders/50%25off")
        #expect(link.path == ["orders", "50%off"])
    }

    @Test func aLinkReadsTheSameFromItsTextAsFromItsURL() throws {
        let text = "https://Shop.example/products/caf%C3%A9?tab=reviews"
        let fromText = try DeepLink(string: text)
        let fromURL = try DeepLink(#require(URL(string: text)))
        #expect(fromText == fromURL)
        #expect(fromText.scheme == "https" && fromText.host == "shop.example")
        #expect(fromText == (try DeepLink(path: "/products/caf%C3%A9", query: ["tab": "reviews"])), "equal wherever it came from")
    }
}

@Suite struct ABadParameterReadsWellForAnyTypeName {
    @Test func theMessageNamesTheTypeWithoutAnArticleToGetWrong() throws {
        let match = try #require(try DeepLink(path: "/orders/abc").match("/orders/:id"))
        do {
            _ = try match.parameter("id", as: Int.self)
            Issue.record("abc read as an Int")
        } catch {
            #expect(error.description == "Cannot open /orders/abc: parameter :id is \"abc\", which is not a valid Int.")
        }
    }
}

private enum OrdersRoute: Route { case list, order(Int) }

/// A root flow that opens `/orders/:id`.
@MainActor
private final class OrdersRoot: Coordinator<OrdersRoute> {
    override func start() { show(.list) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/orders/:id") else { return try super.handle(link) }
        show(.order(try match.parameter("id", as: Int.self)))
        return .handled
    }
}
