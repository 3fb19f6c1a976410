import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import IssueReporting
import Testing

// Deep links through the coordinators that own each part, guards that code and links pass
// alike, and links that fail changing nothing (DESIGN §6).

// MARK: - A small shop: tabs Catalog and Orders, a guarded buy sheet, a login sheet.

private enum ShopTab: Hashable, Sendable { case catalog, orders }

private enum CatalogRoute: Route {
    case list, product(Int), reviews(Int)
}

private enum OrdersRoute: Route {
    case list, order(Int)
}

/// Who is signed in, shared by the coordinators as an app's session object would be.
@MainActor
private final class Session {
    var user: User?
    var bannedProducts: Set<Int> = [13]
}

private struct Banned: Error, CustomStringConvertible {
    let product: Int
    var description: String { "product \(product) is not sold any more" }
}

private final class SignInCoordinator: Coordinator<LoginRoute>, ProducesOutput {
    typealias Output = User
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.welcome) }
    func signIn() {
        let user = User(name: "Ada")
        session.user = user
        finish(with: user)
    }
}

private final class CatalogFlow: Coordinator<CatalogRoute> {
    static let product: URLPattern = "/products/:id/*"
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.list) }

    override func decision(for route: CatalogRoute) -> RouteDecision {
        if case .product(let id) = route, session.bannedProducts.contains(id) { return .deny(reason: Banned(product: id)) }
        return .allow
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match(Self.product) else { return try super.handle(link) }
        let id = try match.parameter("id", as: Int.self)
        show(.product(id))
        switch match.rest.first {
        case nil:
            return .handled
        case "reviews":
            show(.reviews(id))
            return .handled
        case "buy":
            let buy = BuyFlow(session: session)
            startChild(buy, as: .sheet)
            return .forward(match.rest.dropping(1), to: buy)
        default:
            return try super.handle(match.rest)
        }
    }
}

/// The buy flow; only a signed-in user may see its first screen.
private final class BuyFlow: Coordinator<BuyRoute> {
    let session: Session
    init(session: Session) { self.session = session }
    override func start() { show(.cart) }

    override func decision(for route: BuyRoute) -> RouteDecision {
        guard session.user == nil else { return .allow }
        return .redirect(to: SignInCoordinator(session: session), as: .sheet)
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.first == "payment" {
            show(.shipping)
            show(.payment)
            return .handled
        }
        return try super.handle(link)
    }
}

private final class OrdersFlow: Coordinator<OrdersRoute> {
    override func start() { show(.list) }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let match = link.match("/:id") {
            show(.order(try match.parameter("id")))
            return .handled
        }
        return try super.handle(link)
    }
}

private final class ShopTabs: TabCoordinator<ShopTab> {
    init(session: Session) {
        super.init([.catalog: CatalogFlow(session: session), .orders: OrdersFlow()])
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.first == "products" { return try forward(link, toTab: .catalog) }
        return try super.handle(link)
    }
}

@MainActor
private struct Shop {
    let session = Session()
    let navigator = Navigator()
    let host = HeadlessHost()
    let tabs: ShopTabs
    var changes = 0

    init(signedIn: Bool = true) {
        navigator.attach(host)
        if signedIn { session.user = User(name: "Ada") }
        tabs = ShopTabs(session: session)
        navigator.start(tabs)
    }

    var catalog: CatalogFlow { tabs.coordinator(for: .catalog) as! CatalogFlow }

    /// The routes of every stack and layer, as text: what a test compares.
    var shown: String { navigator.state.treeDescription }

    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host.shownState == navigator.state, sourceLocation: sourceLocation)
    }
}

/// Counts the committed changes a block makes.
@MainActor
private func changes(on navigator: Navigator, during body: () throws -> Void) rethrows -> Int {
    var count = 0
    let observation = navigator.observe { if case .changed = $0 { count += 1 } }
    defer { observation.cancel() }
    try body()
    return count
}

// MARK: - Parsing

