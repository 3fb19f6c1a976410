#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

/// A split layer on `UIKitHost`: one column-style `UISplitViewController`, one navigation
/// controller per column, and the columns it shows while expanded.
@MainActor
@Suite struct UIKitSplitColumns {
    private func state(content: Bool = false, visibility: SplitVisibility = .automatic) -> NavigationState {
        NavigationState(root: .split(Split(
            sidebar: Stack(routes: [ShopRoute.list]),
            content: content ? Stack(routes: [ShopRoute.cart]) : nil,
            detail: Stack(routes: [ShopRoute.list, ShopRoute.product(id: 2)]),
            visibility: visibility
        )))
    }

    private func screens(of column: UISplitViewController.Column, in split: UISplitViewController) -> [String] {
        ((split.viewController(for: column) as? UINavigationController)?.viewControllers ?? []).map { $0.title ?? "" }
    }

    @Test func aTwoColumnSplitIsADoubleColumnSplitViewControllerWithAStackPerColumn() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        #expect(split.style == .doubleColumn)
        #expect(screens(of: .primary, in: split) == ["list"])
        #expect(screens(of: .secondary, in: split) == ["list", "product(id: 2)"])
        #expect(split.viewController(for: .supplementary) == nil)
        #expect(split.doubleVisibleColumns == [.primary, .secondary])
        app.expectInSync()
    }

    @Test func aThreeColumnSplitIsATripleColumnSplitViewController() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state(content: true, visibility: .all) }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        #expect(split.style == .tripleColumn)
        #expect(screens(of: .supplementary, in: split) == ["cart"])
        #expect(split.doubleVisibleColumns == [.primary, .supplementary, .secondary])
        app.expectInSync()
    }

    @Test func pushesLandInTheirColumnsNavigationController() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        try app.navigator.update { try $0.push(ShopRoute.cart, onto: StackID(layer: $0.layers[0].id, column: .sidebar)) }
        try app.navigator.update { try $0.push(ShopRoute.product(id: 3)) }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        #expect(screens(of: .primary, in: split) == ["list", "cart"])
        #expect(screens(of: .secondary, in: split) == ["list", "product(id: 2)", "product(id: 3)"])
        app.expectInSync()
    }

    @Test func theColumnVisibilityShowsAndHidesTheSidebar() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        try app.navigator.update { try $0.setColumnVisibility(.detailOnly) }
        await app.runtime.settle()
        #expect(split.doubleVisibleColumns == [.secondary])
        app.expectInSync()
        try app.navigator.update { try $0.showColumn(.sidebar) }
        await app.runtime.settle()
        #expect(split.doubleVisibleColumns == [.primary, .secondary])
        app.expectInSync()
    }

    @Test func theBackButtonOfTheDetailColumnIsWrittenBackToIt() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        let detail = try #require(split.viewController(for: .secondary) as? UINavigationController)
        #expect(app.runtime.tapBack(in: detail))
        await app.runtime.settle()
        guard case .split(let shown)? = app.navigator.state.root?.content else { Issue.record("no split"); return }
        #expect(shown.detail.routes == [AnyRoute(ShopRoute.list)])
        app.expectInSync()
    }

    @Test func addingTheContentColumnToARootSplitMakesItATripleColumnSplit() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        let old = try #require(app.window.rootViewController as? UISplitViewController)
        try app.navigator.update { state in
            guard case .split(let split)? = state.root?.content else { return }
            try state.setSplit(Split(sidebar: split.sidebar, content: Stack(routes: [ShopRoute.cart]), detail: split.detail))
        }
        await app.runtime.settle()
        let split = try #require(app.window.rootViewController as? UISplitViewController)
        #expect(split !== old)
        #expect(split.style == .tripleColumn)
        #expect(screens(of: .supplementary, in: split) == ["cart"])
        #expect(screens(of: .secondary, in: split) == ["list", "product(id: 2)"])
        app.expectInSync()
    }

    @Test func aColumnAddedUnderASheetIsReportedAndTheSplitKeepsItsColumns() async throws {
        let app = UIKitScenarioHost.testApp()
        try app.navigator.update { $0 = state() }
        try app.navigator.update { try $0.present(BuyRoute.cart, as: .sheet) }
        await app.runtime.settle()
        let old = try #require(app.window.rootViewController as? UISplitViewController)
        await withKnownIssue {
            try app.navigator.update { state in
                guard case .split(let split)? = state.root?.content else { return }
                try state.setSplit(Split(sidebar: split.sidebar, content: Stack(routes: [ShopRoute.cart]), detail: split.detail), in: state.layers[0].id)
            }
            await app.runtime.settle()
        }
        #expect(app.window.rootViewController === old)
        #expect(old.style == .doubleColumn)
    }

    @Test func theColumnsViewControllersDeinitializeWhenTheSplitIsReplaced() async throws {
        let app = UIKitScenarioHost.testApp()
        weak var split: UISplitViewController?
        weak var sidebar: UIViewController?
        try app.navigator.update { $0 = state() }
        await app.runtime.settle()
        split = app.window.rootViewController as? UISplitViewController
        sidebar = split?.viewController(for: .primary)
        #expect(split != nil && sidebar != nil)
        try app.navigator.update { $0 = NavigationState(root: .stack(Stack(routes: [ShopRoute.list]))) }
        await app.runtime.settle()
        #expect(split == nil)
        #expect(sidebar == nil)
        app.expectInSync()
    }
}
#endif
