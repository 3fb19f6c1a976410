public import Foundation

/// What came of opening a link.
@MainActor
public enum DeepLinkResult {
    /// Everything the link asks for is in the navigation state, in one change.
    case opened
    /// A guard asked for this flow first (a login), or a coordinator waits for it: it runs now,
    /// and the link opens again when it finishes, unless a newer link waits for it by then; when
    /// it is cancelled, nothing more happens.
    case redirected(to: AnyCoordinator)
    /// A guard asks the user first (``RouteDecision/confirm(_:)``): its question is shown, and
    /// the link opens again, that route allowed, when the user answers `true`; any other answer
    /// drops it, and nothing changes.
    case asked(by: AnyCoordinator)
    /// An alert or a confirmation dialog is shown: the link opens once it is answered (after the
    /// answer is delivered to the flow that asked) or gone, and once the questions asked before
    /// the link are too. The user's answer stays theirs to give, and a link that arrives later
    /// replaces this one.
    case waitingForAnswer
}

extension DeepLinkResult {
    /// What came of the link, as an inspector's log says it.
    var summary: String {
        switch self {
        case .opened: "opened"
        case .redirected(let flow): "redirected to \(flow)"
        case .asked(let flow): "asked by \(flow)"
        case .waitingForAnswer: "waiting for an answer"
        }
    }
}

extension Navigator {
    /// Opens a URL: parses it and offers it to the root coordinator; see ``open(_:animated:)-(DeepLink,_)``.
    /// - Throws: ``DeepLinkError``; nothing has changed then.
    @discardableResult
    public func open(_ url: URL, animated: Bool = true) throws(DeepLinkError) -> DeepLinkResult {
        try open(DeepLink(url), animated: animated)
    }

    /// Opens a link: offers it to the root coordinator, whose ``AnyCoordinator/handle(_:)``
    /// shows its part and forwards the rest to a child, and so on down.
    ///
    /// ```swift
    /// // In the scene delegate, or SwiftUI's onOpenURL:
    /// try navigator.open(url)
    /// ```
    ///
    /// The whole target, coordinators included, is built in one transaction and rendered once;
    /// only its last visible step animates. Every route passes its coordinator's guard
    /// (``Coordinator/decision(for:)``), as it does from code. A link that arrives while a
    /// question is shown waits for its answer (``DeepLinkResult/waitingForAnswer``).
    /// - Parameters:
    ///   - link: the link.
    ///   - animated: whether the last visible step animates.
    /// - Returns: ``DeepLinkResult/opened``; ``DeepLinkResult/redirected(to:)`` when a guard
    ///   runs another flow first, ``DeepLinkResult/asked(by:)`` when it asks the user first,
    ///   ``DeepLinkResult/waitingForAnswer`` while a question is shown.
    /// - Throws: ``DeepLinkError`` when the link comes from an origin the app does not answer
    ///   (``acceptedLinks``), no coordinator handles a part of the link, a parameter is
    ///   malformed, a guard denies a route or redirects to a flow that cannot start, or a verb
    ///   cannot act; nothing has changed then.
    @discardableResult
    public func open(_ link: DeepLink, animated: Bool = true) throws(DeepLinkError) -> DeepLinkResult {
        guard let inspector else { return try open(link, animated: animated, attempt: LinkAttempt()) }
        do {
            let result = try open(link, animated: animated, attempt: LinkAttempt())
            inspector.recordLink(link, outcome: result.summary)
            return result
        } catch {
            inspector.recordLink(link, outcome: "refused: \(error.reason)")
            throw error
        }
    }

