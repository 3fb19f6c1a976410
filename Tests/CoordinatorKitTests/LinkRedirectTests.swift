import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import IssueReporting
import Testing

// Links opened again while their redirect's flow runs, guards that redirect to a flow that
// cannot start, and links waiting on one flow (issue 40, findings 2, 3 and 5).

private enum CatalogRoute: Route {
    case list, product(Int), reviews(Int)
}

@MainActor
private final class Session {
    var user: User?
}

private final class Login: Coordinator<LoginRoute> {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.welcome) }
    func signIn() {
        session.user = User(name: "Ada")
        finish()
    }
}

/// A catalog whose reviews need someone signed in, as the README's deep-link example had.
private final class Catalog: Coordinator<CatalogRoute> {
    let session: Session
    /// What the guard redirects to; a new login each time unless set.
    var login: (() -> Login)?
    var linksHandled: [String] = []
    init(session: Session) { self.session = session }
    override func start() { show(.list) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/products/:id/*") else { return try super.handle(link) }
        linksHandled.append(link.description)
        let id = try match.parameter("id", as: Int.self)
        setStack(match.rest.first == "reviews" ? [.list, .product(id), .reviews(id)] : [.list, .product(id)])
        return .handled
    }

    override func decision(for route: CatalogRoute) -> RouteDecision {
        guard case .reviews = route, session.user == nil else { return .allow }
        return .redirect(to: login?() ?? Login(session: session), as: .sheet)
    }
}

@MainActor
private struct Shop {
    let session = Session()
    let navigator = Navigator()
    let host = HeadlessHost()
    let catalog: Catalog

    init() {
        navigator.attach(host)
        catalog = Catalog(session: session)
        navigator.start(catalog)
    }

    var logins: [Login] { catalog.children.compactMap { $0 as? Login } }

    func open(_ path: String) throws(DeepLinkError) -> DeepLinkResult {
        try navigator.open(DeepLink(path: path))
    }
}

@MainActor
@Suite struct ALinkOpenedAgainWaitsForItsRedirect {
    @Test func theSameGuardedLinkOpenedFourTimesShowsOneLoginAndOpensOnce() throws {
        let shop = Shop()
        var flows: [AnyCoordinator] = []
        for _ in 0..<4 {
            guard case .redirected(let flow) = try shop.open("/products/1/reviews") else {
                Issue.record("not redirected")
                return
            }
            flows.append(flow)
        }

        #expect(shop.logins.count == 1)
        #expect(shop.navigator.state.layers.count == 2, "one login sheet")
        #expect(flows.allSatisfy { $0 === shop.logins.first })
        let handled = shop.catalog.linksHandled.count

        try #require(shop.logins.first).signIn()

        #expect(shop.catalog.linksHandled.count == handled + 1, "the link opened again once")
        #expect(shop.catalog.routes == [.list, .product(1), .reviews(1)])
        #expect(shop.navigator.state.layers.count == 1)
        #expect(shop.host.shownState == shop.navigator.state)
    }

    @Test func anotherLinkTheSameGuardRedirectsWaitsForTheSameLoginAndTheNewestOpens() throws {
        let shop = Shop()
        _ = try shop.open("/products/1/reviews")
        _ = try shop.open("/products/2/reviews")
        #expect(shop.logins.count == 1)

        try #require(shop.logins.first).signIn()

        #expect(shop.catalog.routes == [.list, .product(2), .reviews(2)])
    }

    @Test func aCancelledLoginDropsTheLinkAndTheNextLinkStartsANewOne() throws {
        let shop = Shop()
        _ = try shop.open("/products/1/reviews")
        #expect(shop.host.swipeDown())
        #expect(shop.logins.isEmpty)

        _ = try shop.open("/products/1/reviews")

        #expect(shop.logins.count == 1)
        #expect(shop.catalog.routes == [.list])
    }
}

@MainActor
@Suite struct ARedirectWhoseFlowCannotStartFailsTheLink {
    @Test func aGuardRedirectingToAFlowThatEndedFailsTheLinkAndChangesNothing() throws {
        let shop = Shop()
        let login = Login(session: shop.session)
        shop.catalog.login = { login }
        _ = try shop.open("/products/1/reviews")
        #expect(shop.host.swipeDown())   // the login is cancelled: it ended
        let before = shop.navigator.state

        do {
            let result = try shop.open("/products/1/reviews")
            Issue.record("the link answered \(result)")
        } catch {
            guard case .refused(let message) = error.reason else { Issue.record("\(error)"); return }
            #expect(message.contains("ran already and ended"))
        }
        #expect(shop.navigator.state == before)
        #expect(shop.logins.isEmpty)
    }

    @Test func aGuardRedirectingToTheLoginThatRunsMakesTheLinkWaitForIt() throws {
        let shop = Shop()
        let login = Login(session: shop.session)
        shop.catalog.login = { login }
        _ = try shop.open("/products/1/reviews")
        let running = try #require(shop.logins.first)
        shop.catalog.login = { running }   // the guard names the running flow itself

        guard case .redirected(let flow) = try shop.open("/products/3/reviews") else {
            Issue.record("not redirected")
            return
        }

        #expect(flow === running)
        running.signIn()
        #expect(shop.catalog.routes == [.list, .product(3), .reviews(3)])
    }

    @Test func aGuardRedirectingToAFlowOfAnotherNavigatorFailsTheLink() throws {
        let shop = Shop()
        let other = Navigator()
        let elsewhere = Login(session: shop.session)
        other.start(elsewhere)
        shop.catalog.login = { elsewhere }
        let before = shop.navigator.state

        #expect(throws: DeepLinkError.self) { try shop.open("/products/1/reviews") }

        #expect(shop.navigator.state == before)
        #expect(elsewhere.navigator === other)
    }
}

/// A root that makes links wait for the login it runs, as the DocC article's app does.
private final class Gate: Coordinator<ShopRoute> {
    var links: [DeepLink] = []
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let login = children.first { return .waitFor(login) }
        links.append(link)
        return .handled
    }
}

@MainActor
@Suite struct LinksWaitingOnOneFlow {
    /// 200,000 links waiting on one login: the login keeps the newest, and its end reopens it
    /// alone, with no closure wrapped around another.
    @Test func twoHundredThousandWaitingLinksReopenOnlyTheNewest() throws {
        let navigator = Navigator()
        let gate = Gate()
        navigator.start(gate)
        let login = LoginCoordinator()
        gate.startChild(login, as: .sheet)

        for number in 0..<200_000 {
            _ = try navigator.open(DeepLink(segments: ["orders", "\(number)"]))
        }
        login.finish(with: User(name: "Ada"))

        #expect(gate.links == [DeepLink(segments: ["orders", "199999"])])
    }

    @Test func aWaitingLinkIsDroppedWhenTheFlowIsCancelled() throws {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let gate = Gate()
        navigator.start(gate)
        gate.startChild(LoginCoordinator(), as: .sheet)
        _ = try navigator.open(DeepLink(path: "/orders/1"))

        #expect(host.swipeDown())

        #expect(gate.links.isEmpty)
    }

    @Test func aLinkWaitingForAFlowItStartedItselfFailsInsteadOfWaitingForNothing() throws {
        final class Starter: Coordinator<ShopRoute> {
            override func start() { show(.list) }
            override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
                let login = LoginCoordinator()
                startChild(login, as: .sheet)
                return .waitFor(login)
            }
        }
        let navigator = Navigator()
        navigator.start(Starter())
        let before = navigator.state

        #expect(throws: DeepLinkError.self) { try navigator.open(DeepLink(path: "/x")) }

        #expect(navigator.state == before)
        #expect(navigator.rootCoordinator?.children.isEmpty == true)
    }

    /// 200,000 handlers on one child's outcome: called in order, from a list.
    @Test func twoHundredThousandOutcomeHandlersRunInOrder() {
        let navigator = Navigator()
        let main = MainCoordinator()
        navigator.start(main)
        let buy = BuyCoordinator()
        main.startChild(buy, as: .sheet)
        var heard: [Int] = []
        for number in 0..<200_000 {
            main.onFinish(of: buy) { _ in heard.append(number) }
        }

        buy.placeOrder()

        #expect(heard.count == 200_000)
        #expect(heard.first == 0)
        #expect(heard.last == 199_999)
    }
}
