import CoordinatorFixtures
import CoordinatorKit
import Foundation
import Testing

@Suite struct SplitState {
    private func twoColumns() -> NavigationState {
        NavigationState(root: .split(Split(sidebar: Stack(routes: [ShopRoute.list]), detail: Stack(routes: [ShopRoute.cart]))))
    }

    private func split(of state: NavigationState) -> Split? {
        if case .split(let split)? = state.root?.content { split } else { nil }
    }

    @Test func aPushWithNoStackNamedGoesOntoTheDetailColumn() throws {
        var state = twoColumns()
        try state.push(ShopRoute.product(id: 1))
        #expect(split(of: state)?.detail.routes == [AnyRoute(ShopRoute.cart), AnyRoute(ShopRoute.product(id: 1))])
        #expect(split(of: state)?.sidebar.routes == [AnyRoute(ShopRoute.list)])
    }

    @Test func eachColumnIsAddressedByItsStackID() throws {
        var state = twoColumns()
        let layer = try #require(state.root?.id)
        try state.push(ShopRoute.payment, onto: StackID(layer: layer, column: .sidebar))
        #expect(split(of: state)?.sidebar.count == 2)
        #expect(state.location(of: try #require(split(of: state)?.sidebar.top?.id)) == StackID(layer: layer, column: .sidebar))
        #expect(state.stackIDs == [StackID(layer: layer, column: .sidebar), StackID(layer: layer, column: .detail)])
    }

    @Test func aColumnTheSplitLacksIsATypedErrorAndChangesNothing() throws {
        var state = twoColumns()
        let before = state
        let layer = try #require(state.root?.id)
        #expect(throws: NavigationError("push(list)", .noSuchStack(StackID(layer: layer, column: .content)))) {
            try state.push(ShopRoute.list, onto: StackID(layer: layer, column: .content))
        }
        #expect(throws: NavigationError.self) { try state.showColumn(.content) }
        #expect(state == before)
    }

    @Test func aSplitWithAnEmptyColumnOrAMissingCompactColumnIsRefused() throws {
        let empty = Layer(.root, content: .split(Split(sidebar: Stack([]), detail: Stack(routes: [ShopRoute.cart]))))
        #expect(throws: NavigationError("NavigationState(layers:)", .emptyStack(StackID(layer: empty.id, column: .sidebar)))) {
            _ = try NavigationState(layers: [empty])
        }
        let noContent = Layer(.root, content: .split(Split(sidebar: Stack(routes: [ShopRoute.list]), detail: Stack(routes: [ShopRoute.cart]), compactColumn: .content)))
        #expect(throws: NavigationError.self) { _ = try NavigationState(layers: [noContent]) }
    }

    @Test func columnVisibilityAndTheCompactColumnAreValuesOfTheState() throws {
        var state = twoColumns()
        try state.setColumnVisibility(.detailOnly)
        #expect(split(of: state)?.visibleColumns == [.detail])
        try state.showColumn(.sidebar)
        #expect(split(of: state)?.visibleColumns == [.sidebar, .detail])
        #expect(split(of: state)?.compactColumn == .sidebar)
        var stack = NavigationState(root: .stack(Stack(routes: [ShopRoute.list])))
        let layer = try #require(stack.root?.id)
        #expect(throws: NavigationError("showColumn(.detail)", .notSplit(layer))) { try stack.showColumn(.detail) }
    }

    @Test func theCollapsedStackIsTheColumnsUpToTheCompactColumn() throws {
        var state = NavigationState(root: .split(Split(
            sidebar: Stack(routes: [ShopRoute.list]), content: Stack(routes: [ShopRoute.cart]), detail: Stack(routes: [ShopRoute.done])
        )))
        #expect(split(of: state)?.collapsedStack.routes == [AnyRoute(ShopRoute.list), AnyRoute(ShopRoute.cart), AnyRoute(ShopRoute.done)])
        try state.showColumn(.content)
        #expect(split(of: state)?.collapsedStack.routes == [AnyRoute(ShopRoute.list), AnyRoute(ShopRoute.cart)])
    }

    @Test func aSplitEncodesAndRestoresAndDataWithoutItsNewerFieldsStillReads() throws {
        var state = twoColumns()
        try state.setColumnVisibility(.all)
        let data = try state.encoded()
        #expect(try NavigationState(restoring: data, routes: RouteTypes(ShopRoute.self)) == state)
        // A split saved without its visibility and compact column reads with the defaults.
        var text = try #require(String(data: data, encoding: .utf8))
        // JSON keys come in no fixed order: take each key out with the comma beside it.
        for field in [#""visibility":"all""#, #""compactColumn":"detail""#] {
            text = text.replacingOccurrences(of: field + ",", with: "").replacingOccurrences(of: "," + field, with: "")
        }
        let older = try NavigationState(restoring: Data(text.utf8), routes: RouteTypes(ShopRoute.self))
        #expect(split(of: older)?.visibility == .automatic)
        #expect(split(of: older)?.detail == split(of: state)?.detail)
    }

    @Test func aPlanChangesOnlyTheColumnsThatChangedThenWhatTheUserSees() throws {
        let rendered = twoColumns()
        var target = rendered
        try target.push(ShopRoute.product(id: 1))
        try target.setColumnVisibility(.detailOnly)
        let layer = try #require(rendered.root?.id)
        let actions = NavigationPlan(from: rendered, to: target).commands.map(\.action)
        #expect(actions.count == 2, "\(actions)")
        guard case .setStack(let stack, _) = actions.first, case .setSplit(let split, _) = actions.last else {
            Issue.record("\(actions)")
            return
        }
        #expect(stack == StackID(layer: layer, column: .detail))
        #expect(split == layer)
    }
}
