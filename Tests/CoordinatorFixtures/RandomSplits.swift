public import CoordinatorKit

// Random splits for the split properties: two or three columns of random stacks, random column
// visibility and compact column, sheets over them, and random changes that keep the split.
extension RandomStates {
    /// A random split of two or three columns, each of 1 to `maxDepth` screens, with a random
    /// visibility and compact column.
    /// - Parameter threeColumns: whether it has a content column; random when `nil`.
    public mutating func split(maxDepth: Int = 6, threeColumns: Bool? = nil) -> Split {
        let content = threeColumns ?? Bool.random(using: &rng) ? stack(maxDepth: maxDepth) : nil
        let columns: [SplitColumn] = content == nil ? [.sidebar, .detail] : [.sidebar, .content, .detail]
        return Split(
            sidebar: stack(maxDepth: maxDepth), content: content, detail: stack(maxDepth: maxDepth),
            visibility: SplitVisibility.allCases.randomElement(using: &rng)!,
            compactColumn: columns.randomElement(using: &rng)!
        )
    }

    /// A random split at the root with up to two sheets over it.
    public mutating func splitState() -> NavigationState {
        var state = NavigationState(root: .split(split()))
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            _ = try? state.present(.stack(stack(maxDepth: 4)), as: .sheet)
        }
        return state
    }

    /// Applies 1 to `maxChanges` random changes that keep the root split: pushes and pops on
    /// any column, a column shown, the visibility, a whole new split (of two or three columns
    /// when nothing is presented over it), sheets presented and dismissed.
    public mutating func mutateSplit(_ state: inout NavigationState, maxChanges: Int = 8) {
        for _ in 0..<Int.random(in: 1...maxChanges, using: &rng) {
            guard let root = state.root?.id, case .split(let split)? = state.root?.content else { return }
            let column = split.columns.randomElement(using: &rng)!
            let stack = StackID(layer: root, column: column)
            switch Int.random(in: 0..<9, using: &rng) {
            case 0, 1: _ = try? state.push(route(), onto: stack)
            case 2: _ = try? state.pop(count: Int.random(in: 1...3, using: &rng), from: stack)
            case 3:
                // The column keeps a part of its screens, with their identities, and gets new ones.
                if let old = state.stack(stack) {
                    let keep = Int.random(in: 0...old.screens.count, using: &rng)
                    _ = try? state.setStack(old.routes.prefix(keep) + (0..<Int.random(in: 0...3, using: &rng)).map { _ in AnyRoute(route()) }, in: stack)
                }
            case 4: _ = try? state.showColumn(column, in: root)
            case 5: _ = try? state.setColumnVisibility(SplitVisibility.allCases.randomElement(using: &rng)!, in: root)
            case 6:
                // A split view controller keeps its style: the number of columns changes only
                // with nothing presented over the split.
                if Int.random(in: 0..<3, using: &rng) == 0 {
                    let columns = state.layers.count > 1 ? split.content != nil : nil
                    _ = try? state.setSplit(self.split(threeColumns: columns), in: root)
                }
            case 7: if state.layers.count < 3 { _ = try? state.present(.stack(self.stack(maxDepth: 4)), as: .sheet) }
            default: if state.layers.count > 1 { _ = try? state.dismiss(state.layers.dropFirst().randomElement(using: &rng)?.id) }
            }
        }
    }
}
