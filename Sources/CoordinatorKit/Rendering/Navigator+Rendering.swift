import IssueReporting

extension Navigator {
    /// Sends commands while the host is idle and the rendered state is not the target.
    ///
    /// A loop, not a recursion: a host that finishes a command inside `perform` lets the loop
    /// send the next one, so a plan of any length runs in constant stack depth.
    func render() {
        guard let host else { return }
        var action = runtime.loop.renderRequested(limits: host.limits)
        while case .render(let command, let ticket, let step) = action {
            if isObserved { emit(.commandStarted(command)) }
            // The completion holds the navigator through one weak reference made with it, not a
            // weak capture of its own: that would allocate a box and register a weak reference
            // on every command.
            let weakNavigator = self.weakNavigator
            let finish: @MainActor () -> Void = { weakNavigator.navigator?.hostDidFinish(ticket) }
            if let steppedHost = runtime.steppedHost {
                steppedHost.perform(command, step: step, completion: finish)
            } else {
                host.perform(command, completion: finish)
            }
            action = runtime.loop.commandSent(limits: host.limits)
        }
    }

    fileprivate func hostDidFinish(_ ticket: RenderTicket) {
        switch runtime.loop.hostFinished(ticket) {
        case .rendered(let command):
            if isObserved { emit(.commandFinished(command)) }
            render()
        case .fromFormerHost:
            // The command went to a host that was replaced since; its completion means nothing now.
            return
        case .unexpected:
            reportIssue("The host called a completion for no command in flight; a host must call each completion once.")
        }
    }

    /// Tells the navigator what the user did by hand, so that the target and the rendered state
    /// follow, and the coordinators of screens that left are finished.
    ///
    /// Hosts call this: back button and completed swipes, swipe-downs, tab taps. Only what the
    /// host rendered leaves: a screen pushed or a layer presented since, which the user never
    /// saw, stays in the target and is rendered over what remains. A report that does not match
    /// what the host rendered is reported as an issue and changes nothing. A report that
    /// arrives while a transaction is open applies to the target once it ends, on top of the
    /// transaction's changes.
    /// - Parameter change: what the user did.
    public func hostDidReport(_ change: UserChange) {
        // Told before the rendered state follows the change: a dismissed layer leaves it.
        let leaving = leaveCause(of: change)
        switch runtime.loop.userReported(change) {
        case .mismatch:
            reportIssue(
                "The host reported that the user \(change), which does not match what it rendered; the report is ignored."
            )
            render()
        case .gesture:
            // A swipe back the guards allowed as it began, given up: its answer is for it only.
            if case .interactivePopCancelled = change { runtime.leaveGuards.allowedGesture = nil }
            emit(.gesture(change))
            render()
        case .attemptedDismiss(let layer):
            emit(.gesture(change))
            // The flow whose screen the layer shows first: the one that presented it, or lives in it.
            if let first = state.layer(layer)?.content.visibleStack?.list.first,
                let flow = tree.node(first.owner)?.coordinator
            {
                flow.userDidAttemptToDismiss()
            }
            render()
        case .deferred(let edit):
            // Applied when the open transaction ends.
            if case .answer(let question, let choice) = edit { noteAnswer(choice, to: question) }
            runtime.leaveGuards.deferredCauses.append(leaving)
            notifySplit(of: change)
        case .commit(let edit):
            if case .answer(let question, let choice) = edit { noteAnswer(choice, to: question) }
            if applyUserChange(edit, change, leaving: leaving) {
                notifySplit(of: change)
            } else if isObserved {
                emit(.gesture(change))
            }
            deliverDueOutcomes()
        }
    }

    /// Tells the split coordinator of a collapsed split that the user brought a column on top.
    private func notifySplit(of change: UserChange) {
        guard case .showedColumn(let column, let layer) = change else { return }
        for node in tree.all {
            if let split = node.coordinator as? SplitCoordinator, split.layerID == layer {
                split.userDidShowColumn(column)
                return
            }
        }
    }

    /// Tells flows that still run which of their screens the user removed.
    func notifyFlows(ofUserRemovals removed: [Screen]) {
        guard !removed.isEmpty else { return }
        var byOwner: [CoordinatorID: [Screen]] = [:]
        var order: [CoordinatorID] = []
        for screen in removed {
            if byOwner[screen.owner] == nil { order.append(screen.owner) }
            byOwner[screen.owner, default: []].append(screen)
        }
        for owner in order {
            tree.node(owner)?.coordinator.userDidRemoveScreens(byOwner[owner] ?? [])
        }
    }
}

/// The navigator, held weakly, for the completions of host commands: one per navigator.
@MainActor
final class WeakNavigator {
    weak var navigator: Navigator?

    init() {}
}
