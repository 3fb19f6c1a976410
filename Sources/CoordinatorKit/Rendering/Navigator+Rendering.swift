import IssueReporting

extension Navigator {
    /// Sets a new target, settles the coordinators it affects, tells observers, and renders.
    func commit(_ next: NavigationState, animated: Bool, cause: NavigationChange.Cause) {
        var next = next
        let (settled, diff) = settleCoordinators(to: &next)
        let before = state
        state = next
        renderAnimated = animated
        count(diff.removed, by: -1)
        count(diff.added, by: 1)
        for owner in Set(diff.added.map(\.owner)) { coordinators[owner]?.coordinator?.hasShownScreens = true }
        if before != next {
            emit(.changed(NavigationChange(before: before, after: next, cause: cause, removedScreens: diff.removed, addedScreens: diff.added)))
        }
        for finished in settled { finished.deliverOutcome() }
        render()
    }

    /// Sends the next command when the host is idle and the rendered state is not the target.
    func render() {
        guard let host, phase == .idle, swipeInProgress == nil, transactionDepth == 0 else { return }
        let plan = NavigationPlan(from: renderedState, to: state, animated: renderAnimated, limits: host.limits)
        guard let command = plan.commands.first else { return }
        phase = .performing(command)
        emit(.commandStarted(command))
        host.perform(command) { [weak self] in self?.hostDidFinish(command) }
    }

    private func hostDidFinish(_ command: HostCommand) {
        guard phase == .performing(command) else {
            reportIssue("The host finished \(command), which was not in flight; a host must call each completion once.")
            return
        }
        renderedState.apply(command.action)
        phase = .idle
        emit(.commandFinished(command))
        render()
    }

    /// Tells the navigator what the user did by hand, so that the target and the rendered state
    /// follow, and the coordinators of screens that left are finished.
    ///
    /// Hosts call this: back button and completed swipes, swipe-downs, tab taps.
    /// - Parameter change: what the user did.
    public func hostDidReport(_ change: UserChange) {
        var target = state
        switch change {
        case .interactivePopBegan(let stack):
            // Even when a command is in flight elsewhere, the next one waits for the finger.
            swipeInProgress = stack
            emit(.gesture(change))
            return
        case .interactivePopCancelled:
            swipeInProgress = nil
            emit(.gesture(change))
            render()
            return
        case .popped(let screen, let stack):
            swipeInProgress = nil
            guard let popped = try? renderedState.pop(to: screen, in: stack) else {
                return reportHostMistake(change)
            }
            // Exactly the screens the user saw leave; a push the code asked for meanwhile stays.
            let gone = Set(popped.map(\.id))
            if let location = try? target.locate(stack, request: ""),
               target[location].screens.contains(where: { !gone.contains($0.id) }) {
                target.editStack(at: location) { (stack: inout Stack) in stack.screens.removeAll { gone.contains($0.id) } }
            }
        case .dismissed(let layer):
            guard (try? renderedState.dismiss(layer)) != nil else { return reportHostMistake(change) }
            _ = try? target.dismiss(layer)
        case .selectedTab(let tab, let layer):
            guard (try? renderedState.selectTab(tab, in: layer)) != nil else { return reportHostMistake(change) }
            try? target.selectTab(tab, in: layer)
        case .reselectedTab(let tab, let layer):
            let stack = StackID(layer: layer, tab: tab)
            guard (try? renderedState.popToRoot(in: stack)) != nil else { return reportHostMistake(change) }
            _ = try? target.popToRoot(in: stack)
        }
        if draft != nil { draft = target }
        commit(target, animated: true, cause: .user(change))
    }

    private func reportHostMistake(_ change: UserChange) {
        reportIssue("The host reported that the user \(change), which does not match what it rendered; the report is ignored.")
    }

    func count(_ screens: [Screen], by delta: Int) {
        for screen in screens where screen.owner != .app {
            ownedScreens[screen.owner, default: 0] += delta
            if ownedScreens[screen.owner] == 0 { ownedScreens[screen.owner] = nil }
        }
    }

    /// Whether the state holds a screen that the coordinator owns.
    func ownsScreens(_ id: CoordinatorID) -> Bool { (ownedScreens[id] ?? 0) > 0 }
}
