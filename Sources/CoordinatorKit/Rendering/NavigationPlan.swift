/// The host commands that turn what is rendered into the target state: pure, minimal and legal
/// for UIKit.
///
/// 1. Layers that leave are dismissed top-down, in one command on the lowest of them.
/// 2. A surviving layer whose options changed gets one ``HostCommand/Action/setOptions(_:_:)``;
///    each surviving stack that changed one ``HostCommand/Action/setStack(_:_:)``; changed
///    tabs one ``HostCommand/Action/setTabs(_:_:)``; a changed tab item one
///    ``HostCommand/Action/setTabItem(_:_:in:)``; a changed selection one
///    ``HostCommand/Action/selectTab(_:in:)``.
/// 3. New layers are presented bottom-up, one command each.
///
/// Only the last command the user can see animates. Planning compares stacks by identity from
/// the top, so its cost grows with what changed, not with how deep the stacks are.
///
/// ```swift
/// let plan = NavigationPlan(from: navigator.renderedState, to: navigator.state)
/// for command in plan.commands { print(command) }
/// ```
public struct NavigationPlan: Equatable, Sendable {
    /// The commands, in the order a host must perform them, one at a time.
    public let commands: [HostCommand]

    /// Plans the way from one state to another.
    /// - Parameters:
    ///   - rendered: what the host shows now.
    ///   - target: what it should show.
    ///   - animated: whether the last visible command animates.
    ///   - limits: what the host cannot do in one command.
    public init(from rendered: NavigationState, to target: NavigationState, animated: Bool = true, limits: HostLimits = []) {
        var actions: [HostCommand.Action] = []
        let old = rendered.layers
        let new = target.layers
        var kept = 0
        while kept < min(old.count, new.count), old[kept].continues(as: new[kept]) {
            kept += 1
        }
        // Everything that leaves goes first, top-down.
        let firstLeaving = max(kept, 1)
        if firstLeaving < old.count {
            if limits.contains(.dismissesOneLayerAtATime) {
                actions += old[firstLeaving...].reversed().map { .dismiss($0.id) }
            } else {
                actions.append(.dismiss(old[firstLeaving].id))
            }
        }
        if kept == 0, !(old.isEmpty && new.isEmpty) {
            actions.append(.setRoot(new.first))
        }
        for index in 0..<kept {
            actions += Self.contentActions(from: old[index], to: new[index])
        }
        actions += new.dropFirst(max(kept, 1)).map { .present($0) }
        commands = Self.animatingLastVisible(actions, startingFrom: rendered, animated: animated)
    }

    private static func contentActions(from old: Layer, to new: Layer) -> [HostCommand.Action] {
        // Options change in place, before the content: a sheet unlocked before its screens go.
        let options: [HostCommand.Action] = old.options == new.options ? [] : [.setOptions(new.id, new.options)]
        switch (old.content, new.content) {
        case (.stack(let before), .stack(let after)):
            return options + (before == after ? [] : [.setStack(StackID(layer: new.id), after)])
        case (.tabs(let before), .tabs(let after)):
            guard before.tabs.map(\.id) == after.tabs.map(\.id) else { return options + [.setTabs(new.id, after)] }
            var actions = options
            for (old, tab) in zip(before.tabs, after.tabs) {
                if old.stack != tab.stack {
                    actions.append(.setStack(StackID(layer: new.id, tab: tab.id), tab.stack))
                }
                if old.item != tab.item {
                    actions.append(.setTabItem(tab.id, tab.item, in: new.id))
                }
            }
            if before.selected != after.selected {
                actions.append(.selectTab(after.selected, in: new.id))
            }
            return actions
        default:
            preconditionFailure("planning layer \(new.id): a kept layer changed from \(old.content.summary) to \(new.content.summary)")
        }
    }

    /// Marks the last command the user can see as animated, and every other one as not.
    private static func animatingLastVisible(
        _ actions: [HostCommand.Action], startingFrom rendered: NavigationState, animated: Bool
    ) -> [HostCommand] {
        var shown = rendered
        var lastVisible: Int?
        for (index, action) in actions.enumerated() {
            if shown.isVisible(action) { lastVisible = index }
            // What the last action leaves is not looked at: a plan of one command copies nothing.
            if index < actions.count - 1 { shown.apply(action) }
        }
        return actions.enumerated().map { index, action in
            HostCommand(action, animated: animated && index == lastVisible)
        }
    }
}

extension Layer {
    /// Whether a host can keep this layer's presentation when the state moves to `next`. A layer
    /// whose presentation, kind of content, sheet sizing or cover style differ (a state set whole,
    /// restored) is presented anew.
    func continues(as next: Layer) -> Bool {
        id == next.id && presentation == next.presentation && content.isSameKind(as: next.content)
            && !options.needsNewPresentation(for: next.options)
    }
}
