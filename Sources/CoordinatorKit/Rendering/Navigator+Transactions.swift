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
            runtime.loop.beginUpdateBody()
            defer { runtime.loop.endUpdateBody() }
            try body(&next)
            let outermost = runtime.loop.transaction?.depth == 1
            try next.validate(
                changedFrom: base, screensMadeAfter: mark, request: "update", allowingEmptyStacks: !outermost)
        } catch {
            closeLevel(keeping: false)
            throw error
        }
        runtime.loop.transaction?.draft = next
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
        let (discarded, ended) = runtime.loop.closeLevel(keeping: keeping)
        if !discarded.isEmpty { runtime.loop.addDue(tree.discard(discarded)) }
        guard let open = ended else { return }
        if let empty = open.draft.firstEmptyStack {
            reportIssue("A navigation transaction left stack \(empty) empty; its changes are dropped.")
            runtime.loop.addDue(tree.discard(open.started.reversed()))
        } else {
            commit(
                open.draft, animated: open.animated, cause: open.cause, requests: open.endRequests,
                started: open.started)
        }
        applyDeferredUserChanges()
        deliverDueOutcomes()
    }

    /// Settles the coordinators the change affects, sets the new target, and tells observers.
    /// Outcomes of the flows that ended are queued for delivery after it.
    /// - Returns: the screens that left the target.
    @discardableResult
    func commit(
        _ proposed: NavigationState, animated: Bool, cause: NavigationChange.Cause,
        requests: [(CoordinatorID, ErasedOutcome)] = [], started: [CoordinatorID] = []
    ) -> [Screen] {
        var next = proposed
        let settled = tree.settle(committed: state, next: &next, requests: requests, started: started)
        runtime.loop.addDue(settled.endings)
        let before = state
        let diff = settled.diff
        runtime.loop.commit(next, animated: animated, diff: diff)
        guard isObserved, !diff.isEmpty || before != next else { return diff.removed }
        emit(
            .changed(
                NavigationChange(
                    before: before, after: next, cause: cause, removedScreens: diff.removed, addedScreens: diff.added)))
        return diff.removed
    }

    private func applyDeferredUserChanges() {
        while let (edit, change) = runtime.loop.nextDeferredUserChange() {
            var target = state
            target.apply(edit)
            notifyFlows(ofUserRemovals: commit(target, animated: true, cause: .user(change)))
        }
    }

    /// Delivers due outcomes and answers in order, asks the questions and opens the link that
    /// waited for a question to go, then ends routers left with nothing to run, then renders.
    /// A handler that navigates commits its own change; its outcomes join the queue.
    func deliverDueOutcomes() {
        guard runtime.loop.beginDelivering() else { return }
        while true {
            if let ending = runtime.loop.nextDueEnding() {
                ending.deliver()
                continue
            }
            if !questions.isEmpty, let due = questions.nextDue(in: state, isRunning: { tree.node($0) != nil }) {
                due.deliver()
                continue
            }
            let swept = tree.sweep()
            guard !swept.isEmpty else { break }
            runtime.loop.addDue(swept)
        }
        runtime.loop.endDelivering()
        tree.checkInvariants(against: state)
        render()
    }
}
