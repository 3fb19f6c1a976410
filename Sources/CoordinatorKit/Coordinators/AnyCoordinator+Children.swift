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
    /// does now. `onFinish` is called exactly once, after the change that ended the child is
    /// committed: with `.finished(output)` when the child calls `finish(with:)`, with
    /// `.cancelled` when its screens leave the state any other way, or when the transaction that
    /// started it is dropped. A child that cannot be started (it ran already, or has a parent)
    /// is reported at this call and gets no outcome.
    /// - Parameters:
    ///   - child: a new coordinator, not started, with no parent.
    ///   - presentation: where the child's screens go.
    ///   - animated: whether the child's first screens animate in.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - onFinish: called once when the child's flow ends.
    public func startChild<Child: ProducesOutput>(
        _ child: Child,
        as presentation: ChildPresentation,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onFinish: @escaping @MainActor (Outcome<Child.Output>) -> Void = { _ in }
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        startChild(child, as: presentation, animated: animated, site: site, onFinish: Self.typed(onFinish, from: child))
    }

    /// Starts a child flow that yields no output.
    ///
    /// ```swift
    /// startChild(SettingsCoordinator(), as: .sheet) { outcome in
    ///     print("settings closed: \(outcome)")
    /// }
    /// ```
    /// For a child that ``ProducesOutput``, the overload whose handler takes the child's
    /// `Outcome<Output>` is chosen. A child that yields an output but is known here only as a
    /// plain coordinator (`AnyCoordinator`) cannot be heard through an `Outcome<Void>`: with a
    /// handler, that is reported at this call and nothing starts; start it with its own type.
    /// Without a handler it starts, and its output goes unheard.
    /// - Parameters:
    ///   - child: a new coordinator, not started, with no parent.
    ///   - presentation: where the child's screens go.
    ///   - animated: whether the child's first screens animate in.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - onFinish: called once when the child's flow ends; `nil` to hear nothing.
    @_disfavoredOverload
    public func startChild<Child: AnyCoordinator>(
        _ child: Child,
        as presentation: ChildPresentation,
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        onFinish: (@MainActor (Outcome<Void>) -> Void)? = nil
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let onFinish else {
            startChild(child, as: presentation, animated: animated, site: site) { _ in }
            return
        }
        guard acceptsNoOutput(from: child, request: "startChild(\(child), as: .\(presentation))", site: site) else {
            return
        }
        startChild(child, as: presentation, animated: animated, site: site, onFinish: Self.typed(onFinish, from: child))
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
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    /// - Returns: the child's outcome; `.cancelled` at once if the child could not be started.
    public func run<Child: ProducesOutput>(
        _ child: Child, as presentation: ChildPresentation, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Outcome<Child.Output> {
        await outcome(
            of: child, as: presentation, animated: animated,
            site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Starts a child flow that yields no output, and waits for it to end.
    ///
    /// A child that yields an output but is known here only as a plain coordinator is reported
    /// at this call, and nothing starts: start it with its own type to hear its output.
    /// - Returns: `.finished(())` or `.cancelled`; `.cancelled` at once if the child could not
    ///   be started.
    @_disfavoredOverload
    public func run<Child: AnyCoordinator>(
        _ child: Child, as presentation: ChildPresentation, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) async -> Outcome<Void> {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard acceptsNoOutput(from: child, request: "run(\(child), as: .\(presentation))", site: site) else {
            return .cancelled
        }
        return await outcome(of: child, as: presentation, animated: animated, site: site)
    }

    /// Starts a child and suspends until its one outcome; `.cancelled` at once if it could not
    /// be started, and `.cancelled` if its navigator is released while it runs.
    /// Hears the outcome of a child that runs already: one restored in a later launch (see
    /// ``didRestore(_:)``), or one whose outcome more code wants. Handlers run in the order they
    /// were given, after the one `startChild` got.
    ///
    /// ```swift
    /// override func didRestore(_ child: AnyCoordinator) {
    ///     if let buy = child as? BuyCoordinator { onFinish(of: buy) { [weak self] in self?.bought($0) } }
    /// }
    /// ```
    /// - Parameters:
    ///   - child: a running child of this coordinator.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - handler: called once with the child's outcome.
    public func onFinish<Child: ProducesOutput>(
        of child: Child,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ handler: @escaping @MainActor (Outcome<Child.Output>) -> Void
    ) {
        hear(
            child, site: CallSite(fileID: fileID, filePath: filePath, line: line, column: column),
            Self.typed(handler, from: child))
    }

    /// Hears the outcome of a child that produces no output and runs already.
    ///
    /// A child that yields an output but is known here only as a plain coordinator is reported
    /// at this call, and the handler is not kept: hear it with its own type.
    /// - Parameters:
    ///   - child: a running child of this coordinator.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - handler: called once with the child's outcome.
    @_disfavoredOverload
    public func onFinish<Child: AnyCoordinator>(
        of child: Child,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ handler: @escaping @MainActor (Outcome<Void>) -> Void
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard acceptsNoOutput(from: child, request: "onFinish(of: \(child))", site: site) else { return }
        hear(child, site: site, Self.typed(handler, from: child))
    }

    /// Whether an `Outcome<Void>` can tell `child`'s ending: it can unless the child yields an
    /// output (a ``ProducesOutput`` whose `Output` is not `Void`), which is reported at the app's
    /// line.
    func acceptsNoOutput(from child: AnyCoordinator, request: @autoclosure () -> String, site: CallSite) -> Bool {
        guard let output = Self.outputType(of: child), output != Void.self else { return true }
        site.report(
            "\(self) was asked to \(request()) with a handler that takes Outcome<Void>, but \(child) finishes with an output of type \(output): the handler would never get it. Use \(child)'s own type (not AnyCoordinator) so that the handler takes Outcome<\(output)>. Nothing changes."
        )
        return false
    }

    /// The type a child's flow yields when it ``ProducesOutput``; `nil` when it yields none.
    static func outputType(of child: AnyCoordinator) -> Any.Type? {
        guard let producer = child as? any ProducesOutput else { return nil }
        return outputType(ofProducer: producer)
    }

    private static func outputType<Producer: ProducesOutput>(ofProducer producer: Producer) -> Any.Type {
        Producer.Output.self
    }

    private func hear(_ child: AnyCoordinator, site: CallSite, _ handler: @escaping (ErasedOutcome) -> Void) {
        guard let node = navigator?.tree.node(child.id), node.parent?.coordinator === self else {
            return site.report("\(self) cannot hear \(child)'s outcome: \(child) is not a running child of \(self).")
        }
        node.alsoOnFinish(handler)
    }

    private func outcome<Output: Sendable>(
        of child: AnyCoordinator, as presentation: ChildPresentation, animated: Bool, site: CallSite
    ) async -> Outcome<Output> {
        await withCheckedContinuation { continuation in
            let once = ResumeOnce(continuation)
            let resume: @MainActor (Outcome<Output>) -> Void = { once.resume(returning: $0) }
            let started = startChild(
                child, as: presentation, animated: animated, site: site, onFinish: Self.typed(resume, from: child))
            if !started { once.resume(returning: .cancelled) }
        }
    }

    // Keeps the child's name, not the child: the handler is kept by the coordinator tree.
    static func typed<Output>(
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
                    reportIssue(
                        "\(child) finished with \(value), not the \(Output.self) its parent expects; the parent gets .cancelled."
                    )
                    handler(.cancelled)
                }
            }
        }
    }

    /// Starts a child where its presentation says, with the checks every start makes.
    @discardableResult
    func startChild(
        _ child: AnyCoordinator, as presentation: ChildPresentation, animated: Bool, site: CallSite,
        onFinish: @escaping (ErasedOutcome) -> Void
    ) -> Bool {
        guard let navigator = runningNavigator(for: "start \(child) as \(presentation)", site: site) else {
            return false
        }
        return navigator.startFlow(
            child, under: self, home: .unplaced(presentation), animated: animated, site: site, onFinish: onFinish)
    }
}

/// Resumes a continuation once: with the outcome, or with `.cancelled` when the handler that
/// would have resumed it is released unused (its navigator went away while the child ran).
private final class ResumeOnce<Output: Sendable>: @unchecked Sendable {
    private var continuation: CheckedContinuation<Outcome<Output>, Never>?

    init(_ continuation: CheckedContinuation<Outcome<Output>, Never>) { self.continuation = continuation }

    // Only touched on the main actor, and in deinit when nothing else holds it.
    @MainActor func resume(returning outcome: Outcome<Output>) {
        continuation?.resume(returning: outcome)
        continuation = nil
    }

    deinit { continuation?.resume(returning: .cancelled) }
}
