// Leave guards asked before a gesture by hand begins, where the platform asks the host first
// (UIKit's `presentationControllerShouldDismiss`, a back button's `backAction`, the pop
// gesture's `gestureRecognizerShouldBegin`): a refused gesture then never moves, instead of
// completing and coming back. The host asks `userMayDismiss(_:)` or `userMayGoBack(in:)` as the
// gesture would begin, and tells `userWasKeptFromDismissing(_:)` or `userWasKeptFromGoingBack(in:)`
// once it refused it; what the guards answered is kept for that one gesture, so that no guard
// hears the same gesture twice.

extension Navigator {
    /// Whether the user may dismiss a layer by hand (swipe a sheet down, tap outside a popover),
    /// as the leave guards of the flows whose screens the dismissal would take say now.
    ///
    /// A host calls it where the platform asks before the gesture begins; it changes nothing
    /// the app sees. When the guards allow, the dismissal's report asks them no more; when one
    /// asks the user, the host calls ``userWasKeptFromDismissing(_:)`` once the platform refused
    /// the gesture, and the question is asked then.
    /// - Parameter layer: a presented layer the host shows.
    /// - Returns: `false` when a guard denies or asks the user: the platform keeps the layer.
    package func userMayDismiss(_ layer: LayerID) -> Bool {
        userMay(.dismissal(layer), edit: dismissalEdit(of: layer), cause: leaveCause(of: .dismissed(layer)))
    }

    /// The platform kept a layer the user tried to dismiss by hand, as ``userMayDismiss(_:)``
    /// said: a guard that asks the user asks its question now, and a confirming answer
    /// dismisses the layer in one render. Nothing happens for a layer a guard denied.
    /// - Parameter layer: the layer ``userMayDismiss(_:)`` kept.
    package func userWasKeptFromDismissing(_ layer: LayerID) {
        let cause = leaveCause(of: .dismissed(layer))
        userWasKept(from: .dismissal(layer)) { [weak self] in
            // What the user allowed: the layer, and those shown over it then.
            guard let self, let edit = dismissalEdit(of: layer) else { return }
            applyAgain(edit, change: .dismissed(layer), cause: cause)
        }
    }

    /// Whether the user may go back in a stack by hand (the back button, an edge swipe), as the
    /// leave guards of the flows whose screens the pop of its top screen would take say now.
    ///
    /// A host calls it where the platform asks before the gesture begins, for the stacks whose
    /// top screen's flow said its answer may change (``announcesLeaveDecisions(_:)``); it
    /// changes nothing the app sees. When the guards allow, the pop's report asks them no more;
    /// when one asks the user, the host calls ``userWasKeptFromGoingBack(in:)`` once it kept the
    /// screen, and the question is asked then.
    /// - Parameter stack: a stack the host shows.
    /// - Returns: `false` when a guard denies or asks the user: the host keeps the screen.
    package func userMayGoBack(in stack: StackID) -> Bool {
        userMay(.back(stack), edit: backEdit(in: stack)?.edit, cause: .back)
    }

    /// The host kept the top screen of a stack the user tried to go back from, as
    /// ``userMayGoBack(in:)`` said: a guard that asks the user asks its question now, and a
    /// confirming answer pops the screen in one render. Nothing happens for a denied one.
    /// - Parameter stack: the stack ``userMayGoBack(in:)`` kept.
    package func userWasKeptFromGoingBack(in stack: StackID) {
        userWasKept(from: .back(stack)) { [weak self] in
            // What the user allowed: the top screen the back button showed then, if it still is.
            guard let self, let back = backEdit(in: stack) else { return }
            applyAgain(back.edit, change: .popped(to: back.below, in: stack), cause: .back)
        }
    }

    /// Whether the user may tap the selected tab again, which pops its stack to its root, as the
    /// leave guards of the flows whose screens that would take say now.
    ///
    /// A host calls it where the platform asks before the tap selects (UIKit's
    /// `tabBarController(_:shouldSelect:)`), for a stack with a screen of a flow that said its
    /// answer may change; it changes nothing the app sees. As for ``userMayGoBack(in:)``, the
    /// host calls ``userWasKeptFromReselecting(_:in:)`` once it refused the tap.
    /// - Parameters:
    ///   - tab: the selected tab.
    ///   - layer: the layer that shows the tabs.
    /// - Returns: `false` when a guard denies or asks the user: the host keeps the screens.
    package func userMayReselect(_ tab: TabID, in layer: LayerID) -> Bool {
        let stack = StackID(layer: layer, tab: tab)
        return userMay(.reselect(stack), edit: reselectEdit(in: stack), cause: .back)
    }

    /// The host refused a tap on the selected tab, as ``userMayReselect(_:in:)`` said: a guard
    /// that asks the user asks its question now, and a confirming answer pops the tab's stack to
    /// its root in one render. Nothing happens for a denied one.
    /// - Parameters:
    ///   - tab: the tab ``userMayReselect(_:in:)`` kept.
    ///   - layer: the layer that shows the tabs.
    package func userWasKeptFromReselecting(_ tab: TabID, in layer: LayerID) {
        let stack = StackID(layer: layer, tab: tab)
        userWasKept(from: .reselect(stack)) { [weak self] in
            guard let self, let edit = reselectEdit(in: stack) else { return }
            applyAgain(edit, change: .reselectedTab(tab, in: layer), cause: .back)
        }
    }

