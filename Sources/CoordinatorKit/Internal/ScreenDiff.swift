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
                let common = stack.commonPrefixCount(with: counterpart)
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

extension Stack {
    /// How many screens at the bottom both stacks share, by identity.
    func commonPrefixCount(with other: Stack) -> Int {
        let limit = Swift.min(screens.count, other.screens.count)
        return screens.withUnsafeBufferPointer { mine in
            other.screens.withUnsafeBufferPointer { theirs in
                var index = 0
                while index < limit, mine[index].id == theirs[index].id { index += 1 }
                return index
            }
        }
    }
}
