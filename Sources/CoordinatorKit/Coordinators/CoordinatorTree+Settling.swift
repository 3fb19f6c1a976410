// The one rule of coordinator lifetimes, applied to each change before it is committed: a flow
// ends when its screens are gone from its home stack (or when it asked to), and everything below
// it ends with it, its screens leaving in the same change.
extension CoordinatorTree {
    /// Ends the flows that the move from `committed` to `next` leaves without screens, and those
    /// that asked to end; removes the screens of everything that ends from `next`.
    /// - Parameters:
    ///   - requests: flows that called `finish`, with their outcomes, in order.
    ///   - started: flows started since `committed`, which may have lost their screens before
    ///     any commit showed them.
    /// - Returns: the endings, deepest first within each ended subtree, whose outcomes are due
    ///   once `next` is committed; and the screens that enter and leave from `committed` to the
    ///   settled `next`.
    func settle(
        committed: NavigationState, next: inout NavigationState,
        requests: [(CoordinatorID, ErasedOutcome)], started: [CoordinatorID] = []
    ) -> (endings: [Ending], diff: ScreenDiff) {
        var (lost, settled, diff) = plannedEndingsAndDiff(committed: committed, next: next, requests: requests, started: started)
        next = settled
        // Screens come in runs of one owner: a set lookup per run, not per screen, and no set
        // until a second run (a push or a present adds one run).
        var owners: Set<CoordinatorID>?
        var previous: CoordinatorID?
        // Owners of new screens that no coordinator here is (a state restored on its own names
        // coordinators of an earlier launch): their screens become the app's.
        var unknown: Set<CoordinatorID> = []
        for screen in diff.added where screen.owner != previous {
            let owner = screen.owner
            defer { previous = owner }
            if let first = previous {
                if owners == nil { owners = [first] }
                guard owners!.insert(owner).inserted else { continue }
            }
            guard let node = node(owner) else {
                if owner != .app { unknown.insert(owner) }
                continue
            }
            node.hasShownScreens = true
            node.awaitsFirstScreen = false
            if !node.hasShownAtHome, ownsScreen(at: node.home, node: node, in: next) { node.hasShownAtHome = true }
        }
        if !unknown.isEmpty {
            next = next.mappingOwners { unknown.contains($0) ? .app : $0 }
            diff = ScreenDiff(from: committed, to: next)
        }
        let endings = lost.flatMap { node, outcome in self.node(node.id) == nil ? [] : detach(node, with: outcome) }
        return (endings, diff)
    }

    /// Which flows the move from `committed` to `next` ends, deepest first, and the state once
    /// their screens are gone; changes nothing in the tree.
    func plannedEndings(
        committed: NavigationState, next: NavigationState,
        requests: [(CoordinatorID, ErasedOutcome)], started: [CoordinatorID]
    ) -> (lost: [(Node, ErasedOutcome)], next: NavigationState) {
        let (lost, next, _) = plannedEndingsAndDiff(committed: committed, next: next, requests: requests, started: started)
        return (lost, next)
    }

    /// ``plannedEndings(committed:next:requests:started:)``, with the screens that enter and
    /// leave from `committed` to the settled state: computed once, whatever ends.
    private func plannedEndingsAndDiff(
        committed: NavigationState, next: NavigationState,
        requests: [(CoordinatorID, ErasedOutcome)], started: [CoordinatorID]
    ) -> (lost: [(Node, ErasedOutcome)], next: NavigationState, diff: ScreenDiff) {
        var next = next
        let proposedDiff = ScreenDiff(from: committed, to: next)
        // Nothing asked to end, started or left: nothing ends (a push, a state set directly).
        if requests.isEmpty, started.isEmpty {
            if proposedDiff.removed.isEmpty { return ([], next, proposedDiff) }
            // Screens of one flow left (a pop, a dismissal): only that flow can end, and only
            // when it has lost its screens; asked here, without the list of candidates below.
            if let owner = Self.soleOwner(of: proposedDiff.removed) {
                guard let node = node(owner), hasLostItsScreens(node, startedHere: false, in: next) else {
                    return ([], next, proposedDiff)
                }
            }
        }
        var requested: [CoordinatorID: ErasedOutcome] = [:]
        var candidates: [CoordinatorID] = []
        for (id, outcome) in requests {
            candidates.append(id)
            if requested[id] == nil { requested[id] = outcome }
        }
        candidates += started
        Self.appendOwners(of: proposedDiff.removed, to: &candidates)
        var ended = Set<CoordinatorID>()
        var lost: [(Node, ErasedOutcome)] = []
        // Loops, not closures: each closure called in main-actor code checks the actor first.
        while !candidates.isEmpty {
            var losing: [Node] = []
            // Owners come one per run, so there are few: repeats are looked for where they lie
            // until there are many. An empty set is not asked (asking hashes).
            var seen: Set<CoordinatorID>? = candidates.count > 16 ? [] : nil
            for (index, id) in candidates.enumerated() where ended.isEmpty || !ended.contains(id) {
                let repeated = if seen != nil { !seen!.insert(id).inserted } else { candidates[..<index].contains(id) }
                guard !repeated, let node = node(id) else { continue }
                if (!requested.isEmpty && requested[id] != nil) || hasLostItsScreens(node, startedHere: started.contains(id), in: next) {
                    losing.append(node)
                }
            }
            guard !losing.isEmpty else { break }
            if losing.count > 1 { losing.sort { $0.depth > $1.depth } }
            var gone = Set<CoordinatorID>()
            for flow in losing where !ended.contains(flow.id) {
                for member in flow.subtree where !ended.contains(member.id) {
                    ended.insert(member.id)
                    gone.insert(member.id)
                }
                lost.append((flow, requested[flow.id] ?? .cancelled))
            }
            let before = next
            next.removeScreens(ownedBy: gone)
            candidates = []
            Self.appendOwners(of: ScreenDiff(from: before, to: next).removed, to: &candidates)
        }
        // Nothing ended that had screens: the proposed diff is the settled one.
        let diff = lost.isEmpty ? proposedDiff : ScreenDiff(from: committed, to: next)
        return (lost, next, diff)
    }

