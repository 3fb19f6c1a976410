// Which screens entered and left between two states, looking only at stacks that changed.
struct ScreenDiff {
    var removed: [Screen] = []
    var added: [Screen] = []

    init(from old: NavigationState, to new: NavigationState) {
        // Layers are matched by identity, usually at the same index; stacks by tab.
        var matchedNewLayers = Array(repeating: false, count: new.layers.count)
        for (index, layer) in old.layers.enumerated() {
            let newIndex = new.layers.indices.contains(index) && new.layers[index].id == layer.id
                ? index
                : new.layers.firstIndex { $0.id == layer.id }
            guard let newIndex else {
                for (_, stack) in layer.content.stacks { stack.list.appendScreens(to: &removed) }
                continue
            }
            matchedNewLayers[newIndex] = true
            switch (layer.content, new.layers[newIndex].content) {
            case (.stack(let stack), .stack(let counterpart)):
                compare(stack, counterpart)
            case (.tabs(let tabs), .tabs(let counterparts)):
                for tab in tabs.tabs {
                    if let counterpart = counterparts[tab.id] { compare(tab.stack, counterpart.stack) } else { tab.stack.list.appendScreens(to: &removed) }
                }
                for tab in counterparts.tabs where tabs[tab.id] == nil { tab.stack.list.appendScreens(to: &added) }
            case (let content, let newContent):
                for (_, stack) in content.stacks { stack.list.appendScreens(to: &removed) }
                for (_, stack) in newContent.stacks { stack.list.appendScreens(to: &added) }
            }
        }
        for (index, layer) in new.layers.enumerated() where !matchedNewLayers[index] {
            for (_, stack) in layer.content.stacks { stack.list.appendScreens(to: &added) }
        }
        // A screen that moved between or within stacks neither entered nor left.
        if !removed.isEmpty, !added.isEmpty {
            let removedIDs = Set(removed.map(\.id))
            let addedIDs = Set(added.map(\.id))
            removed.removeAll { addedIDs.contains($0.id) }
            added.removeAll { removedIDs.contains($0.id) }
        }
    }

    var isEmpty: Bool { removed.isEmpty && added.isEmpty }

    /// The screens above the bottom both versions of one stack share.
    private mutating func compare(_ stack: Stack, _ counterpart: Stack) {
        let common = stack.commonPrefixCount(with: counterpart)
        stack.list.appendScreens(from: common, to: &removed)
        counterpart.list.appendScreens(from: common, to: &added)
    }
}

extension Stack {
    /// How many screens at the bottom both stacks share, by identity: for an adapter, the part
    /// of a stack it shows already and need not map again. Skips storage both share.
    package func commonPrefixCount(with other: Stack) -> Int {
        list.commonPrefixCount(with: other.list)
    }

    /// The screens from `start` up, without building the rest: for an adapter that maps only
    /// the changed top of a deep stack.
    package func screens(from start: Int) -> [Screen] {
        var screens: [Screen] = []
        screens.reserveCapacity(Swift.max(count - start, 0))
        list.appendScreens(from: start, to: &screens)
        return screens
    }
}

extension Stack {
    /// Where a screen is in the stack, looking from the top down: for an adapter that hears of
    /// a pop to a screen, which is usually just below the top. `nil` when the stack lacks it.
    package func lastIndex(of screen: ScreenID) -> Int? {
        list.lastIndex { $0.id == screen }
    }
}

extension NavigationState {
    /// The screens this state holds and `other` lacks (`removed`), and those `other` holds and
    /// this state lacks (`added`), by identity: for an adapter that lets go of what a screen
    /// left behind. Costs what differs: stacks that share storage are skipped.
    package func screenDifference(to other: NavigationState) -> (removed: [Screen], added: [Screen]) {
        let sameLayers = layers.withUnsafeBufferPointer { mine in
            other.layers.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress && mine.count == theirs.count }
        }
        if sameLayers { return ([], []) }
        let diff = ScreenDiff(from: self, to: other)
        return (diff.removed, diff.added)
    }
}