    /// Asks the leave guards, ahead of any gesture, whether the user may dismiss a layer by hand
    /// (swipe a sheet down, tap outside a popover), for a host whose platform asks nothing before
    /// the gesture begins but lets it lock the layer (SwiftUI's `interactiveDismissDisabled(_:)`).
    ///
    /// The host asks for the layer on top when a flow whose screens it shows says its answer may
    /// change (``announcesLeaveDecisions(_:)``), and again when what the layer shows changes. The
    /// answer is kept for the layer's next dismissal by hand, which asks the guards no more: an
    /// allowed one is committed; one a guard asks about is refused, and the question asked.
    /// - Parameter layer: a presented layer the host shows.
    /// - Returns: `true` when a guard denies: the host locks the layer, and the platform refuses
    ///   the gesture itself.
    package func leaveGuardsDeny(dismissing layer: LayerID) -> Bool {
        let answer = guardsAnswer(to: dismissalEdit(of: layer), cause: leaveCause(of: .dismissed(layer)))
        runtime.leaveGuards.answeredAhead = answer.map { (layer, $0) }
        if case .refused(.denied)? = answer { return true }
        return false
    }

    /// Forgets what the guards answered ahead of a dismissal by hand
    /// (``leaveGuardsDeny(dismissing:)``): the host shows no layer it asked them about.
    package func forgetLeaveAnswerAhead() {
        runtime.leaveGuards.answeredAhead = nil
    }

    /// Whether the flow that owns a screen said its leave guard's answer may change
    /// (``AnyCoordinator/leaveDecisionDidChange()``): a host then hooks the gestures that would
    /// take the screen, where the platform lets it refuse them before they begin.
    /// - Parameter owner: the owner of a shown screen.
    private func announcesLeaveDecisions(_ owner: CoordinatorID) -> Bool {
        !runtime.leaveGuards.announcing.isEmpty && runtime.leaveGuards.announcing.contains(owner)
    }

    /// Whether any flow said its leave guard's answer may change: a host with none hooks nothing.
    package var hasFlowsAnnouncingLeaveDecisions: Bool { !runtime.leaveGuards.announcing.isEmpty }

    /// Whether a host asks the leave guards before the back button or the edge swipe takes the
    /// top screen of `stack`: its flow said its answer may change. Every host hooks by this rule.
    /// - Parameter stack: a stack the host shows.
    package func asksBeforeGoingBack(in stack: Stack) -> Bool {
        guard hasFlowsAnnouncingLeaveDecisions, stack.count > 1, let top = stack.top else { return false }
        return announcesLeaveDecisions(top.owner)
    }

    /// Whether a host asks the leave guards before a tap on the selected tab pops `stack` to its
    /// root: the flow of a screen above the root said its answer may change.
    /// - Parameter stack: the selected tab's stack, as the host shows it.
    package func asksBeforePoppingToRoot(_ stack: Stack) -> Bool {
        hasFlowsAnnouncingLeaveDecisions && stack.screens.dropFirst().contains { announcesLeaveDecisions($0.owner) }
    }

    /// Whether a host asks the leave guards ahead of a dismissal by hand of `layer`: the flow of
    /// one of its screens said its answer may change.
    /// - Parameter layer: a presented layer the host shows.
    package func asksBeforeDismissing(_ layer: Layer) -> Bool {
        hasFlowsAnnouncingLeaveDecisions
            && layer.content.stacks.contains { place in
                place.stack.screens.contains { announcesLeaveDecisions($0.owner) }
            }
    }

    /// A flow said its leave guard's answer may have changed: the host looks again at the
    /// gestures it hooks.
    func leaveDecisionDidChange(of flow: AnyCoordinator) {
        guard tree.node(flow.id) != nil else { return }
        if runtime.leaveGuards.announcing.insert(flow.id).inserted {
            // Flows that ended since they said so are no longer looked for.
            runtime.leaveGuards.announcing = runtime.leaveGuards.announcing.filter { tree.node($0) != nil }
        }
        (runtime.host as? any LeaveGuardHooking)?.leaveDecisionsDidChange()
    }

    /// Asks the guards about a gesture about to begin, and keeps their answer for its report
    /// (allowed) or for ``userWasKept(from:again:)`` (asked).
    private func userMay(_ gesture: GuardedGesture, edit: RenderLoop.TargetEdit?, cause: LeaveCause) -> Bool {
        runtime.leaveGuards.allowedGesture = nil
        runtime.leaveGuards.confirmedGesture = nil
        switch guardsAnswer(to: edit, cause: cause) {
        case nil:
            return true
        case .allowed(let flows)?:
            runtime.leaveGuards.allowedGesture = (gesture, flows)
            return true
        case .refused(let verdict)?:
            if case .confirm = verdict { runtime.leaveGuards.confirmedGesture = (gesture, verdict) }
            return false
        }
    }

