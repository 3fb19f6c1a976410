#if os(Linux)
internal import Observation

/// The double's SwiftUI runtime: renders a root view into what is shown, runs updates, holds transitions
/// open, takes the user's gestures and records SwiftUI's warnings. Not SwiftUI API.
///
/// ```swift
/// let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))   // renders once
/// navigator.show(.detail)                      // the model changes…
/// runtime.update()                             // …and the next turn of the run loop renders it
/// #expect(runtime.shownLayers[0].stacks == [["Home", "Detail"]])
/// #expect(runtime.tapBack())                   // written back through the path binding
/// #expect(runtime.warnings.isEmpty)
/// ```
///
/// Updates. A change to a ``State``, a ``Binding`` onto one, or an `@Observable` property a `body`
/// read marks the runtime `needsUpdate`; `update()` then renders again, as SwiftUI does on the next
/// turn of the run loop. Gestures and finished transitions update by themselves.
///
/// Transitions. Pushes, pops, presentations and dismissals start in an update and finish on a later
/// turn: by default at the end of `update()`, after the pass that started them; with `holdsTransitions`
/// they stay in flight until `finishNextTransition()`. `onAppear` runs when the transition showing a
/// view starts, `onDisappear` when the one hiding it has finished, then `onDismiss`, then animation
/// completions.
///
/// SwiftUI's limits (see `warnings`): one presented layer per presenter (a second one waits, with
/// "Currently, only presenting a single sheet is supported…", until the first is dismissed); no
/// presentation or dismissal while another is in flight, so at most one modal change per update (the
/// request is dropped with UIKit's warning, and not retried until the binding changes again); an item
/// presentation whose item changes is dismissed, then the new item presented on a later update.
///
/// Sources of what is modelled:
/// - one sheet per presenter and its warning (subconsciousnetwork/subconscious#900,
///   feedback-assistant/reports#49); a second presentation is refused while one is in progress: UIKit's
///   presentation rules, through which SwiftUI presents (nathantannar4/Transmission#69), and FlowStacks'
///   "SwiftUI only allows one screen to be pushed, presented or dismissed at a time" (FlowStacks#9), which
///   it works around by staging changes (`withDelaysIfUnsupported`);
/// - item replacement and `onDismiss` (Apple's documentation of `sheet(item:)`);
/// - the path written by the user's back navigation (Apple's documentation of `NavigationStack`);
/// - `onAppear` "completes before the first rendered frame appears" (Apple's documentation), so at the
///   start of a transition; `onDisappear` after it, as UIKit's `viewDidDisappear`, and a
///   cancelled edge swipe changes nothing;
/// - `interactiveDismissDisabled` "prevents nonprogrammatic dismissal … when presented in a sheet or
///   popover" (Apple's documentation); re-tapping the selected tab pops its stack, as UITabBarController does;
/// - navigation destinations: the warnings SwiftUI logs for a value without a destination
///   (onmyway133/notes#664) and for a second destination of one type (NavigationBackport#58).
///
/// Assumptions where no source was found, each the stricter choice: a dropped presentation or dismissal
/// is not retried until its binding changes again; views that appear and disappear in the same update
/// (a tab switch) run `onAppear` before `onDisappear`; the double adapts no popover into a sheet; a
/// split drawn at the other width ends, unfinished and unreported, an edge swipe taking its top
/// column away (its columns are stacked no more), while a swipe within a column's own stack goes on.
@MainActor
public final class SwiftUIDoubleRuntime {
    /// When `true`, transitions stay in flight until `finishNextTransition()` or `finishAllTransitions()`.
    public var holdsTransitions = false

    /// SwiftUI's (and UIKit's) console warnings recorded so far, oldest first.
    public private(set) var warnings: [String] = []

    /// What each layer shows after the last update, the root first, then each presented layer above its presenter.
    public private(set) var shownLayers: [SwiftUIDoubleLayer] = []

