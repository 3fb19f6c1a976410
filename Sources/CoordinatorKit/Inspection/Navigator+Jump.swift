extension Navigator {
    /// Makes the target `state` in one change, as ``NavigationInspector/jump(to:animated:)``
    /// describes: every flow owning its screens runs, every screen it brings back passes its
    /// guard, and it asks no question that is not asked now.
    func jump(to state: NavigationState, label: String, animated: Bool) throws(NavigationInspector.JumpError) {
        guard !runtime.loop.isInTransaction else { throw .navigatorUnavailable }
        let now = currentState
        if let question = state.question, question != now.question { throw .questionGone("\(question.question.title)") }
        let shown = Set(now.screens.map(\.id))
        for screen in state.screens where screen.owner != .app {
            guard let node = tree.node(screen.owner) else {
                throw .flowEnded(endedFlowName(screen.owner) ?? "the flow that showed \(screen)")
            }
            // A jump asks nothing: a guard that would redirect or ask refuses as one that denies.
            // A route of another type than its owner's has no guard (`nil`).
            guard !shown.contains(screen.id), let guarded = node.coordinator as? any ErasedRouteGuard else { continue }
            switch guarded.decision(forAny: screen.route) {
            case .allow?, nil: continue
            case .deny?, .redirect?, .confirm?:
                throw .denied(route: screen.route.description, coordinator: node.coordinator.description)
            }
        }
        do {
            try state.validate(request: label)
        } catch {
            throw .invalid(error)
        }
        // A state from before the root flow showed its screens (or between two of its flows)
        // would end it, and the app with it.
        if let root = tree.root,
            tree.plannedEndings(ofChangeFrom: now, to: state, started: []).lost.contains(where: {
                $0.0 === root
            })
        {
            throw .endsTheRootFlow(root.coordinator.description)
        }
        openLevel(animated: animated, cause: .code(requester: label))
        runtime.loop.edit(draft: state)
        closeLevel(keeping: true)
    }

    /// The name the inspector recorded for a flow that ended, if it did.
    private func endedFlowName(_ id: CoordinatorID) -> String? {
        guard let inspector else { return nil }
        for entry in inspector.entries.reversed() {
            if case .flowEnded(let name, let flow) = entry.event, flow == id { return name }
        }
        return nil
    }
}
