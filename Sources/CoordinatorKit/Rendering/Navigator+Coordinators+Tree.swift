extension Navigator {
    /// The running coordinator with an identity: the owner of a screen, as a host looks it up
    /// to build the screen.
    /// - Parameter id: a ``Screen/owner``.
    /// - Returns: the coordinator, while it runs.
    public func coordinator(for id: CoordinatorID) -> AnyCoordinator? {
        guard let coordinator = coordinators[id]?.coordinator, coordinator.status == .running else { return nil }
        return coordinator
    }

    /// The coordinator tree, one line per coordinator, children under their parent, each with
    /// the screens it owns:
    ///
    /// ```
    /// AppCoordinator
    /// └─ MainTabsCoordinator
    ///    ├─ CatalogCoordinator: [productList] [product(id: 1)]
    ///    │  └─ BuyCoordinator: [cart]
    ///    └─ OrdersCoordinator: [orderList]
    /// ```
    public var coordinatorTreeDescription: String {
        guard let root = rootCoordinator, root.status == .running else { return "(no coordinator)" }
        var owned: [CoordinatorID: [String]] = [:]
        for screen in currentState.screens { owned[screen.owner, default: []].append(screen.description) }
        var lines: [String] = []
        func visit(_ node: AnyCoordinator, prefix: String, childPrefix: String) {
            let screens = owned[node.id].map { ": " + $0.joined(separator: " ") } ?? ""
            lines.append(prefix + node.description + screens)
            for (index, child) in node.children.enumerated() {
                let last = index == node.children.count - 1
                visit(child, prefix: childPrefix + (last ? "└─ " : "├─ "), childPrefix: childPrefix + (last ? "   " : "│  "))
            }
        }
        visit(root, prefix: "", childPrefix: "")
        return lines.joined(separator: "\n")
    }
}