    /// What the leave guards of the flows whose screens `edit` of the target would take say
    /// now, with `cause`: `nil` when it takes no flow's screens (or there is no such edit).
    private func guardsAnswer(to edit: RenderLoop.TargetEdit?, cause: LeaveCause) -> GestureAnswer? {
        guard let edit else { return nil }
        var target = state
        target.apply(edit)
        let removed = tree.settling(committed: state, next: target, requests: []).diff.removed
        guard !removed.isEmpty else { return nil }
        let verdict = leaveVerdict(removing: removed, cause: cause, exempt: { _ in false })
        guard case .allowed = verdict else { return .refused(verdict) }
        return .allowed(flows(of: removed))
    }

    /// Asks the question of a guard that confirms a gesture the host refused, and runs `again`
    /// when the user allows.
    private func userWasKept(from gesture: GuardedGesture, again: @escaping @MainActor () -> Void) {
        guard let confirmed = runtime.leaveGuards.confirmedGesture, confirmed.gesture == gesture else { return }
        runtime.leaveGuards.confirmedGesture = nil
        followUp(confirmed.verdict, again: again)
        deliverDueOutcomes()
    }

    /// The edit of the target a dismissal of `layer` by hand makes: the layer and those
    /// rendered over it leave; `nil` when the host shows no such presented layer.
    private func dismissalEdit(of layer: LayerID) -> RenderLoop.TargetEdit? {
        var rendered = renderedState
        guard let seen = try? rendered.dismiss(layer) else { return nil }
        return .dismiss(Set(seen.map(\.id)))
    }

    /// The edit of the target a back tap in `stack` makes, and the screen it goes back to;
    /// `nil` when the host shows no such stack, or it shows its root.
    private func backEdit(in stack: StackID) -> (edit: RenderLoop.TargetEdit, below: ScreenID)? {
        guard let screens = renderedState.stack(stack)?.screens, screens.count > 1, let top = screens.last else {
            return nil
        }
        return (.removeScreens([top.id], from: stack), screens[screens.count - 2].id)
    }

    /// The edit of the target a tap on the selected tab makes: every screen above its stack's
    /// root leaves; `nil` when the host shows no such stack, or it shows its root.
    private func reselectEdit(in stack: StackID) -> RenderLoop.TargetEdit? {
        guard let screens = renderedState.stack(stack)?.screens, screens.count > 1 else { return nil }
        return .removeScreens(Set(screens.dropFirst().map(\.id)), from: stack)
    }

    /// The flows that own `removed`, each once, the app left out.
    private func flows(of removed: [Screen]) -> [CoordinatorID] {
        var seen = SmallSet<CoordinatorID>()
        var flows: [CoordinatorID] = []
        for screen in removed where screen.owner != .app && seen.insert(screen.owner) { flows.append(screen.owner) }
        return flows
    }

    /// What the guards answered, before its report, about the user's change that `change`
    /// reports: as the gesture began (``userMayDismiss(_:)``, ``userMayGoBack(in:)``,
    /// ``userMayReselect(_:in:)``), or ahead of it (``leaveGuardsDeny(dismissing:)``); taken
    /// once. `nil` when they were not asked, or a flow whose guard refused has ended since.
    func answerGivenBefore(_ change: UserChange) -> GestureAnswer? {
        if runtime.leaveGuards.allowedGesture != nil, let flows = flowsThatAllowed(change) {
            return .allowed(flows)
        }
        guard let ahead = runtime.leaveGuards.answeredAhead, case .dismissed(let layer) = change, ahead.layer == layer
        else { return nil }
        runtime.leaveGuards.answeredAhead = nil
        switch ahead.answer {
        case .refused(.denied(let flow)), .refused(.confirm(_, let flow)):
            return flow.status == .running && tree.node(flow.id) != nil ? ahead.answer : nil
        case .allowed, .refused(.allowed):
            return ahead.answer
        }
    }

    /// The flows that allowed, before the gesture began, the user's change that `change`
    /// reports; taken once, as the gesture's report arrives.
    private func flowsThatAllowed(_ change: UserChange) -> [CoordinatorID]? {
        guard let allowed = runtime.leaveGuards.allowedGesture else { return nil }
        runtime.leaveGuards.allowedGesture = nil
        switch (change, allowed.gesture) {
        case (.dismissed(let layer), .dismissal(let allowedLayer)) where layer == allowedLayer:
            return allowed.flows
        case (.popped(_, let stack), .back(let allowedStack)) where stack == allowedStack:
            return allowed.flows
        case (.popped(_, let stack), .reselect(let allowedStack)) where stack == allowedStack:
            // UIKit pops the selected tab's stack to its root, and its navigation controller
            // reports that pop.
            return allowed.flows
        case (.reselectedTab(let tab, let layer), .reselect(let allowedStack))
        where StackID(layer: layer, tab: tab) == allowedStack:
            return allowed.flows
        default:
            return nil
        }
    }
}
