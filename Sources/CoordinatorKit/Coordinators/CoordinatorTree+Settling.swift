// The one rule of coordinator lifetimes, applied to each change before it is committed: a flow
// ends when its screens are gone from its home stack (or when it asked to), and everything below
// it ends with it, its screens leaving in the same change. Those screens leaving may leave other
// flows without theirs, so the rule is applied again, until a pass ends nothing: a fixed point.
extension CoordinatorTree {
    /// What a change ends, before anything in the tree changes: the flows it leaves without
    /// screens (deepest first), the state once their screens are gone, and the screens that
    /// enter and leave. ``settle(_:committed:next:)`` carries it out.
    struct Settling {
        fileprivate let lost: [(Node, ErasedOutcome)]
        /// The state once the screens of the flows that end are gone.
        let settled: NavigationState
        /// The screens that enter and leave from the committed state to the settled one.
        let diff: ScreenDiff
    }

    /// Works out what the move from `committed` to `next` ends, changing nothing: the leave
    /// guards are asked about its ``Settling/diff`` before it is carried out.
    /// - Parameters:
    ///   - requests: flows that called `finish`, with their outcomes, in order.
    ///   - started: flows started since `committed`, which may have lost their screens before
    ///     any commit showed them.
    func settling(
        committed: NavigationState, next: NavigationState,
        requests: [(CoordinatorID, ErasedOutcome)], started: [CoordinatorID] = []
    ) -> Settling {
        let (lost, settled, diff) = plannedEndingsAndDiff(
            committed: committed, next: next, requests: requests, started: started, startedMayHaveLost: true)
        return Settling(lost: lost, settled: settled, diff: diff)
    }

    /// Ends the flows that the move from `committed` to `next` leaves without screens, and those
    /// that asked to end, as `plan` worked out.
    /// - Parameter next: the plan's ``Settling/settled`` state; the screens of owners that no
    ///   coordinator here is become the app's.
    /// - Returns: the endings, deepest first within each ended subtree, whose outcomes are due
    ///   once `next` is committed; and the screens that enter and leave from `committed` to the
    ///   settled `next`.
    func settle(
        _ plan: Settling, committed: NavigationState, next: inout NavigationState
    ) -> (endings: [Ending], diff: ScreenDiff) {
        let lost = plan.lost
        var diff = plan.diff
        // Owners of new screens that no coordinator here is (a state restored on its own names
        // coordinators of an earlier launch): their screens become the app's.
        var unknown: Set<CoordinatorID> = []
        var owners = SmallSet<CoordinatorID>()
        var previous: CoordinatorID?
        // Screens come in runs of one owner: each run's owner is looked at once.
        for screen in diff.added where screen.owner != previous {
            let owner = screen.owner
            previous = owner
            guard owners.insert(owner) else { continue }
            guard let node = node(owner) else {
                if owner != .app { unknown.insert(owner) }
                continue
            }
            node.recordShownScreens(atHome: node.hasShownAtHome || ownsScreen(at: node.home, node: node, in: next))
        }
        if !unknown.isEmpty {
            next = next.mappingOwners { unknown.contains($0) ? .app : $0 }
            diff = ScreenDiff(from: committed, to: next)
        }
        let endings = lost.flatMap { node, outcome in self.node(node.id) == nil ? [] : detach(node, with: outcome) }
        return (endings, diff)
    }

    /// Which flows a flow's change, from `before` to `next` in an open transaction, ends,
    /// deepest first, and the state once their screens are gone; changes nothing in the tree.
    ///
    /// Only what the change itself removes counts. A flow started in the transaction whose
    /// screens an earlier change removed has not ended: the commit ends it unless it shows a
    /// screen again by then, and its children meanwhile run and navigate as usual.
    /// - Parameter started: flows started in the transaction, which may have shown screens
    ///   only in its draft.
    func plannedEndings(
        ofChangeFrom before: NavigationState, to next: NavigationState, started: [CoordinatorID]
    ) -> (lost: [(Node, ErasedOutcome)], next: NavigationState) {
        let (lost, next, _) = plannedEndingsAndDiff(
            committed: before, next: next, requests: [], started: started, startedMayHaveLost: false)
        return (lost, next)
    }

