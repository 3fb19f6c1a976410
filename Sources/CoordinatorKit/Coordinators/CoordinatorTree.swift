import IssueReporting

/// The one owner of coordinator lifetimes on a navigator: who runs, under whom, where each flow
/// shows its screens, and who is told when a flow ends.
///
/// The tree holds every running coordinator (the navigator owns the tree, so releasing the
/// navigator releases its flows). It adopts children with the checks `startChild` makes, settles
/// endings from each change about to be committed, by code and by the user alike, and hands back
/// the outcomes the navigator delivers once the change is committed. Coordinators read their
/// place here; only the tree writes it.
@MainActor
final class CoordinatorTree {
    /// A running coordinator's place in the tree. Only the tree's file writes its fields; code
    /// elsewhere states what happened through the methods below.
    final class Node {
        let coordinator: AnyCoordinator
        fileprivate(set) weak var parent: Node?
        fileprivate(set) var children: [Node] = []
        fileprivate(set) var home: Home
        /// How the flow's own layer or root is placed, for a flow that places one.
        fileprivate(set) var placement: ChildPresentation?
        /// Whether a committed state ever held a screen of this coordinator. Such a flow ends
        /// when its screens are gone; one that never showed any (a tab bar, a router of flows)
        /// ends when its last child does.
        fileprivate(set) var hasShownScreens = false
        /// Whether a committed state held a screen of this flow on its home stack.
        fileprivate(set) var hasShownAtHome = false
        /// Whether its `start()` showed a screen of its own in the transaction that started it.
        fileprivate(set) var showedInDraft = false
        /// Whether its `start()` could not show what it must (tabs without screens).
        fileprivate(set) var startFailed = false
        /// Called in order when the flow ends: the handler it was started with, then those
        /// added since. A list, not closures wrapped in closures: any number of handlers is
        /// called without one call stack frame per handler.
        fileprivate(set) var onFinish: [(ErasedOutcome) -> Void]
        /// The link that opens again when the flow finishes with success: the newest one that
        /// waits for it (see ``DeepLinkHandling/waitFor(_:)``).
        fileprivate(set) var waitingLink: WaitingLink?
        /// Whether a guard's redirect started this flow for a link: another link redirected the
        /// same way waits for it instead of starting a flow of its own.
        fileprivate(set) var isLinkRedirect = false
        /// Whether the flow started without showing a screen or starting a child, and has done
        /// neither since: it may still show its first screen (see "Coordinator lifetimes").
        fileprivate(set) var awaitsFirstScreen = false
        /// The tasks the flow runs (``Coordinator/receive(_:fileID:filePath:line:column:)``),
        /// cancelled when it ends.
        fileprivate(set) var tasks: [Task<Void, Never>] = []

        /// Runs `handler` after the handlers the flow has, when it ends.
        func alsoOnFinish(_ handler: @escaping (ErasedOutcome) -> Void) {
            onFinish.append(handler)
        }

        /// Cancels `task` when the flow ends.
        func cancelOnFinish(_ task: Task<Void, Never>) {
            tasks.append(task)
        }

        /// Makes `link` the one that opens again when the flow finishes, replacing any before it.
        func reopenOnFinish(_ link: WaitingLink) {
            waitingLink = link
        }

        /// Marks the flow as one a guard's redirect started for a link.
        func markLinkRedirect() {
            isLinkRedirect = true
        }

        /// Marks the flow's `start()` as failed: the flow is discarded with what it started.
        func markStartFailed() {
            startFailed = true
        }

        /// Records what the flow's `start()` showed.
        /// - Returns: whether the flow awaits its first screen: it showed none and runs no child.
        @MainActor func startReturned(showingScreens: Bool) -> Bool {
            showedInDraft = showingScreens
            if !showingScreens, !children.contains(where: { $0.coordinator.status == .running }) {
                awaitsFirstScreen = true
            }
            return awaitsFirstScreen
        }

        /// Stops waiting for the flow's first screen: it was checked once.
        func stopAwaitingFirstScreen() {
            awaitsFirstScreen = false
        }

        /// Records that a committed state shows screens of the flow, on its home stack or not.
        func recordShownScreens(atHome: Bool) {
            hasShownScreens = true
            awaitsFirstScreen = false
            if atHome { hasShownAtHome = true }
        }

        /// Makes `stack`, which the flow's first content placed, the flow's home.
        func moveHome(to stack: StackID) {
            home = .stack(stack)
        }

        init(
            _ coordinator: AnyCoordinator, home: Home, placement: ChildPresentation?,
            onFinish: ((ErasedOutcome) -> Void)?
        ) {
            self.coordinator = coordinator
            self.home = home
            self.placement = placement
            self.onFinish = onFinish.map { [$0] } ?? []
        }

        var id: CoordinatorID { coordinator.id }

        /// This node and every node below it, parents before children: walked in a loop, so a
        /// tree of any depth takes no call stack frame per level.
        var subtree: [Node] {
            var nodes: [Node] = []
            var pending = [self]
            while let node = pending.popLast() {
                nodes.append(node)
                pending.append(contentsOf: node.children.reversed())
            }
            return nodes
        }

