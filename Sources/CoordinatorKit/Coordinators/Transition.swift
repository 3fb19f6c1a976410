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
    /// Push the route onto the coordinator's stack.
    case push(R)
    /// Present the route in a new layer over the topmost one, with the route's own
    /// ``Route/presentationOptions``.
    case present(R, Presentation)
    /// Present the route in a new layer with these options instead of the route's; spelled
    /// ``present(_:_:options:)`` where a transition is made.
    case presentWithOptions(R, Presentation, PresentationOptions)
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
    /// A step with its own animation: `.animated(.push(.receipt), false)` pushes without one.
    indirect case animated(RouteTransition<R>, Bool)
    /// A push or presentation that arrives with this animation instead of the route's own;
    /// spelled ``push(_:animation:)`` or ``present(_:_:options:animation:)`` where a transition
    /// is made. Other steps ignore it.
    indirect case withAnimation(RouteTransition<R>, RouteAnimation)
    /// No navigation: a step the coordinator handles without changing screens.
    case none

    /// Pop until the topmost screen showing the route is on top.
    public static func pop(to route: R) -> RouteTransition { .popTo(route) }

    /// Push the route, arriving with this animation instead of the route's own.
    ///
    /// ```swift
    /// .push(.product(id), animation: .zoom(from: CatalogRoute.product(id)))
    /// ```
    public static func push(_ route: R, animation: RouteAnimation) -> RouteTransition {
        .withAnimation(.push(route), animation)
    }

    /// Present the route in a new layer, arriving with this animation instead of the route's
    /// own, with these options or the route's own.
    ///
    /// ```swift
    /// .present(.card, .fullScreenCover, animation: .custom("card"))
    /// ```
    public static func present(
        _ route: R, _ presentation: Presentation, options: PresentationOptions? = nil, animation: RouteAnimation
    ) -> RouteTransition {
        .withAnimation(
            options.map { .presentWithOptions(route, presentation, $0) } ?? .present(route, presentation), animation)
    }

    /// Present the route in a new layer with these options instead of the route's own.
    ///
    /// ```swift
    /// .present(.cart, .sheet, options: PresentationOptions(detents: [.medium]))
    /// ```
    public static func present(_ route: R, _ presentation: Presentation, options: PresentationOptions)
        -> RouteTransition
    {
        .presentWithOptions(route, presentation, options)
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
    public let child: AnyCoordinator
    /// Where its screens go.
    public let presentation: ChildPresentation
    let start: @MainActor (_ parent: AnyCoordinator, _ animated: Bool, _ site: CallSite) -> Void
}

extension RouteTransition: Equatable {
    public static func == (lhs: RouteTransition, rhs: RouteTransition) -> Bool {
        switch (lhs, rhs) {
        case (.push(let a), .push(let b)), (.popTo(let a), .popTo(let b)): a == b
        case (.present(let a, let p), .present(let b, let q)): a == b && p == q
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
