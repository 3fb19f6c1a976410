// What happens while a link is opened, gathered instead of reported: a verb's refusal, a guard's
// denial or redirect. `Navigator.open` turns them into a `DeepLinkError` (or a redirect) and drops
// every change the link made.

/// The link being opened on this call stack, if any.
final class LinkAttempt: @unchecked Sendable {
    // Read and written on the main actor only: the navigator, its coordinators and `CallSite`
    // calls made from them. `@unchecked` because a task-local value must be `Sendable`.
    @TaskLocal static var current: LinkAttempt?

    /// What stops the link, the first one that happened.
    private(set) var stop: Stop?

    /// A route the user allowed when its guard asked, so the guard's question is not asked
    /// again when the link opens again.
    let allowed: (route: AnyRoute, guardedBy: CoordinatorID)?

    /// A route whose guard redirected the link before it opened again: the guard may not
    /// redirect it once more.
    let redirected: (route: AnyRoute, guardedBy: CoordinatorID)?

    /// Flows whose leave guards asked the user, who let them go, before the link opened again.
    let leaveAllowed: SmallSet<CoordinatorID>

    init(
        allowed: (route: AnyRoute, guardedBy: CoordinatorID)? = nil,
        redirected: (route: AnyRoute, guardedBy: CoordinatorID)? = nil,
        leaveAllowed: SmallSet<CoordinatorID> = SmallSet()
    ) {
        self.allowed = allowed
        self.redirected = redirected
        self.leaveAllowed = leaveAllowed
    }

    /// Whether the guard of `guardedBy` redirected `route` before the link opened again.
    func hasRedirected(_ route: AnyRoute, guardedBy: CoordinatorID) -> Bool {
        redirected.map { $0.guardedBy == guardedBy && $0.route == route } ?? false
    }

    enum Stop {
        /// A verb reported this refusal.
        case refused(String)
        /// A guard denied a route.
        case denied(route: String, coordinator: String, reason: any Error & Sendable)
        /// A guard asked for another flow first.
        case redirect(flow: AnyCoordinator, presentation: ChildPresentation, route: AnyRoute, guardedBy: CoordinatorID)
        /// A coordinator asked to open the link again when a flow that runs finishes.
        case waitFor(AnyCoordinator)
        /// A guard asks the user before it allows a route.
        case confirm(Question<Bool>, route: AnyRoute, guardedBy: CoordinatorID)
        /// A flow's leave guard kept its screens.
        case leaveDenied(flow: String)
        /// A flow's leave guard asks the user before it lets its screens go.
        case leaveConfirm(Question<Bool>, flow: AnyCoordinator)
    }

    func record(_ stop: Stop) {
        if self.stop == nil { self.stop = stop }
    }

    /// Records a leave guard's refusal of the link's change.
    func record(_ refusal: LeaveVerdict) {
        switch refusal {
        case .allowed: return
        case .denied(let flow): record(.leaveDenied(flow: flow.description))
        case .confirm(let question, let flow): record(.leaveConfirm(question, flow: flow))
        }
    }
}

/// Thrown through the transaction of a link that stopped, so it rolls back.
struct LinkStopped: Error {}
