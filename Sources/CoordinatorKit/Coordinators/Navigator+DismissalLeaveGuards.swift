// Leave guards asked before a dismissal by hand begins, where the platform asks the host first
// (UIKit's `presentationControllerShouldDismiss`): a refused sheet then never moves, instead of
// leaving and coming back. The host asks `userMayDismiss(_:)` as the gesture would begin, and
// tells `userWasKeptFromDismissing(_:)` once the platform refused it; what the guards answered
// is kept for that one gesture, so that no guard hears the same swipe twice.

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
        runtime.leaveGuards.allowedDismissal = nil
        runtime.leaveGuards.confirmedDismissal = nil
        guard let edit = dismissalEdit(of: layer) else { return true }
        var target = state
        target.apply(edit)
        let removed = tree.settling(committed: state, next: target, requests: []).diff.removed
        guard !removed.isEmpty else { return true }
        switch leaveVerdict(removing: removed, cause: leaveCause(of: .dismissed(layer)), exempt: { _ in false }) {
        case .allowed:
            var seen = SmallSet<CoordinatorID>()
            var flows: [CoordinatorID] = []
            for screen in removed where screen.owner != .app && seen.insert(screen.owner) { flows.append(screen.owner) }
            runtime.leaveGuards.allowedDismissal = (layer, flows)
            return true
        case .denied:
            return false
        case .confirm(let question, let flow):
            runtime.leaveGuards.confirmedDismissal = (layer, .confirm(question, by: flow))
            return false
        }
    }

    /// The platform kept a layer the user tried to dismiss by hand, as ``userMayDismiss(_:)``
    /// said: a guard that asks the user asks its question now, and a confirming answer
    /// dismisses the layer in one render. Nothing happens for a layer a guard denied.
    /// - Parameter layer: the layer ``userMayDismiss(_:)`` kept.
    package func userWasKeptFromDismissing(_ layer: LayerID) {
        guard let confirmed = runtime.leaveGuards.confirmedDismissal, confirmed.layer == layer else { return }
        runtime.leaveGuards.confirmedDismissal = nil
        let cause = leaveCause(of: .dismissed(layer))
        followUp(confirmed.verdict) { [weak self] in
            // What the user allowed: the layer, and those shown over it then.
            guard let self, let edit = dismissalEdit(of: layer) else { return }
            applyAgain(edit, change: .dismissed(layer), cause: cause)
        }
        deliverDueOutcomes()
    }

    /// The edit of the target a dismissal of `layer` by hand makes: the layer and those
    /// rendered over it leave; `nil` when the host shows no such presented layer.
    private func dismissalEdit(of layer: LayerID) -> RenderLoop.TargetEdit? {
        var rendered = renderedState
        guard let seen = try? rendered.dismiss(layer) else { return nil }
        return .dismiss(Set(seen.map(\.id)))
    }

    /// The flows that allowed, before the gesture began, the user's dismissal that `change`
    /// reports; taken once, as the gesture's report arrives.
    func flowsThatAllowed(_ change: UserChange) -> [CoordinatorID]? {
        guard let allowed = runtime.leaveGuards.allowedDismissal else { return nil }
        runtime.leaveGuards.allowedDismissal = nil
        guard case .dismissed(let layer) = change, layer == allowed.layer else { return nil }
        return allowed.flows
    }
}
