// Leave guards: before a change takes a flow's screens away, the flow's guard says whether they
// may go. The navigator asks at the commit, once the change is settled (what it ends has gone
// with it), and before anything in the tree changes: a refused change commits nothing. A guard
// that confirms asks its question through the flow; a confirming answer makes the change again,
// that flow allowed.

extension LeaveCause {
    /// Whether code asked for the change.
    var isCode: Bool {
        if case .code = self { return true }
        return false
    }
}

/// Whether a change may take flows' screens away, as their leave guards said.
enum LeaveVerdict {
    /// Every guard asked let its flow's screens go.
    case allowed
    /// A guard kept its flow's screens.
    indirect case denied(by: AnyCoordinator)
    /// A guard asks the user first; the other guards asked allowed, or confirm too.
    indirect case confirm(Question<Bool>, by: AnyCoordinator)
}

/// What the leave guards of a navigator need beside a change: whether they are asked at all,
/// and the flows a confirming answer allowed for the change being made again.
struct LeaveGuards {
    /// `false` for the next transaction's commit only: a restoration's, which never asks.
    var asks = true
    /// Flows whose screens may go without asking them: those the user allowed, while the change
    /// their question was about is made again.
    var allowed = SmallSet<CoordinatorID>()
    /// How many times the user kept a flow's screens ("Keep editing"), over all flows; and when
    /// each flow was last kept, by that count. A change the user allowed a flow to make, made
    /// again after a later question's answer, asks a flow kept since then again: the user's
    /// latest answer about a flow wins.
    var keeps: UInt64 = 0
    var lastKept: [CoordinatorID: UInt64] = [:]
    /// The causes of the user's changes deferred while a transaction was open, oldest first, in
    /// the order the render loop keeps their edits.
    var deferredCauses: [LeaveCause] = []
    /// The gesture the guards allowed as the platform asked, before it began, and the flows
    /// they allowed: the report of that gesture asks them no more.
    var allowedGesture: (gesture: GuardedGesture, flows: [CoordinatorID])?
    /// The gesture a guard asks about, refused as the platform asked: its question is asked
    /// once the platform says the gesture was refused.
    var confirmedGesture: (gesture: GuardedGesture, verdict: LeaveVerdict)?
    /// The flows that said their guard's answer may change
    /// (``AnyCoordinator/leaveDecisionDidChange()``): a host hooks their screens' gestures.
    var announcing = Set<CoordinatorID>()
    /// What the guards answered, ahead of any gesture, about the user dismissing a layer by
    /// hand, for a host whose platform asks nothing before the gesture begins (SwiftUI): the
    /// layer's next dismissal by hand takes this answer, and asks them no more.
    var answeredAhead: (layer: LayerID, answer: GestureAnswer)?
}

/// What the leave guards said about a gesture before its report arrived.
enum GestureAnswer {
    /// The guards of these flows let its screens go.
    case allowed([CoordinatorID])
    /// A guard kept its flow's screens, or asks the user first.
    case refused(LeaveVerdict)
}

/// A gesture by hand that the platform lets a host refuse before it begins.
enum GuardedGesture: Equatable {
    /// A swipe down on a sheet, or a tap outside a popover.
    case dismissal(LayerID)
    /// The back button or an edge swipe, popping the top screen of a stack.
    case back(StackID)
    /// A tap on the selected tab, popping its stack to its root.
    case reselect(StackID)
}

extension Navigator {
    /// What the leave guards of the flows whose screens `removed` holds say about `cause` (code
    /// inside a link being opened is told as ``LeaveCause/link``); the flows in `exempt` (their
    /// own change) and those already allowed are not asked.
    func leaveVerdict(
        removing removed: [Screen], cause: LeaveCause, exempt: (CoordinatorID) -> Bool
    ) -> LeaveVerdict {
        var verdict = LeaveVerdict.allowed
        var looked = SmallSet<CoordinatorID>()
        var previous: CoordinatorID?
        // The link being opened, looked up once a flow is to be asked: most changes remove only
        // the app's screens, or none of a flow that is not their maker.
        var link: LinkAttempt??
        // Screens come in runs of one owner: each owner is asked once, topmost flow's question
        // first.
        for index in removed.indices.reversed() where removed[index].owner != previous {
            let owner = removed[index].owner
            previous = owner
            guard owner != .app, looked.insert(owner), !exempt(owner), !runtime.leaveGuards.allowed.contains(owner),
                let flow = tree.node(owner)?.coordinator
            else { continue }
            if link == nil { link = .some(LinkAttempt.current) }
            let attempt = link!
            if attempt?.leaveAllowed.contains(owner) == true { continue }
            switch flow.leaveDecision(for: attempt != nil && cause.isCode ? .link : cause) {
            case .allow:
                continue
            case .deny:
                return .denied(by: flow)
            case .confirm(let question):
                if case .allowed = verdict { verdict = .confirm(question, by: flow) }
            }
        }
        return verdict
    }

