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
/// #expect(runtime.tapBackButton())             // written back through the path binding
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
@MainActor
public final class SwiftUIDoubleRuntime {
    /// When `true`, transitions stay in flight until `finishNextTransition()` or `finishAllTransitions()`.
    public var holdsTransitions = false

    /// SwiftUI's (and UIKit's) console warnings recorded so far, oldest first.
    public private(set) var warnings: [String] = []

    /// What each layer shows after the last update, the root first, then each presented layer above its presenter.
    public private(set) var shownLayers: [SwiftUIDoubleLayer] = []

    let updateFlag = UpdateFlag()
    private let renderRoot: (ViewRenderer) -> Void

    private var states: [String: AnyObject] = [:]
    private var visitedStates: Set<String> = []
    var slots: [String: PresentationSlot] = [:]
    private var visitedSlots: Set<String> = []
    /// Presentations dropped while another was in flight, by slot, with the identity they asked for.
    private var refused: [String: AnyHashable] = [:]
    /// Presentations waiting for their presenter's layer to be dismissed, with the identity they asked for.
    private var waiting: [String: AnyHashable] = [:]
    private var shownStacks: [String: [String]] = [:]
    private var visitedStacks: Set<String> = []
    private var missingDestinations: Set<String> = []
    var transitions: [TransitionRecord] = []
    private var startedThisPass: [TransitionRecord] = []
    /// Appearance handlers of the views on screen, by key, in the order they appeared.
    private var onScreen: [(key: String, record: AppearanceRecord)] = []
    private var pendingTransaction: Transaction?
    private var passTransaction = Transaction()
    private var afterPass: [() -> Void] = []
    /// The last render, for gestures.
    var lastLayers: [LayerRecord] = []

