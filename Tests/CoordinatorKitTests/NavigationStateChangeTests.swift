import CoordinatorKit
import CoordinatorFixtures
import Testing

@Suite struct ValidChanges {
    @Test func pushAndPopChangeTheVisibleStack() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let city = try state.push(MapRoute.city(named: "El Paso"))
        #expect(state.treeDescription == "root stack: [map] > [city(named: \"El Paso\")]")
        #expect(state.top?.content.visibleStack?.top?.id == city)
        let popped = try state.pop()
        #expect(popped.map(\.id) == [city])
        #expect(state.treeDescription == "root stack: [map]")
    }

    @Test func popToScreenAndRouteAndRoot() throws {
        var state = NavigationState(root: .stack(Stack(routes: [ShopRoute.list])))
        let product = try state.push(ShopRoute.product(id: 1))
        try state.push(ShopRoute.cart)
        try state.push(ShopRoute.payment)
        try state.pop(to: product)
        #expect(state.root?.content.visibleStack?.routes == [AnyRoute(ShopRoute.list), AnyRoute(ShopRoute.product(id: 1))])
        try state.push(ShopRoute.cart)
        try state.pop(to: ShopRoute.list)
        #expect(state.screens.count == 1)
        try state.push(ShopRoute.cart)
        try state.popToRoot()
        #expect(state.screens.count == 1)
        // At the root already, "to" changes are satisfied and change nothing.
        let before = state
        try state.popToRoot()
        #expect(state == before)
    }

    @Test func setStackKeepsIdentitiesOfTheUnchangedBottom() throws {
        var state = NavigationState(root: .stack(Stack(routes: [ShopRoute.list, .product(id: 1), .cart])))
        let kept = state.screens.prefix(2).map(\.id)
        try state.setStack([ShopRoute.list, .product(id: 1), .payment, .done])
        #expect(state.screens.prefix(2).map(\.id) == kept)
        #expect(state.screens.map(\.route) == [ShopRoute.list, .product(id: 1), .payment, .done].map(AnyRoute.init))
    }

    @Test func presentDismissAndDismissAll() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let sheet = try state.present(MapRoute.settings, as: .sheet)
        try state.push(MapRoute.about)
        try state.present(MapRoute.map, as: .fullScreenCover)
        #expect(state.treeDescription == """
            root            stack: [map]
            sheet           stack: [settings] > [about]
            fullScreenCover stack: [map]
            """)
        let dismissed = try state.dismiss(sheet)
        #expect(dismissed.count == 2)
        #expect(state.layers.count == 1)
        try state.present(MapRoute.settings, as: .popover)
        try state.dismissAll()
        #expect(state.layers.count == 1)
    }

    @Test func tabsSelectSetAndPushIntoTheSelectedTab() throws {
        var state = NavigationState(root: .tabs(Tabs([
            NavigationTab(id: "catalog", stack: Stack(routes: [ShopRoute.list])),
            NavigationTab(id: "orders", stack: Stack(routes: [ShopRoute.done])),
        ])))
        try state.push(ShopRoute.product(id: 3))
        try state.selectTab("orders")
        try state.push(ShopRoute.cart)
        #expect(state.treeDescription == """
            root tabs:  catalog: [list] > [product(id: 3)]
                       *orders: [done] > [cart]
            """)
        let catalog = StackID(layer: state.root!.id, tab: "catalog")
        try state.push(ShopRoute.payment, onto: catalog)
        #expect(state.stack(catalog)?.screens.count == 3)
        try state.setTabs(Tabs([NavigationTab(id: "only", stack: Stack(routes: [ShopRoute.list]))]))
        #expect(state.root?.content.stacks.count == 1)
    }

    @Test func replaceRootDismissesEverything() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.present(MapRoute.settings, as: .sheet)
        let oldRoot = state.root!.id
        let newRoot = try state.replaceRoot(with: .stack(Stack(routes: [ShopRoute.list])))
        #expect(newRoot != oldRoot)
        #expect(state.layers.map(\.id) == [newRoot])
    }
}

@Suite struct InvalidChanges {
    private func expectUnchanged(
        _ state: NavigationState,
        _ reason: NavigationError.Reason,
        _ change: (inout NavigationState) throws -> Void
    ) {
        var copy = state
        do {
            try change(&copy)
            Issue.record("expected \(reason)")
        } catch let error as NavigationError {
            #expect(error.reason == reason)
            #expect(!error.description.isEmpty)
        } catch {
            Issue.record("unexpected \(error)")
        }
        #expect(copy == state)
    }

    @Test func eachImpossibleChangeThrowsAndChangesNothing() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        try state.push(MapRoute.city(named: "Austin"))
        let root = state.root!.id
        let missing = LayerID()
        let elsewhere = StackID(layer: missing)
        expectUnchanged(state, .wouldPopRoot(requested: 2, available: 1, root: "[map]")) { try $0.pop(count: 2) }
        expectUnchanged(state, .notPositive(0)) { try $0.pop(count: 0) }
        expectUnchanged(state, .noSuchStack(elsewhere)) { try $0.push(MapRoute.map, onto: elsewhere) }
        let stranger = ScreenID()
        expectUnchanged(state, .notInStack("screen \(stranger)", StackID(layer: root))) { try $0.pop(to: stranger) }
        expectUnchanged(state, .nothingPresented) { try $0.dismiss() }
        expectUnchanged(state, .cannotDismissRoot) { try $0.dismiss(root) }
        expectUnchanged(state, .noSuchLayer(missing)) { try $0.dismiss(missing) }
        expectUnchanged(state, .rootIsNotModal) { try $0.present(MapRoute.about, as: .root) }
        expectUnchanged(state, .notTabs(root)) { try $0.selectTab("orders") }
        expectUnchanged(state, .emptyStack(StackID(layer: root))) { try $0.setStack([MapRoute]()) }
        expectUnchanged(NavigationState(), .nothingShown) { try $0.push(MapRoute.map) }
        expectUnchanged(NavigationState(), .nothingShown) { try $0.present(MapRoute.map, as: .sheet) }
    }

    @Test func popAtTheRootExplainsWhy() {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        #expect(throws: NavigationError.self) { try state.pop() }
        do { try state.pop() } catch {
            #expect(String(describing: error) == "Cannot pop(count: 1): the stack shows only its root screen [map]; the root is never popped.")
        }
    }

    @Test func popToAScreenOrRouteNotInTheStack() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let before = state
        #expect(throws: NavigationError.self) { try state.pop(to: MapRoute.about) }
        #expect(throws: NavigationError.self) { try state.pop(to: ScreenID()) }
        #expect(state == before)
    }

    @Test func tabsMustBeWellFormed() throws {
        var state = NavigationState(root: .tabs(Tabs([NavigationTab(id: "a", stack: Stack(routes: [MapRoute.map]))])))
        let before = state
        #expect(throws: NavigationError.self) { try state.selectTab("b") }
        #expect(throws: NavigationError.self) { try state.setTabs(Tabs([])) }
        #expect(throws: NavigationError.self) {
            try state.setTabs(Tabs([NavigationTab(id: "a", stack: Stack(routes: [MapRoute.map])), NavigationTab(id: "a", stack: Stack(routes: [MapRoute.map]))]))
        }
        #expect(throws: NavigationError.self) { try state.setTabs(Tabs([NavigationTab(id: "a", stack: Stack([]))])) }
        #expect(state == before)
    }

    @Test func identitiesStayUnique() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let existing = state.screens[0]
        let before = state
        #expect(throws: NavigationError.self) { try state.present(.stack(Stack([existing])), as: .sheet) }
        #expect(throws: NavigationError.self) { try NavigationState(layers: [state.root!, Layer(.sheet, content: .stack(Stack([existing])))]) }
        #expect(throws: NavigationError.self) { try NavigationState(layers: [Layer(.sheet, content: .stack(Stack([existing])))]) }
        #expect(state == before)
    }
}
