/// What a coordinator did with a link offered to it, returned from
/// ``AnyCoordinator/handle(_:)``.
@MainActor
public enum DeepLinkHandling {
    /// The coordinator showed everything the link asks for.
    case handled
    /// The coordinator showed its part and passes the rest to a child that runs now: one it
    /// already ran, or one it just started.
    case forward(DeepLink, to: AnyCoordinator)
    /// The flow cannot take the link yet and already runs the flow that must come first (the
    /// login an app shows while signed out): the link opens again, from the root, when that flow
    /// finishes, and is dropped when it is cancelled. Nothing the link did so far stays. A flow
    /// keeps one waiting link, the newest: a later link replaces it.
    case waitFor(AnyCoordinator)
}

/// A coordinator's answer before one of its routes is shown, returned from
/// ``Coordinator/decision(for:)``: the guard that code and links pass alike.
@MainActor
public enum RouteDecision {
    /// Show the route.
    case allow
    /// Do not show it: nothing changes. A link that leads here fails with
    /// ``DeepLinkError/Reason/denied(route:coordinator:reason:)``, and observers get a
    /// ``NavigationEvent/denied(_:)`` event.
    case deny(reason: any Error & Sendable)
    /// Run another flow first (logging in, accepting terms). When it finishes, the route is shown
    /// (a link is opened again, from the root); when it is cancelled, nothing more happens. A
    /// link redirected while a flow of the same type, started for a link by the same
    /// coordinator's guard, runs waits for that flow instead. A route is redirected once per
    /// change: if the guard redirects it again when the flow finished, it is denied. A restored
    /// route that is redirected is dropped, and no flow starts.
    case redirect(to: AnyCoordinator, as: ChildPresentation)
    /// Ask the user first (an alert or a confirmation dialog): the route is shown when the
    /// user picks a choice whose answer is `true` and the guard, asked again then, does not
    /// deny it; a `false` answer, or the question going without an answer, changes nothing. A link that leads here shows the question instead of
    /// its screens, and opens again when the user allows, with this route allowed. A restored
    /// route that asks is dropped, and nothing is asked.
    ///
    /// ```swift
    /// override func decision(for route: OrderRoute) -> RouteDecision {
    ///     route == .cancelOrder ? .confirm(.reallyCancel) : .allow
    /// }
    /// ```
    case confirm(Question<Bool>)
}