    /// The flows the move from `committed` to `proposed` ends, the state once their screens are
    /// gone, and the screens that enter and leave from `committed` to that state: computed once,
    /// whatever ends.
    /// - Parameter startedMayHaveLost: whether a flow in `started` may have lost its screens
    ///   without any leaving in this move (it showed them after `committed`), so that each is
    ///   looked at; when `false`, a started flow ends only as the owner of a screen that left.
    private func plannedEndingsAndDiff(
        committed: NavigationState, next proposed: NavigationState,
        requests: [(CoordinatorID, ErasedOutcome)], started: [CoordinatorID], startedMayHaveLost: Bool
    ) -> (lost: [(Node, ErasedOutcome)], next: NavigationState, diff: ScreenDiff) {
        let proposedDiff = ScreenDiff(from: committed, to: proposed)
        if requests.isEmpty, !startedMayHaveLost || started.isEmpty,
            !mayEndAny(removing: proposedDiff.removed, in: proposed, started: started)
        {
            return ([], proposed, proposedDiff)
        }
        var requested: [CoordinatorID: ErasedOutcome] = [:]
        for (id, outcome) in requests where requested[id] == nil { requested[id] = outcome }
        var next = proposed
        var ended: Set<CoordinatorID> = []
        var lost: [(Node, ErasedOutcome)] = []
        // The first pass looks at the flows that asked to end, those started here (when they may
        // have lost their screens before this move) and the owners of the screens that left;
        // each later pass, at the owners of the screens the one before it removed.
        var candidates = requests.map(\.0) + (startedMayHaveLost ? started : []) + Self.owners(of: proposedDiff.removed)
        while true {
            var losing: [Node] = []
            var looked = SmallSet<CoordinatorID>()
            for id in candidates where looked.insert(id) && !ended.contains(id) {
                guard let node = node(id) else { continue }
                if requested[id] != nil || hasLostItsScreens(node, startedHere: started.contains(id), in: next) {
                    losing.append(node)
                }
            }
            if losing.isEmpty { break }
            // Deepest first: a flow's outcome is due before its parent's.
            losing.sort { $0.depth > $1.depth }
            var gone: Set<CoordinatorID> = []
            for flow in losing where !ended.contains(flow.id) {
                for member in flow.subtree where ended.insert(member.id).inserted {
                    gone.insert(member.id)
                }
                lost.append((flow, requested[flow.id] ?? .cancelled))
            }
            let before = next
            next.removeScreens(ownedBy: gone)
            candidates = Self.owners(of: ScreenDiff(from: before, to: next).removed)
        }
        // Nothing ended that had screens: the proposed diff is the settled one.
        let diff = lost.isEmpty ? proposedDiff : ScreenDiff(from: committed, to: next)
        return (lost, next, diff)
    }

    /// Whether removing `removed` may end a flow, when no flow asked to end and no started flow
    /// is looked at unless a screen of it left: not when nothing left (a push, a new layer), nor
    /// when the screens of one flow left and it keeps screens where it lives (a pop, a
    /// dismissal), the usual changes.
    private func mayEndAny(removing removed: [Screen], in next: NavigationState, started: [CoordinatorID]) -> Bool {
        guard let owner = removed.first?.owner else { return false }
        for screen in removed where screen.owner != owner { return true }
        guard let node = node(owner) else { return false }
        return hasLostItsScreens(node, startedHere: started.contains(owner), in: next)
    }

    /// The owners of `screens`, once per run of screens with one owner, in the order in which
    /// they first appear.
    private static func owners(of screens: [Screen]) -> [CoordinatorID] {
        var owners: [CoordinatorID] = []
        var previous: CoordinatorID?
        for screen in screens where screen.owner != previous {
            previous = screen.owner
            owners.append(screen.owner)
        }
        return owners
    }

    /// Whether a flow's change, from `before` to `next` in an open transaction, may end a flow:
    /// only a change that may remove a screen can (see
    /// ``plannedEndings(ofChangeFrom:to:started:)``). When it may not, that computation ends
    /// nothing and returns `next` unchanged, so the usual push or new layer needs no more than
    /// this look at the layers.
    func mayEndFlows(from before: NavigationState, to next: NavigationState) -> Bool {
        ScreenDiff.mayRemoveScreens(from: before, to: next)
    }

    /// Checks, in debug builds, what ``mayEndFlows(from:to:)`` answered `false` for: that the
    /// whole computation ends nothing and leaves `next` as it is.
    func checkEndsNothing(from before: NavigationState, to next: NavigationState, started: [CoordinatorID]) {
        #if DEBUG
        let planned = plannedEndings(ofChangeFrom: before, to: next, started: started)
        if !planned.lost.isEmpty || planned.next != next || !ScreenDiff(from: before, to: next).removed.isEmpty {
            preconditionFailure(
                "Coordinator tree: a change found to end no flow ends \(planned.lost.map(\.0.coordinator)).")
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
                preconditionFailure(
                    "Coordinator tree: \(child.coordinator) is listed under \(node.coordinator) but links to another parent."
                )
            }
            if node.hasShownScreens, !owners.contains(node.id) {
                preconditionFailure(
                    "Coordinator tree: \(node.coordinator) runs after a commit, with no screen left in the state.")
            }
            if !node.hasShownScreens, node.children.isEmpty, !owners.contains(node.id), !node.awaitsFirstScreen {
                preconditionFailure(
                    "Coordinator tree: \(node.coordinator) runs after its outcomes were delivered, with neither screens nor children."
                )
            }
        }
        #endif
    }
}
