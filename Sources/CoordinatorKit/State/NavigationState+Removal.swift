extension NavigationState {
    /// Removes every screen and the question the given coordinators own. A tab left without screens
    /// goes; a split column left without screens takes its layer; a layer left without screens is
    /// dismissed with every layer above it; a root left without
    /// screens leaves the window empty.
    mutating func removeScreens(ownedBy owners: Set<CoordinatorID>) {
        guard !owners.isEmpty else { return }
        // A flow that ends takes its question with it.
        dropQuestion(askedByAnyOf: owners)
        for index in layers.indices {
            switch layers[index].content {
            case .stack(var stack):
                guard stack.list.contains(where: { owners.contains($0.owner) }) else { continue }
                stack.list.removeAll { owners.contains($0.owner) }
                guard !stack.list.isEmpty else {
                    layers.removeSubrange(index...)
                    return
                }
                layers[index].content = .stack(stack)
            case .tabs(var tabs):
                guard tabs.tabs.contains(where: { $0.stack.list.contains { owners.contains($0.owner) } }) else {
                    continue
                }
                for tab in tabs.tabs.indices { tabs.tabs[tab].stack.list.removeAll { owners.contains($0.owner) } }
                tabs.tabs.removeAll { $0.stack.list.isEmpty }
                guard let first = tabs.tabs.first else {
                    layers.removeSubrange(index...)
                    return
                }
                if tabs.index(of: tabs.selected) == nil { tabs.selected = first.id }
                layers[index].content = .tabs(tabs)
            case .split(var split):
                // A split keeps every column: one left without screens takes the layer with it.
                var emptied = false
                split.editEachColumn { _, stack in
                    stack.list.removeAll { owners.contains($0.owner) }
                    if stack.list.isEmpty { emptied = true }
                }
                guard !emptied else {
                    layers.removeSubrange(index...)
                    return
                }
                layers[index].content = .split(split)
            }
        }
    }

    /// Removes these presented layers and keeps every other in its order: a layer above one
    /// that leaves is then presented over the layer below it. The window's root layer stays.
    mutating func removePresentedLayers(_ gone: Set<LayerID>) {
        guard layers.dropFirst().contains(where: { gone.contains($0.id) }) else { return }
        layers = [layers[0]] + layers.dropFirst().filter { !gone.contains($0.id) }
    }
}
