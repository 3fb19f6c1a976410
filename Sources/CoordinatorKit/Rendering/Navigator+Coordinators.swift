import IssueReporting

extension Navigator {
    /// Starts the window's root flow: the coordinator's first screens become the window's root.
    ///
    /// ```swift
    /// let navigator = Navigator()
    /// navigator.attach(host)
    /// navigator.start(AppCoordinator())
    /// ```
    /// - Parameters:
    ///   - root: a new coordinator, not started.
    ///   - animated: whether the first screens animate in.
    public func start(_ root: AnyCoordinator, animated: Bool = false) {
        guard rootCoordinator == nil else {
            reportIssue("The navigator already runs \(rootCoordinator!); start another flow as its child.")
            return
        }
        guard root.status == .ready, root.parent == nil else {
            reportIssue("\(root) was started already; a coordinator starts once.")
            return
        }
        rootCoordinator = root
        run(root, home: .unplaced(.replacingRoot), animated: animated)
    }

    /// The state as it stands inside the current transaction.
    var currentState: NavigationState { draft ?? state }

    func run(_ coordinator: AnyCoordinator, home: Home, animated: Bool) {
        coordinator.navigator = self
        coordinator.home = home
        coordinator.status = .running
        coordinators[coordinator.id] = WeakCoordinator(coordinator: coordinator)
        transaction(animated: animated) { coordinator.start() }
    }

    /// Applies a coordinator's change inside the current transaction, reporting an impossible
    /// one instead of throwing it.
    func change(
        by coordinator: AnyCoordinator,
        animated: Bool,
        _ body: (inout NavigationState) throws -> Void
    ) {
        do {
            try update(animated: animated, cause: .code(requester: coordinator.description), body)
        } catch {
            reportIssue("\(coordinator): \(error)")
        }
    }

    /// Removes every screen the given coordinators own from the state being built.
    func removeScreens(ownedBy owners: Set<CoordinatorID>) {
        guard var next = draft else { return }
        next.removeScreens(ownedBy: owners)
        draft = next
    }

    /// Ends the coordinators that lost their last screen in the move from the committed state to
    /// `next`, and removes the screens of their descendants from `next`.
    /// - Returns: the ended coordinators, whose outcomes are due once `next` is committed, and
    ///   the screens that enter and leave.
    func settleCoordinators(to next: inout NavigationState) -> (ended: [AnyCoordinator], diff: ScreenDiff) {
        var ended: [AnyCoordinator] = []
        while true {
            let diff = ScreenDiff(from: state, to: next)
            guard !coordinators.isEmpty || !orphanedParents.isEmpty else { return (ended, diff) }
            var counts = ownedScreens
            for screen in diff.removed { counts[screen.owner, default: 0] -= 1 }
            for screen in diff.added { counts[screen.owner, default: 0] += 1 }
            var starts = orphanedParents.compactMap(\.coordinator)
            orphanedParents = []
            for owner in Set(diff.removed.map(\.owner)) {
                if let coordinator = coordinators[owner]?.coordinator { starts.append(coordinator) }
            }
            var candidates: [AnyCoordinator] = []
            for start in starts {
                var node: AnyCoordinator? = start
                while let current = node, current !== rootCoordinator {
                    candidates.append(current)
                    node = current.parent
                }
            }
            let lost = candidates.filter { $0.status == .running && !$0.isLive(counts) }
            guard !lost.isEmpty else { return (ended, diff) }
            let subtrees = lost.flatMap(\.subtree).filter { $0.status == .running }
            for coordinator in subtrees.reversed() {
                coordinator.markEnded(with: .cancelled)
                ended.append(coordinator)
            }
            next.removeScreens(ownedBy: Set(subtrees.map(\.id)))
        }
    }
}

extension AnyCoordinator {
    /// Whether the coordinator still has a reason to run: a flow that showed screens owns one
    /// still; a coordinator that never showed one has a running child that is live.
    func isLive(_ counts: [CoordinatorID: Int]) -> Bool {
        if (counts[id] ?? 0) > 0 { return true }
        if hasShownScreens { return false }
        return children.contains { $0.status == .running && $0.isLive(counts) }
    }
}
