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
    public var treeDescription: String {
        guard !layers.isEmpty else { return "(nothing shown)" }
        let width = layers.map(\.presentation.rawValue.count).max() ?? 0
        return layers.map { layer in
            let label = layer.presentation.rawValue.padding(toLength: width)
            switch layer.content {
            case .stack(let stack):
                return "\(label) stack: \(stack)"
            case .tabs(let tabs):
                let indent = String(repeating: " ", count: width + 7)
                return tabs.tabs.enumerated().map { index, tab in
                    let mark = tab.id == tabs.selected ? "*" : " "
                    let prefix = index == 0 ? "\(label) tabs: " : indent
                    return "\(prefix)\(mark)\(tab.id): \(tab.stack)"
                }.joined(separator: "\n")
            }
        }.joined(separator: "\n")
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