        /// The identities of ``subtree``, in no particular order.
        var subtreeIDs: [CoordinatorID] {
            var ids: [CoordinatorID] = []
            var pending = [self]
            while let member = pending.popLast() {
                ids.append(member.id)
                pending.append(contentsOf: member.children)
            }
            return ids
        }

        var depth: Int {
            var depth = 0
            var node = parent
            while let current = node {
                depth += 1
                node = current.parent
            }
            return depth
        }
    }

    /// A link that opens again, from the root, when the flow it waits for finishes.
    struct WaitingLink {
        let link: DeepLink
        /// Opens the link again on a `.finished` outcome; does nothing on `.cancelled`.
        let reopen: (ErasedOutcome) -> Void
    }

    /// An ended flow whose outcome is due once the change that ended it is committed.
    struct Ending {
        /// Kept alive until its outcome is delivered.
        let coordinator: AnyCoordinator
        let outcome: ErasedOutcome
        /// The flow's handlers, in order, then its waiting link's.
        let handlers: [(ErasedOutcome) -> Void]
        let tasks: [Task<Void, Never>]

        func deliver() {
            for task in tasks { task.cancel() }
            for handler in handlers { handler(outcome) }
        }
    }

    private(set) var root: Node?
    /// Who runs, looked up on every change.
    private struct Registry {
        /// Every running coordinator's node.
        var nodes: [CoordinatorID: Node] = [:]
        /// Coordinators that may have been left without children or screens, checked by
        /// ``sweep()`` once outcomes are delivered.
        var sweepCandidates: [CoordinatorID] = []
    }
    // Each access is one step that calls out to nothing, so no two overlap: release builds skip
    // the runtime's exclusivity check, debug builds (the tests) keep it ("Designed for speed").
    #if DEBUG
    private var registry = Registry()
    #else
    @exclusivity(unchecked) private var registry = Registry()
    #endif
    /// Child flows that started showing nothing, with the line that started each: checked at the
    /// end of the main-actor turn in which they started.
    private var flowsAwaitingFirstScreen: [(id: CoordinatorID, site: CallSite)] = []
    /// Whether a task on the main actor will check ``flowsAwaitingFirstScreen``.
    private var isFirstScreenCheckScheduled = false

    /// Adds a child flow that started showing nothing to those checked at the end of this
    /// main-actor turn.
    /// - Returns: whether the caller must schedule that check: none is scheduled yet.
    func checkFirstScreen(of id: CoordinatorID, site: CallSite) -> Bool {
        flowsAwaitingFirstScreen.append((id, site))
        guard !isFirstScreenCheckScheduled else { return false }
        isFirstScreenCheckScheduled = true
        return true
    }

    /// The flows to check for their first screen now, each with the line that started it; they
    /// are not checked again.
    func takeFlowsAwaitingFirstScreen() -> [(id: CoordinatorID, site: CallSite)] {
        defer { flowsAwaitingFirstScreen = [] }
        return flowsAwaitingFirstScreen
    }

    /// The scheduled check runs: the next flow that starts showing nothing schedules another.
    func scheduledFirstScreenCheckRuns() {
        isFirstScreenCheckScheduled = false
    }

    func node(_ id: CoordinatorID) -> Node? { registry.nodes.isEmpty ? nil : registry.nodes[id] }

    /// Why `child` cannot be adopted under `parent`, or `nil` when it can.
    func refusal(toAdopt child: AnyCoordinator, under parent: AnyCoordinator?) -> String? {
        if child === parent { return "a coordinator cannot be its own child" }
        switch child.status {
        case .running: return "\(child) already runs\(child.parent.map { " as a child of \($0)" } ?? "")"
        case .ended: return "\(child) ran already and ended; make a new coordinator"
        case .ready: return nil
        }
    }

    /// Adds a started coordinator under its parent, or as the root.
    @discardableResult
    func adopt(
        _ child: AnyCoordinator, under parent: AnyCoordinator?, home: Home,
        on navigator: Navigator, onFinish: ((ErasedOutcome) -> Void)?
    ) -> Node {
        let placement: ChildPresentation? = if case .unplaced(let presentation) = home { presentation } else { nil }
        let node = Node(child, home: home, placement: placement, onFinish: onFinish)
        insert(node, under: parent, on: navigator)
        // A flow that starts a child is a router now: it lives while its children do.
        node.parent?.awaitsFirstScreen = false
        return node
    }

    /// Adds a coordinator made again from saved data (its `start()` is not called) under its
    /// parent, or as the root, where it lived when it was saved.
    func restore(
        _ flow: AnyCoordinator, under parent: AnyCoordinator?, home: Home, placement: ChildPresentation?,
        on navigator: Navigator
    ) {
        insert(Node(flow, home: home, placement: placement, onFinish: nil), under: parent, on: navigator)
    }