    let updateFlag = UpdateFlag()
    let renderRoot: (ViewRenderer, EnvironmentValues) -> Void

    private(set) var states: [String: AnyObject] = [:]
    var visitedStates: Set<String> = []
    var slots: [String: PresentationSlot] = [:]
    var visitedSlots: Set<String> = []
    /// Presentations dropped while another was in flight, by slot, with the identity they asked for.
    var refused: [String: AnyHashable] = [:]
    /// Presentations waiting for their presenter's layer to be dismissed, with the identity they asked for.
    var waiting: [String: AnyHashable] = [:]
    var shownStacks: [String: [String]] = [:]
    var visitedStacks: Set<String> = []
    var missingDestinations: Set<String> = []
    var duplicateDestinations: Set<String> = []
    var transitions: [TransitionRecord] = []
    var startedThisPass: [TransitionRecord] = []
    /// Appearance handlers of the views on screen, by key, in the order they appeared.
    var onScreen: [(key: String, record: AppearanceRecord)] = []
    var pendingTransaction: Transaction?
    var passTransaction = Transaction()
    var afterPass: [() -> Void] = []
    /// The last render, for gestures.
    var lastLayers: [LayerRecord] = []
    /// The controllers of `UIViewControllerRepresentable` views, by the place of their view.
    var representables: [String: RepresentableRecord] = [:]
    var visitedRepresentables: Set<String> = []
    /// The window's horizontal size class, which the root's environment holds.
    var windowSizeClass = UserInterfaceSizeClass.regular
    /// Whether the user asked for less motion, which the root's environment holds.
    var windowReducesMotion = false
    /// Each split drawn last: whether it was collapsed, and its top column while it was.
    var shownSplits: [String: (isCollapsed: Bool, top: Int, topScreen: String?)] = [:]
    var visitedSplits: Set<String> = []
    /// The column on top of each collapsed split that has no `preferredCompactColumn` binding.
    var ownCompactColumns: [String: Int] = [:]
    /// The body each custom view evaluated last, with the view, by its place.
    var bodies: [String: (view: Any, body: any View)] = [:]
    var visitedBodies: Set<String> = []
    /// The keys of the `State` storages written since the last pass.
    var changedStates: Set<String> = []
    /// Whether an `@Observable` property read by the last pass changed: every body is evaluated
    /// again then, as the double does not track which body read it.
    var observedChange = false
    /// Whether this pass may keep bodies: `false` after an observed change.
    var keepsBodies = true
    /// How many times SwiftUI has evaluated the body of each view type, by the type's name.
    var bodyEvaluationCounts: [String: Int] = [:]
    /// The selection each list with a selection shows, by its place: the tapped row's until
    /// SwiftUI updates the list, then its binding's.
    var shownListSelections: [String: AnyHashable?] = [:]
    var visitedLists: Set<String> = []
    /// The identity of each identified view (`id(_:)`) drawn last, by its place.
    var shownIdentities: [String: AnyHashable] = [:]
    var visitedIdentities: Set<String> = []
    /// Each view drawn last with a transition of its own (`transition(_:)`, no `id(_:)` inside),
    /// by its place: its transition's name and its layer.
    var shownTransitionedViews: [String: (transition: String, layer: String)] = [:]
    var visitedTransitionedViews: [String: (transition: String, layer: String)] = [:]
    /// Whether a pass has drawn the tree already: the first one inserts without transitions.
    var hasDrawn = false
    /// The view transitions played so far, oldest first; see ``playedViewTransitions``.
    var viewTransitionsPlayed: [String] = []
    /// Called with the name of each view transition SwiftUI plays, as it starts. Not SwiftUI API.
    public var didPlayViewTransition: ((String) -> Void)?

    /// The UIKit window SwiftUI renders into: its root view controller adopts the controllers of
    /// `UIViewControllerRepresentable` views. Its `doubleRuntime` holds and finishes their UIKit
    /// transitions and takes the user's UIKit gestures.
    public let uiKitWindow = UIWindow(frame: .zero)