@Suite struct ParsingLinks {
    @Test(arguments: ["shop://products/12?tab=reviews", "https://shop.example/products/12?tab=reviews", "shop:///products/12?tab=reviews"])
    func customSchemesAndWebLinksReadTheSame(_ text: String) throws {
        let link = try DeepLink(#require(URL(string: text)))
        #expect(link.path == ["products", "12"])
        #expect(link.query == ["tab": "reviews"])
    }

    @Test func segmentsArePercentDecodedAndEmptyOnesSkipped() throws {
        let link = try DeepLink(#require(URL(string: "https://shop.example//products/caf%C3%A9%20cr%C3%A8me//")))
        #expect(link.path == ["products", "café crème"])
        #expect(link.description == "/products/caf%C3%A9%20cr%C3%A8me")
    }

    @Test func brokenPercentEncodingIsMalformed() {
        #expect(throws: DeepLinkError.self) { try DeepLink(path: "/products/%E2%28%A1") }
        do {
            _ = try DeepLink(path: "/products/%E2%28%A1")
        } catch {
            guard case .malformed = error.reason else { Issue.record("\(error)"); return }
        }
    }

    @Test func aURLWithNoPathIsMalformed() throws {
        #expect(throws: DeepLinkError.self) { try DeepLink(#require(URL(string: "mailto:ada@example.com"))) }
    }
}

@Suite struct MatchingPatterns {
    @Test func literalsAndParametersMatchExactly() throws {
        let pattern: URLPattern = "/products/:id"
        let match = try #require(try DeepLink(path: "/products/12").match(pattern))
        #expect(try match.parameter("id", as: Int.self) == 12)
        #expect(try match.parameter("id", as: String.self) == "12")
        #expect(try DeepLink(path: "/products/12/reviews").match(pattern) == nil)
        #expect(try DeepLink(path: "/products").match(pattern) == nil)
        #expect(try DeepLink(path: "/orders/12").match(pattern) == nil)
    }

    @Test func aStarTakesTheRestWithTheQuery() throws {
        let match = try #require(try DeepLink(path: "/orders/4/items/9/notes", query: ["from": "mail"]).match("/orders/:id/items/*"))
        #expect(match.rest.path == ["9", "notes"])
        #expect(match.rest.query == ["from": "mail"])
        #expect(try DeepLink(path: "/orders/4/items").match("/orders/:id/items/*")?.rest.path == [])
    }

    @Test(arguments: ["twelve", "99999999999999999999", "-", "1.5", ""])
    func aParameterOfTheWrongTypeIsATypedError(_ value: String) throws {
        let match = try #require(DeepLink(segments: ["products", value.isEmpty ? "%" : value]).match("/products/:id"))
        #expect(throws: DeepLinkError(link: match.link.description, reason: .badParameter(name: "id", value: value.isEmpty ? "%" : value, expected: "Int"))) {
            try match.parameter("id", as: Int.self)
        }
    }

    @Test func uuidsAndQueryItemsConvert() throws {
        let id = UUID()
        let match = try #require(DeepLink(segments: ["users", id.uuidString], query: ["page": "3"]).match("/users/:id"))
        #expect(try match.parameter("id", as: UUID.self) == id)
        #expect(try match.query("page", as: Int.self) == 3)
        #expect(try match.query("missing", as: Int.self) == nil)
    }

    @Test(arguments: ["/a/*/b", "/a/:", "/a/:id/:id"])
    func aMalformedPatternIsReportedAndMatchesNothing(_ text: String) {
        withKnownIssue {
            let pattern = URLPattern(text)
            #expect(pattern.match(DeepLink(segments: ["a", "x", "b"])) == nil)
        }
    }
}

// MARK: - Opening links through coordinators

@MainActor
@Suite struct OpeningLinks {
    @Test func aLinkIntoATabSelectsItAndPushesInOneChange() throws {
        let shop = Shop()
        try shop.navigator.open(DeepLink(path: "/orders/42"))
        let count = try changes(on: shop.navigator) { try shop.navigator.open(DeepLink(path: "/orders/43")) }
        #expect(count == 1)
        let orders = try #require(shop.tabs.coordinator(for: .orders) as? OrdersFlow)
        #expect(orders.routes == [.list, .order(42), .order(43)])
        #expect(shop.tabs.selectedTab == .orders)
        shop.expectInSync()
    }

