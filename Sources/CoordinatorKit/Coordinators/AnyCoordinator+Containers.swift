import IssueReporting

// A tab bar and a split start the same way: the container appears with every child flow's first
// screens at once, or not at all.
extension AnyCoordinator {
    /// One child flow of a container and the stack it shows its screens on.
    struct ContainedFlow {
        /// The tab or column, as the report names it.
        let part: String
        let coordinator: AnyCoordinator
        /// The flow's stack, on the layer the container is placed on.
        let stack: (LayerID) -> StackID
    }

    /// Shows `container`, whose stacks are empty, where this flow's home says, and starts each
    /// flow on its stack, in one change. A stack left without screens is reported, and the
    /// container is not shown: this flow ends, cancelled.
    /// - Parameters:
    ///   - container: the tab bar or split, with empty stacks.
    ///   - name: what it is, for the report: "tab bar", "split".
    ///   - parts: what its stacks are, for the report: "tab", "column".
    ///   - flows: each stack's flow.
    ///   - placed: called with the container's layer once it is placed, before the flows start.
    func startContainer(
        _ container: Container, named name: String, parts: String, flows: [ContainedFlow],
        placed: (LayerID) -> Void
    ) {
        let site = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
        guard let navigator = runningNavigator(for: "start \(name)", site: site),
            navigator.allowsNavigation(by: self, request: "start \(name)", site: site), let node
        else { return }
        var layerID: LayerID?
        navigator.change(by: self, request: "show \(name)", animated: true, site: site) {
            state, _ throws(NavigationError) in
            layerID = try node.place(
                container, in: &state, request: "show \(name) \(container.summary)", allowingEmptyStacks: true,
                layerAnimation: layerAnimation)
        }
        guard let layer = layerID else {
            node.markStartFailed()
            return
        }
        placed(layer)
        for flow in flows {
            navigator.startFlow(
                flow.coordinator, under: self, home: .stack(flow.stack(layer)), animated: true, site: site,
                onFinish: nil)
        }
        let empty = flows.filter { navigator.currentState.stack($0.stack(layer))?.list.isEmpty ?? true }
        if !empty.isEmpty {
            reportIssue(
                "\(self) cannot show its \(name): \(parts)(s) \(empty.map(\.part).joined(separator: ", ")) have no screen; each \(parts)'s coordinator must show its first screen in start()."
            )
            node.markStartFailed()
        }
    }
}