    /// Renders `rootView` once, as a window showing it does.
    ///
    /// - Parameter rootView: The root of the view tree.
    public init<Content: View>(rootView: Content) {
        renderRoot = { renderer, environment in renderer.render(rootView, in: environment) }
        uiKitWindow.rootViewController = UIViewController(nibName: nil, bundle: nil)
        uiKitWindow.makeKeyAndVisible()
        update()
    }

    /// Whether something a render read has changed since the last update.
    public var needsUpdate: Bool {
        updateFlag.isSet
    }

    /// The transitions in flight, oldest first.
    public var pendingTransitions: [SwiftUIDoubleTransition] {
        transitions.map(\.snapshot)
    }

    /// Forgets the recorded warnings.
    public func clearWarnings() {
        warnings = []
    }

    /// Renders the tree again and applies what changed, as SwiftUI's update on the next turn of the run loop.
    ///
    /// Without `holdsTransitions`, the transitions it starts finish after the pass that started them,
    /// and the updates they cause run too, until nothing changes.
    public func update() {
        for _ in 0..<1_000 {
            runPass()
            if !holdsTransitions, transitions.contains(where: { $0.kind != .edgeSwipe }) {
                for transition in transitions where transition.kind != .edgeSwipe {
                    complete(transition)
                }
                continue
            }
            if !updateFlag.isSet { return }
        }
        warn("SwiftUIDoubleRuntime.update() gave up after 1000 passes: every pass changes state again")
    }

    /// Finishes the oldest transition in flight (not an edge swipe in progress), then updates.
    ///
    /// - Returns: `false` when there was none.
    @discardableResult
    public func finishNextTransition() -> Bool {
        guard let next = transitions.first(where: { $0.kind != .edgeSwipe }) else { return false }
        complete(next)
        update()
        return true
    }

    /// Finishes transitions, and those their updates start, until none is left but an edge swipe in progress.
    public func finishAllTransitions() {
        while finishNextTransition() {}
    }

    // MARK: State and invalidation

    func stateStorage<Value>(for key: String, initialValue: Value) -> StateStorage<Value> {
        visitedStates.insert(key)
        if let storage = states[key] as? StateStorage<Value> {
            return storage
        }
        let storage = StateStorage(value: initialValue, runtime: self, key: key)
        states[key] = storage
        return storage
    }

    /// Installs storage into the ``State`` properties of `view`, keyed by its place and property name.
    func installState(into view: Any, at path: String) {
        for (index, child) in Mirror(reflecting: view).children.enumerated() {
            if let state = child.value as? any StateInstalling {
                state.install(in: self, key: path + "." + (child.label ?? "\(index)"))
            }
        }
    }

    /// Schedules an update for a write made in `transaction`, taking its animation completions (once).
    func invalidate(in transaction: Transaction) {
        updateFlag.set()
        var merged = transaction
        let taken = TransactionContext.completionsClaimed ? [] : transaction.completions
        if !transaction.completions.isEmpty {
            TransactionContext.completionsClaimed = true
        }
        merged.completions = (pendingTransaction?.completions ?? []) + taken
        pendingTransaction = merged
    }

    func warn(_ message: String) {
        warnings.append(message)
    }

    // MARK: One pass

