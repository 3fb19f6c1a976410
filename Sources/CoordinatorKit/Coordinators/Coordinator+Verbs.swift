// The verbs a flow calls on itself: push, present, pop, set its stack, dismiss. Each performs
// a `RouteTransition`, as `perform(_:)` does, so that a route's guard sees every way it arrives.
extension Coordinator {
    /// Pushes a route onto the flow's stack. The first screen of a modal or root flow opens its
    /// layer.
    public func push(
        _ route: R, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .push(route), animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pushes a route that arrives with this animation instead of the route's own
    /// ``Route/animation``; a pop, by code or by the user, plays the inverse.
    ///
    /// ```swift
    /// push(.product(id), animation: .zoom(from: CatalogRoute.product(id)))
    /// ```
    /// - Parameters:
    ///   - route: the route to push.
    ///   - animation: how the screen arrives.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func push(
        _ route: R, animation: RouteAnimation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .push(route, animation: animation), animated: true,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presents a route in a new layer over the topmost one; the flow's next pushes go into that
    /// layer.
    ///
    /// ```swift
    /// present(.cart, as: .sheet, options: PresentationOptions(detents: [.medium, .large]))
    /// ```
    /// - Parameters:
    ///   - route: the new layer's first screen.
    ///   - presentation: a modal style.
    ///   - options: detents, sizing, a lock; the route's own ``Route/presentationOptions`` when
    ///     `nil`.
    ///   - animated: whether the presentation animates.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func present(
        _ route: R, as presentation: Presentation, options: PresentationOptions? = nil, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let transition: RouteTransition<R> =
            options.map { .present(route, presentation, options: $0) } ?? .present(route, presentation)
        perform(
            transition, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presents a route in a new layer that arrives with this animation instead of the route's
    /// own ``Route/animation``; its dismissal, by code or by the user, plays the inverse.
    ///
    /// ```swift
    /// present(.card, as: .fullScreenCover, animation: .custom("card"))
    /// ```
    /// - Parameters:
    ///   - route: the new layer's first screen.
    ///   - presentation: a modal style.
    ///   - options: detents, sizing, a lock; the route's own ``Route/presentationOptions`` when
    ///     `nil`.
    ///   - animation: how the layer arrives.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func present(
        _ route: R, as presentation: Presentation, options: PresentationOptions? = nil, animation: RouteAnimation,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .present(route, presentation, options: options, animation: animation), animated: true,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Pops the top screen of the flow's segment. Popping the flow's first screen ends the flow
    /// with `.cancelled`, as a swipe back would; for a modal flow that dismisses its layer. The
    /// first screen of the window's root or of a tab is never popped.
    public func pop(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .pop, animated: animated, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops the flow's stack back to the flow's first screen; the parent's screens below stay.
    public func popToRoot(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .popToRoot, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Pops the flow's stack until the topmost of the flow's screens showing `route` is on top;
    /// screens below the flow's first one are not searched.
    public func pop(
        to route: R, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .popTo(route), animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Replaces the flow's segment with screens for `routes`; the parent's screens below stay,
    /// and screens at the segment's bottom that show the same routes are kept.
    public func setStack(
        _ routes: [R], animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .set(routes), animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Dismisses the topmost layer that this flow or a flow it started presented, with every
    /// layer above it. For a modal flow that can be its own layer: the flow ends, cancelled.
    public func dismiss(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .dismiss, animated: animated, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }

    /// Dismisses every layer that this flow or a flow it started presented.
    public func dismissAll(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            .dismissAll, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    func changeSegment(
        _ request: @escaping @autoclosure () -> String, animated: Bool, site: CallSite,
        _ body: (inout NavigationState, FlowScope, () -> String) throws(NavigationError) -> Void
    ) {
        guard let navigator = runningNavigator(for: request(), site: site) else { return }
        navigator.change(by: self, request: request(), animated: animated, site: site) {
            state, scope throws(NavigationError) in
            try body(&state, scope, request)
        }
    }

    func setSegment(_ routes: [AnyRoute], animated: Bool, site: CallSite) {
        func request() -> String { "setStack(\(routes.map(\.description)))" }
        guard let navigator = runningNavigator(for: request(), site: site), let node else { return }
        navigator.change(by: self, request: request(), animated: animated, site: site) {
            state, scope throws(NavigationError) in
            if state.flowStack(of: scope) != nil {
                try state.flowSetStack(routes, scope, request: request())
            } else {
                guard !routes.isEmpty else { throw NavigationError(request(), .flowShowsNothing(flow: description)) }
                let mark = IdentifierSource.shared.mark()
                try node.place(
                    .stack(Stack(routes: routes, owner: id)), in: &state, request: request(), screensMadeAfter: mark,
                    layerAnimation: layerAnimation)
            }
        }
    }
}

extension AnyCoordinator {
    /// Pushes a screen owned by this coordinator that shows a route of any type: how the UIKit
    /// adapter pushes a view controller a coordinator built itself. The first screen of a modal
    /// or root flow opens its layer.
    package func pushScreen(showing route: some Route, animation: RouteAnimation? = nil, animated: Bool, site: CallSite)
    {
        func request() -> String { "push(\(AnyRoute(route)))" }
        guard let navigator = runningNavigator(for: request(), site: site), let node else { return }
        navigator.change(by: self, request: request(), animated: animated, site: site) {
            state, scope throws(NavigationError) in
            if let stack = state.flowStack(of: scope) {
                if let animation {
                    try state.push(route, animation: animation, owner: id, onto: stack)
                } else {
                    try state.push(route, owner: id, onto: stack)
                }
            } else {
                let mark = IdentifierSource.shared.mark()
                try node.place(
                    .stack(Stack([Screen(route, arrivingWith: animation, owner: id)])), in: &state, request: request(),
                    screensMadeAfter: mark, layerAnimation: layerAnimation)
            }
        }
    }

    /// Presents a screen owned by this coordinator that shows a route of any type, in a new
    /// layer over the topmost one.
    package func presentScreen(
        showing route: some Route, as presentation: Presentation, options: PresentationOptions?,
        animation: RouteAnimation? = nil,
        animated: Bool, site: CallSite
    ) {
        func request() -> String { "present(\(AnyRoute(route)), as: .\(presentation))" }
        guard let navigator = runningNavigator(for: request(), site: site) else { return }
        let animation = animation ?? route.animation
        navigator.change(by: self, request: request(), animated: animated, site: site) {
            state, _ throws(NavigationError) in
            try state.present(route, as: presentation, options: options, animation: animation, owner: id)
        }
    }
}
