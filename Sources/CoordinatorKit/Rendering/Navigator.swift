import IssueReporting

/// The one navigator of a window: it holds the target state, knows what its host has rendered,
/// and brings the host to the target one legal transition at a time.
///
/// ```swift
/// let navigator = Navigator()
/// navigator.attach(host)
/// try navigator.update { state in
///     try state.replaceRoot(with: .stack(Stack(routes: [MapRoute.map])))
///     try state.push(MapRoute.city(named: "El Paso"))
/// }
/// ```
///
/// - An ``update(animated:_:)`` is a transaction: any number of changes, one render.
/// - The navigator never sends a command while another is in flight. Changes asked for
///   meanwhile are coalesced: when the host is idle, what remains is planned again from what is
///   rendered to the newest target.
/// - What the user does by hand reaches it through ``hostDidReport(_:)`` and is written into both
///   the target and the rendered state; coordinators whose screens left are finished.
@MainActor
public final class Navigator {
    /// The target: what the window should show.
    public internal(set) var state: NavigationState
    /// What the host has finished rendering.
    public internal(set) var renderedState: NavigationState
    /// The host that renders this navigator, once attached.
    public private(set) var host: (any NavigationHost)?
    /// The root coordinator, once started.
    public internal(set) var rootCoordinator: AnyCoordinator?

    var phase = RenderPhase.idle
    /// The stack a user's swipe back (or back tap) is popping; no command goes until it ends.
    var swipeInProgress: StackID?
    var renderAnimated = true
    var draft: NavigationState?
    var draftAnimated = true
    var transactionDepth = 0
    var edits = 0
    var coordinators: [CoordinatorID: WeakCoordinator] = [:]
    var ownedScreens: [CoordinatorID: Int] = [:]
    var orphanedParents: [WeakCoordinator] = []
    private var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    private var nextObserver = 0

    /// Makes a navigator whose target starts as `state`; nothing is rendered until a host is
    /// attached.
    public init(state: NavigationState = NavigationState()) {
        self.state = state
        renderedState = NavigationState()
        count(ScreenDiff(from: NavigationState(), to: state).added, by: 1)
    }

    /// Attaches the host that renders this navigator, and renders the target on it.
    ///
    /// The host is assumed to show nothing yet.
    public func attach(_ host: any NavigationHost) {
        self.host = host
        renderedState = NavigationState()
        phase = .idle
        swipeInProgress = nil
        host.didAttach(to: self)
        render()
    }

    /// Changes the target state in one transaction, then renders once.
    ///
    /// ```swift
    /// try navigator.update { state in
    ///     try state.dismissAll()
    ///     try state.popToRoot()
    ///     try state.push(ShopRoute.product(id: 42))
    /// }
    /// ```
    /// If `body` throws, or leaves a stack empty, nothing changes and the error (a
    /// ``NavigationError`` for the state's own changes) is rethrown. Inside a ``transaction(animated:_:)``
    /// the change joins the transaction and renders when it ends.
    /// - Parameters:
    ///   - animated: whether the host animates the last visible transition.
    ///   - body: the changes.
    public func update(
        animated: Bool = true,
        _ body: (inout NavigationState) throws -> Void
    ) throws {
        try update(animated: animated, cause: .code(requester: nil), body)
    }

    func update(
        animated: Bool,
        cause: NavigationChange.Cause,
        _ body: (inout NavigationState) throws -> Void
    ) throws {
        var next = draft ?? state
        let editsBefore = edits
        try body(&next)
        if edits != editsBefore {
            reportIssue("A navigation change was made inside an update { } body; it is overwritten. Use navigator.transaction { } to group coordinator calls.")
        }
        edits += 1
        if transactionDepth > 0 {
            draft = next
            draftAnimated = draftAnimated && animated
        } else {
            if let empty = next.firstEmptyStack {
                throw NavigationError("update", .emptyStack(empty))
            }
            commit(next, animated: animated, cause: cause)
        }
    }

    /// Groups navigation calls, coordinators' included, into one change and one render: a deep
    /// link, a restoration, a flow that starts several children.
    ///
    /// ```swift
    /// navigator.transaction {
    ///     tabs.select(.catalog)
    ///     catalog.show(.product(id: 42))
    ///     catalog.show(.reviews(productID: 42))
    /// }
    /// ```
    /// If `body` throws, every change made in it is dropped.
    /// - Parameters:
    ///   - animated: whether the host animates the last visible transition; `false` if any call
    ///     inside asked for no animation.
    ///   - body: the calls.
    /// - Returns: what `body` returns.
    public func transaction<T>(animated: Bool = true, _ body: () throws -> T) rethrows -> T {
        if transactionDepth == 0 {
            draft = state
            draftAnimated = animated
        } else {
            draftAnimated = draftAnimated && animated
        }
        transactionDepth += 1
        let result: T
        do {
            result = try body()
        } catch {
            transactionDepth -= 1
            if transactionDepth == 0 { draft = nil }
            throw error
        }
        transactionDepth -= 1
        if transactionDepth == 0, let next = draft {
            draft = nil
            if let empty = next.firstEmptyStack {
                reportIssue("A navigation transaction left stack \(empty) empty; its changes are dropped.")
            } else {
                commit(next, animated: draftAnimated, cause: .code(requester: nil))
            }
        }
        return result
    }

    /// Watches every event of this navigator.
    /// - Parameter handler: called on the main actor for each event, in order.
    /// - Returns: a token; the handler is called until the token is cancelled, or for as long as
    ///   the navigator lives.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        let key = nextObserver
        nextObserver += 1
        observers[key] = handler
        return NavigationObservation { [weak self] in self?.observers[key] = nil }
    }

    /// Every event of this navigator, as an asynchronous sequence.
    ///
    /// ```swift
    /// for await event in navigator.events { print(event) }
    /// ```
    public var events: AsyncStream<NavigationEvent> {
        let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
        let token = observe { continuation.yield($0) }
        continuation.onTermination = { _ in Task { @MainActor in token.cancel() } }
        return stream
    }

    func emit(_ event: NavigationEvent) {
        for handler in observers.values { handler(event) }
    }
}

/// A handler registered with ``Navigator/observe(_:)``, which ``cancel()`` stops.
@MainActor
public final class NavigationObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) { self.onCancel = onCancel }

    /// Stops the handler.
    public func cancel() {
        onCancel?()
        onCancel = nil
    }
}
