#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import IssueReporting
import SwiftUIDouble
import Testing

/// A sidebar's `List(selection:)` bound with `ColumnSelection` to the route the split's detail
/// shows (issue #55 item 3): a tap selects through the detail's flow and its guard, a denied tap
/// goes back to the shown row, and the selection follows the navigator.
///
/// These run on `NavigatorView`; ColumnSelectionUIKitTests run the same list in screens UIKitHost
/// hosts in a split view controller. The coordinator side, `SplitCoordinator.select(_:for:)` and
/// `Split.selectedRoute(for:)`, runs on every host kind in ScenarioTests' `SplitSelectionScenarios`.
@MainActor
@Suite struct ColumnSelectionInASidebarList {
    private func renderCatalog() -> (Navigator, SwiftUIDoubleRuntime, SplitCoordinator, ProductColumn) {
        let detail = ProductColumn()
        let split = SplitCoordinator(sidebar: ProductsSidebar(), detail: detail)
        let (navigator, runtime) = render(split)
        return (navigator, runtime, split, detail)
    }

    private func detailRoutes(_ navigator: Navigator) -> [CatalogRoute] {
        guard case .split(let split)? = navigator.state.root?.content else { return [] }
        return split.detail.routes.compactMap { $0.as(CatalogRoute.self) }
    }

    @Test func aRenderedSelectionKeepsNothingAliveOnceTheAppLetsGo() {
        let tracker = Tracker()
        do {
            let (navigator, runtime, split, detail) = renderCatalog()
            #expect(runtime.tapListRow(titled: "Chair"))
            for object: AnyObject in [navigator, runtime, split, detail] { tracker.track(object) }
            if let host = navigator.host { tracker.track(host) }
        }
        #expect(tracker.tracked == 5)
        #expect(tracker.alive == 0, "the split's environment holds its host weakly")
    }

    @Test func theRowOfTheRouteTheDetailShowsIsSelected() {
        let (_, runtime, _, _) = renderCatalog()
        #expect(runtime.selectedListRows == ["Lamp"])
    }

    @Test func tappingARowShowsItsRouteInTheDetailThroughItsFlow() {
        let (navigator, runtime, split, detail) = renderCatalog()
        #expect(runtime.tapListRow(titled: "Chair"))
        #expect(detailRoutes(navigator) == [.product(id: 2)])
        #expect(split.coordinator(for: .detail) === detail, "the detail's flow shows it")
        #expect(runtime.selectedListRows == ["Chair"])
        #expect(runtime.shownLayers.map(\.stacks) == [[["Products"], ["Chair"]]])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aRowTheGuardDeniesChangesNothingAndTheSelectionGoesBackToTheShownRoute() {
        let (navigator, runtime, _, _) = renderCatalog()
        let before = navigator.state
        #expect(runtime.tapListRow(titled: "Sold out"))
        #expect(navigator.state == before)
        #expect(runtime.selectedListRows == ["Lamp"], "SwiftUI drew the list again and read its selection")
        #expect(runtime.shownLayers.map(\.stacks) == [[["Products"], ["Lamp"]]])
    }

