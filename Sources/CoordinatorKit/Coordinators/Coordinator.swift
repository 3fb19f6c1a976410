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
/// in a ``TabCoordinator``.
///
/// **A flow's verbs act on what it owns.** They act on the topmost stack that holds one of its
/// screens (its home, unless it presented a layer of its own), and there on its *segment*: its
/// own screens, from its first one up.
///
/// | verb | acts on |
/// | --- | --- |
/// | ``pop(animated:fileID:filePath:line:column:)`` | the segment's top screen; popping its first screen ends the flow, as a back swipe would (a modal flow's layer is dismissed) |
/// | ``popToRoot(animated:fileID:filePath:line:column:)`` | back to the segment's first screen |
/// | ``pop(to:animated:fileID:filePath:line:column:)`` | a route inside the segment only |
/// | ``setStack(_:animated:fileID:filePath:line:column:)`` | replaces the segment; the parent's screens below stay |
/// | ``dismiss(animated:fileID:filePath:line:column:)`` | the topmost layer this flow or a flow it started presented |
/// | ``dismissAll(animated:fileID:filePath:line:column:)`` | every layer this flow or a flow it started presented |
///
/// Nothing a flow does removes its parent's screens. An impossible request (a pop at the
/// window's root, a dismiss with nothing presented) or any request after the flow ended changes
/// nothing and is reported as an issue at the line that asked, which tests can match and Xcode
/// shows as a runtime warning.
open class Coordinator<R: Route>: AnyCoordinator {
    /// The route the default ``start()`` shows, for a coordinator used as is.
    private var firstRoute: R?

    /// Makes a coordinator; it starts when a navigator or a parent starts it.
    public override init() { super.init() }

    /// Makes a coordinator whose ``start()`` shows `root`: a flow used as is, without a
    /// subclass, its screens' code driving it with ``show(_:animated:fileID:filePath:line:column:)``.
    ///
    /// ```swift
    /// let coordinator = Coordinator(root: MapRoute.map)
    /// navigator.start(coordinator)          // shows the map
    /// coordinator.show(.city(named: "El Paso"))
    /// ```
    /// - Parameter root: the flow's first route.
    // A convenience initializer: with a second designated one, subclasses' initializers would
    // no longer call `super.init()` implicitly.
    public convenience init(root: R) {
        self.init()
        firstRoute = root
    }

    /// Shows the route the coordinator was made with (``init(root:)``), or nothing.
    /// Subclasses override it to show their first screen(s).
    open override func start() {
        if let firstRoute { show(firstRoute) }
    }

    /// The transition for a route: by default a push, or a presentation when the route declares
    /// one. Override it to map routes (or a step-driven coordinator's steps) to transitions.
    /// - Parameter route: the route to show.
    /// - Returns: what ``show(_:animated:fileID:filePath:line:column:)`` performs.
    open func transition(for route: R) -> RouteTransition<R> {
        route.presentation.map { .present(route, $0) } ?? .push(route)
    }

    /// The guard every route of this flow passes before it is shown, from code and from links
    /// alike: allow it, deny it (nothing changes), or redirect to another flow first and show
    /// the route when that flow finishes, or ask the user first (``RouteDecision/confirm(_:)``).
    /// The default allows every route.
    ///
    /// ```swift
    /// override func decision(for route: CatalogRoute) -> RouteDecision {
    ///     guard route.needsAccount, !session.isSignedIn else { return .allow }
    ///     return .redirect(to: LoginCoordinator(session: session), as: .sheet)
    /// }
    /// ```
    ///
    /// It is asked by ``show(_:animated:fileID:filePath:line:column:)``, ``send(_:fileID:filePath:line:column:)``,
    /// ``push(_:animated:fileID:filePath:line:column:)``, ``present(_:as:options:animated:fileID:filePath:line:column:)``
    /// and ``setStack(_:animated:fileID:filePath:line:column:)`` (each new route), so a link can
    /// reach no screen that code could not, and by ``Navigator/restore(from:routes:coordinators:)``
    /// for each restored screen, before the restored flows run. Keep it a pure question of the
    /// app's state: it may be asked again when a redirect's flow finishes.
    /// - Parameter route: the route about to be shown.
    /// - Returns: what to do with it.
    open func decision(for route: R) -> RouteDecision { .allow }