    @Test func aLinkThreeFlowsDeepStartsTheFlowsItNeedsInOneChange() throws {
        let shop = Shop()
        let count = try changes(on: shop.navigator) {
            let result = try shop.navigator.open(#require(URL(string: "shop://products/12/buy/payment")))
            guard case .opened = result else { Issue.record("\(result)"); return }
        }
        #expect(count == 1)
        #expect(shop.catalog.routes == [.list, .product(12)])
        let buy = try #require(shop.catalog.children.first as? BuyFlow)
        #expect(buy.routes == [.cart, .shipping, .payment])
        #expect(shop.navigator.state.layers.map(\.presentation) == [.root, .sheet])
        shop.expectInSync()
    }

    @Test(arguments: ["/nowhere", "/products/12/somewhere", "/orders/42/extra"])
    func aLinkNoCoordinatorHandlesIsATypedErrorAndChangesNothing(_ path: String) throws {
        let shop = Shop()
        let before = shop.navigator.state
        let tree = shop.navigator.coordinatorTreeDescription

        #expect(throws: DeepLinkError.self) { try shop.navigator.open(DeepLink(path: path)) }

        #expect(shop.navigator.state == before)
        #expect(shop.navigator.coordinatorTreeDescription == tree)
        shop.expectInSync()
    }

    @Test func theErrorNamesThePartNobodyHandled() throws {
        let shop = Shop()
        #expect(throws: DeepLinkError(link: "/somewhere", reason: .unhandled(rest: "/somewhere", coordinator: "CatalogFlow"))) {
            try shop.navigator.open(DeepLink(path: "/products/12/somewhere"))
        }
    }

    @Test func aMalformedParameterAfterATabWasSelectedLeavesTheTabAsItWas() throws {
        let shop = Shop()
        try shop.navigator.open(DeepLink(path: "/orders/1"))
        let before = shop.navigator.state

        #expect(throws: DeepLinkError.self) { try shop.navigator.open(DeepLink(path: "/products/twelve")) }

        #expect(shop.navigator.state == before)
        #expect(shop.tabs.selectedTab == .orders)
    }

    @Test func aFlowTheLinkStartedIsDroppedWhenALaterPartFails() throws {
        let shop = Shop()
        let before = shop.navigator.state

        #expect(throws: DeepLinkError.self) { try shop.navigator.open(DeepLink(path: "/products/12/buy/nowhere")) }

        #expect(shop.navigator.state == before)
        #expect(shop.catalog.children.isEmpty)
    }

    @Test func aVerbThatCannotActFailsTheLinkWithItsReasonAndReportsNoIssue() throws {
        final class Popper: Coordinator<MapRoute> {
            override func start() { show(.map) }
            override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
                pop()   // at the window's root: impossible
                return .handled
            }
        }
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        navigator.start(Popper())
        let before = navigator.state

        do {
            try navigator.open(DeepLink(path: "/anything"))
            Issue.record("the link opened")
        } catch {
            guard case .refused(let message) = error.reason else { Issue.record("\(error)"); return }
            #expect(message.contains("Popper"))
        }
        #expect(navigator.state == before)
    }

    @Test func forwardingToACoordinatorThatIsNotARunningChildIsATypedError() throws {
        final class Forwarder: Coordinator<MapRoute> {
            override func start() { show(.map) }
            override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
                .forward(link, to: MapCoordinator())
            }
        }
        let navigator = Navigator()
        navigator.start(Forwarder())
        #expect(throws: DeepLinkError(link: "/x", reason: .forwardedToNonChild(from: "Forwarder", to: "MapCoordinator"))) {
            try navigator.open(DeepLink(path: "/x"))
        }
    }

    @Test func aNavigatorWithNoRootCoordinatorSaysSo() throws {
        #expect(throws: DeepLinkError(link: "/x", reason: .noRootCoordinator)) {
            try Navigator().open(DeepLink(path: "/x"))
        }
    }
}