    @Test func aRowRedirectedToASignInGoesBackThenIsSelectedWhenTheSignInFinishes() {
        let (navigator, runtime, _, detail) = renderCatalog()
        #expect(runtime.tapListRow(titled: "Members only"))
        #expect(runtime.shownLayers.count == 2, "the sign-in sheet is up")
        #expect(detailRoutes(navigator) == [.product(id: 1)])
        #expect(runtime.selectedListRows == ["Lamp"], "the list shows what the detail shows meanwhile")
        detail.isSignedIn = true
        detail.signIn?.finish(with: true)
        runtime.update()
        #expect(runtime.shownLayers.count == 1)
        #expect(detailRoutes(navigator) == [.product(id: 4)])
        #expect(runtime.selectedListRows == ["Members only"])
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func theSelectionFollowsCodeAndALink() throws {
        let (navigator, runtime, _, detail) = renderCatalog()
        detail.setStack([.product(id: 2)])
        runtime.update()
        #expect(runtime.selectedListRows == ["Chair"])
        _ = try navigator.open(DeepLink(path: "/detail/products/1"))
        runtime.update()
        #expect(runtime.selectedListRows == ["Lamp"])
    }

    @Test func noRowIsSelectedOnceTheUserWentBackToTheListOfACollapsedSplit() async {
        let (navigator, runtime, _, _) = renderCatalog()
        runtime.setHorizontalSizeClass(.compact)
        await Task.yield()
        runtime.update()
        #expect(runtime.selectedListRows == ["Lamp"], "the detail is on top")
        #expect(runtime.tapBack())
        #expect(runtime.selectedListRows == [nil])
        #expect(runtime.tapListRow(titled: "Lamp"))
        #expect(runtime.shownLayers.map(\.stacks) == [[["Products", "Lamp"]]], "a tap shows the detail on top again")
        #expect(runtime.selectedListRows == ["Lamp"])
        #expect(navigator.renderedState == navigator.state)
    }

    @Test func aScreenPushedOnTheDetailStaysSelectedAndStaysWhenItsRowIsTappedAgain() {
        let (navigator, runtime, _, detail) = renderCatalog()
        detail.show(.reviews(id: 1))
        runtime.update()
        #expect(runtime.selectedListRows == ["Lamp"])
        #expect(runtime.tapListRow(titled: "Lamp"))
        #expect(detailRoutes(navigator) == [.product(id: 1), .reviews(id: 1)])
        #expect(runtime.shownLayers.map(\.stacks) == [[["Products"], ["Lamp", "Reviews of 1"]]])
        #expect(runtime.selectedListRows == ["Lamp"])
    }

    @Test func aSelectionOutsideASplitReportsAnIssueAtItsDeclaration() {
        let (_, runtime) = render(ProductsSidebar())
        #expect(runtime.selectedListRows == [nil])
        withKnownIssue {
            _ = runtime.tapListRow(titled: "Chair")
        } matching: {
            $0.description.contains("not in a column of a split")
        }
    }
}

private enum SignInRoute: Route {
    case form
}

/// A sign-in sheet whose output says whether the user signed in.
private final class SignIn: Coordinator<SignInRoute>, ViewProviding, ProducesOutput {
    typealias Output = Bool
    override func start() { show(.form) }
    func view(for route: SignInRoute) -> some View { Text("Sign in") }
}

// The Columns article's sidebar (ColumnsOnIPadAndMac.md), with the catalog it shows.

fileprivate enum CatalogRoute: Route {
    case products
    case product(id: Int)
    case reviews(id: Int)
}

fileprivate struct Product: Identifiable {
    let id: Int
    let name: String
}

fileprivate struct ProductList: View {
    let products: [Product]
    @ColumnSelection private var selection: CatalogRoute?

    var body: some View {
        List(selection: $selection) {
            ForEach(products) { product in
                Text(product.name).tag(CatalogRoute.product(id: product.id))
            }
        }
    }
}

private let products = [
    Product(id: 1, name: "Lamp"), Product(id: 2, name: "Chair"), Product(id: 3, name: "Sold out"),
    Product(id: 4, name: "Members only"),
]

private struct SoldOut: Error {}

/// The sidebar: the list of products.
private final class ProductsSidebar: Coordinator<CatalogRoute>, ViewProviding {
    override func start() { show(.products) }
    func view(for route: CatalogRoute) -> some View {
        VStack {
            Text("Products")
            ProductList(products: products)
        }
    }
}

/// The detail: a product and its reviews; its guard denies the product sold out, and signs the
/// user in before the product for members.
private final class ProductColumn: Coordinator<CatalogRoute>, ViewProviding {
    var isSignedIn = false
    private(set) weak var signIn: SignIn?

    override func start() { show(.product(id: 1)) }
    override func decision(for route: CatalogRoute) -> RouteDecision {
        switch route {
        case .product(id: 3): return .deny(reason: SoldOut())
        case .product(id: 4) where !isSignedIn:
            let flow = SignIn()
            signIn = flow
            return .redirect(to: flow, as: .sheet)
        default: return .allow
        }
    }
    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.first == "products", link.path.count == 2, let id = Int(link.path[1]) {
            setStack([.product(id: id)])
            return .handled
        }
        return try super.handle(link)
    }
    func view(for route: CatalogRoute) -> some View {
        switch route {
        case .products: Text("Products")
        case .product(let id): Text(products.first { $0.id == id }?.name ?? "?")
        case .reviews(let id): Text("Reviews of \(id)")
        }
    }
}
#endif
