import CoordinatorKit
import CoordinatorFixtures
import Testing

@Suite struct PlanningIsMinimalAndLegal {
    private let root = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))

    @Test func deepLinkFromNothingPresentsBottomUpAndAnimatesOnlyTheLast() throws {
        var target = NavigationState()
        try target.replaceRoot(with: .stack(Stack(routes: [ShopRoute.list, .product(id: 1)])))
        try target.present(ShopRoute.cart, as: .sheet)
        try target.push(ShopRoute.payment)
        try target.present(ShopRoute.done, as: .fullScreenCover)
        let plan = NavigationPlan(from: NavigationState(), to: target)
        #expect(plan.commands.map(\.action) == [
            .setRoot(target.layers[0]), .present(target.layers[1]), .present(target.layers[2]),
        ])
        #expect(plan.commands.map(\.animated) == [false, false, true])
    }

    @Test func leavingLayersGoInOneDismissBeforeStacksChange() throws {
        var rendered = root
        try rendered.present(MapRoute.settings, as: .sheet)
        try rendered.present(MapRoute.about, as: .sheet)
        var target = rendered
        try target.dismissAll()
        try target.push(MapRoute.city(named: "Reno"))
        let plan = NavigationPlan(from: rendered, to: target)
        #expect(plan.commands.map(\.action) == [
            .dismiss(rendered.layers[1].id),
            .setStack(StackID(layer: rendered.layers[0].id), target.layers[0].content.visibleStack!),
        ])
        #expect(plan.commands.map(\.animated) == [false, true])
    }

    @Test func aHostThatDismissesOneLayerAtATimeGetsStagedDismissals() throws {
        var rendered = root
        try rendered.present(MapRoute.settings, as: .sheet)
        try rendered.present(MapRoute.about, as: .sheet)
        var target = rendered
        try target.dismissAll()
        let plan = NavigationPlan(from: rendered, to: target, limits: .dismissesOneLayerAtATime)
        #expect(plan.commands.map(\.action) == [.dismiss(rendered.layers[2].id), .dismiss(rendered.layers[1].id)])
        #expect(plan.commands.map(\.animated) == [false, true])
    }

    @Test func anUnchangedStateNeedsNoCommand() throws {
        var state = root
        try state.present(MapRoute.settings, as: .sheet)
        #expect(NavigationPlan(from: state, to: state).commands.isEmpty)
    }

    @Test func aNewRootReplacesTheWindowRootAfterDismissing() throws {
        var rendered = root
        try rendered.present(MapRoute.settings, as: .sheet)
        var target = rendered
        try target.replaceRoot(with: .stack(Stack(routes: [ShopRoute.list])))
        let plan = NavigationPlan(from: rendered, to: target, animated: false)
        #expect(plan.commands.map(\.action) == [.dismiss(rendered.layers[1].id), .setRoot(target.layers[0])])
        #expect(plan.commands.allSatisfy { !$0.animated })
    }

    @Test func aChangeInAHiddenTabDoesNotAnimateButTheSelectionDoes() throws {
        var rendered = NavigationState(root: .tabs(Tabs([
            NavigationTab(id: "a", stack: Stack(routes: [MapRoute.map])),
            NavigationTab(id: "b", stack: Stack(routes: [MapRoute.map])),
        ])))
        var target = rendered
        let b = StackID(layer: rendered.root!.id, tab: "b")
        try target.push(MapRoute.about, onto: b)
        try target.selectTab("b")
        let plan = NavigationPlan(from: rendered, to: target)
        #expect(plan.commands.map(\.action) == [.setStack(b, target.stack(b)!), .selectTab("b", in: rendered.root!.id)])
        #expect(plan.commands.map(\.animated) == [false, true])
        rendered = target
        #expect(NavigationPlan(from: rendered, to: target).commands.isEmpty)
    }

    @Test func emptyingTheWindowSetsNoRoot() {
        let plan = NavigationPlan(from: root, to: NavigationState())
        #expect(plan.commands.map(\.action) == [.setRoot(nil)])
    }
}
