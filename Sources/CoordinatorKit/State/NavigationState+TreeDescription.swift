extension NavigationState {
    /// A readable dump of the state, one line per layer (and per tab), root first:
    ///
    /// ```
    /// root  stack: [map] > [city(named: "El Paso")]
    /// sheet stack: [settings]
    /// ```
    ///
    /// Tabs list each tab on its own line, the selected one marked with `*`:
    ///
    /// ```
    /// root  tabs:  *catalog: [productList] > [product(id: 1)]
    ///               orders: [orderList]
    /// ```
    ///
    /// A split lists each column on its own line, the columns the user sees marked with `*`,
    /// and whether it is collapsed or which columns it shows expanded:
    ///
    /// ```
    /// root  split: *sidebar: [catalog]  (automatic)
    ///               *detail: [product(id: 1)]
    /// ```
    ///
    /// A presented layer's options other than the defaults follow its line in parentheses
    /// (`sheet stack: [cart]  (detents: medium, large; grabber)`), as does a tab's badge.
    ///
    /// A question shown over the topmost layer is the last line:
    /// `question alert "Log out?" ["Log out" (destructive), "Cancel" (cancel)]`.
    public var treeDescription: String {
        guard !layers.isEmpty else { return "(nothing shown)" }
        let width = layers.map(\.presentation.rawValue.count).max() ?? 0
        let questionLine = question.map { ["question \($0)"] } ?? []
        return
            (layers.map { layer in
                let label = layer.presentation.rawValue.padding(toLength: width)
                let options =
                    layer.presentation.isModal && !layer.options.summary.isEmpty ? "  (\(layer.options.summary))" : ""
                switch layer.content {
                case .stack(let stack):
                    return "\(label) stack: \(stack)\(options)"
                case .tabs(let tabs):
                    let indent = String(repeating: " ", count: width + 7)
                    return tabs.tabs.enumerated().map { index, tab in
                        let mark = tab.id == tabs.selected ? "*" : " "
                        let prefix = index == 0 ? "\(label) tabs: " : indent
                        let badge = tab.item?.badge.map { "  (badge \($0))" } ?? ""
                        return "\(prefix)\(mark)\(tab.id): \(tab.stack)\(badge)\(index == 0 ? options : "")"
                    }.joined(separator: "\n")
                case .split(let split):
                    // Each column on its own line; the columns the user sees are marked with `*`.
                    let indent = String(repeating: " ", count: width + 8)
                    let shown = split.visibleColumns
                    let mode = split.isCollapsed ? "collapsed" : "\(split.visibility)"
                    return split.columns.enumerated().map { index, column in
                        let mark = shown.contains(column) ? "*" : " "
                        let prefix = index == 0 ? "\(label) split: " : indent
                        let suffix = index == 0 ? "  (\(mode))\(options)" : ""
                        return "\(prefix)\(mark)\(column): \(split[column] ?? Stack([]))\(suffix)"
                    }.joined(separator: "\n")
                }
            } + questionLine).joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
