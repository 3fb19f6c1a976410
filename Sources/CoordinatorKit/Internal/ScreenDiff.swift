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
                    removed += stack.list
                    continue
                }
                let common = stack.commonPrefixCount(with: counterpart)
                removed += stack.list[common...]
                added += counterpart.list[common...]
            }
        }
        for stack in newStacks.values { added += stack.list }
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

extension Stack {
    /// How many screens at the bottom both stacks share, by identity.
    func commonPrefixCount(with other: Stack) -> Int {
        list.commonPrefixCount(with: other.list)
    }
}
