// What a flow's verbs act on: its segment of a stack, and the layers it or its children
// presented. Pure functions of the state and the flow's place in the coordinator tree.

/// A flow as its verbs see it: its identity, its home, the flows below it (whose screens it may
/// remove) and the flows above it (whose screens it never removes).
struct FlowScope {
    /// The flow.
    let flow: CoordinatorID
    /// What names the flow in an error: described only when an error is made.
    let named: any CustomStringConvertible
    /// The stack the flow pushes onto when it shows nothing of its own elsewhere.
    let home: StackID?
    /// The flow and every flow it started, directly or not: a few, searched in turn.
    let subtree: [CoordinatorID]
    /// The flows that started this one, nearest first.
    let ancestors: [CoordinatorID]

    /// The flow's name, for errors.
    var name: String { named.description }
}

extension NavigationState {
    /// The stack a flow's verbs act on: the topmost stack that holds one of its screens, else
    /// its home.
    func flowStack(of scope: FlowScope) -> StackID? {
        // From the top down: a flow's screens are usually near the top of a deep stack.
        func holdsScreen(_ stack: Stack) -> Bool { stack.list.lastIndex { $0.owner == scope.flow } != nil }
        for layer in layers.reversed() {
            switch layer.content {
            case .stack(let stack):
                if holdsScreen(stack) { return StackID(layer: layer.id) }
            case .tabs(let tabs):
                // The selected tab first: a flow that owns screens in several tabs acts where the user looks.
                if let selected = tabs[tabs.selected], holdsScreen(selected.stack) {
                    return StackID(layer: layer.id, tab: tabs.selected)
                }
                for tab in tabs.tabs where tab.id != tabs.selected && holdsScreen(tab.stack) {
                    return StackID(layer: layer.id, tab: tab.id)
                }
            case .split(let split):
                // The detail first, where pushes go; a flow acts within its own column.
                for column in split.columns.reversed() where split[column].map(holdsScreen) ?? false {
                    return StackID(layer: layer.id, column: column)
                }
            }
        }
        if let home = scope.home, stack(home) != nil { return home }
        return nil
    }

    /// Where a flow's segment of a stack begins: the index of its first screen there, or the
    /// stack's count when it has none there yet.
    func segmentStart(of flow: CoordinatorID, in stack: Stack) -> Int {
        stack.list.firstIndex { $0.owner == flow } ?? stack.list.count
    }

    /// The nearest of the flows above a flow whose screens its change, from this state to
    /// `after`, would remove, or `nil` when the change keeps every screen of theirs.
    func ancestorLosingScreens(to after: NavigationState, scope: FlowScope) -> CoordinatorID? {
        let removedOwners = Set(ScreenDiff(from: self, to: after).removed.map(\.owner))
        return scope.ancestors.first { removedOwners.contains($0) }
    }

    /// The flow's stack, its location and its segment's start, or the reason it has none.
    private func flowSegment(_ scope: FlowScope, request: @autoclosure () -> String) throws(NavigationError) -> (
        StackID, StackLocation, Int
    ) {
        guard let id = flowStack(of: scope) else {
            throw NavigationError(request(), .flowShowsNothing(flow: scope.name))
        }
        let location = try locate(id, request: request())
        let start = segmentStart(of: scope.flow, in: self[location])
        guard start < self[location].list.count else {
            throw NavigationError(request(), .flowShowsNothing(flow: scope.name))
        }
        return (id, location, start)
    }

    /// Pops the top screen of the flow's segment. Popping the segment's first screen ends the
    /// flow's part of the stack; on a presented layer whose first screen it is, the layer goes.
    mutating func flowPop(_ scope: FlowScope, request: @autoclosure () -> String) throws(NavigationError) {
        let (id, location, start) = try flowSegment(scope, request: request())
        let count = self[location].list.count
        if count - 1 > start || start > 0 {
            editStack(at: location) { (stack: inout Stack) in stack.list.removeLast() }
        } else if id.tab == nil, layers[location.layer].presentation.isModal {
            try dismiss(id.layer)
        } else {
            throw NavigationError(request(), .wouldPopContainerRoot(self[location].list[start].description))
        }
    }

    /// Pops the flow's stack back to the segment's first screen.
    mutating func flowPopToRoot(_ scope: FlowScope, request: @autoclosure () -> String) throws(NavigationError) {
        let (_, location, start) = try flowSegment(scope, request: request())
        _ = editStack(at: location) { (stack: inout Stack) in stack.removeScreens(after: start) }
    }

    /// Pops the flow's stack until the topmost screen of its segment showing `route` is on top.
    mutating func flowPop(to route: AnyRoute, _ scope: FlowScope, request: @autoclosure () -> String)
        throws(NavigationError)
    {
        let (id, location, start) = try flowSegment(scope, request: request())
        guard let index = self[location].list[start...].lastIndex(where: { $0.route == route }) else {
            throw NavigationError(request(), .notInStack("a screen of \(scope.name) showing \(route)", id))
        }
        _ = editStack(at: location) { (stack: inout Stack) in stack.removeScreens(after: index) }
    }

    /// Replaces the flow's segment with screens for `routes`; screens at the segment's bottom
    /// that show the same routes keep their identities.
    mutating func flowSetStack(_ routes: [AnyRoute], _ scope: FlowScope, request: @autoclosure () -> String)
        throws(NavigationError)
    {
        guard let id = flowStack(of: scope) else {
            throw NavigationError(request(), .flowShowsNothing(flow: scope.name))
        }
        guard !routes.isEmpty else { throw NavigationError(request(), .emptyStack(id)) }
        let location = try locate(id, request: request())
        let start = segmentStart(of: scope.flow, in: self[location])
        editStack(at: location) { (stack: inout Stack) in
            let kept = zip(stack.list[start...], routes).prefix { $0.route == $1 }.count
            stack.list.removeSuffix(from: start + kept)
            stack.list.append(contentsOf: routes[kept...].map { Screen($0, owner: scope.flow) })
        }
    }

    /// Dismisses the topmost presented layer that the flow or a flow it started presented, with
    /// every layer above it.
    mutating func flowDismiss(_ scope: FlowScope, request: @autoclosure () -> String) throws(NavigationError) {
        guard let index = layers.indices.dropFirst().last(where: { presented(layers[$0], by: scope) }) else {
            throw NavigationError(request(), .nothingPresentedByFlow(flow: scope.name))
        }
        try dismiss(layers[index].id)
    }

    /// Dismisses every layer that the flow or a flow it started presented: the lowest of them,
    /// with every layer above it. With none presented, it changes nothing, as
    /// ``dismissAll()`` does.
    mutating func flowDismissAll(_ scope: FlowScope, request: @autoclosure () -> String) throws(NavigationError) {
        guard let index = layers.indices.dropFirst().first(where: { presented(layers[$0], by: scope) }) else { return }
        try dismiss(layers[index].id)
    }

    /// Whether a layer was presented by the flow or a flow below it: its first screen is theirs.
    private func presented(_ layer: Layer, by scope: FlowScope) -> Bool {
        layer.content.stacks.contains { $0.stack.root.map { scope.subtree.contains($0.owner) } ?? false }
    }
}
