// Saved data is data from outside: stale (saved while someone was signed in) or crafted. Every
// restored screen passes its owner's guard, as a screen shown by code or a link does.

/// What a restoration did not bring back: returned by ``Navigator/restore(from:routes:coordinators:)``.
///
/// ```swift
/// let restored = try navigator.restore(from: data, routes: routes, coordinators: coordinators)
/// for denial in restored.denials { logger.info("not restored: \(denial)") }
/// ```
public struct RestoredNavigation: Sendable {
    /// The restored routes whose guards denied or redirected them, bottom layer first; empty
    /// when everything saved came back.
    public let denials: [RouteDenial]
    /// Every route that was dropped: each denied route, the routes above it on its stack and
    /// those of the layers above its layer, bottom layer first.
    public let droppedRoutes: [AnyRoute]
}

/// The reason a restored route is dropped when its guard asks for another flow first: a
/// restoration starts no flow.
struct RedirectedWhileRestoring: Error, CustomStringConvertible {
    let flow: String
    var description: String { "its guard redirects to \(flow), and restoring starts no flow; open a link to it again" }
}

/// Why a restored screen whose guard asks the user first is dropped: restoring asks nothing.
struct AskedWhileRestoring: Error, CustomStringConvertible {
    let question: String
    var description: String { "its guard asks \"\(question)\", and restoring asks nothing; open a link to it again" }
}

/// A coordinator whose guard can be asked about a route of any type: a ``Coordinator`` asks
/// ``Coordinator/decision(for:)`` for a route of its own type.
@MainActor
protocol ErasedRouteGuard: AnyCoordinator {
    /// The guard's decision, or `nil` for a route of another type, which has no guard.
    func decision(forAny route: AnyRoute) -> RouteDecision?
    /// Whether the route is of the coordinator's route type: one it shows, and guards.
    func shows(_ route: AnyRoute) -> Bool
}

extension Coordinator: ErasedRouteGuard {
    func decision(forAny route: AnyRoute) -> RouteDecision? {
        route.as(R.self).map(decision(for:))
    }

    func shows(_ route: AnyRoute) -> Bool { route.as(R.self) != nil }
}

extension Navigator {
    /// The restored state as the guards allow it. In each stack, bottom layer first and root
    /// first, the first screen its owner's guard does not allow is dropped with every screen
    /// above it there and every layer above its layer; a layer whose first screen (or a tab's
    /// first screen) is dropped goes whole.
    /// - Parameters:
    ///   - state: the restored state, owned by the coordinators made again.
    ///   - coordinators: those coordinators, not running yet.
    /// - Throws: ``RestorationError/routeDenied(route:coordinator:reason:)`` when a screen of
    ///   the window's root layer that cannot be dropped, its first, is not allowed.
    static func guarded(
        _ state: NavigationState, owners coordinators: [AnyCoordinator]
    ) throws(RestorationError) -> (NavigationState, RestoredNavigation) {
        var owners: [CoordinatorID: any ErasedRouteGuard] = [:]
        for coordinator in coordinators {
            if let guarding = coordinator as? any ErasedRouteGuard { owners[coordinator.id] = guarding }
        }
        var state = state
        var denials: [RouteDenial] = []
        var dropped: [AnyRoute] = []

        /// The index of the first screen not allowed, after noting why.
        func firstRefused(in stack: Stack) -> Int? {
            guard !owners.isEmpty else { return nil }
            for (index, screen) in stack.screens.enumerated() {
                guard let owner = owners[screen.owner], let decision = owner.decision(forAny: screen.route) else {
                    continue
                }
                let reason: any Error & Sendable
                switch decision {
                case .allow: continue
                case .deny(let why): reason = why
                case .redirect(let flow, _): reason = RedirectedWhileRestoring(flow: flow.description)
                case .confirm(let question): reason = AskedWhileRestoring(question: question.title)
                }
                denials.append(
                    RouteDenial(
                        route: screen.route, coordinator: owner.id, coordinatorName: owner.description, reason: reason))
                return index
            }
            return nil
        }
        /// The stack without its screens from `index` up, noting what left.
        func cut(_ stack: Stack, at index: Int) -> Stack {
            let screens = stack.screens
            dropped += screens[index...].map(\.route)
            return Stack(Array(screens[..<index]))
        }

        for index in state.layers.indices {
            var dropsLayersAbove = false
            var dropsLayer = false
            // Each stack loses its screens from the first one refused up; a stack (a tab, a
            // column) cut to nothing takes its layer with it.
            var content = state.layers[index].content
            content.editEachStack { stack in
                guard !dropsLayer, let refused = firstRefused(in: stack) else { return }
                dropsLayersAbove = true
                if refused == 0 { dropsLayer = true } else { stack = cut(stack, at: refused) }
            }
            if !dropsLayer { state.layers[index].content = content }
            guard dropsLayersAbove else { continue }
            if dropsLayer, index == 0, let denial = denials.last {
                throw RestorationError.routeDenied(
                    route: "\(denial.route)", coordinator: denial.coordinatorName, reason: "\(denial.reason)")
            }
            let from = dropsLayer ? index : index + 1
            for layer in state.layers[from...] {
                for (_, stack) in layer.content.stacks { dropped += stack.routes }
            }
            state.layers.removeSubrange(from...)
            break
        }
        return (state, RestoredNavigation(denials: denials, droppedRoutes: dropped))
    }
}