    /// The owner of every screen of `screens`, when one coordinator owns them all.
    private static func soleOwner(of screens: [Screen]) -> CoordinatorID? {
        guard let owner = screens.first?.owner else { return nil }
        for screen in screens where screen.owner != owner { return nil }
        return owner
    }

    /// Appends the owners of `screens`, once per run of screens with one owner: the order in
    /// which owners first appear is kept.
    private static func appendOwners(of screens: [Screen], to owners: inout [CoordinatorID]) {
        var previous: CoordinatorID?
        for screen in screens where screen.owner != previous {
            previous = screen.owner
            owners.append(screen.owner)
        }
    }

    /// Whether a flow's change, from `before` to `next` in an open transaction, may end a flow:
    /// it may have removed a screen, or a flow started in the transaction showed screens and has
    /// none left to run for. When it may not, ``plannedEndings(committed:next:requests:started:)``
    /// with no requests ends nothing and returns `next` unchanged, so a change that removes
    /// nothing needs no more than this look at the flows started in its transaction.
    func mayEndFlows(from before: NavigationState, to next: NavigationState, started: [CoordinatorID]) -> Bool {
        if ScreenDiff.mayRemoveScreens(from: before, to: next) { return true }
        for id in started {
            if let node = node(id), hasLostItsScreens(node, startedHere: true, in: next) { return true }
        }
        return false
    }

    /// Checks, in debug builds, what ``mayEndFlows(from:to:started:)`` answered `false` for:
    /// that the whole computation ends nothing and leaves `next` as it is.
    func checkEndsNothing(from before: NavigationState, to next: NavigationState, started: [CoordinatorID]) {
        #if DEBUG
        let planned = plannedEndings(committed: before, next: next, requests: [], started: started)
        if !planned.lost.isEmpty || planned.next != next || !ScreenDiff(from: before, to: next).removed.isEmpty {
            preconditionFailure("Coordinator tree: a change found to end no flow ends \(planned.lost.map(\.0.coordinator)).")
        }
        #endif
    }

    /// Whether a flow that did not ask to end has lost what it runs for: it showed screens (in a
    /// commit, or in the transaction that started it) and has none left where it lives.
    private func hasLostItsScreens(_ node: Node, startedHere: Bool, in state: NavigationState) -> Bool {
        let showed = node.hasShownScreens || (startedHere && node.showedInDraft)
        return showed && !isLive(node, in: state)
    }

    /// Whether a flow that showed screens still has a reason to run: a screen on its home stack,
    /// or, for a flow that never showed one there (it only presented), a screen anywhere.
    private func isLive(_ node: Node, in state: NavigationState) -> Bool {
        if ownsScreen(at: node.home, node: node, in: state) { return true }
        guard !node.hasShownAtHome else { return false }
        return state.layers.contains { layer in
            layer.content.stacks.contains { $0.stack.list.contains { $0.owner == node.id } }
        }
    }

    private func ownsScreen(at home: Home, node: Node, in state: NavigationState) -> Bool {
        guard case .stack(let id) = home, let stack = state.stack(id) else { return false }
        // From the top down: a flow's screens are usually near the top of a deep stack.
        return stack.list.lastIndex { $0.owner == node.id } != nil
    }

    /// Checks, in debug builds, that no running flow is left without screens to show for it and
    /// that the tree's links agree with each other: the invariants every commit keeps.
    func checkInvariants(against state: NavigationState) {
        #if DEBUG
        let owners = Set(state.screens.map(\.owner))
        for node in all {
            for child in node.children where child.parent !== node {
                preconditionFailure("Coordinator tree: \(child.coordinator) is listed under \(node.coordinator) but links to another parent.")
            }
            if node.hasShownScreens, !owners.contains(node.id) {
                preconditionFailure("Coordinator tree: \(node.coordinator) runs after a commit, with no screen left in the state.")
            }
            if !node.hasShownScreens, node.children.isEmpty, !owners.contains(node.id), !node.awaitsFirstScreen {
                preconditionFailure("Coordinator tree: \(node.coordinator) runs after its outcomes were delivered, with neither screens nor children.")
            }
        }
        #endif
    }
}