    private func insert(_ node: Node, under parent: AnyCoordinator?, on navigator: Navigator) {
        let child = node.coordinator
        registry.nodes[child.id] = node
        if let parent {
            guard let parentNode = registry.nodes[parent.id] else {
                preconditionFailure("Coordinator tree: \(parent) adopted \(child) while not in the tree.")
            }
            node.parent = parentNode
            parentNode.children.append(node)
        } else {
            root = node
        }
        child.navigator = navigator
        child.status = .running
        registry.sweepCandidates.append(child.id)
    }

    /// Takes a coordinator and its subtree out of the tree, deepest first, each ended with
    /// `outcome` for `node` itself and `.cancelled` for those below it.
    func detach(_ node: Node, with outcome: ErasedOutcome) -> [Ending] {
        var endings: [Ending] = []
        for member in node.subtree.reversed() where registry.nodes[member.id] != nil {
            registry.nodes[member.id] = nil
            if let parent = member.parent {
                parent.children.removeAll { $0 === member }
                registry.sweepCandidates.append(parent.id)
            }
            if root === member { root = nil }
            member.coordinator.status = .ended
            member.coordinator.navigator = nil
            endings.append(
                Ending(
                    coordinator: member.coordinator,
                    outcome: member === node ? outcome : .cancelled,
                    handlers: member.onFinish + (member.waitingLink.map { [$0.reopen] } ?? []),
                    tasks: member.tasks
                ))
            member.onFinish = []
            member.waitingLink = nil
            member.tasks = []
        }
        return endings
    }

    /// Flows a refused change started, out of the tree but not ended, while a leave guard asks
    /// the user whether the change may be made again.
    struct Parked {
        /// Each flow taken out, with its subtree, and the parent it goes back under.
        fileprivate let nodes: [(node: Node, parent: Node)]
        /// The flows, in the order they started.
        let ids: [CoordinatorID]
    }

    /// Takes the flows a refused change started out of the tree, with their subtrees, without
    /// ending them: ``unpark(_:)`` puts them back where they were.
    /// - Returns: `nil`, changing nothing, when one of them is the root or none is in the tree.
    func park(_ ids: [CoordinatorID]) -> Parked? {
        let nodes = ids.compactMap { registry.nodes[$0] }
        let placed = nodes.compactMap { node in node.parent.map { (node: node, parent: $0) } }
        guard !nodes.isEmpty, placed.count == nodes.count else { return nil }
        let taken = Set(ids)
        var parked: [(node: Node, parent: Node)] = []
        // A flow started under another started flow goes with its parent's subtree.
        for (node, parent) in placed where !taken.contains(parent.id) {
            for member in node.subtree { registry.nodes[member.id] = nil }
            parent.children.removeAll { $0 === node }
            parked.append((node, parent))
        }
        return Parked(nodes: parked, ids: ids)
    }

    /// Whether every parent of flows taken out by ``park(_:)`` still runs.
    func canUnpark(_ parked: Parked) -> Bool {
        parked.nodes.allSatisfy { registry.nodes[$0.parent.id] != nil }
    }

    /// Puts flows taken out by ``park(_:)`` back under their parents; one whose parent ended
    /// meanwhile is back in the tree on its own, to be discarded.
    func unpark(_ parked: Parked) {
        for (node, parent) in parked.nodes {
            for member in node.subtree { registry.nodes[member.id] = member }
            guard registry.nodes[parent.id] != nil else { continue }
            node.parent = parent
            parent.children.append(node)
        }
    }

    /// Ends coordinators whose start was dropped, newest first: each gets `.cancelled`.
    func discard(_ ids: [CoordinatorID]) -> [Ending] {
        ids.compactMap { registry.nodes[$0] }.flatMap { detach($0, with: .cancelled) }
    }

    /// What a flow's verbs act on: made for every change a flow makes, so it names no one
    /// (names are read for an error only).
    func scope(of node: Node) -> FlowScope {
        var ancestors: [CoordinatorID] = []
        var current = node.parent
        while let ancestor = current {
            ancestors.append(ancestor.id)
            current = ancestor.parent
        }
        let home: StackID? = if case .stack(let stack) = node.home { stack } else { nil }
        return FlowScope(
            flow: node.id, named: node.coordinator, home: home, subtree: node.subtreeIDs, ancestors: ancestors)
    }

    /// Ends routers (coordinators that never showed a screen) left without children, once every
    /// outcome due was delivered and its handler had the chance to start a successor. A flow
    /// that still awaits its first screen is not a router yet, and stays.
    func sweep() -> [Ending] {
        var endings: [Ending] = []
        while let id = registry.sweepCandidates.popLast() {
            guard let node = registry.nodes[id], !node.hasShownScreens, node.children.isEmpty, !node.awaitsFirstScreen
            else { continue }
            endings += detach(node, with: .cancelled)
        }
        return endings
    }

    /// Every running coordinator, parents before children.
    var all: [Node] { root?.subtree ?? [] }
}

/// Where a coordinator's screens go.
enum Home: Equatable, Codable {
    /// Nowhere yet: the first screen places a new layer or root, as the presentation says.
    case unplaced(ChildPresentation)
    /// Onto this stack.
    case stack(StackID)
}