    /// Called when the user removed screens of this flow by hand (back button, swipe, a sheet
    /// swiped down, a tab tapped again) and the flow still runs. Override it to let go of what
    /// those screens used, a view model for instance; the default does nothing.
    ///
    /// ```swift
    /// override func userDidRemove(_ routes: [CatalogRoute]) {
    ///     if routes.contains(where: \.isDetail) { detailViewModel = nil }
    /// }
    /// ```
    /// - Parameter routes: the routes of the screens that left, root first.
    open func userDidRemove(_ routes: [R]) {}

    /// The link that shows `route`, to share the screen or hand it to Handoff, as this flow
    /// reads links: `nil`, the default, when it writes none. ``Navigator/link(for:)`` asks it for
    /// the screen, then each flow above (``AnyCoordinator/link(_:writtenBy:)``).
    ///
    /// ```swift
    /// override func link(for route: CatalogRoute) -> DeepLink? {
    ///     try? Self.routeLinks.link(for: route)
    /// }
    /// ```
    /// - Parameter route: a route of one of this flow's screens.
    /// - Returns: the link that shows it, or `nil`.
    open func link(for route: R) -> DeepLink? { nil }

    override func link(toOwn route: AnyRoute) -> DeepLink? {
        route.as(R.self).flatMap(link(for:))
    }

    public override func userDidRemoveScreens(_ screens: [Screen]) {
        let routes = screens.compactMap { $0.route.as(R.self) }
        if !routes.isEmpty { userDidRemove(routes) }
    }

    /// The routes of this flow's screens as the state stands now, root layer first.
    public var routes: [R] { screens.compactMap { $0.route.as(R.self) } }