    /// Opens a link as `attempt` allows: with a route the user allowed when its guard asked, or
    /// one whose guard redirected it before.
    private func open(_ link: DeepLink, animated: Bool, attempt: LinkAttempt) throws(DeepLinkError) -> DeepLinkResult {
        guard acceptedLinks.accepts(link) else {
            throw DeepLinkError(
                link: link.description,
                reason: .notAccepted(origin: AcceptedLinks.origin(of: link), accepted: acceptedLinks.description))
        }
        guard let root = rootCoordinator, root.status == .running else {
            throw DeepLinkError(link: link.description, reason: .noRootCoordinator)
        }
        if currentState.question != nil || questions.hasWaitingAsks {
            // The user answers the question; the link, their newer wish, opens after. Flows the
            // user let go for it are asked again then: an answer given since may keep them.
            let later =
                attempt.leaveAllowed.isEmpty
                ? attempt : LinkAttempt(allowed: attempt.allowed, redirected: attempt.redirected)
            questions.keepLink { [weak self] in _ = try? self?.open(link, animated: animated, attempt: later) }
            return .waitingForAnswer
        }
        do {
            try LinkAttempt.$current.withValue(attempt) {
                try transaction(animated: animated) {
                    try offer(link, to: root, attempt: attempt)
                }
            }
            // A leave guard refuses at the commit, which then changes nothing.
            switch attempt.stop {
            case .leaveDenied(let flow)?:
                throw DeepLinkError(
                    link: link.description,
                    reason: .refused("\(flow) keeps its screens: its leave guard denies the link."))
            case .leaveConfirm(let question, let flow)?:
                return confirmLeaving(question, by: flow, resuming: link, animated: animated, attempt: attempt)
            default:
                return .opened
            }
        } catch let error as DeepLinkError {
            throw error
        } catch {
            // LinkStopped: the transaction rolled back; say why.
            switch attempt.stop {
            case .refused(let message):
                throw DeepLinkError(link: link.description, reason: .refused(message))
            case .denied(let route, let coordinator, let reason):
                throw DeepLinkError(
                    link: link.description, reason: .denied(route: route, coordinator: coordinator, reason: "\(reason)")
                )
            case .redirect(let flow, let presentation, let route, let guardedBy):
                return try redirect(
                    to: flow, as: presentation, for: route, from: guardedBy, resuming: link, animated: animated)
            case .waitFor(let flow):
                // The flow ran before the link (`offer` checked it); one the link started itself
                // was dropped with the link's changes.
                guard let node = tree.node(flow.id) else {
                    throw DeepLinkError(
                        link: link.description,
                        reason: .refused(
                            "the link waits for \(flow), which the link itself started and which does not run once its changes are dropped; wait only for a flow that runs already."
                        ))
                }
                wait(link, for: node, animated: animated, attempt: LinkAttempt())
                return .redirected(to: flow)
            case .confirm(let question, let route, let guardedBy):
                return try confirm(question, route: route, from: guardedBy, resuming: link, animated: animated)
            case .leaveDenied, .leaveConfirm:
                preconditionFailure(
                    "Navigator.open: a leave guard's refusal was thrown through the link's transaction.")
            case nil:
                preconditionFailure("Navigator.open: a link stopped with no reason recorded.")
            }
        }
    }

    private func offer(_ link: DeepLink, to root: AnyCoordinator, attempt: LinkAttempt) throws {
        var coordinator = root
        var rest = link
        while true {
            let handling = try coordinator.handle(rest)
            if attempt.stop != nil { throw LinkStopped() }
            switch handling {
            case .handled:
                return
            case .waitFor(let flow):
                guard flow.status == .running, tree.node(flow.id) != nil else {
                    throw DeepLinkError(
                        link: link.description,
                        reason: .forwardedToNonChild(from: coordinator.description, to: flow.description))
                }
                attempt.record(.waitFor(flow))
                throw LinkStopped()
            case .forward(let next, let child):
                guard child.status == .running, child.parent === coordinator else {
                    throw DeepLinkError(
                        link: link.description,
                        reason: .forwardedToNonChild(from: coordinator.description, to: child.description))
                }
                coordinator = child
                rest = next
            }
        }
    }

    /// Starts the flow a guard asked for, under the coordinator whose guard asked if it still
    /// runs (the root otherwise), and opens the link again when it finishes. When that
    /// coordinator already runs such a flow for a link, or the guard named a flow that runs, the
    /// link waits for the running one: one login for any number of links.
    /// - Throws: ``DeepLinkError/Reason/refused(_:)`` when the flow cannot be started (it ran
    ///   already, or runs on another navigator); nothing runs then.
    private func redirect(
        to flow: AnyCoordinator, as presentation: ChildPresentation, for route: AnyRoute, from guardedBy: CoordinatorID,
        resuming link: DeepLink, animated: Bool
    ) throws(DeepLinkError) -> DeepLinkResult {
        guard let parent = coordinator(for: guardedBy) ?? rootCoordinator, let parentNode = tree.node(parent.id) else {
            throw DeepLinkError(link: link.description, reason: .noRootCoordinator)
        }
        let reopened = LinkAttempt(redirected: (route, guardedBy))
        if let running = tree.node(flow.id) {
            wait(link, for: running, animated: animated, attempt: reopened)
            return .redirected(to: flow)
        }
        let kind = ObjectIdentifier(type(of: flow))
        if let running = parentNode.children.last(where: {
            $0.isLinkRedirect && ObjectIdentifier(type(of: $0.coordinator)) == kind
        }) {
            wait(link, for: running, animated: animated, attempt: reopened)
            return .redirected(to: running.coordinator)
        }
        if let refusal = tree.refusal(toAdopt: flow, under: parent) {
            throw DeepLinkError(
                link: link.description,
                reason: .refused("\(parent)'s guard redirects to \(flow), which cannot start: \(refusal)."))
        }
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        guard parent.startChild(flow, as: presentation, animated: animated, site: site, onFinish: { _ in }),
            let node = tree.node(flow.id)
        else {
            throw DeepLinkError(
                link: link.description, reason: .refused("\(parent)'s guard redirects to \(flow), which did not start.")
            )
        }
        node.markLinkRedirect()
        wait(link, for: node, animated: animated, attempt: reopened)
        return .redirected(to: flow)
    }