    func runPass() {
        _ = updateFlag.take()
        passTransaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        startedThisPass = []
        visitedStates = []
        visitedSlots = []
        visitedStacks = []
        visitedRepresentables = []
        visitedSplits = []
        visitedIdentities = []
        visitedTransitionedViews = [:]
        visitedBodies = []
        visitedLists = []
        keepsBodies = !observedChange
        observedChange = false

        let renderer = ViewRenderer(runtime: self)
        // Every observable property the pass reads (in a body, a binding's getter) schedules the next
        // update when it changes, in the transaction current at the change.
        withObservationTracking {
            renderRoot(renderer, rootEnvironment)
        } onChange: { [weak self] in
            nonisolated(unsafe) let transaction = TransactionContext.current ?? Transaction()
            MainActor.assumeIsolated {
                self?.observedChange = true
                self?.invalidate(in: transaction)
            }
        }

        states = states.filter { visitedStates.contains($0.key) }
        shownStacks = shownStacks.filter { visitedStacks.contains($0.key) }
        shownSplits = shownSplits.filter { visitedSplits.contains($0.key) }
        ownCompactColumns = ownCompactColumns.filter { visitedSplits.contains($0.key) }
        shownIdentities = shownIdentities.filter { visitedIdentities.contains($0.key) }
        shownListSelections = shownListSelections.filter { visitedLists.contains($0.key) }
        transitionedViewsRemoved(drawnLayers: Set(renderer.layers.map(\.id)))
        bodies = bodies.filter { visitedBodies.contains($0.key) }
        changedStates = []
        hasDrawn = true
        dismantleRepresentablesNotDrawn()
        for id in Array(slots.keys) where !visitedSlots.contains(id) {
            guard let slot = slots[id], slot.phase != .dismissing else { continue }
            // Its presenter left the tree: SwiftUI takes the presentation down with it.
            if slots[slot.presenterID]?.phase == .dismissing { continue }
            startDismissal(of: slot)
        }
        lastLayers = renderer.layers
        updateAppearances(renderer.appearances)

        // A transaction's completions run when every transition its changes started has finished
        // (SwiftUI's `.logicallyComplete`), not when the first or the last one started does.
        let completions = passTransaction.completions
        if startedThisPass.isEmpty {
            afterPass += completions
        } else if !completions.isEmpty {
            let group = CompletionGroup(remaining: startedThisPass.count, completions: completions)
            for transition in startedThisPass {
                transition.completions.append { group.finishOne() }
            }
        }
        shownLayers = renderer.layers.map(snapshot(of:))
        let callbacks = afterPass
        afterPass = []
        for callback in callbacks {
            callback()
        }
    }

    func start(_ kind: SwiftUIDoubleTransition.Kind, slotID: String? = nil, stackID: String? = nil, lingering: [String] = []) {
        let transition = TransitionRecord(kind: kind, isAnimated: !passTransaction.disablesAnimations, slotID: slotID, stackID: stackID, lingering: lingering)
        transitions.append(transition)
        startedThisPass.append(transition)
    }

    /// Applies the end of `transition`; the caller updates afterwards.
    ///
    /// Views the transition hid get `onDisappear` now (a popped or covered screen, a dismissed layer's
    /// content), then a dismissed layer's `onDismiss`, then the transaction's completions.
    func complete(_ transition: TransitionRecord) {
        transitions.removeAll { $0 === transition }
        var gone = transition.lingering
        var onDismiss: (() -> Void)?
        switch transition.kind {
        case .present:
            if let id = transition.slotID {
                slots[id]?.phase = .presented
            }
        case .dismiss:
            if let id = transition.slotID, let slot = slots[id] {
                removeSlot(slot)
                gone.append(id + "/content:")
                onDismiss = slot.onDismiss
            }
        case .push, .pop, .edgeSwipe, .view:
            break
        }
        let stillLingering = transitions.flatMap(\.lingering)
        let disappearing = onScreen.filter { entry in
            gone.contains { entry.key.hasPrefix($0) } && !stillLingering.contains { entry.key.hasPrefix($0) }
        }
        onScreen.removeAll { entry in disappearing.contains { $0.key == entry.key } }
        for entry in disappearing {
            entry.record.onDisappear?()
        }
        onDismiss?()
        for completion in transition.completions {
            completion()
        }
        updateFlag.set()
    }

    func removeSlot(_ slot: PresentationSlot) {
        slots[slot.id] = nil
        for child in slots.values where child.presenterID == slot.id {
            removeSlot(child)
        }
    }
}
#endif
