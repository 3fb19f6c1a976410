import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopDemoCore
import ShopExample
import Testing

/// The shop on an iPad: the Catalog in columns, the product list in the sidebar and the product
/// in the detail, collapsing into the iPhone's Catalog stack in a compact width.
@MainActor
@Suite struct ShopOnIPad {
    private func iPad() -> DemoSession {
        DemoSession(session: Session(user: User(name: "Ada")), layout: .columns)
    }

    private func split(of demo: DemoSession) -> Split? {
        if case .split(let split)? = demo.navigator.state.root?.content { split } else { nil }
    }

    private var columns: (DemoSession) -> CatalogColumnsCoordinator? {
        { $0.app.children.first as? CatalogColumnsCoordinator }
    }

    @Test func aProductPickedInTheSidebarShowsInTheDetailAndEndsTheOldDetailFlow() {
        let demo = iPad()
        #expect(demo.tree == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 1)]
            """)
        weak let first = columns(demo)?.coordinator(for: .detail)
        demo.send("2")
        #expect(demo.tree == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 2)]
            """)
        #expect(first == nil, "the old detail flow ended and was released")
        #expect(demo.screen.actions.map(\.title) == ["Espresso Machine", "Pour-over Kettle", "Coffee Grinder", "Buy now", "Read reviews", "Share", "View photo"])
    }

    @Test func theBuySheetCoversBothColumns() {
        let demo = iPad()
        demo.send("2", "4")
        #expect(demo.tree == """
            root  split: *sidebar: [productList]  (automatic)
                         *detail: [product(id: 2)]
            sheet stack: [cart]  (detents: medium, large; grabber)
            """)
        #expect(demo.screen.content.title == "Cart")
    }

    @Test func collapsingKeepsEveryFlowAndTheSheetAndExpandingShowsTheColumnsAsTheyWere() throws {
        let demo = iPad()
        demo.send("3", "5", "4")
        let expanded = demo.navigator.state
        let flows = demo.navigator.coordinatorTreeDescription
        demo.send("width compact")
        let collapsed = try #require(split(of: demo))
        #expect(collapsed.isCollapsed)
        #expect(collapsed.collapsedStack.routes == [AnyRoute(CatalogRoute.productList), AnyRoute(CatalogRoute.product(id: 3)), AnyRoute(CatalogRoute.reviews(productID: 3))])
        #expect(demo.navigator.state.layers.count == 2, "the buy sheet stays on top")
        #expect(demo.navigator.coordinatorTreeDescription == flows, "no flow ended")
        demo.send("width regular")
        #expect(demo.navigator.state == expanded)
        #expect(demo.host.shownState == expanded)
    }

    @Test func collapsedTheCatalogIsTheIPhonesStackAndBackWritesToItsColumn() throws {
        let iPad = iPad()
        let iPhone = DemoSession.signedIn()
        iPad.send("width compact")
        for line in ["", "2", "2", "back", "back", "1"] {
            iPad.send(line)
            iPhone.send(line)
            let phoneStack = iPhone.navigator.state.root.flatMap { if case .tabs(let tabs) = $0.content { tabs.selectedStack } else { nil } }
            #expect(try #require(split(of: iPad)).collapsedStack.routes == phoneStack?.routes, "after \(line)")
            #expect(iPad.screen.content.title == iPhone.screen.content.title, "after \(line)")
        }
        #expect(split(of: iPad)?.sidebar.routes == [AnyRoute(CatalogRoute.productList)])
        #expect(split(of: iPad)?.detail.routes == [AnyRoute(CatalogRoute.product(id: 1))])
    }

    @Test func aLinkOpensInTheDetailColumn() {
        let demo = iPad()
        demo.send("open shop://products/2/reviews")
        #expect(demo.tree == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 2)] > [reviews(productID: 2)]
            """)
    }

    @Test func aRelaunchRestoresTheColumnsAndTheirFlows() {
        let demo = iPad()
        demo.send("2", "width compact", "relaunch")
        #expect(split(of: demo)?.isCollapsed == true)
        #expect(split(of: demo)?.detail.routes == [AnyRoute(CatalogRoute.product(id: 2))])
        demo.send("width regular", "back", "3")
        #expect(demo.tree == """
            root split: *sidebar: [productList]  (automatic)
                        *detail: [product(id: 3)]
            """)
    }

    @Test func anIPhoneHasNoWidthToChange() {
        let demo = DemoSession.signedIn()
        #expect(demo.handle("width regular") == "An iPhone's window is always compact; type ipad to launch on an iPad.")
    }
}

/// The shop's code that "Columns on iPad and Mac" quotes is the example's own: each line of the
/// article's shop section is a line of the example's coordinators.
@Suite struct ColumnsArticleQuotesTheShop {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func lines(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    @Test func everyLineOfTheShopSectionIsInTheExample() throws {
        let article = try Self.lines("Sources/CoordinatorKit/Documentation.docc/ColumnsOnIPadAndMac.md")
        let start = try #require(article.firstIndex(of: "### The shop on an iPad"))
        let section = article[start...].prefix { $0 != "## Topics" }
        var code: [String] = []
        var inCode = false
        for line in section {
            if line == "```swift" { inCode = true } else if line == "```" { inCode = false } else if inCode, !line.isEmpty { code.append(line) }
        }
        #expect(code.count > 10)
        let source = Set(
            try Self.lines("Examples/Shop/Shared/Coordinators/CatalogColumnsCoordinator.swift")
                + Self.lines("Examples/Shop/Shared/Coordinators/CatalogCoordinator.swift")
        )
        #expect(code.filter { !source.contains($0) } == [], "lines the article quotes that the example does not have")
    }
}