// MARK: - Guards

@MainActor
@Suite struct Guards {
    @Test func aDeniedRouteFailsTheLinkWithTheGuardsReason() throws {
        let shop = Shop()
        let before = shop.navigator.state
        #expect(throws: DeepLinkError(link: "/products/13", reason: .denied(route: "product(13)", coordinator: "CatalogFlow", reason: "product 13 is not sold any more"))) {
            try shop.navigator.open(DeepLink(path: "/products/13"))
        }
        #expect(shop.navigator.state == before)
    }

    @Test func codeIsDeniedTheSameRouteAndObserversHearIt() {
        let shop = Shop()
        let before = shop.navigator.state
        var denials: [String] = []
        let observation = shop.navigator.observe { if case .denied(let denial) = $0 { denials.append(denial.description) } }
        defer { observation.cancel() }

        shop.catalog.show(.product(13))

        #expect(shop.navigator.state == before)
        #expect(denials == ["CatalogFlow denied product(13): product 13 is not sold any more"])
    }

    @Test func aSignedOutUserLogsInFirstThenLandsWhereTheLinkLeads() throws {
        let shop = Shop(signedIn: false)
        let before = shop.navigator.state

        let result = try shop.navigator.open(DeepLink(path: "/products/12/buy/payment"))

        guard case .redirected(let flow) = result, let login = flow as? SignInCoordinator else {
            Issue.record("not redirected: \(result)")
            return
        }
        // Only the login shows: the link's other changes wait until it finishes.
        #expect(shop.navigator.state.layers.count == 2)
        #expect(shop.navigator.state.root == before.root)
        #expect(login.routes == [.welcome])
        shop.expectInSync()

        login.signIn()

        #expect(shop.catalog.routes == [.list, .product(12)])
        #expect((shop.catalog.children.first as? BuyFlow)?.routes == [.cart, .shipping, .payment])
        #expect(login.status == .ended)
        shop.expectInSync()
    }

    @Test func aCancelledLoginDropsTheLink() throws {
        let shop = Shop(signedIn: false)
        let before = shop.navigator.state
        let result = try shop.navigator.open(DeepLink(path: "/products/12/buy"))
        guard case .redirected = result else { Issue.record("not redirected"); return }

        #expect(shop.host.swipeDown())

        #expect(shop.navigator.state == before)
        #expect(shop.catalog.children.isEmpty)
        shop.expectInSync()
    }

    @Test func aFlowWhoseFirstScreenIsGuardedRunsTheLoginFirstThenShowsIt() throws {
        let shop = Shop(signedIn: false)
        let buy = BuyFlow(session: shop.session)
        shop.catalog.startChild(buy, as: .sheet)
        // The buy flow's first screen waits: the flow runs the login it was redirected to.
        #expect(buy.status == .running)
        #expect(buy.routes == [])
        let login = try #require(buy.children.first as? SignInCoordinator)

        login.signIn()

        #expect(buy.routes == [.cart])
        #expect(shop.navigator.state.layers.map(\.presentation) == [.root, .sheet])
        shop.expectInSync()
    }

    @Test func aFlowWhoseLoginIsCancelledEndsWithIt() throws {
        let shop = Shop(signedIn: false)
        let buy = BuyFlow(session: shop.session)
        shop.catalog.startChild(buy, as: .sheet)

        #expect(shop.host.swipeDown())

        #expect(buy.status == .ended)
        #expect(shop.navigator.state.layers.count == 1)
        shop.expectInSync()
    }

    @Test func aRunningFlowsGuardedShowResumesAfterLogin() throws {
        let shop = Shop(signedIn: true)
        let buy = BuyFlow(session: shop.session)
        shop.catalog.startChild(buy, as: .sheet)
        shop.session.user = nil   // signed out while the sheet shows

        buy.show(.shipping)
        let login = try #require(buy.children.first as? SignInCoordinator)
        #expect(buy.routes == [.cart])

        login.signIn()

        #expect(buy.routes == [.cart, .shipping])
        shop.expectInSync()
    }

    @Test func noLinkReachesAGuardedScreenWhetherItsFlowRanBeforeOrNot() throws {
        // The buy flow already runs (started by code while signed in), then the user signs out:
        // a link into it is redirected all the same.
        let shop = Shop(signedIn: true)
        try shop.navigator.open(DeepLink(path: "/products/12/buy"))
        shop.session.user = nil
        let before = shop.navigator.state

        let result = try shop.navigator.open(DeepLink(path: "/products/12/buy/payment"))

        guard case .redirected = result else { Issue.record("not redirected"); return }
        #expect(shop.navigator.state.screens.filter { $0.route.as(BuyRoute.self) == .payment }.isEmpty)
        #expect(shop.navigator.state.layers.count == before.layers.count + 1)
    }
}

