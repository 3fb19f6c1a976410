extension Navigator {
    /// Starts the window's root flow: the coordinator's first screens become the window's root.
    ///
    /// ```swift
    /// let navigator = Navigator()
    /// navigator.attach(host)
    /// navigator.start(AppCoordinator())
    /// ```
    /// The root flow may show nothing in `start()` and show its first screen later, once the app
    /// knows it (a session read from the keychain, a remote configuration): the window stays
    /// empty until then. Once the root flow has ended (its last screen or child is gone, or it
    /// finished), another can be started.
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
            return site.report(
                "The navigator already runs \(running); start \(root) as its child with startChild(_:as:).")
        }
        _ = startFlow(root, under: nil, home: .unplaced(.replacingRoot), animated: animated, site: site, onFinish: nil)
    }

    /// Adopts a coordinator into the tree and runs its `start()` in a transaction level of its
    /// own. A coordinator whose start could not show what it must (a tab bar without screens)
    /// is discarded with its level. One whose start shows nothing and starts no child runs,
    /// awaiting its first screen: the root for as long as it takes, a child until the end of
    /// this main-actor turn (``checkFlowsAwaitingFirstScreen()``). A parent that may not
    /// navigate now starts nothing, and that is reported.
    /// - Parameter home: where the child's screens go; `.unplaced(.push)` for the stack the
    ///   parent shows.
    /// - Returns: whether the coordinator runs.
    @discardableResult
    func startFlow(
        _ child: AnyCoordinator, under parent: AnyCoordinator?, home: Home, animated: Bool,
        site: CallSite, onFinish: ((ErasedOutcome) -> Void)?
    ) -> Bool {
        var home = home
        if let parent {
            let request = {
                if case .unplaced(let presentation) = home {
                    "start \(child) as \(presentation)"
                } else {
                    "start \(child)"
                }
            }
            guard allowsNavigation(by: parent, request: request(), site: site) else { return false }
            if home == .unplaced(.push) {
                guard let node = tree.node(parent.id), let stack = currentState.flowStack(of: tree.scope(of: node))
                else {
                    site.report(
                        "\(parent) cannot start \(child) as .push: \(parent) shows no stack of its own to push onto.")
                    return false
                }
                home = .stack(stack)
            }
        }
        if let refusal = tree.refusal(toAdopt: child, under: parent) {
            site.report("\(parent.map(String.init(describing:)) ?? "The navigator") cannot start \(child): \(refusal).")
            return false
        }
        openLevel(animated: animated, cause: .code(requester: parent?.description))
        if let parent { runtime.loop.recordActor(parent.id) }
        let node = tree.adopt(child, under: parent, home: home, on: self, onFinish: onFinish)
        runtime.loop.recordStart(of: child.id)
        child.start()
        guard !node.startFailed else {
            closeLevel(keeping: false)
            return false
        }
        if node.startReturned(showingScreens: currentState.hasScreen(ownedBy: child.id)), parent != nil {
            scheduleFirstScreenCheck(of: child.id, site: site)
        }
        closeLevel(keeping: true)
        return true
    }

    /// Ends, now, every child flow that started showing nothing and still shows nothing and runs
    /// no child: each is reported at the line that started it and ends, cancelled, so that its
    /// parent hears `.cancelled` and `await run(_:as:)` returns.
    ///
    /// The navigator does this by itself at the end of the main-actor turn in which such a flow
    /// started, from a task it schedules on the main actor. Tests call it where that turn would
    /// end, instead of waiting for the task; the scenario hosts' `settle()` does. A root flow
    /// started with ``start(_:animated:fileID:filePath:line:column:)`` is not checked: it may wait
    /// for its first screen as long as it needs.
    ///
    /// ```swift
    /// parent.startChild(ProfileCoordinator(), as: .sheet)   // its start() shows nothing
    /// withKnownIssue { navigator.checkFlowsAwaitingFirstScreen() }
    /// ```
    public func checkFlowsAwaitingFirstScreen() {
        let waiting = tree.takeFlowsAwaitingFirstScreen()
        var ending: [AnyCoordinator] = []
        for (id, site) in waiting {
            guard let node = tree.node(id), node.awaitsFirstScreen else { continue }
            node.stopAwaitingFirstScreen()
            // Inside an open transaction the flow may have shown its screen in the draft.
            if currentState.hasScreen(ownedBy: id) { continue }
            site.report(
                "\(node.coordinator) showed no screen and started no child by the end of the main-actor turn in which it started; show its first screen in start(), or right after starting it. It ends, cancelled."
            )
            ending.append(node.coordinator)
        }
        guard !ending.isEmpty else { return }
        transaction(animated: false) {
            for flow in ending { requestEnd(of: flow, with: .cancelled, animated: false) }
        }
    }

    /// Checks the flow at the end of this main-actor turn: from a task on the main actor, which
    /// runs once the code that runs now has returned.
    private func scheduleFirstScreenCheck(of id: CoordinatorID, site: CallSite) {
        guard tree.checkFirstScreen(of: id, site: site) else { return }
        // Made outside any link being opened: the check reports to the app, not to the link.
        LinkAttempt.$current.withValue(nil) {
            Task { @MainActor [weak self] in
                guard let self else { return }
                self.tree.scheduledFirstScreenCheckRuns()
                self.checkFlowsAwaitingFirstScreen()
            }
        }
    }

    /// Applies a flow's change to the state being built, and reports one that cannot be made,
    /// or that the flow may not make now, at the app's line, instead of throwing it; nothing
    /// changes then.
    /// - Returns: whether the change was made.
    @discardableResult
    func change(
        by coordinator: AnyCoordinator, request: @autoclosure () -> String, animated: Bool, site: CallSite,
        _ body: (inout NavigationState, FlowScope) throws(NavigationError) -> Void
    ) -> Bool {
        guard allowsNavigation(by: coordinator, request: request(), site: site), let node = tree.node(coordinator.id)
        else {
            return false
        }
        let scope = tree.scope(of: node)
        openLevel(animated: animated, cause: .code(requester: coordinator.description))
        runtime.loop.recordActor(coordinator.id)
        do throws(NavigationError) {
            var draft = currentState
            let before = draft
            try body(&draft, scope)
            // What the change ends ends with it (a flow popped past takes its sheets): check the
            // ancestors' screens after that, too; a flow that an earlier change left without
            // screens is the commit's to end, not this change's. A root flow has none to keep,
            // and a change that can end no flow removes nothing (the usual push or new layer):
            // nothing to check.
            if !scope.ancestors.isEmpty {
                if tree.mayEndFlows(from: before, to: draft) {
                    let started = runtime.loop.transaction?.started ?? []
                    let settled = tree.plannedEndings(ofChangeFrom: before, to: draft, started: started).next
                    if let ancestor = before.ancestorLosingScreens(to: settled, scope: scope) {
                        let name = tree.node(ancestor)?.coordinator.description ?? "\(ancestor)"
                        throw NavigationError(request(), .wouldRemoveAncestorScreens(flow: scope.name, ancestor: name))
                    }
                } else {
                    tree.checkEndsNothing(from: before, to: draft, started: runtime.loop.transaction?.started ?? [])
                }
            }
            runtime.loop.edit(draft: draft)
        } catch {
            site.report("\(coordinator): \(error)")
            closeLevel(keeping: false)
            return false
        }
        closeLevel(keeping: true)
        return true
    }

    /// Ends a flow at its own request, or reports, at the app's line, why it may not now.
    /// - Parameter misuse: what is wrong with the request itself, if anything, asked once the
    ///   flow may navigate; reported instead of ending the flow.
    func end(
        _ coordinator: AnyCoordinator, with outcome: ErasedOutcome, animated: Bool,
        request: @autoclosure () -> String, site: CallSite, misuse: () -> String? = { nil }
    ) {
        guard allowsNavigation(by: coordinator, request: request(), site: site) else { return }
        if let misuse = misuse() { return site.report(misuse) }
        requestEnd(of: coordinator, with: outcome, animated: animated)
    }

    /// Ends a flow with an outcome: its screens, and those of every flow below it, leave in
    /// this transaction; the outcome is delivered once it is committed.
    func requestEnd(of coordinator: AnyCoordinator, with outcome: ErasedOutcome, animated: Bool) {
        guard let node = tree.node(coordinator.id) else { return }
        openLevel(animated: animated, cause: .code(requester: coordinator.description))
        runtime.loop.recordActor(coordinator.id)
        runtime.loop.recordEnd(of: coordinator.id, with: outcome, removingScreensOf: Set(node.subtreeIDs))
        closeLevel(keeping: true)
    }

    /// Whether a flow may navigate now; when it may not, reports why at the app's line.
    func allowsNavigation(by coordinator: AnyCoordinator, request: @autoclosure () -> String, site: CallSite) -> Bool {
        guard let refusal = refusal(toNavigate: coordinator) else { return true }
        site.report("\(coordinator).\(request()) \(refusal) Nothing changes.")
        return false
    }

    /// Whether a flow may navigate now, or the reason it may not.
    private func refusal(toNavigate coordinator: AnyCoordinator) -> String? {
        if runtime.loop.isInUpdateBody {
            return
                "was called inside a navigator.update { } body, which only edits the state it is given; group coordinator calls with navigator.transaction { } instead."
        }
        // Usually no flow asked to end in the open transaction, and there is nothing more to
        // look at.
        guard runtime.loop.hasEndRequests, let open = runtime.loop.transaction else { return nil }
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
                visit(
                    child, prefix: childPrefix + (last ? "└─ " : "├─ "),
                    childPrefix: childPrefix + (last ? "   " : "│  "))
            }
        }
        visit(root, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }
}