    /// Shows a route: performs ``transition(for:)``.
    /// - Parameters:
    ///   - route: the route to show.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func show(
        _ route: R, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        show(route, animated: animated, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Shows a route past its guard: what `show`, `send` and each step `receive` gets do.
    private func show(_ route: R, animated: Bool, site: CallSite) {
        guard admits(route, then: { [unowned self] in self.transition(for: route) }, animated: animated, site: site)
        else { return }
        perform(transition(for: route), animated: animated, site: site, admitted: route, decided: .allowed)
    }

    /// Sends a step to a step-driven coordinator, from a screen or a view model: performs
    /// ``transition(for:)`` for it, as ``show(_:animated:fileID:filePath:line:column:)`` does.
    ///
    /// ```swift
    /// coordinator.send(.checkout)
    /// ```
    public func send(
        _ step: R,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        show(step, animated: true, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Sends every step of an asynchronous sequence to this coordinator, for as long as the flow
    /// runs: a view model's stream of steps, for instance.
    ///
    /// ```swift
    /// coordinator.receive(viewModel.steps)   // an AsyncStream<Step>
    /// ```
    /// - Parameters:
    ///   - steps: the steps; iteration stops when the flow ends, when the sequence ends,
    ///     or when it throws (the error is the sequence's own; the flow goes on as it is).
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func receive<Steps: AsyncSequence & Sendable>(
        _ steps: Steps,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) where Steps.Element == R {
        // No `Steps.Failure == Never` constraint: `AsyncSequence.Failure` exists from iOS 18,
        // macOS 15, tvOS 18 and watchOS 11 only, and the package supports older systems.
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigator = runningNavigator(for: "receive(steps)", site: site),
            navigator.allowsNavigation(by: self, request: "receive(steps)", site: site), let node
        else { return }
        node.cancelOnFinish(
            Task { @MainActor [weak self] in
                do {
                    for try await step in steps {
                        guard let self, self.status == .running else { return }
                        self.show(step, animated: true, site: site)
                    }
                } catch {
                    return
                }
            })
    }

    /// Performs a transition.
    /// - Parameters:
    ///   - transition: what to do; `.multiple` renders once.
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func perform(
        _ transition: RouteTransition<R>, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(
            transition, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Performs a transition; `admitted` is a route whose guard already `decided` in this change.
    func perform(
        _ transition: RouteTransition<R>, animated: Bool, site: CallSite, admitted: R? = nil,
        decided: GuardDecided = .allowed
    ) {
        switch transition {
        case .push(let route, let animation, let pushAnimated):
            arrive(
                route, .push, animation: Self.chosen(animation, for: route), resuming: transition,
                animated: animated && pushAnimated, site: site, admitted: admitted, decided: decided)
        case .present(let route, let presentation, let options, let animation, let presentAnimated):
            arrive(
                route, .present(presentation, options: options), animation: Self.chosen(animation, for: route),
                resuming: transition, animated: animated && presentAnimated, site: site, admitted: admitted,
                decided: decided)
        case .presentWithOptions(let route, let presentation, let options):
            arrive(
                route, .present(presentation, options: options), resuming: transition, animated: animated, site: site,
                admitted: admitted, decided: decided)
        case .pop:
            changeSegment("pop()", animated: animated, site: site) { state, scope, request throws(NavigationError) in
                try state.flowPop(scope, request: request())
            }
        case .popToRoot:
            changeSegment("popToRoot()", animated: animated, site: site) {
                state, scope, request throws(NavigationError) in try state.flowPopToRoot(scope, request: request())
            }
        case .popTo(let route):
            changeSegment("pop(to: \(AnyRoute(route)))", animated: animated, site: site) {
                state, scope, request throws(NavigationError) in
                try state.flowPop(to: AnyRoute(route), scope, request: request())
            }
        case .set(let routes):
            // One resumption for every route's guard. Only a route some guard already decided is
            // compared with it: the comparison is generic code, run for each route.
            let resume: @MainActor () -> RouteTransition<R> = { .set(routes) }
            for route in routes {
                let before: GuardDecided? = if let admitted, route == admitted { decided } else { nil }
                if before == .allowed { continue }
                guard admits(route, then: resume, animated: animated, site: site, before: before) else { return }
            }
            var erased: [AnyRoute] = []
            erased.reserveCapacity(routes.count)
            for route in routes { erased.append(AnyRoute(route)) }
            setSegment(erased, animated: animated, site: site)
        case .dismiss:
            changeSegment("dismiss()", animated: animated, site: site) {
                state, scope, request throws(NavigationError) in try state.flowDismiss(scope, request: request())
            }
        case .dismissAll:
            changeSegment("dismissAll()", animated: animated, site: site) {
                state, scope, request throws(NavigationError) in try state.flowDismissAll(scope, request: request())
            }
        case .startChild(let start): start.start(self, animated, site)
        case .animated(let inner, let innerAnimated):
            perform(inner, animated: animated && innerAnimated, site: site, admitted: admitted, decided: decided)
        case .withAnimation(let inner, let animation):
            // The former spelling of `animation:`. A guard that waits resumes the whole
            // transition, the animation with it.
            switch inner {
            case .push(let route, _, let pushAnimated):
                arrive(
                    route, .push, animation: animation, resuming: transition, animated: animated && pushAnimated,
                    site: site, admitted: admitted, decided: decided)
            case .present(let route, let presentation, let options, _, let presentAnimated):
                arrive(
                    route, .present(presentation, options: options), animation: animation, resuming: transition,
                    animated: animated && presentAnimated, site: site, admitted: admitted, decided: decided)
            case .presentWithOptions(let route, let presentation, let options):
                arrive(
                    route, .present(presentation, options: options), animation: animation, resuming: transition,
                    animated: animated, site: site, admitted: admitted, decided: decided)
            default:
                // Only an arrival carries an animation.
                perform(inner, animated: animated, site: site, admitted: admitted, decided: decided)
            }
        case .multiple(let transitions):
            guard let navigator = runningNavigator(for: "perform(.multiple)", site: site),
                navigator.allowsNavigation(by: self, request: "perform(.multiple)", site: site)
            else { return }
            navigator.transaction(animated: animated) {
                for transition in transitions { perform(transition, animated: animated, site: site) }
            }
        case .none: break
        }
    }

    /// The animation a transition chose for a route, or `nil` when it is the route's own: a
    /// screen that arrives as its route says needs no animation of its own.
    private static func chosen(_ animation: RouteAnimation, for route: R) -> RouteAnimation? {
        animation == route.animation ? nil : animation
    }

    /// How a route arrives: pushed onto the flow's stack, or presented in a layer of its own.
    private enum Arrival {
        case push
        case present(Presentation, options: PresentationOptions?)
    }

    /// Shows a route that arrives, once its guard allows it (`admitted`: a route whose guard already
    /// `decided` in this change); a guard that waits resumes `transition` when it allows it.
    private func arrive(
        _ route: R, _ arrival: Arrival, animation: RouteAnimation? = nil, resuming transition: RouteTransition<R>,
        animated: Bool, site: CallSite, admitted: R?, decided: GuardDecided
    ) {
        let before: GuardDecided? = if let admitted, route == admitted { decided } else { nil }
        guard before == .allowed || admits(route, then: { transition }, animated: animated, site: site, before: before)
        else { return }
        switch arrival {
        case .push:
            pushScreen(showing: route, animation: animation, animated: animated, site: site)
        case .present(let presentation, let options):
            presentScreen(
                showing: route, as: presentation, options: options, animation: animation, animated: animated, site: site
            )
        }
    }
}

extension Coordinator {
    /// Asks the guard about a route. A denial is an event (or fails the link being opened); a
    /// redirect starts its flow and performs `transition` when that flow finishes (or stops the
    /// link, which opens again then); a confirmation asks the user and performs `transition`
    /// when the answer is `true` (or stops the link, which asks), asking the guard again then.
    /// - Parameter before: what the guard said about `route` earlier in this change, once the
    ///   user answered its question or its redirect's flow finished.
    func admits(
        _ route: R, then transition: @escaping @MainActor () -> RouteTransition<R>, animated: Bool, site: CallSite,
        before: GuardDecided? = nil
    ) -> Bool {
        switch decision(for: route) {
        case .allow:
            return true
        case .deny(let reason):
            deny(route, reason: reason)
            return false
        case .redirect(let flow, let presentation):
            if let attempt = LinkAttempt.current {
                if attempt.hasRedirected(AnyRoute(route), guardedBy: id) {
                    denyRepeatedRedirect(route, to: flow, site: site)
                    return false
                }
                attempt.record(.redirect(flow: flow, presentation: presentation, route: AnyRoute(route), guardedBy: id))
                return false
            }
            if before == .redirected {
                denyRepeatedRedirect(route, to: flow, site: site)
                return false
            }
            if let shown = navigator?.currentState.question {
                site.report(
                    "\(self)'s guard redirects \(AnyRoute(route)) to \(flow) while \"\(shown.question.title)\" is shown; the route is not shown. Show it once the question is answered."
                )
                return false
            }
            startChild(flow, as: presentation, animated: animated, site: site) { [weak self] outcome in
                guard case .finished = outcome, let self, self.status == .running else { return }
                self.perform(transition(), animated: animated, site: site, admitted: route, decided: .redirected)
            }
            return false
        case .confirm(let question):
            if let attempt = LinkAttempt.current {
                if let allowed = attempt.allowed, allowed.guardedBy == id, allowed.route == AnyRoute(route) {
                    return true
                }
                attempt.record(.confirm(question, route: AnyRoute(route), guardedBy: id))
                return false
            }
            if before == .confirmed { return true }
            ask(
                question, animated: animated, fileID: site.fileID, filePath: site.filePath, line: site.line,
                column: site.column
            ) { [weak self] answer in
                guard case .finished(true) = answer, let self, self.status == .running else { return }
                self.perform(transition(), animated: animated, site: site, admitted: route, decided: .confirmed)
            }
            return false
        }
    }

    /// Denies a route: an event, or the reason the link being opened fails.
    private func deny(_ route: R, reason: any Error & Sendable) {
        if let attempt = LinkAttempt.current {
            attempt.record(.denied(route: "\(AnyRoute(route))", coordinator: description, reason: reason))
        } else {
            navigator?.emit(
                .denied(
                    RouteDenial(route: AnyRoute(route), coordinator: id, coordinatorName: description, reason: reason)))
        }
    }

    /// Denies a route whose guard redirects again once the flow it redirected to finished: one
    /// redirect per route per change, so that a guard that never allows cannot loop.
    private func denyRepeatedRedirect(_ route: R, to flow: AnyCoordinator, site: CallSite) {
        let repeated = RepeatedRedirect(coordinator: description, route: "\(AnyRoute(route))", flow: "\(flow)")
        // A link fails with the denial; code hears of it where it asked, too.
        if LinkAttempt.current == nil { site.report("\(repeated)") }
        deny(route, reason: repeated)
    }
}

/// What a route's guard said earlier in the change that shows it. Not nested in `Coordinator`,
/// whose generic context would make every use of it generic code.
enum GuardDecided {
    /// It allowed the route just now: it is not asked again.
    case allowed
    /// It asked the user, who allowed the route: it is asked again, and asking once more counts
    /// as allowing.
    case confirmed
    /// It redirected to a flow that finished: it is asked again, and it may not redirect once
    /// more.
    case redirected
}

/// Why a route was denied: its guard redirected once more after the flow it redirected to
/// finished.
struct RepeatedRedirect: Error, CustomStringConvertible {
    let coordinator: String
    let route: String
    let flow: String

    var description: String {
        "\(coordinator)'s guard redirects \(route) to \(flow) again after the flow it redirected to finished; the route is denied. Allow the route once that flow has done its work."
    }
}
