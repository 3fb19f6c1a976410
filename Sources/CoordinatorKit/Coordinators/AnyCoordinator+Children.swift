import IssueReporting

extension AnyCoordinator {
    /// Starts a child flow whose output the parent wants.
    ///
    /// ```swift
    /// startChild(LoginCoordinator(), as: .replacingRoot) { [weak self] outcome in
    ///     if let user = outcome.output { self?.showHome(for: user) }
    /// }
    /// ```
    /// The child runs `start()` at once, in the same transaction as whatever else the parent
    /// does now. `onFinish` is called exactly once: with `.finished(output)` when the child calls
    /// `finish(with:)`, with `.cancelled` when its screens leave the state any other way.
    /// - Parameters:
    ///   - child: a new coordinator, not started, with no parent.
    ///   - presentation: where the child's screens go.
    ///   - animated: whether the child's first screens animate in.
    ///   - onFinish: called once when the child's flow ends.
    public func startChild<Child: ProducesOutput>(
        _ child: Child,
        as presentation: ChildPresentation,
        animated: Bool = true,
        onFinish: @escaping @MainActor (Outcome<Child.Output>) -> Void = { _ in }
    ) {
        attach(child, as: presentation, animated: animated, onFinish: Self.typed(onFinish, from: child))
    }

    /// Starts a child flow that yields no output.
    ///
    /// ```swift
    /// startChild(BuyCoordinator(product: product), as: .push) { outcome in
    ///     print("buy flow ended: \(outcome)")
    /// }
    /// ```
    /// - Parameters:
    ///   - child: a new coordinator, not started, with no parent.
    ///   - presentation: where the child's screens go.
    ///   - animated: whether the child's first screens animate in.
    ///   - onFinish: called once when the child's flow ends.
    public func startChild<Child: AnyCoordinator>(
        _ child: Child,
        as presentation: ChildPresentation,
        animated: Bool = true,
        onFinish: @escaping @MainActor (Outcome<Void>) -> Void = { _ in }
    ) {
        attach(child, as: presentation, animated: animated, onFinish: Self.typed(onFinish, from: child))
    }

    /// Starts a child flow and waits for its outcome.
    ///
    /// ```swift
    /// let outcome = await run(BuyCoordinator(cart: cart), as: .sheet)
    /// if let order = outcome.output { orders.insert(order) }
    /// ```
    /// - Parameters:
    ///   - child: a new coordinator, not started, with no parent.
    ///   - presentation: where the child's screens go.
    ///   - animated: whether the child's first screens animate in.
    /// - Returns: the child's outcome; `.cancelled` at once if the child could not be started.
    public func run<Child: ProducesOutput>(
        _ child: Child, as presentation: ChildPresentation, animated: Bool = true
    ) async -> Outcome<Child.Output> {
        await outcome(of: child, as: presentation, animated: animated)
    }

    /// Starts a child flow that yields no output, and waits for it to end.
    /// - Returns: `.finished(())` or `.cancelled`.
    public func run<Child: AnyCoordinator>(
        _ child: Child, as presentation: ChildPresentation, animated: Bool = true
    ) async -> Outcome<Void> {
        await outcome(of: child, as: presentation, animated: animated)
    }

    /// Starts a child and suspends until its one outcome; `.cancelled` at once if it could not
    /// be started.
    private func outcome<Output: Sendable>(
        of child: AnyCoordinator, as presentation: ChildPresentation, animated: Bool
    ) async -> Outcome<Output> {
        await withCheckedContinuation { continuation in
            let resume: @MainActor (Outcome<Output>) -> Void = { continuation.resume(returning: $0) }
            let started = attach(child, as: presentation, animated: animated, onFinish: Self.typed(resume, from: child))
            if !started { continuation.resume(returning: .cancelled) }
        }
    }