    /// Asks the question a guard asked for, from the coordinator whose guard asked, and opens
    /// the link again, that route allowed, when the user answers `true`.
    private func confirm(
        _ question: Question<Bool>, route: AnyRoute, from guardedBy: CoordinatorID, resuming link: DeepLink,
        animated: Bool
    ) throws(DeepLinkError) -> DeepLinkResult {
        guard let asker = coordinator(for: guardedBy) else {
            throw DeepLinkError(link: link.description, reason: .noRootCoordinator)
        }
        asker.ask(question, animated: animated) { [weak self] answer in
            guard case .finished(true) = answer, let self else { return }
            _ = try? self.open(link, animated: animated, attempt: LinkAttempt(allowed: (route, guardedBy)))
        }
        return .asked(by: asker)
    }

    /// Asks the question a flow's leave guard asked for, and opens the link again, that flow
    /// let go, when the user answers `true`.
    private func confirmLeaving(
        _ question: Question<Bool>, by flow: AnyCoordinator, resuming link: DeepLink, animated: Bool,
        attempt: LinkAttempt
    ) -> DeepLinkResult {
        var allowed = attempt.leaveAllowed
        allowed.insert(flow.id)
        let reopened = LinkAttempt(leaveAllowed: allowed)
        flow.ask(question, animated: animated) { [weak self] answer in
            guard case .finished(true) = answer, let self else { return }
            _ = try? self.open(link, animated: animated, attempt: reopened)
        }
        return .asked(by: flow)
    }

    /// Makes `link` the one that opens again when the flow finishes: a flow keeps one waiting
    /// link, the newest, which replaces any link that waited before it.
    private func wait(_ link: DeepLink, for node: CoordinatorTree.Node, animated: Bool, attempt: LinkAttempt) {
        node.reopenOnFinish(
            CoordinatorTree.WaitingLink(link: link, reopen: reopening(link, animated: animated, attempt: attempt)))
    }

    /// What a flow a link waits for does when it ends: on success the link opens again from the
    /// root, where every guard decides anew (the one that redirected may not redirect again);
    /// when cancelled, the link is dropped.
    private func reopening(_ link: DeepLink, animated: Bool, attempt: LinkAttempt) -> (ErasedOutcome) -> Void {
        { [weak self] outcome in
            guard case .finished = outcome, let self else { return }
            _ = try? self.open(link, animated: animated, attempt: attempt)
        }
    }
}

extension Navigator {
    /// The link that shows a screen, to share it or hand it to Handoff, as the app's flows read
    /// links: the screen's owner writes the link to its route (``Coordinator/link(for:)``), and
    /// each flow above it, up to the root, passes it on or puts its own segments first
    /// (``AnyCoordinator/link(_:writtenBy:)``). Opening the link shows the same route.
    ///
    /// ```swift
    /// if let link = navigator.link() {
    ///     activity.webpageURL = link.url(scheme: "https", host: "shop.example")
    /// }
    /// ```
    /// - Parameter screen: a screen of ``state``; `nil` for the one the user sees on top, under
    ///   any question.
    /// - Returns: the link, or `nil` when a flow on the way writes none, the screen is the app's
    ///   own (``Identifier/app``), or the state has no such screen.
    public func link(for screen: ScreenID? = nil) -> DeepLink? {
        let shown: Screen?
        if let screen {
            shown = state.screens.first { $0.id == screen }
        } else {
            shown = state.visibleStackID.flatMap { state.stack($0)?.top }
        }
        guard let shown, var writer = coordinator(for: shown.owner), var link = writer.link(toOwn: shown.route) else {
            return nil
        }
        while let parent = writer.parent {
            guard let passedOn = parent.link(link, writtenBy: writer) else { return nil }
            link = passedOn
            writer = parent
        }
        return link
    }
}
