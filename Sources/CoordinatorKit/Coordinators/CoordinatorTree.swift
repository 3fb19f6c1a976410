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
    final class Node {
        let coordinator: AnyCoordinator
        weak var parent: Node?
        var children: [Node] = []
        var home: Home
        /// How the flow's own layer or root is placed, for a flow that places one.
        var placement: ChildPresentation?
        /// Whether a committed state ever held a screen of this coordinator. Such a flow ends
        /// when its screens are gone; one that never showed any (a tab bar, a router of flows)
        /// ends when its last child does.
        var hasShownScreens = false
        /// Whether a committed state held a screen of this flow on its home stack.
        var hasShownAtHome = false
        /// Whether its `start()` showed a screen of its own in the transaction that started it.
        var showedInDraft = false
        /// Set by a coordinator whose `start()` could not show what it must (tabs without screens).
        var startFailed = false
        /// Called in order when the flow ends: the handler it was started with, then those
        /// added since. A list, not closures wrapped in closures: any number of handlers is
        /// called without one call stack frame per handler.
        var onFinish: [(ErasedOutcome) -> Void]
        /// The link that opens again when the flow finishes with success: the newest one that
        /// waits for it (see ``DeepLinkHandling/waitFor(_:)``).
        var waitingLink: WaitingLink?
        /// Whether a guard's redirect started this flow for a link: another link redirected the
        /// same way waits for it instead of starting a flow of its own.
        var isLinkRedirect = false
        /// Whether the flow started without showing a screen or starting a child, and has done
        /// neither since: it may still show its first screen (see "Coordinator lifetimes").
        var awaitsFirstScreen = false
        var tasks: [Task<Void, Never>] = []

        /// Runs `handler` after the handlers the flow has, when it ends.
        func alsoOnFinish(_ handler: @escaping (ErasedOutcome) -> Void) {
            onFinish.append(handler)
        }

        init(_ coordinator: AnyCoordinator, home: Home, onFinish: ((ErasedOutcome) -> Void)?) {
            self.coordinator = coordinator
            self.home = home
            if case .unplaced(let presentation) = home { placement = presentation } else { placement = nil }
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

        /// The identities of ``subtree``, in no particular order: walked in a loop, for lookups
        /// made on every change (each closure called in main-actor code checks the actor first).
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
            while let current = node { depth += 1; node = current.parent }
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
    // `nodes`: every running coordinator's node. `sweepCandidates`: coordinators that may have
    // been left without children or screens, checked by ``sweep()`` once outcomes are delivered.
    // Each is read or written in one step that calls out to nothing: release builds skip the
    // runtime's exclusivity checks, debug builds (the tests) keep them.
    #if DEBUG
    private var nodes: [CoordinatorID: Node] = [:]
    private var sweepCandidates: [CoordinatorID] = []
    #else
    @exclusivity(unchecked) private var nodes: [CoordinatorID: Node] = [:]
    @exclusivity(unchecked) private var sweepCandidates: [CoordinatorID] = []
    #endif
    /// Child flows that started showing nothing, with the line that started each: checked at the
    /// end of the main-actor turn in which they started.
    var flowsAwaitingFirstScreen: [(id: CoordinatorID, site: CallSite)] = []
    /// Whether a task on the main actor will check ``flowsAwaitingFirstScreen``.
    var isFirstScreenCheckScheduled = false

    func node(_ id: CoordinatorID) -> Node? { nodes.isEmpty ? nil : nodes[id] }

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
        let node = Node(child, home: home, onFinish: onFinish)
        nodes[child.id] = node
        if let parent {
            guard let parentNode = nodes[parent.id] else {
                preconditionFailure("Coordinator tree: \(parent) adopted \(child) while not in the tree.")
            }
            node.parent = parentNode
            parentNode.children.append(node)
            // A flow that starts a child is a router now: it lives while its children do.
            parentNode.awaitsFirstScreen = false
        } else {
            root = node
        }
        child.navigator = navigator
        child.status = .running
        sweepCandidates.append(child.id)
        return node
    }

    /// Takes a coordinator and its subtree out of the tree, deepest first, each ended with
    /// `outcome` for `node` itself and `.cancelled` for those below it.
    func detach(_ node: Node, with outcome: ErasedOutcome) -> [Ending] {
        var endings: [Ending] = []
        for member in node.subtree.reversed() where nodes[member.id] != nil {
            nodes[member.id] = nil
            if let parent = member.parent {
                parent.children.removeAll { $0 === member }
                sweepCandidates.append(parent.id)
            }
            if root === member { root = nil }
            member.coordinator.status = .ended
            member.coordinator.navigator = nil
            endings.append(Ending(
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

    /// Ends coordinators whose start was dropped, newest first: each gets `.cancelled`.
    func discard(_ ids: [CoordinatorID]) -> [Ending] {
        ids.compactMap { nodes[$0] }.flatMap { detach($0, with: .cancelled) }
    }

    /// What a flow's verbs act on: made for every change a flow makes, so it names no one
    /// (names are read for an error only) and walks the tree in loops, without closures.
    func scope(of node: Node) -> FlowScope {
        var ancestors: [AnyCoordinator] = []
        var current = node.parent
        while let ancestor = current {
            ancestors.append(ancestor.coordinator)
            current = ancestor.parent
        }
        let home: StackID? = if case .stack(let stack) = node.home { stack } else { nil }
        return FlowScope(flow: node.coordinator, home: home, subtree: node.subtreeIDs, ancestors: ancestors)
    }

    /// Ends routers (coordinators that never showed a screen) left without children, once every
    /// outcome due was delivered and its handler had the chance to start a successor. A flow
    /// that still awaits its first screen is not a router yet, and stays.
    func sweep() -> [Ending] {
        var endings: [Ending] = []
        while let id = sweepCandidates.popLast() {
            guard let node = nodes[id], !node.hasShownScreens, node.children.isEmpty, !node.awaitsFirstScreen else { continue }
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