    /// Renders `rootView` once, as a window showing it does.
    ///
    /// - Parameter rootView: The root of the view tree.
    public init<Content: View>(rootView: Content) {
        renderRoot = { renderer in renderer.render(rootView, in: EnvironmentValues()) }
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
        let storage = StateStorage(value: initialValue, runtime: self)
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

    /// Schedules an update for a write made in `transaction`.
    func invalidate(in transaction: Transaction) {
        updateFlag.set()
        var merged = transaction
        merged.completions = (pendingTransaction?.completions ?? []) + transaction.completions
        pendingTransaction = merged
    }

    func warn(_ message: String) {
        warnings.append(message)
    }

    // MARK: One pass

    private func runPass() {
        _ = updateFlag.take()
        passTransaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        startedThisPass = []
        visitedStates = []
        visitedSlots = []
        visitedStacks = []

        let renderer = ViewRenderer(runtime: self)
        // Every observable property the pass reads (in a body, a binding's getter) schedules the next
        // update when it changes, in the transaction current at the change.
        withObservationTracking {
            renderRoot(renderer)
        } onChange: { [weak self] in
            nonisolated(unsafe) let transaction = TransactionContext.current ?? Transaction()
            MainActor.assumeIsolated {
                self?.invalidate(in: transaction)
            }
        }

        states = states.filter { visitedStates.contains($0.key) }
        shownStacks = shownStacks.filter { visitedStacks.contains($0.key) }
        for id in Array(slots.keys) where !visitedSlots.contains(id) {
            guard let slot = slots[id], slot.phase != .dismissing else { continue }
            // Its presenter left the tree: SwiftUI takes the presentation down with it.
            if slots[slot.presenterID]?.phase == .dismissing { continue }
            startDismissal(of: slot)
        }
        lastLayers = renderer.layers
        updateAppearances(renderer.appearances)

        let completions = passTransaction.completions
        if let last = startedThisPass.last {
            last.completions += completions
        } else {
            afterPass += completions
        }
        shownLayers = renderer.layers.map(snapshot(of:))
        let callbacks = afterPass
        afterPass = []
        for callback in callbacks {
            callback()
        }
    }

    private func start(_ kind: SwiftUIDoubleTransition.Kind, slotID: String? = nil, stackID: String? = nil, lingering: [String] = []) {
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
        case .push, .pop, .edgeSwipe:
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

    private func removeSlot(_ slot: PresentationSlot) {
        slots[slot.id] = nil
        for child in slots.values where child.presenterID == slot.id {
            removeSlot(child)
        }
    }

    // MARK: Stacks

    func stackDrawn(_ stack: StackRecord) {
        visitedStacks.insert(stack.id)
        let screens = stack.screens.map(\.id)
        defer { shownStacks[stack.id] = screens }
        guard let previous = shownStacks[stack.id], previous != screens, stack.isVisible,
              let oldTop = previous.last, let newTop = screens.last, oldTop != newTop else { return }
        let isPush = screens.count > previous.count && screens.contains(oldTop)
        start(isPush ? .push : .pop, stackID: stack.id, lingering: [oldTop + "/"])
    }

    func warnNoDestination(for element: AnyHashable, at screenID: String) {
        guard !missingDestinations.contains(screenID) else { return }
        missingDestinations.insert(screenID)
        warn("A NavigationLink is presenting a value of type “\(type(of: element.base))” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
    }

    // MARK: Presentations

    private var modalTransitionInFlight: TransitionRecord? {
        transitions.first(where: \.isModal)
    }

    /// Applies what the presentation modifier at `id` asks for; returns what to draw in its layer, if it is shown.
    func presentation(at id: String, _ modifier: PresentationModifier, presenter: String, isVisible: Bool) -> (content: AnyView, identity: AnyHashable)? {
        visitedSlots.insert(id)
        let requested = modifier.requested()
        if let slot = slots[id] {
            slot.onDismiss = modifier.onDismiss
            slot.writeDismissal = modifier.writeDismissal
            if requested == slot.identity {
                slot.dismissalRefused = false
                if let content = modifier.makeContent() {
                    slot.content = content
                }
            } else if slot.phase != .dismissing, !slot.dismissalRefused {
                if modalTransitionInFlight != nil {
                    slot.dismissalRefused = true
                    warn("Attempt to dismiss from view controller \(slot.kind) while a presentation or dismiss is in progress!")
                } else {
                    startDismissal(of: slot)
                }
            }
            return (slot.content, slot.identity)
        }
        guard let requested else {
            refused[id] = nil
            waiting[id] = nil
            return nil
        }
        guard isVisible, refused[id] != requested else { return nil }
        if slots.values.contains(where: { $0.presenterID == presenter }) {
            if waiting[id] != requested {
                waiting[id] = requested
                warn("Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed.")
            }
            return nil
        }
        if modalTransitionInFlight != nil {
            refused[id] = requested
            warn("Attempt to present \(modifier.kind) while a presentation is in progress.")
            return nil
        }
        waiting[id] = nil
        guard let content = modifier.makeContent() else { return nil }
        let slot = PresentationSlot(id: id, kind: modifier.kind, presenterID: presenter, identity: requested, content: content,
                                    onDismiss: modifier.onDismiss, writeDismissal: modifier.writeDismissal)
        slots[id] = slot
        start(.present(modifier.kind), slotID: id)
        return (content, requested)
    }

    func startDismissal(of slot: PresentationSlot) {
        slot.phase = .dismissing
        start(.dismiss(slot.kind), slotID: slot.id)
    }

    // MARK: Appearance

    /// Runs `onAppear` for views now on screen, then `onDisappear` for views no longer on screen.
    private func updateAppearances(_ records: [AppearanceRecord]) {
        let hidden = layersHiddenByCovers()
        let lingering = transitions.flatMap(\.lingering)
        var wanted: [(key: String, record: AppearanceRecord)] = []
        var wantedKeys: Set<String> = []
        for record in records where record.isVisible && !hidden.contains(record.layerID) && !wantedKeys.contains(record.key) {
            wanted.append((record.key, record))
            wantedKeys.insert(record.key)
        }
        let shownKeys = Set(onScreen.map(\.key))
        for entry in onScreen where !wantedKeys.contains(entry.key) {
            let current = records.first { $0.key == entry.key } ?? entry.record
            if lingering.contains(where: { entry.key.hasPrefix($0) }) {
                wanted.append((entry.key, current))
                wantedKeys.insert(entry.key)
            }
        }
        for entry in wanted where !shownKeys.contains(entry.key) {
            entry.record.onAppear?()
        }
        for entry in onScreen where !wantedKeys.contains(entry.key) {
            entry.record.onDisappear?()
        }
        let kept = onScreen.filter { wantedKeys.contains($0.key) }.map { entry in
            wanted.first { $0.key == entry.key } ?? entry
        }
        onScreen = kept + wanted.filter { !shownKeys.contains($0.key) }
    }

    /// Layers under a full-screen cover that has finished presenting.
    private func layersHiddenByCovers() -> Set<String> {
        var hidden: Set<String> = []
        for slot in slots.values where slot.kind == .fullScreenCover && slot.phase == .presented {
            var below: String? = slot.presenterID
            while let id = below, !hidden.contains(id) {
                hidden.insert(id)
                below = slots[id]?.presenterID
            }
        }
        return hidden
    }

    // MARK: Snapshot

    private func snapshot(of layer: LayerRecord) -> SwiftUIDoubleLayer {
        let phase: SwiftUIDoubleLayer.Phase = switch slots[layer.id]?.phase {
        case .presenting: .presenting
        case .dismissing: .dismissing
        case .presented, nil: .presented
        }
        let tabs = layer.tabs.first(where: \.isVisible)
        return SwiftUIDoubleLayer(
            kind: layer.kind,
            phase: phase,
            stacks: layer.stacks.filter(\.isVisible).map { $0.screens.map { $0.texts.first ?? "" } },
            tabs: tabs?.tabs.map(\.title) ?? [],
            selectedTab: tabs?.selectedIndex.map { tabs?.tabs[$0].title ?? "" },
            texts: layer.screens.filter(\.isVisible).flatMap(\.texts),
            isInteractiveDismissDisabled: layer.interactiveDismissDisabled
        )
    }
}
#endif
