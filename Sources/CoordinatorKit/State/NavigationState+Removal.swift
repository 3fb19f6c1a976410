extension NavigationState {
    /// Removes every screen and the question the given coordinators own. A tab left without screens goes; a
    /// layer left without screens is dismissed with every layer above it; a root left without
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
                guard tabs.tabs.contains(where: { $0.stack.list.contains { owners.contains($0.owner) } }) else { continue }
                for tab in tabs.tabs.indices { tabs.tabs[tab].stack.list.removeAll { owners.contains($0.owner) } }
                tabs.tabs.removeAll { $0.stack.list.isEmpty }
                guard let first = tabs.tabs.first else {
                    layers.removeSubrange(index...)
                    return
                }
                if tabs.index(of: tabs.selected) == nil { tabs.selected = first.id }
                layers[index].content = .tabs(tabs)
            }
        }
    }
}
