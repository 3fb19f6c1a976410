import IssueReporting

extension Navigator {
    /// Changes the target state in one transaction, then renders once.
    ///
    /// ```swift
    /// try navigator.update { state in
    ///     try state.dismissAll()
    ///     try state.popToRoot()
    ///     try state.push(ShopRoute.product(id: 42))
    /// }
    /// ```
    /// If `body` throws, or leaves a state that breaks the rules (an empty stack, tabs without a
    /// tab, a screen twice), nothing changes and the error (a ``NavigationError`` for the state's
    /// own changes) is rethrown. Inside a ``transaction(animated:_:)`` the change joins the
    /// transaction and renders when it ends. Coordinator calls inside `body` are refused: group
    /// them with ``transaction(animated:_:)``.
    /// - Parameters:
    ///   - animated: whether the host animates the last visible transition.
    ///   - body: the changes.
    public func update(
        animated: Bool = true,
        _ body: (inout NavigationState) throws -> Void
    ) throws {
        openLevel(animated: animated, cause: .code(requester: nil))
        let base = currentState
        // Screens made after this mark are new to `base`: validating them skips what `base` held.
        let mark = IdentifierSource.shared.mark()
        var next = base
        do {
            runtime.loop.updateBody(running: true)
            defer { runtime.loop.updateBody(running: false) }
            try body(&next)
            let outermost = runtime.loop.levels == 1
            try next.validate(
                changedFrom: base, screensMadeAfter: mark, request: "update", allowingEmptyStacks: !outermost)
        } catch {
            closeLevel(keeping: false)
            throw error
        }
        runtime.loop.edit(draft: next)
        closeLevel(keeping: true)
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
    /// If `body` throws, every change made in it is dropped, and the flows it started end,
    /// cancelled; a nested transaction that throws drops only its own changes. Outcomes of flows
    /// that end in it are delivered after it is committed.
    ///
    /// Flows end when the transaction is committed, not during it: a flow whose screens a call
    /// in `body` removed still runs, and the flows below it show and start flows as usual, until
    /// the commit ends it with everything below it; if it shows a screen again before, it keeps
    /// running.
    /// - Parameters:
    ///   - animated: whether the host animates the last visible transition; `false` if any call
    ///     inside asked for no animation.
    ///   - body: the calls.
    /// - Returns: what `body` returns.
    public func transaction<T>(animated: Bool = true, _ body: () throws -> T) rethrows -> T {
        openLevel(animated: animated, cause: .code(requester: nil))
        let result: T
        do {
            result = try body()
        } catch {
            closeLevel(keeping: false)
            throw error
        }
        closeLevel(keeping: true)
        return result
    }

    /// Opens a level; `cause` (who asked) counts, and is worked out, only for the outermost.
    func openLevel(animated: Bool, cause: @autoclosure () -> NavigationChange.Cause) {
        runtime.loop.openLevel(animated: animated, cause: cause)
    }

    /// Closes the innermost level; closing the outermost commits what it gathered (or drops it
    /// with an issue when it left a stack empty), then applies what the user did meanwhile.
    func closeLevel(keeping: Bool) {
        switch runtime.loop.closeLevel(keeping: keeping) {
        case .inner(let discarded):
            if !discarded.isEmpty { queueDue(tree.discard(discarded)) }
            return
        case .commit(let open, let discarded):
            if !discarded.isEmpty { queueDue(tree.discard(discarded)) }
            // A restoration turns the guards off for its own commit only.
            let asks = runtime.leaveGuards.asks
            if !asks { runtime.leaveGuards.asks = true }
            let result = commit(
                open.draft, animated: open.animated, cause: open.cause, requests: open.endRequests,
                started: open.started, actors: open.actors, leaving: asks ? .code(requester: open.actors.first) : nil)
            if case .refused(let refusal) = result {
                refused(open, by: refusal)
            }
        case .dropped(let empty, let discarded):
            reportIssue("A navigation transaction left stack \(empty) empty; its changes are dropped.")
            queueDue(tree.discard(discarded))
        case .noneOpen:
            preconditionFailure("Navigator: a transaction level closed with none open.")
        }
        applyDeferredUserChanges()
        deliverDueOutcomes()
    }

    /// What came of a commit.
    enum CommitResult {
        /// The change is the target now; these screens left it.
        case committed([Screen])
        /// A leave guard kept its flow's screens: nothing changed.
        case refused(LeaveVerdict)
    }

    /// Settles the coordinators the change affects, sets the new target, and tells observers.
    /// Outcomes of the flows that ended are queued for delivery after it.
    ///
    /// The leave guards of the flows whose screens the settled change removes are asked first,
    /// but for the flows that made it (`actors`, or asked to end in it): a guard that does not
    /// allow it leaves everything as it was.
    /// - Parameter leaving: what takes the screens away, as the guards are told (code inside a
    ///   link being opened is told as ``LeaveCause/link``); `nil` asks none.
    /// - Returns: the screens that left the target, or the guard's refusal.
    @discardableResult
    func commit(
        _ proposed: NavigationState, animated: Bool, cause: NavigationChange.Cause,
        requests: [(CoordinatorID, ErasedOutcome)] = [], started: [CoordinatorID] = [],
        actors: SmallArray<CoordinatorID> = [], leaving: LeaveCause?
    ) -> CommitResult {
        let plan = tree.settling(committed: state, next: proposed, requests: requests, started: started)
        if let leaving, !plan.diff.removed.isEmpty {
            let verdict = leaveVerdict(removing: plan.diff.removed, cause: leaving) { flow in
                actors.contains(flow) || requests.contains { $0.0 == flow }
            }
            if case .allowed = verdict {} else { return .refused(verdict) }
        }
        var next = plan.settled
        let settled = tree.settle(plan, committed: state, next: &next)
        let before = state
        let diff = settled.diff
        // The screens that left and entered make a command's step, for a host that takes one.
        let screens = runtime.steppedHost == nil ? nil : (removed: diff.removed, added: diff.added)
        guard runtime.loop.commit(next, animated: animated, endings: settled.endings, screens: screens) else {
            preconditionFailure("Navigator: a change was committed inside a transaction.")
        }
        if !questions.isEmpty { queueAnswersDue() }
        guard isObserved, !diff.isEmpty || before != next else { return .committed(diff.removed) }
        emit(
            .changed(
                NavigationChange(
                    before: before, after: next, cause: cause, removedScreens: diff.removed, addedScreens: diff.added)))
        return .committed(diff.removed)
    }

    private func applyDeferredUserChanges() {
        while let (edit, change) = runtime.loop.takeDeferredUserChange() {
            let leaving =
                runtime.leaveGuards.deferredCauses.isEmpty
                ? leaveCause(of: change) : runtime.leaveGuards.deferredCauses.removeFirst()
            applyUserChange(edit, change, leaving: leaving)
        }
    }

    /// Commits what the user did, unless a leave guard keeps the screens it took: the host then
    /// shows them again, as the next render brings it back to the target.
    /// - Returns: whether it was committed.
    @discardableResult
    func applyUserChange(_ edit: RenderLoop.TargetEdit, _ change: UserChange, leaving: LeaveCause) -> Bool {
        var target = state
        target.apply(edit)
        let result: CommitResult
        switch answerGivenBefore(change) {
        case .allowed(let flows)?:
            // The guards answered before the gesture began: they are not asked again.
            let outer = runtime.leaveGuards.allowed
            for flow in flows { runtime.leaveGuards.allowed.insert(flow) }
            result = commit(target, animated: true, cause: .user(change), leaving: leaving)
            runtime.leaveGuards.allowed = outer
        case .refused(let verdict)?:
            // A guard answered ahead of a gesture the platform could not refuse: it is refused
            // as the commit would refuse it, without asking again.
            result = .refused(verdict)
        case nil:
            result = commit(target, animated: true, cause: .user(change), leaving: leaving)
        }
        switch result {
        case .committed(let removed):
            notifyFlows(ofUserRemovals: removed)
            return true
        case .refused(let refusal):
            followUp(refusal) { [weak self] in self?.applyAgain(edit, change: change, cause: leaving) }
            return false
        }
    }

    /// Queues the outcomes of flows that ended outside a commit (discarded, swept), and the
    /// answers that their ending made due.
    func queueDue(_ endings: [CoordinatorTree.Ending]) {
        runtime.loop.outcomesDue(endings.map(DueOutcome.ending))
        if !questions.isEmpty { queueAnswersDue() }
    }

    /// Delivers due outcomes (endings and answers) in the order of the commits that made them,
    /// then asks the question whose turn it is or opens the link that waited for questions to go,
    /// then ends routers left with nothing to run, then renders. A handler that navigates commits
    /// its own change; its outcomes join the queue.
    func deliverDueOutcomes() {
        var action = runtime.loop.deliveryRequested()
        while true {
            switch action {
            case .wait:
                // A transaction or a delivery runs, and delivers when it ends.
                return
            case .done:
                tree.checkInvariants(against: state)
                return render()
            case .deliver(.ending(let ending)):
                ending.deliver()
            case .deliver(.answer(let answer)):
                answer.deliver()
            case .settle:
                if !questions.isEmpty, let turn = questions.nextTurn(showing: state.question?.id) {
                    turn()
                } else {
                    let swept = tree.sweep()
                    guard !swept.isEmpty else {
                        action = runtime.loop.settled()
                        continue
                    }
                    queueDue(swept)
                }
            }
            action = runtime.loop.delivered()
        }
    }
}
