extension Navigator {
    /// Starts the window's root flow: the coordinator's first screens become the window's root.
    ///
    /// ```swift
    /// let navigator = Navigator()
    /// navigator.attach(host)
    /// navigator.start(AppCoordinator())
    /// ```
    /// Once the root flow has ended (its last screen or child is gone), another can be started.
    /// - Parameters:
    ///   - root: a new coordinator, not started.
    ///   - animated: whether the first screens animate in.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func start(
        _ root: AnyCoordinator, animated: Bool = false,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        if let running = rootCoordinator {
            return site.report("The navigator already runs \(running); start \(root) as its child with startChild(_:as:).")
        }
        _ = startFlow(root, under: nil, home: .unplaced(.replacingRoot), animated: animated, site: site, onFinish: nil)
    }

    /// Adopts a coordinator into the tree and runs its `start()` in a transaction level of its
    /// own. A coordinator whose start shows nothing and starts no child is reported and
    /// discarded with its level.
    /// - Returns: whether the coordinator runs.
    func startFlow(
        _ child: AnyCoordinator, under parent: AnyCoordinator?, home: Home, animated: Bool,
        site: CallSite, onFinish: ((ErasedOutcome) -> Void)?
    ) -> Bool {
        if let refusal = tree.refusal(toAdopt: child, under: parent) {
            site.report("\(parent.map(String.init(describing:)) ?? "The navigator") cannot start \(child): \(refusal).")
            return false
        }
        openLevel(animated: animated, cause: .code(requester: parent?.description))
        let node = tree.adopt(child, under: parent, home: home, on: self, onFinish: onFinish)
        transaction?.recordStart(of: child.id)
        child.start()
        node.showedInDraft = currentState.hasScreen(ownedBy: child.id)
        let showsSomething = node.showedInDraft || node.children.contains { $0.coordinator.status == .running }
        if !node.startFailed, !showsSomething {
            site.report("\(child) showed no screen and started no child in start(); a flow must show its first screen there. It ends, cancelled.")
        }
        let runs = showsSomething && !node.startFailed
        closeLevel(keeping: runs)
        return runs
    }

    /// Applies a flow's change to the state being built, and reports one that cannot be made,
    /// at the app's line, instead of throwing it; nothing changes then.
    func change(
        by coordinator: AnyCoordinator, request: @autoclosure () -> String, animated: Bool, site: CallSite,
        _ body: (inout NavigationState, FlowScope) throws(NavigationError) -> Void
    ) {
        guard let node = tree.node(coordinator.id) else { return }
        let scope = tree.scope(of: node)
        openLevel(animated: animated, cause: .code(requester: coordinator.description))
        do throws(NavigationError) {
            guard let open = transaction else { preconditionFailure("Navigator: a flow's change with no transaction open.") }
            var draft = open.draft
            let before = draft
            try body(&draft, scope)
            // What the change ends ends with it (a flow popped past takes its sheets): check the
            // ancestors' screens after that, too. A root flow has none to keep, and a change that
            // can end no flow removes nothing (the usual push or new layer): nothing to check.
            if !scope.ancestors.isEmpty {
                let started = open.started
                if tree.mayEndFlows(from: before, to: draft, started: started) {
                    let settled = tree.plannedEndings(committed: before, next: draft, requests: [], started: started).next
                    try before.checkAncestorsKeep(settled, scope: scope, request: request())
                } else {
                    tree.checkEndsNothing(from: before, to: draft, started: started)
                }
            }
            transaction?.draft = draft
        } catch {
            site.report("\(coordinator): \(error)")
            closeLevel(keeping: false)
            return
        }
        closeLevel(keeping: true)
    }

    /// Ends a flow with an outcome: its screens, and those of every flow below it, leave in
    /// this transaction; the outcome is delivered once it is committed.
    func requestEnd(of coordinator: AnyCoordinator, with outcome: ErasedOutcome, animated: Bool) {
        guard let node = tree.node(coordinator.id) else { return }
        openLevel(animated: animated, cause: .code(requester: coordinator.description))
        transaction?.recordEnd(of: coordinator.id, with: outcome)
        transaction?.draft.removeScreens(ownedBy: Set(node.subtreeIDs))
        closeLevel(keeping: true)
    }

    /// Whether a flow may navigate now, or the reason it may not.
    func refusal(toNavigate coordinator: AnyCoordinator) -> String? {
        if updateBodies > 0 {
            return "was called inside a navigator.update { } body, which only edits the state it is given; group coordinator calls with navigator.transaction { } instead."
        }
        // Read once: each `transaction?.…` copies the open transaction. Usually no flow asked to
        // end in it, and there is nothing more to look at.
        guard let open = transaction, !open.endRequests.isEmpty else { return nil }
        if open.endRequested(by: coordinator.id) { return "was called after the flow finished." }
        var ancestor = tree.node(coordinator.id)?.parent
        while let current = ancestor {
            if open.endRequested(by: current.id) {
                return "was called after \(current.coordinator), which runs it, finished."
            }
            ancestor = current.parent
        }
        return nil
    }

    /// The running coordinator with an identity: the owner of a screen, as a host looks it up
    /// to build the screen.
    /// - Parameter id: a ``Screen/owner``.
    /// - Returns: the coordinator, while it runs.
    public func coordinator(for id: CoordinatorID) -> AnyCoordinator? {
        tree.node(id)?.coordinator
    }

    /// The coordinator tree, one line per coordinator, children under their parent, each with
    /// the screens it owns:
    ///
    /// ```
    /// AppCoordinator
    /// └─ MainTabsCoordinator
    ///    ├─ CatalogCoordinator: [productList] [product(id: 1)]
    ///    │  └─ BuyCoordinator: [cart]
    ///    └─ OrdersCoordinator: [orderList]
    /// ```
    public var coordinatorTreeDescription: String {
        guard let root = tree.root else { return "(no coordinator)" }
        var owned: [CoordinatorID: [String]] = [:]
        for screen in currentState.screens { owned[screen.owner, default: []].append(screen.description) }
        var lines: [String] = []
        func visit(_ node: CoordinatorTree.Node, prefix: String, childPrefix: String) {
            let screens = owned[node.id].map { ": " + $0.joined(separator: " ") } ?? ""
            lines.append(prefix + node.coordinator.description + screens)
            for (index, child) in node.children.enumerated() {
                let last = index == node.children.count - 1
                visit(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
            }
        }
        visit(root, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }
}
