/// One navigation step a coordinator can take, as a value: what ``Coordinator/transition(for:)``
/// returns for a route, and what a step-driven coordinator maps each step to.
///
/// ```swift
/// override func transition(for route: ShopRoute) -> RouteTransition<ShopRoute> {
///     switch route {
///     case .checkout: .startChild(BuyCoordinator(), as: .sheet)
///     case .home: .multiple([.dismissAll, .popToRoot])
///     default: .push(route)
///     }
/// }
/// ```
public enum RouteTransition<R: Route> {
    /// Push the route onto the coordinator's stack, arriving with this animation; spelled
    /// ``push(_:animated:)`` for the route's own ``Route/animation``.
    ///
    /// ```swift
    /// .push(.receipt)
    /// .push(.product(id), animation: .zoom(from: CatalogRoute.product(id)))
    /// .push(.about, animated: false)
    /// ```
    /// - Parameters:
    ///   - route: the route to push.
    ///   - animation: how the screen arrives; a pop plays the inverse.
    ///   - animated: `false` to push without an animation, whatever `perform` is asked.
    case push(R, animation: RouteAnimation, animated: Bool = true)
    /// Present the route in a new layer over the topmost one, with these options and this
    /// animation; spelled ``present(_:_:options:animated:)`` or
    /// ``present(_:_:options:animation:animated:)`` for the route's own.
    ///
    /// ```swift
    /// .present(.cart, .sheet, options: PresentationOptions(detents: [.medium]))
    /// .present(.card, .fullScreenCover, animation: .custom("card"))
    /// ```
    /// - Parameters:
    ///   - route: the route to present.
    ///   - presentation: a sheet, a full-screen cover or a popover.
    ///   - options: detents, sizing and the like.
    ///   - animation: how the layer arrives; its dismissal plays the inverse.
    ///   - animated: `false` to present without an animation, whatever `perform` is asked.
    case present(R, Presentation, options: PresentationOptions, animation: RouteAnimation, animated: Bool = true)
    /// Pop the top screen.
    case pop
    /// Pop to the stack's root.
    case popToRoot
    /// Pop until the topmost screen showing the route is on top; spelled ``pop(to:)`` where a
    /// transition is made.
    case popTo(R)
    /// Replace the stack with screens for these routes.
    case set([R])
    /// Dismiss the topmost layer the coordinator presented or lives in.
    case dismiss
    /// Dismiss every presented layer.
    case dismissAll
    /// Start a child flow; make it with `startChild(_:as:onFinish:)`.
    case startChild(ChildStart)
    /// Several steps, in order, rendered once.
    case multiple([RouteTransition<R>])
    /// No navigation: a step the coordinator handles without changing screens.
    case none
    /// Present the route with these options: the former spelling of
    /// ``present(_:_:options:animation:animated:)``.
    @available(*, deprecated, message: "Use .present(route, presentation, options: options)")
    case presentWithOptions(R, Presentation, PresentationOptions)
    /// A step with its own animation: the former spelling of `animated: false` on
    /// ``push(_:animation:animated:)`` and ``present(_:_:options:animation:animated:)``.
    @available(
        *, deprecated,
        message:
            "Use .push(route, animated: false) or .present(route, presentation, animated: false); for another step, perform(_:animated:)"
    )
    indirect case animated(RouteTransition<R>, Bool)
    /// A push or presentation with its own animation: the former spelling of `animation:` on
    /// ``push(_:animation:animated:)`` and ``present(_:_:options:animation:animated:)``.
    @available(
        *, deprecated,
        message: "Use .push(route, animation: animation) or .present(route, presentation, animation: animation)"
    )
    indirect case withAnimation(RouteTransition<R>, RouteAnimation)

    /// Pop until the topmost screen showing the route is on top.
    public static func pop(to route: R) -> RouteTransition { .popTo(route) }

    /// Push the route onto the coordinator's stack, arriving with its own ``Route/animation``.
    /// - Parameters:
    ///   - route: the route to push.
    ///   - animated: `false` to push without an animation, whatever `perform` is asked.
    /// - Returns: ``push(_:animation:animated:)`` with the route's animation.
    public static func push(_ route: R, animated: Bool = true) -> RouteTransition {
        .push(route, animation: route.animation, animated: animated)
    }