// MARK: - Random links

@MainActor
@Suite struct RandomLinks {
    /// Links built from the shop's patterns, broken in every way a URL can be: each either lands
    /// where its pattern says or throws a `DeepLinkError` with nothing changed, and never crashes.
    /// 10,000 links per run (about 10 s); `COORDINATORKIT_LINKS=100000 swift test --filter RandomLinks`
    /// runs a larger batch with another seed.
    @Test func neverCrashAndEitherLandOrChangeNothing() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["COORDINATORKIT_LINKS"].flatMap(Int.init) ?? LongRuns.scaled(10_000)
        var random = SeededRandom(seed: count == 10_000 ? 0xC0FFEE : UInt64(count))
        let shop = Shop()
        let pieces = ["products", "orders", "buy", "payment", "reviews", "catalog", "12", "-1", "0",
                      "99999999999999999999", "%", "%ZZ", "%E2%28%A1", "caf%C3%A9", "🙂", "", "..", "13"]
        for _ in 0..<count {
            let count = Int.random(in: 0...5, using: &random)
            let path = "/" + (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined(separator: "/")
            let before = shop.navigator.state
            let tree = shop.navigator.coordinatorTreeDescription
            do {
                let link = try DeepLink(path: path)
                try shop.navigator.open(link, animated: Bool.random(using: &random))
                try expectLanded(link, in: shop)
            } catch {
                #expect(shop.navigator.state == before, "\(path): \(error)")
                #expect(shop.navigator.coordinatorTreeDescription == tree, "\(path): \(error)")
            }
            shop.expectInSync()
            // Back to a small state now and then, so stacks stay short.
            if shop.navigator.state.screens.count > 12 {
                try shop.navigator.update { state in
                    while state.layers.count > 1 { _ = try state.dismiss() }
                }
            }
        }
    }

    private func expectLanded(_ link: DeepLink, in shop: Shop) throws {
        guard let first = link.first else { return }
        let path = first == "catalog" ? Array(link.path.dropFirst()) : link.path
        if path.first == "products", path.count >= 2, let id = Int(path[1]) {
            #expect(shop.tabs.selectedTab == .catalog)
            let topCatalog = shop.catalog.routes.last
            if path.count == 2 { #expect(topCatalog == .product(id), "\(link)") }
            if path.count == 3, path[2] == "reviews" { #expect(topCatalog == .reviews(id), "\(link)") }
        } else if path.first == "orders" || first == "orders", link.path.count == 2, let id = Int(link.path[1]) {
            #expect(shop.tabs.selectedTab == .orders)
            #expect((shop.tabs.coordinator(for: .orders) as? OrdersFlow)?.routes.last == .order(id))
        }
    }
}

/// SplitMix64: the same links on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D4_9B5C_E323_3C47
        return z ^ (z >> 31)
    }
}
