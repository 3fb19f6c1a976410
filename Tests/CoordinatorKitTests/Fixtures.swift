import CoordinatorKit
import CoordinatorFixtures

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
