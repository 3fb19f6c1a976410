// Which screens entered and left between two states, looking only at stacks that changed.
struct ScreenDiff {
    var removed: [Screen] = []
    var added: [Screen] = []

    init(from old: NavigationState, to new: NavigationState) {
        var newStacks: [StackID: Stack] = [:]
        for layer in new.layers {
            for (tab, stack) in layer.content.stacks { newStacks[StackID(layer: layer.id, tab: tab)] = stack }
        }
        for layer in old.layers {
            for (tab, stack) in layer.content.stacks {
                let id = StackID(layer: layer.id, tab: tab)
                guard let counterpart = newStacks.removeValue(forKey: id) else {
                    removed += stack.screens
                    continue
                }
                guard stack != counterpart else { continue }
                let common = zip(stack.screens, counterpart.screens).prefix { $0.id == $1.id }.count
                removed += stack.screens[common...]
                added += counterpart.screens[common...]
            }
        }
        for stack in newStacks.values { added += stack.screens }
        // A screen that moved between or within stacks neither entered nor left.
        if !removed.isEmpty, !added.isEmpty {
            let removedIDs = Set(removed.map(\.id))
            let addedIDs = Set(added.map(\.id))
            removed.removeAll { addedIDs.contains($0.id) }
            added.removeAll { removedIDs.contains($0.id) }
        }
    }

    var isEmpty: Bool { removed.isEmpty && added.isEmpty }
}
