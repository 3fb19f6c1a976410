/// A flow of screens: the app subclasses it once per flow, with the flow's own route enum.
///
/// ```swift
/// final class MapCoordinator: Coordinator<MapRoute> {
///     override func start() { show(.map) }
/// }
///
/// // In a screen, with the coordinator injected:
/// coordinator.show(.city(named: "El Paso"))   // pushes
/// coordinator.show(.settings)                 // presents: the route asks for a sheet
/// coordinator.pop()
/// ```
///
/// A coordinator holds navigation logic only and imports no UI framework; screens for its
/// routes come from the platform layer. Its **home** is the stack it pushes onto: its parent's
/// stack when started with `.push`, a new layer's stack when started as a modal, the tab's stack
/// in a ``TabCoordinator``. Its verbs act on the topmost stack that holds one of its screens,
/// which is its home unless it presented a layer of its own.
///
/// An impossible request (a pop at the root, a dismiss with nothing presented) or any request
/// after the flow ended changes nothing and is reported as an issue, which tests can match and
/// Xcode shows as a runtime warning.
open class Coordinator<R: Route>: AnyCoordinator {
    /// Makes a coordinator; it starts when a navigator or a parent starts it.
    public override init() { super.init() }

    /// The transition for a route: by default a push, or a presentation when the route declares
    /// one. Override it to map routes (or a step-driven coordinator's steps) to transitions.
    /// - Parameter route: the route to show.
    /// - Returns: what ``show(_:animated:)`` performs.
    open func transition(for route: R) -> Transition<R> {
        route.presentation.map { .present(route, $0) } ?? .push(route)
    }

    /// Shows a route: performs ``transition(for:)``.
    /// - Parameters:
    ///   - route: the route to show.
    ///   - animated: whether the host animates the last visible transition.
    public func show(_ route: R, animated: Bool = true) {
        perform(transition(for: route), animated: animated)
    }

    /// Performs a transition.
    /// - Parameters:
    ///   - transition: what to do; `.multiple` renders once.
    ///   - animated: whether the host animates the last visible transition.
    public func perform(_ transition: Transition<R>, animated: Bool = true) {
        switch transition {
        case .push(let route): push(route, animated: animated)
        case .present(let route, let presentation): present(route, as: presentation, animated: animated)
        case .pop: pop(animated: animated)
        case .popToRoot: popToRoot(animated: animated)
        case .popTo(let route): pop(to: route, animated: animated)
        case .set(let routes): setStack(routes, animated: animated)
        case .dismiss: dismiss(animated: animated)
        case .dismissAll: dismissAll(animated: animated)
        case .startChild(let start): start.start(self, animated)
        case .multiple(let transitions):
            guard let navigator = runningNavigator(for: "perform(.multiple)") else { return }
            navigator.transaction(animated: animated) {
                for transition in transitions { perform(transition, animated: animated) }
            }
        case .none: break
        }
    }

    /// Pushes a route onto the coordinator's stack. The first screen of a modal or root flow
    /// opens its layer.
    public func push(_ route: R, animated: Bool = true) {
        pushScreen(showing: route, animated: animated)
    }

    /// Presents a route in a new layer over the topmost one; the coordinator's next pushes go
    /// into that layer.
    public func present(_ route: R, as presentation: Presentation, animated: Bool = true) {
        presentScreen(showing: route, as: presentation, animated: animated)
    }

    /// Pushes a screen owned by this coordinator that shows a route of any type: how the UIKit
    /// adapter pushes a view controller a coordinator built itself.
    package func pushScreen(showing route: some Route, animated: Bool) {
        guard let navigator = runningNavigator(for: "push(\(route))") else { return }
        let screen = Screen(route, owner: id)
        if case .collecting(let slot) = home {
            slot.screens.append(screen)
            return
        }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            if let stack = currentStack(in: state) {
                try state.push(route, owner: id, onto: stack)
            } else {
                try place(.stack(Stack([screen])), in: &state)
            }
        }
    }

    /// Presents a screen owned by this coordinator that shows a route of any type.
    package func presentScreen(showing route: some Route, as presentation: Presentation, animated: Bool) {
        guard let navigator = runningNavigator(for: "present(\(route), as: .\(presentation))") else { return }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            try state.present(route, as: presentation, owner: id)
        }
    }

    /// Pops the top screen of the coordinator's stack. Popping the last of its own screens ends
    /// the flow with `.cancelled`, as a swipe back would.
    public func pop(animated: Bool = true) {
        editStack("pop()", animated: animated) { state, stack throws(NavigationError) in try state.pop(from: stack) }
    }

    /// Pops the coordinator's stack to its root.
    public func popToRoot(animated: Bool = true) {
        editStack("popToRoot()", animated: animated) { state, stack throws(NavigationError) in try state.popToRoot(in: stack) }
    }

    /// Pops the coordinator's stack until the topmost screen showing `route` is on top.
    public func pop(to route: R, animated: Bool = true) {
        editStack("pop(to: \(route))", animated: animated) { state, stack throws(NavigationError) in try state.pop(to: route, in: stack) }
    }

    /// Replaces the coordinator's whole stack with screens for `routes`; screens at the bottom
    /// that show the same routes are kept.
    public func setStack(_ routes: [R], animated: Bool = true) {
        guard let navigator = runningNavigator(for: "setStack(\(routes))") else { return }
        if case .collecting(let slot) = home {
            slot.screens = routes.map { Screen($0, owner: id) }
            return
        }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            if let stack = currentStack(in: state) {
                try state.setStack(routes, owner: id, in: stack)
            } else {
                try place(.stack(Stack(routes: routes, owner: id)), in: &state)
            }
        }
    }

    /// Dismisses the topmost presented layer that holds one of the coordinator's screens, with
    /// every layer above it. For a modal flow, that is its own layer: the flow ends, cancelled.
    public func dismiss(animated: Bool = true) {
        guard let navigator = runningNavigator(for: "dismiss()") else { return }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            guard let stack = currentStack(in: state), stack.layer != state.root?.id else {
                throw NavigationError("dismiss()", .nothingPresented)
            }
            try state.dismiss(stack.layer)
        }
    }

    /// Dismisses every presented layer, whoever presented it.
    public func dismissAll(animated: Bool = true) {
        guard let navigator = runningNavigator(for: "dismissAll()") else { return }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in try state.dismissAll() }
    }

    private func editStack(
        _ request: String,
        animated: Bool,
        _ body: (inout NavigationState, StackID) throws(NavigationError) -> Void
    ) {
        guard let navigator = runningNavigator(for: request) else { return }
        navigator.change(by: self, animated: animated) { state throws(NavigationError) in
            guard let stack = currentStack(in: state) else { throw NavigationError(request, .nothingShown) }
            try body(&state, stack)
        }
    }
}