    /// Present the route in a new layer over the topmost one, arriving with its own
    /// ``Route/animation``.
    /// - Parameters:
    ///   - route: the route to present.
    ///   - presentation: a sheet, a full-screen cover or a popover.
    ///   - options: detents, sizing and the like; the route's own ``Route/presentationOptions``
    ///     when `nil`.
    ///   - animated: `false` to present without an animation, whatever `perform` is asked.
    /// - Returns: ``present(_:_:options:animation:animated:)`` with the route's animation.
    public static func present(
        _ route: R, _ presentation: Presentation, options: PresentationOptions? = nil, animated: Bool = true
    ) -> RouteTransition {
        .present(
            route, presentation, options: options ?? route.presentationOptions, animation: route.animation,
            animated: animated)
    }

    /// Present the route in a new layer over the topmost one, arriving with this animation,
    /// with these options or the route's own.
    /// - Parameters:
    ///   - route: the route to present.
    ///   - presentation: a sheet, a full-screen cover or a popover.
    ///   - options: detents, sizing and the like; the route's own ``Route/presentationOptions``
    ///     when `nil`.
    ///   - animation: how the layer arrives; its dismissal plays the inverse.
    /// - Returns: ``present(_:_:options:animation:animated:)`` with the route's options when
    ///   none are given.
    public static func present(
        _ route: R, _ presentation: Presentation, options: PresentationOptions? = nil, animation: RouteAnimation
    ) -> RouteTransition {
        let options = options ?? route.presentationOptions
        return .present(route, presentation, options: options, animation: animation, animated: true)
    }

    /// A transition that starts a child flow whose output the parent wants.
    @MainActor
    public static func startChild<Child: ProducesOutput>(
        _ child: Child,
        as presentation: ChildPresentation,
        onFinish: @escaping @MainActor (Outcome<Child.Output>) -> Void = { _ in }
    ) -> RouteTransition {
        .startChild(
            ChildStart(child: child, presentation: presentation) { parent, animated, site in
                parent.startChild(
                    child, as: presentation, animated: animated, site: site,
                    onFinish: AnyCoordinator.typed(onFinish, from: child))
            })
    }

    /// A transition that starts a child flow with no output.
    ///
    /// For a child that ``ProducesOutput``, the overload whose handler takes its
    /// `Outcome<Output>` is chosen; one known here only as a plain coordinator, given a handler,
    /// is reported where the transition is performed, and nothing starts.
    @MainActor @_disfavoredOverload
    public static func startChild<Child: AnyCoordinator>(
        _ child: Child,
        as presentation: ChildPresentation,
        onFinish: (@MainActor (Outcome<Void>) -> Void)? = nil
    ) -> RouteTransition {
        .startChild(
            ChildStart(child: child, presentation: presentation) { parent, animated, site in
                guard let onFinish else {
                    parent.startChild(child, as: presentation, animated: animated, site: site) { _ in }
                    return
                }
                guard
                    parent.acceptsNoOutput(
                        from: child, request: "startChild(\(child), as: .\(presentation))", site: site)
                else { return }
                parent.startChild(
                    child, as: presentation, animated: animated, site: site,
                    onFinish: AnyCoordinator.typed(onFinish, from: child))
            })
    }
}

/// A child flow to start, as ``RouteTransition/startChild(_:)`` carries it.
public struct ChildStart {
    /// The child coordinator.
    package let child: AnyCoordinator
    /// Where its screens go.
    package let presentation: ChildPresentation
    let start: @MainActor (_ parent: AnyCoordinator, _ animated: Bool, _ site: CallSite) -> Void
}

extension RouteTransition: Equatable {
    public static func == (lhs: RouteTransition, rhs: RouteTransition) -> Bool {
        switch (lhs, rhs) {
        case (.push(let a, let x, let m), .push(let b, let y, let n)): a == b && x == y && m == n
        case (.popTo(let a), .popTo(let b)): a == b
        case (.present(let a, let p, let o, let x, let m), .present(let b, let q, let u, let y, let n)):
            a == b && p == q && o == u && x == y && m == n
        case (.presentWithOptions(let a, let p, let x), .presentWithOptions(let b, let q, let y)):
            a == b && p == q && x == y
        case (.set(let a), .set(let b)): a == b
        case (.startChild(let a), .startChild(let b)): a.child === b.child && a.presentation == b.presentation
        case (.multiple(let a), .multiple(let b)): a == b
        case (.animated(let a, let x), .animated(let b, let y)): a == b && x == y
        case (.withAnimation(let a, let x), .withAnimation(let b, let y)): a == b && x == y
        case (.pop, .pop), (.popToRoot, .popToRoot), (.dismiss, .dismiss), (.dismissAll, .dismissAll), (.none, .none):
            true
        default: false
        }
    }
}
