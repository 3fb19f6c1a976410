// Changes to what a layer or a tab looks like, not to what it holds: hosts update them in place.
extension NavigationState {
    /// Replaces a presented layer's options: a sheet's detents or resting detent, its grabber, the
    /// lock against dismissing it by hand. Sheet sizing and cover style are fixed when the layer is
    /// presented, as UIKit and SwiftUI fix them: changing them is refused (present a new layer).
    ///
    /// ```swift
    /// try state.setOptions(PresentationOptions(isInteractiveDismissDisabled: true), for: settings)
    /// ```
    /// - Parameters:
    ///   - options: the new options.
    ///   - layer: a presented layer; the topmost when `nil`.
    public mutating func setOptions(_ options: PresentationOptions, for layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "setOptions(\(options.summary.isEmpty ? "default" : options.summary))" }
        let index = try presentedLayerIndex(layer, request: request())
        if let problem = options.problem { throw NavigationError(request(), .invalidOptions(problem)) }
        guard !layers[index].options.needsNewPresentation(for: options) else {
            throw NavigationError(
                request(),
                .invalidOptions(
                    "sheet sizing and cover style are fixed while layer \(layers[index].id) is presented; dismiss it and present a new layer with them"
                ))
        }
        layers[index].options = options
    }

    /// Moves a sheet to one of its detents, as the user would by dragging it.
    /// - Parameters:
    ///   - detent: one of the layer's detents (``SheetDetent/large`` when it declares none).
    ///   - layer: a presented layer; the topmost when `nil`.
    public mutating func selectDetent(_ detent: SheetDetent, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "selectDetent(\(detent))" }
        let index = try presentedLayerIndex(layer, request: request())
        var options = layers[index].options
        options.selectedDetent = detent
        if let problem = options.problem { throw NavigationError(request(), .invalidOptions(problem)) }
        layers[index].options = options
    }

    /// Sets what the tab bar shows for a tab: title, image and badge.
    /// - Parameters:
    ///   - item: the item; `nil` shows the tab's identity as its title.
    ///   - tab: the tab.
    ///   - layer: the layer that holds the tabs; the topmost layer when `nil`.
    public mutating func setTabItem(_ item: TabItem?, for tab: TabID, in layer: LayerID? = nil) throws(NavigationError)
    {
        func request() -> String { "setTabItem(\(item.map { "\"\($0.title)\"" } ?? "nil"), for: \"\(tab)\")" }
        try editTabs(in: layer, request: request()) { tabs, layer throws(NavigationError) in
            guard let position = tabs.index(of: tab) else {
                throw NavigationError(request(), .noSuchTab(tab, in: layer))
            }
            tabs.tabs[position].item = item
        }
    }

    /// Sets a tab's badge, keeping its title and image.
    ///
    /// ```swift
    /// try state.setBadge("2", for: "orders")
    /// ```
    /// - Parameters:
    ///   - badge: the badge; `nil` removes it.
    ///   - tab: the tab.
    ///   - layer: the layer that holds the tabs; the topmost layer when `nil`.
    public mutating func setBadge(_ badge: String?, for tab: TabID, in layer: LayerID? = nil) throws(NavigationError) {
        func request() -> String { "setBadge(\(badge.map { "\"\($0)\"" } ?? "nil"), for: \"\(tab)\")" }
        let index = try tabsLayerIndex(layer, request: request())
        guard case .tabs(let tabs) = layers[index].content, let found = tabs[tab] else {
            throw NavigationError(request(), .noSuchTab(tab, in: layers[index].id))
        }
        var item = found.item ?? TabItem(tab.rawValue)
        item.badge = badge
        try setTabItem(item, for: tab, in: layers[index].id)
    }

    /// Sets how a tab bar shows its tabs: a tab bar, or one that becomes a sidebar.
    ///
    /// ```swift
    /// try state.setTabBarStyle(.sidebarAdaptable)
    /// ```
    /// - Parameters:
    ///   - style: the style.
    ///   - layer: the layer that holds the tabs; the topmost layer when `nil`.
    public mutating func setTabBarStyle(_ style: TabBarStyle, in layer: LayerID? = nil) throws(NavigationError) {
        try editTabs(in: layer, request: "setTabBarStyle(.\(style))") { tabs, _ in tabs.style = style }
    }

    private func presentedLayerIndex(_ layer: LayerID?, request: @autoclosure () -> String) throws(NavigationError)
        -> Int
    {
        guard !layers.isEmpty else { throw NavigationError(request(), .nothingShown) }
        guard let layer else {
            guard layers.count > 1 else { throw NavigationError(request(), .nothingPresented) }
            return layers.count - 1
        }
        guard let index = layers.firstIndex(where: { $0.id == layer }) else {
            throw NavigationError(request(), .noSuchLayer(layer))
        }
        guard index > 0 else {
            throw NavigationError(
                request(),
                .invalidOptions(
                    "layer \(layer) is the window's root, which is not presented; options belong to presented layers"))
        }
        return index
    }
}
