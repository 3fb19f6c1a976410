import CoordinatorKit
import Testing

// Payload types at the top level of the test module: Swift prints them with their module's
// name (`CoordinatorKitTests.ListItem(…)`), which the library leaves out.
struct ListItem: Hashable, Sendable {
    let id: Int
    let title: String
}

enum ItemKind: Hashable, Sendable { case fruit, tool }

enum ItemRoute: Route {
    case list
    case detail(ListItem)
    case kind(ItemKind?)
    case label(String)
}

private struct SecretItem: Hashable, Sendable { let id: Int }

private enum SecretRoute: Route { case secret(SecretItem) }

private enum NamedRoute: Route, CustomStringConvertible {
    case named(ListItem)
    var description: String { "CoordinatorKitTests.named" }
}

/// Every app's users read the library's tree dumps and messages: a route's associated values are
/// printed without the module names Swift puts before their types.
@Suite struct RouteDescriptions {
    @Test func treeDumpsPrintPayloadTypesWithoutTheirModule() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnyRoute(ItemRoute.list)])))
        try state.push(ItemRoute.detail(ListItem(id: 1, title: "Milk")))
        try state.push(ItemRoute.kind(.fruit))
        #expect(state.treeDescription == #"root stack: [list] > [detail(ListItem(id: 1, title: "Milk"))] > [kind(Optional(ItemKind.fruit))]"#)
    }

    @Test func messagesPrintPayloadTypesWithoutTheirModule() {
        var state = NavigationState(root: .stack(Stack(routes: [AnyRoute(ItemRoute.list)])))
        #expect(throws: NavigationError.self) {
            try state.pop(to: ItemRoute.detail(ListItem(id: 2, title: "Tea")))
        }
        do {
            _ = try state.pop(to: ItemRoute.detail(ListItem(id: 2, title: "Tea")))
        } catch {
            #expect(error.description.contains(#"pop(to: detail(ListItem(id: 2, title: "Tea")))"#))
            #expect(!error.description.contains("CoordinatorKitTests."))
        }
    }

    @Test func aPrivatePayloadTypeIsPrintedByItsName() {
        #expect(AnyRoute(SecretRoute.secret(SecretItem(id: 3))).description == "secret(SecretItem(id: 3))")
    }

    @Test func quotedTextInAPayloadIsLeftAsItIs() {
        let route = AnyRoute(ItemRoute.label("CoordinatorKitTests.ListItem"))
        #expect(route.description == #"label("CoordinatorKitTests.ListItem")"#)
        let item = AnyRoute(ItemRoute.detail(ListItem(id: 4, title: "see CoordinatorKitTests.ItemKind")))
        #expect(item.description == #"detail(ListItem(id: 4, title: "see CoordinatorKitTests.ItemKind"))"#)
    }

    @Test func aRouteWithItsOwnDescriptionIsPrintedWithIt() {
        #expect(AnyRoute(NamedRoute.named(ListItem(id: 5, title: "x"))).description == "CoordinatorKitTests.named")
    }
}
