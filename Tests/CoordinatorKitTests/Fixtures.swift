import CoordinatorKit

enum MapRoute: Route, Codable {
    case map
    case city(named: String)
    case settings
    case about

    var presentation: Presentation? { self == .settings ? .sheet : nil }
}

enum ShopRoute: Route, Codable {
    case list
    case product(id: Int)
    case cart
    case payment
    case done
}

/// A route that cannot be encoded.
struct OpaqueRoute: Route {
    var value: Int
}

extension NavigationState {
    /// The routes of every stack, layer by layer: what scenario tests compare.
    var routes: [[String]] {
        layers.map { layer in layer.content.stacks.flatMap { $0.stack.screens.map(\.route.description) } }
    }
}
