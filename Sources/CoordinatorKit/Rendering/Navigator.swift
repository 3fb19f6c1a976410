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
    /// The target: what the window should show, as last committed.
    public var state: NavigationState { runtime.loop.target }
    /// What the host has finished rendering.
    public var renderedState: NavigationState { runtime.loop.rendered }
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

    /// The running coordinators: who runs whom, where each lives, and the outcomes they await.
    let tree = CoordinatorTree()
    /// The questions flows wait on, and the answers due to them.
    var questions = QuestionBook()

    /// What every change reads and writes.
    struct Runtime {
        /// The target, what the host rendered, the open transaction and the outcomes due.
        var loop: RenderLoop
        /// The host that renders this navigator, once attached.
        var host: (any NavigationHost)?
        /// The same host, when it is built on the host kit and takes each command's step.
        var steppedHost: (any SteppedHost)?
        /// Who watches this navigator's events.
        var observers = NavigationObservers()
        /// Whether leave guards are asked, and the flows the user allowed to leave.
        var leaveGuards = LeaveGuards()
    }
    // Each access is a read, a write, or a call of the value's own method, which calls out to no
    // code of the app's, so no two overlap: release builds skip the runtime's exclusivity check,
    // debug builds (the tests) keep it ("Designed for speed").
    #if DEBUG
    var runtime: Runtime
    #else
    @exclusivity(unchecked) var runtime: Runtime
    #endif
    /// The host that renders this navigator, once attached.
    package var host: (any NavigationHost)? { runtime.host }
    // What each host command's completion holds the navigator by.
    let weakNavigator = WeakNavigator()
    /// The `ObservableNavigationState` once asked for (iOS 17+), kept untyped: a stored property
    /// cannot carry availability.
    var observableModel: AnyObject?
    /// The `ObservableObject` model once asked for (CoordinatorKitSwiftUI's
    /// `Navigator.publishedState`), kept untyped: the core imports no Combine.
    package var publishedModel: AnyObject?
    /// The inspector recording this navigator, if one does: it hears of links, which are no
    /// event.
    weak var inspector: NavigationInspector?

    /// Makes a navigator that shows nothing yet.
    public init() {
        runtime = Runtime(loop: RenderLoop(target: NavigationState()))
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
        runtime = Runtime(loop: RenderLoop(target: state.mappingOwners { _ in .app }))
        weakNavigator.navigator = self
    }

    /// Attaches the host that renders this navigator, and renders the target on it.
    ///
    /// The host is assumed to show nothing yet. A completion the former host calls later is
    /// ignored.
    public func attach(_ host: any NavigationHost) {
        runtime.host = host
        runtime.steppedHost = host as? any SteppedHost
        runtime.loop.hostAttached()
        host.didAttach(to: self)
        render()
    }

    /// The state as it stands inside the current transaction.
    var currentState: NavigationState { runtime.loop.current }

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
        let key = runtime.observers.add(handler)
        return NavigationObservation { [weak self] in self?.runtime.observers.remove(key) }
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
    var isObserved: Bool { runtime.observers.isObserved }

    func emit(_ event: NavigationEvent) {
        // Nobody to tell, and nothing queued: nothing to do.
        guard runtime.observers.beginEmitting(event) else { return }
        // Handlers are called on a copy of the list: one may register or cancel another.
        while let (next, handlers) = runtime.observers.nextEvent() {
            for handler in handlers { handler.handler(next) }
        }
    }
}

/// The handlers watching a navigator, and the events queued for them: each event reaches every
/// handler before the next, in the order they were registered.
struct NavigationObservers {
    private var handlers: [(key: Int, handler: @MainActor (NavigationEvent) -> Void)] = []
    private var queued: [NavigationEvent] = []
    private var isEmitting = false
    private var nextKey = 0

    /// Whether an event emitted now reaches anyone.
    var isObserved: Bool { !handlers.isEmpty || isEmitting }

    mutating func add(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> Int {
        let key = nextKey
        nextKey += 1
        handlers.append((key, handler))
        return key
    }

    mutating func remove(_ key: Int) { handlers.removeAll { $0.key == key } }

    /// Queues an event.
    /// - Returns: whether the caller is to deliver the queue (with ``nextEvent()``): `false`
    ///   when nobody listens, or a delivery runs already and will reach it.
    mutating func beginEmitting(_ event: NavigationEvent) -> Bool {
        if !isObserved { return false }
        queued.append(event)
        guard !isEmitting else { return false }
        isEmitting = true
        return true
    }

    /// The next queued event with the handlers to call for it, or `nil` when the queue is
    /// empty, which ends the delivery.
    mutating func nextEvent() -> (NavigationEvent, [(key: Int, handler: @MainActor (NavigationEvent) -> Void)])? {
        guard !queued.isEmpty else {
            isEmitting = false
            return nil
        }
        return (queued.removeFirst(), handlers)
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