    // Keeps the child's name, not the child: the handler is stored on the child.
    private static func typed<Output>(
        _ handler: @escaping @MainActor (Outcome<Output>) -> Void, from child: AnyCoordinator
    ) -> (ErasedOutcome) -> Void {
        let child = child.description
        return { erased in
            switch erased {
            case .cancelled:
                handler(.cancelled)
            case .finished(let value):
                if let output = value as? Output {
                    handler(.finished(output))
                } else {
                    reportIssue("\(child) finished with \(value), not the \(Output.self) its parent expects; the parent gets .cancelled.")
                    handler(.cancelled)
                }
            }
        }
    }

    @discardableResult
    func attach(
        _ child: AnyCoordinator,
        as presentation: ChildPresentation,
        animated: Bool,
        onFinish: @escaping (ErasedOutcome) -> Void
    ) -> Bool {
        guard let navigator = runningNavigator(for: "start \(child) as \(presentation)") else { return false }
        guard child.status == .ready, child.parent == nil, child !== self else {
            reportIssue("\(self) cannot start \(child): a child can be started once, by one parent; this one is \(child.status == .ready ? "already a child of \(child.parent.map(String.init(describing:)) ?? "another coordinator")" : "already started").")
            return false
        }
        let home: Home
        switch presentation {
        case .push:
            guard let stack = currentStack(in: navigator.currentState) else {
                reportIssue("\(self) cannot start \(child) as .push: it has no stack of its own to push onto.")
                return false
            }
            home = .stack(stack)
        case .sheet, .fullScreenCover, .popover, .replacingRoot:
            home = .unplaced(presentation)
        }
        adopt(child, home: home, on: navigator, animated: animated, onFinish: onFinish)
        return true
    }

    func adopt(
        _ child: AnyCoordinator, home: Home, on navigator: Navigator, animated: Bool,
        onFinish: @escaping (ErasedOutcome) -> Void
    ) {
        child.parent = self
        child.outcomeHandler = onFinish
        children.append(child)
        navigator.run(child, home: home, animated: animated)
    }

    /// Ends this flow with an outcome for its parent, in one transaction.
    func end(with outcome: ErasedOutcome, animated: Bool, request: String) {
        guard let navigator = runningNavigator(for: request) else { return }
        navigator.transaction(animated: animated) {
            let ended = subtree
            if let parent { navigator.orphanedParents.append(WeakCoordinator(coordinator: parent)) }
            navigator.removeScreens(ownedBy: Set(ended.map(\.id)))
            for coordinator in ended.reversed() {
                coordinator.markEnded(with: coordinator === self ? outcome : .cancelled)
            }
            for coordinator in ended.reversed() { coordinator.deliverOutcome() }
        }
    }

    /// This coordinator and all its descendants, parents before children.
    var subtree: [AnyCoordinator] {
        [self] + children.flatMap(\.subtree)
    }

    /// Marks the flow ended and detaches it; the outcome waits for ``deliverOutcome()``.
    func markEnded(with outcome: ErasedOutcome) {
        guard status == .running else { return }
        status = .ended
        pendingOutcome = outcome
        parent?.children.removeAll { $0 === self }
        navigator?.coordinators[id] = nil
    }

    /// Gives the parent its one outcome, then lets go of the parent and the handler.
    func deliverOutcome() {
        guard let outcome = pendingOutcome else { return }
        pendingOutcome = nil
        let handler = outcomeHandler
        outcomeHandler = nil
        parent = nil
        handler?(outcome)
    }

    /// The topmost stack that holds one of this coordinator's screens, else its home stack.
    func currentStack(in state: NavigationState) -> StackID? {
        for layer in state.layers.reversed() {
            let visible = layer.visibleStackID
            let ordered = [visible] + layer.stackIDs.filter { $0 != visible }
            for stackID in ordered where state.stack(stackID)?.screens.contains(where: { $0.owner == id }) == true {
                return stackID
            }
        }
        if case .stack(let home) = home, state.stack(home) != nil { return home }
        return nil
    }
}