    /// The cause a user's change gives the leave guards, told before the rendered state follows
    /// it.
    func leaveCause(of change: UserChange) -> LeaveCause {
        switch change {
        case .popped, .showedColumn, .reselectedTab, .selectedTab:
            return .back
        case .dismissed(let layer):
            return renderedState.layer(layer)?.presentation == .popover ? .tapOutside : .swipeDown
        case .interactivePopBegan, .interactivePopCancelled, .selectedDetent, .attemptedDismiss, .collapsed,
            .changedColumnVisibility, .answered:
            return .code(requester: nil)
        }
    }

    /// Answers a refused change: a denial changes nothing more; a confirmation asks the flow's
    /// question and runs `again`, with that flow (and those allowed so far) allowed, when the
    /// user's answer is `true`, and `otherwise` for any other answer, or none.
    func followUp(
        _ refusal: LeaveVerdict, otherwise: (@MainActor () -> Void)? = nil, again: @escaping @MainActor () -> Void
    ) {
        guard case .confirm(let question, let flow) = refusal else { return }
        let allowedSoFar = runtime.leaveGuards.allowed
        let keepsBefore = runtime.leaveGuards.keeps
        let flowID = flow.id
        flow.ask(question) { [weak self, weak flow] answer in
            guard case .finished(true) = answer, let self, let flow, flow.status == .running else {
                self?.noteKept(flowID)
                otherwise?()
                return
            }
            let outer = self.runtime.leaveGuards.allowed
            // A flow the user kept since it allowed is asked again.
            var allowed = allowedSoFar.filter { (self.runtime.leaveGuards.lastKept[$0] ?? 0) <= keepsBefore }
            allowed.insert(flow.id)
            self.runtime.leaveGuards.allowed = allowed
            defer { self.runtime.leaveGuards.allowed = outer }
            again()
        }
    }

    /// The user kept a flow's screens: an allowance it gave before no longer holds.
    private func noteKept(_ flow: CoordinatorID) {
        runtime.leaveGuards.keeps += 1
        if runtime.leaveGuards.lastKept.count > 16 {
            // Flows that ended since are no longer looked for.
            runtime.leaveGuards.lastKept = runtime.leaveGuards.lastKept.filter { tree.node($0.key) != nil }
        }
        runtime.leaveGuards.lastKept[flow] = runtime.leaveGuards.keeps
    }

    /// Answers a change from code that a guard refused. Nothing of it is committed: the flows it
    /// started end with it, unless a guard asks the user, outside a link being opened (which
    /// opens again, and starts them again, when allowed): they wait then, out of the tree, for
    /// the answer, and run again with the change made again, or end.
    func refused(_ open: Transaction, by refusal: LeaveVerdict) {
        if let attempt = LinkAttempt.current {
            if !open.started.isEmpty { queueDue(tree.discard(open.started.reversed())) }
            attempt.record(refusal)
            return
        }
        var parked: CoordinatorTree.Parked?
        if !open.started.isEmpty {
            if case .confirm = refusal { parked = tree.park(open.started) }
            if parked == nil { queueDue(tree.discard(open.started.reversed())) }
        }
        let base = state
        followUp(
            refusal,
            otherwise: { [weak self] in
                if let parked { self?.end(parked) }
            },
            again: { [weak self] in self?.commitAgain(open, over: base, parked: parked) })
    }

    /// Ends flows a refused change started, which waited for the user's answer.
    private func end(_ parked: CoordinatorTree.Parked) {
        tree.unpark(parked)
        queueDue(tree.discard(parked.ids.reversed()))
        deliverDueOutcomes()
    }

    /// Makes a change from code again, once the user allowed a flow to leave, with the flows it
    /// started (`parked`), when nothing was committed since it was refused; otherwise those
    /// flows end.
    func commitAgain(_ refused: Transaction, over base: NavigationState, parked: CoordinatorTree.Parked?) {
        guard state == base, parked.map(tree.canUnpark) ?? refused.started.isEmpty,
            refused.endRequests.allSatisfy({ tree.node($0.0) != nil })
        else {
            if let parked { end(parked) }
            return
        }
        if let parked { tree.unpark(parked) }
        openLevel(animated: refused.animated, cause: refused.cause)
        runtime.loop.edit(draft: refused.draft)
        for actor in refused.actors { runtime.loop.recordActor(actor) }
        for id in refused.started { runtime.loop.recordStart(of: id) }
        for (id, outcome) in refused.endRequests {
            runtime.loop.recordEnd(of: id, with: outcome, removingScreensOf: [])
        }
        closeLevel(keeping: true)
    }

    /// Makes a user's change again, once the user allowed a flow to leave: the screens the
    /// gesture took leave the target, which the host renders.
    func applyAgain(_ edit: RenderLoop.TargetEdit, change: UserChange, cause: LeaveCause) {
        applyUserChange(edit, change, leaving: cause)
        deliverDueOutcomes()
    }
}
