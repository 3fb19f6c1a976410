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
/// - It owns its running coordinators: releasing the navigator releases them.
@MainActor
public final class Navigator {
    // `state` and `host` are read several times per change; release builds skip their
    // exclusivity checks, as for the render loop's state below: each is only ever read or
    // replaced whole.
    #if DEBUG
    /// The target: what the window should show, as last committed.
    public internal(set) var state: NavigationState
    /// The host that renders this navigator, once attached.
    public private(set) var host: (any NavigationHost)?
    #else
    /// The target: what the window should show, as last committed.
    @exclusivity(unchecked) public internal(set) var state: NavigationState
    /// The host that renders this navigator, once attached.
    @exclusivity(unchecked) public private(set) var host: (any NavigationHost)?
    #endif
    /// What the host has finished rendering.
    public var renderedState: NavigationState { machine.rendered }
    /// The root coordinator, while it runs.
    public var rootCoordinator: AnyCoordinator? { tree.root?.coordinator }

    /// The links this navigator opens, by where they came from: the app's custom schemes and
    /// the domains of its universal links. Others are refused with
    /// ``DeepLinkError/Reason/notAccepted(origin:accepted:)``. Every link until the app says.
    ///
    /// ```swift
    /// navigator.acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["shop.example"])
    /// ```
    public var acceptedLinks = AcceptedLinks.any

    let tree = CoordinatorTree()
    /// The questions flows wait on, and the answers due to them.
    var questions = QuestionBook()
    // The render loop's own state, touched several times per change. Release builds skip the
    // runtime's exclusivity check on each access:
    // every access is a read, a write, or a call of the value's own method, which calls out to
    // no code of the app's, so no two accesses overlap. Debug builds, which the tests run,
    // keep the checks, and trap if that ever stops being true.
    // - `machine`: what the host has rendered and the command in flight.
    // - `transaction`: the open transaction, if any.
    // - `updateBodies`: above zero while an `update { }` body runs: coordinator calls are
    //   refused then.
    // - `deferredUserChanges`: user changes reported while a transaction was open; they apply
    //   once it ends.
    // - `dueEndings`: outcomes due, delivered in order once no transaction is open.
    // - `targetChanges`: the target's changes, kept for a host that asked (`keepTargetChanges()`).
    #if DEBUG
    var machine = RenderMachine()
    var transaction: Transaction?
    var updateBodies = 0
    var deferredUserChanges: [(edit: RenderMachine.TargetEdit, change: UserChange)] = []
    var dueEndings: [CoordinatorTree.Ending] = []
    var isDeliveringOutcomes = false
    var isRendering = false
    var renderAnimated = true
    var targetChanges = TargetChangeJournal()
    #else
    @exclusivity(unchecked) var machine = RenderMachine()
    @exclusivity(unchecked) var transaction: Transaction?
    @exclusivity(unchecked) var updateBodies = 0
    @exclusivity(unchecked) var deferredUserChanges: [(edit: RenderMachine.TargetEdit, change: UserChange)] = []
    @exclusivity(unchecked) var dueEndings: [CoordinatorTree.Ending] = []
    @exclusivity(unchecked) var isDeliveringOutcomes = false
    @exclusivity(unchecked) var isRendering = false
    @exclusivity(unchecked) var renderAnimated = true
    @exclusivity(unchecked) var targetChanges = TargetChangeJournal()
    #endif
    // Whether anyone observes is asked several times per change. Each access is a read or an
    // edit that calls nothing: handlers are called on a copy of the list.
    #if DEBUG
    private var observers: [(key: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    private var queuedEvents: [NavigationEvent] = []
    private var isEmitting = false
    #else
    @exclusivity(unchecked) private var observers: [(key: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    @exclusivity(unchecked) private var queuedEvents: [NavigationEvent] = []
    @exclusivity(unchecked) private var isEmitting = false
    #endif
    private var nextObserver = 0
    // What each host command's completion holds the navigator by.
    let weakNavigator = WeakNavigator()
    /// The `ObservableNavigationState` once asked for (iOS 17+), kept untyped: a stored property
    /// cannot carry availability.
    var observableModel: AnyObject?

    /// Makes a navigator that shows nothing yet.
    public init() {
        state = NavigationState()
        weakNavigator.navigator = self
    }

    /// Makes a navigator whose target starts as `state`; nothing is rendered until a host is
    /// attached.
    ///
    /// No coordinator runs on the new navigator, so every screen of `state` is the app's
    /// (``Identifier/app``), whatever owner it had: a state restored on its own
    /// (``NavigationState/init(restoring:routes:)``) names coordinators of an earlier launch.
    /// - Throws: ``NavigationError`` when the state breaks the state's rules (an empty stack,
    ///   tabs without a tab, a screen twice); a host could not render it.
    public init(state: NavigationState) throws(NavigationError) {
        try state.validate(request: "Navigator(state:)")
        self.state = state.mappingOwners { _ in .app }
        weakNavigator.navigator = self
    }

    /// Attaches the host that renders this navigator, and renders the target on it.
    ///
    /// The host is assumed to show nothing yet. A completion the former host calls later is
    /// ignored.
    public func attach(_ host: any NavigationHost) {
        self.host = host
        machine.hostAttached()
        targetChanges.reset()
        host.didAttach(to: self)
        render()
    }

    /// The state as it stands inside the current transaction.
    var currentState: NavigationState { transaction?.draft ?? state }

    /// Watches every event of this navigator.
    ///
    /// Handlers are called in the order they were registered, each event to every handler
    /// before the next event: a handler that navigates makes the others see its change after
    /// the event they are being told about.
    /// - Parameter handler: called on the main actor for each event, in order.
    /// - Returns: a token; the handler is called until the token is cancelled, or for as long as
    ///   the navigator lives.
    @discardableResult
    public func observe(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObservation {
        let key = nextObserver
        nextObserver += 1
        observers.append((key, handler))
        return NavigationObservation { [weak self] in self?.observers.removeAll { $0.key == key } }
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

    /// Whether an event emitted now reaches anyone: callers check it before they build an event.
    var isObserved: Bool { !observers.isEmpty || isEmitting }

    func emit(_ event: NavigationEvent) {
        // Nobody to tell, and nothing queued: nothing to do.
        if !isObserved { return }
        queuedEvents.append(event)
        guard !isEmitting else { return }
        isEmitting = true
        defer { isEmitting = false }
        while !queuedEvents.isEmpty {
            let next = queuedEvents.removeFirst()
            for observer in observers { observer.handler(next) }
        }
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
