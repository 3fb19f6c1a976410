/// The host commands that turn what is rendered into the target state: pure, minimal and legal
/// for UIKit.
///
/// 1. Layers that leave are dismissed top-down, in one command on the lowest of them.
/// 2. A surviving layer whose options changed gets one ``HostCommand/Action/setOptions(_:_:)``;
///    each surviving stack that changed one ``HostCommand/Action/setStack(_:_:)``; changed
///    tabs one ``HostCommand/Action/setTabs(_:_:)``; a changed tab item one
///    ``HostCommand/Action/setTabItem(_:_:in:)``; a changed selection one
///    ``HostCommand/Action/selectTab(_:in:)``; each changed split column one
///    ``HostCommand/Action/setStack(_:_:)``, and a change of a split's columns or of the
///    columns it shows one ``HostCommand/Action/setSplit(_:_:)``.
/// 3. New layers are presented bottom-up, one command each.
///
/// Only the last command the user can see animates. Planning compares stacks by identity from
/// the top, so its cost grows with what changed, not with how deep the stacks are.
///
/// ```swift
/// let plan = NavigationPlan(from: navigator.renderedState, to: navigator.state)
/// for command in plan.commands { print(command) }
/// ```
package struct NavigationPlan: Equatable, Sendable {
    /// The commands, in the order a host must perform them, one at a time.
    package let commands: [HostCommand]

    /// Plans the way from one state to another.
    /// - Parameters:
    ///   - rendered: what the host shows now.
    ///   - target: what it should show.
    ///   - animated: whether the last visible command animates.
    ///   - limits: what the host cannot do in one command.
    package init(
        from rendered: NavigationState, to target: NavigationState, animated: Bool = true, limits: HostLimits = []
    ) {
        commands = Self.animatingLastVisible(
            Array(Self.actions(from: rendered, to: target, limits: limits)), startingFrom: rendered, animated: animated)
    }

    /// The plan's first command alone, and whether it is the whole plan: what the navigator
    /// sends next, without the array of commands (a plan is usually one command).
    static func firstCommand(
        from rendered: NavigationState, to target: NavigationState, animated: Bool, limits: HostLimits
    ) -> (command: HostCommand, isWholePlan: Bool)? {
        var planned = actions(from: rendered, to: target, limits: limits)
        if planned.isEmpty { return nil }
        if planned.count == 1 {
            // The usual plan, one action, moved out of the plan (a copy retains what it holds).
            let only = planned.removeFirst()
            return (
                HostCommand(
                    only, animation: animated && rendered.isVisible(only) ? rendered.animation(of: only) : .none), true
            )
        }
        let actions = Array(planned)
        let animates = animated && lastVisible(of: actions, startingFrom: rendered) == 0
        return (HostCommand(actions[0], animation: animates ? rendered.animation(of: actions[0]) : .none), false)
    }

    private static func actions(from rendered: NavigationState, to target: NavigationState, limits: HostLimits)
        -> SmallArray<HostCommand.Action>
    {
        // Layers are read by index, field by field: a layer copied out whole retains all it holds.
        var actions: SmallArray<HostCommand.Action> = []
        let old = rendered.layers
        let new = target.layers
        let common = min(old.count, new.count)
        var kept = 0
        while kept < common, continues(old, as: new, at: kept) {
            kept += 1
        }
        // A question stays only over the very layer it was shown over; one that leaves goes
        // first, one that comes goes last (NavigationPlan+Questions.swift).
        let questionStays = keepsQuestion(from: rendered, to: target, keptLayers: kept)
        if !questionStays, let leaving = rendered.question { actions.append(.dismissQuestion(leaving.id)) }
        // Everything that leaves goes first, top-down.
        let firstLeaving = max(kept, 1)
        if firstLeaving < old.count {
            if limits.contains(.dismissesOneLayerAtATime) {
                for index in (firstLeaving..<old.count).reversed() { actions.append(.dismiss(old[index].id)) }
            } else {
                actions.append(.dismiss(old[firstLeaving].id))
            }
        }
        if kept == 0, !(old.isEmpty && new.isEmpty) {
            actions.append(.setRoot(new.first))
        }
        for index in 0..<kept {
            appendContentActions(from: old, to: new, at: index, into: &actions)
        }
        for index in firstLeaving..<max(new.count, firstLeaving) {
            actions.append(.present(new[index]))
        }
        if !questionStays, let coming = target.question { actions.append(.presentQuestion(coming)) }
        return actions
    }

    /// Whether a host can keep the presentation of the layer at `index` when the state moves to
    /// the next version of it. A layer whose identity, presentation, kind of content, sheet
    /// sizing or cover style differ (a state set whole, restored) is presented anew.
    ///
    /// Both helpers take the layer arrays and an index, and read each field where it lies:
    /// passing a layer's content as an argument copies it first, retaining its storage.
    private static func continues(_ old: [Layer], as new: [Layer], at index: Int) -> Bool {
        guard old[index].id == new[index].id, old[index].presentation == new[index].presentation,
            !old[index].options.needsNewPresentation(for: new[index].options)
        else { return false }
        switch old[index].content {
        case .stack: if case .stack = new[index].content { return true }
        case .tabs: if case .tabs = new[index].content { return true }
        case .split: if case .split = new[index].content { return true }
        }
        return false
    }

    private static func appendContentActions(
        from old: [Layer], to new: [Layer], at index: Int, into actions: inout SmallArray<HostCommand.Action>
    ) {
        let id = new[index].id
        // Options change in place, before the content: a sheet unlocked before its screens go.
        if old[index].options != new[index].options { actions.append(.setOptions(id, new[index].options)) }
        switch old[index].content {
        case .stack(let before):
            guard case .stack(let after) = new[index].content else { break }
            if before != after { actions.append(.setStack(StackID(layer: id), after)) }
            return
        case .tabs(let before):
            guard case .tabs(let after) = new[index].content else { break }
            guard before.style == after.style, before.tabs.count == after.tabs.count,
                zip(before.tabs, after.tabs).allSatisfy({ $0.id == $1.id })
            else {
                actions.append(.setTabs(id, after))
                return
            }
            for (old, tab) in zip(before.tabs, after.tabs) {
                if old.stack != tab.stack {
                    actions.append(.setStack(StackID(layer: id, tab: tab.id), tab.stack))
                }
                if old.item != tab.item {
                    actions.append(.setTabItem(tab.id, tab.item, in: id))
                }
            }
            if before.selected != after.selected {
                actions.append(.selectTab(after.selected, in: id))
            }
            return
        case .split(let before):
            guard case .split(let after) = new[index].content else { break }
            // The same columns: each changed column's stack alone, then what the user sees.
            // Otherwise (a column added or removed) the split is set whole.
            guard before.columns == after.columns else {
                actions.append(.setSplit(id, after))
                return
            }
            for column in after.columns where before[column] != after[column] {
                actions.append(.setStack(StackID(layer: id, column: column), after[column]!))
            }
            if before.visibility != after.visibility || before.compactColumn != after.compactColumn
                || before.isCollapsed != after.isCollapsed
            {
                actions.append(.setSplit(id, after))
            }
            return
        }
        preconditionFailure(
            "planning layer \(id): a kept layer changed from \(old[index].content.summary) to \(new[index].content.summary)"
        )
    }

    /// Marks the last command the user can see as animated, and every other one as not.
    private static func animatingLastVisible(
        _ actions: [HostCommand.Action], startingFrom rendered: NavigationState, animated: Bool
    ) -> [HostCommand] {
        let lastVisible = lastVisible(of: actions, startingFrom: rendered)
        var commands: [HostCommand] = []
        commands.reserveCapacity(actions.count)
        // What the actions before each leave: the animating one is seen from there.
        var shown = rendered
        for index in actions.indices {
            guard animated, index == lastVisible else {
                commands.append(HostCommand(actions[index], animated: false))
                if animated, let lastVisible, index < lastVisible { shown.apply(actions[index]) }
                continue
            }
            commands.append(HostCommand(actions[index], animation: shown.animation(of: actions[index])))
        }
        return commands
    }

    /// The index of the last action the user sees, each seen from what the ones before it leave.
    private static func lastVisible(of actions: [HostCommand.Action], startingFrom rendered: NavigationState) -> Int? {
        if actions.count == 1 { return rendered.isVisible(actions[0]) ? 0 : nil }
        var shown = rendered
        var lastVisible: Int?
        for index in actions.indices {
            if shown.isVisible(actions[index]) { lastVisible = index }
            // What the last action leaves is not looked at.
            if index < actions.count - 1 { shown.apply(actions[index]) }
        }
        return lastVisible
    }
}
