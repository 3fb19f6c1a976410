// Which screens entered and left between two states, looking only at stacks that changed.
struct ScreenDiff {
    var removed: [Screen] = []
    var added: [Screen] = []

    init(from old: NavigationState, to new: NavigationState) {
        // Layers are matched by identity, usually at the same index; stacks by tab. While every
        // old layer matched the new layer at its own index, the first `alignedCount` new layers
        // are the matched ones, and no array of marks is made. Layers are read by index, field by
        // field: a layer copied out whole retains all it holds.
        let oldLayers = old.layers
        let newLayers = new.layers
        var alignedCount = 0
        var matchedNewLayers: [Bool]?
        for index in oldLayers.indices {
            let id = oldLayers[index].id
            let newIndex = new.index(ofLayer: id, expectedAt: index)
            if matchedNewLayers == nil, newIndex == index, index == alignedCount {
                alignedCount += 1
            } else if let newIndex {
                // An old layer gone (a dismissal) marks nothing: the aligned ones stay right.
                if matchedNewLayers == nil {
                    var marks = Array(repeating: false, count: newLayers.count)
                    for aligned in 0..<alignedCount { marks[aligned] = true }
                    matchedNewLayers = marks
                }
                matchedNewLayers?[newIndex] = true
            }
            guard let newIndex else {
                Self.appendScreens(of: oldLayers[index].content, to: &removed)
                continue
            }
            compare(oldLayers, at: index, newLayers, at: newIndex)
        }
        if let matchedNewLayers {
            for index in newLayers.indices where !matchedNewLayers[index] {
                Self.appendScreens(of: newLayers[index].content, to: &added)
            }
        } else {
            for index in alignedCount..<newLayers.count { Self.appendScreens(of: newLayers[index].content, to: &added) }
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

    /// Whether `new` may lack a screen that `old` holds, without listing any: `false` only when
    /// every layer of `old` is at its own index in `new` and each of its stacks is the bottom of
    /// its counterpart (then a diff's `removed` is empty); `true` in every other case, when the
    /// caller makes the diff.
    static func mayRemoveScreens(from old: NavigationState, to new: NavigationState) -> Bool {
        let newLayers = new.layers
        guard old.layers.count <= newLayers.count else { return true }
        let oldLayers = old.layers
        for index in oldLayers.indices {
            guard newLayers[index].id == oldLayers[index].id,
                !mayRemoveScreens(from: oldLayers, to: newLayers, at: index)
            else { return true }
        }
        return false
    }

    /// Whether `new` may lack a screen of `old`, two versions of the content of the layer at
    /// `index`. Both helpers below take the layer arrays and read the content where it lies:
    /// passing a content as an argument copies it first, retaining its storage.
    private static func mayRemoveScreens(from old: [Layer], to new: [Layer], at index: Int) -> Bool {
        switch old[index].content {
        case .stack(let stack):
            guard case .stack(let counterpart) = new[index].content else { return true }
            return stack.commonPrefixCount(with: counterpart) < stack.list.count
        case .tabs(let tabs):
            guard case .tabs(let counterparts) = new[index].content else { return true }
            for tab in tabs.tabs {
                guard let counterpart = counterparts[tab.id],
                    tab.stack.commonPrefixCount(with: counterpart.stack) == tab.stack.list.count
                else { return true }
            }
            return false
        case .split(let split):
            guard case .split(let counterparts) = new[index].content else { return true }
            for column in split.columns {
                guard let stack = split[column], let counterpart = counterparts[column],
                    stack.commonPrefixCount(with: counterpart) == stack.list.count
                else { return true }
            }
            return false
        }
    }

    /// Every screen of a container, without making the array of its stacks.
    private static func appendScreens(of content: Container, to screens: inout [Screen]) {
        switch content {
        case .stack(let stack): stack.list.appendScreens(to: &screens)
        case .tabs(let tabs): for tab in tabs.tabs { tab.stack.list.appendScreens(to: &screens) }
        case .split(let split): for column in split.columns { split[column]?.list.appendScreens(to: &screens) }
        }
    }

    /// The screens that differ between two versions of one layer's content, at `index` in `old`
    /// and `newIndex` in `new`: stack by stack, or all of both when the kind changed. Each matched
    /// inside the case of the other: matching the pair would copy both first.
    private mutating func compare(_ old: [Layer], at index: Int, _ new: [Layer], at newIndex: Int) {
        switch old[index].content {
        case .stack(let stack):
            if case .stack(let counterpart) = new[newIndex].content { return compare(stack, counterpart) }
        case .tabs(let tabs):
            if case .tabs(let counterparts) = new[newIndex].content {
                for tab in tabs.tabs {
                    if let counterpart = counterparts[tab.id] {
                        compare(tab.stack, counterpart.stack)
                    } else {
                        tab.stack.list.appendScreens(to: &removed)
                    }
                }
                for tab in counterparts.tabs where tabs[tab.id] == nil { tab.stack.list.appendScreens(to: &added) }
                return
            }
        case .split(let split):
            if case .split(let counterparts) = new[newIndex].content {
                for column in SplitColumn.allCases {
                    switch (split[column], counterparts[column]) {
                    case (let stack?, let counterpart?): compare(stack, counterpart)
                    case (let stack?, nil): stack.list.appendScreens(to: &removed)
                    case (nil, let counterpart?): counterpart.list.appendScreens(to: &added)
                    case (nil, nil): break
                    }
                }
                return
            }
        }
        Self.appendScreens(of: old[index].content, to: &removed)
        Self.appendScreens(of: new[newIndex].content, to: &added)
    }

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

    /// The screen at `index`, the root at 0, without building the array of all: for an adapter
    /// that maps only the changed top of a deep stack, one screen at a time.
    package func screen(at index: Int) -> Screen { list[index] }

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
        if sharesLayers(with: other) { return ([], []) }
        let diff = ScreenDiff(from: self, to: other)
        return (diff.removed, diff.added)
    }
}
