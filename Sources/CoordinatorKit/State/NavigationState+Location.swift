// Finding and editing one stack by its place in the state.
// `locate` returns a tab index for every tabs layer, so `tab!` below never fails for a location
// it made.
struct StackLocation: Equatable {
    var layer: Int
    var tab: Int?
    /// The column, for a split layer.
    var column: SplitColumn?
}

extension NavigationState {
    func locate(_ id: StackID?, request: @autoclosure () -> String) throws(NavigationError) -> StackLocation {
        guard let top = layers.indices.last else {
            throw NavigationError(request(), .nothingShown)
        }
        // Layers are read field by field, the top one first (where changes usually go): a layer
        // copied out whole retains all it holds, and this runs on every change.
        let id = id ?? visibleStackID(ofLayerAt: top)
        guard let layerIndex = layers.indices.last(where: { layers[$0].id == id.layer }) else {
            throw NavigationError(request(), .noSuchStack(id))
        }
        switch layers[layerIndex].content {
        case .split(let split):
            // A split's stack is named by its column; no column names the detail, where pushes go.
            let column = id.column ?? .detail
            guard id.tab == nil, split[column] != nil else { throw NavigationError(request(), .noSuchStack(id)) }
            return StackLocation(layer: layerIndex, column: column)
        case .stack:
            guard id.tab == nil, id.column == nil else { throw NavigationError(request(), .noSuchStack(id)) }
            return StackLocation(layer: layerIndex, tab: nil)
        case .tabs(let tabs):
            guard id.column == nil else { throw NavigationError(request(), .noSuchStack(id)) }
            if let tab = id.tab {
                guard let tabIndex = tabs.index(of: tab) else {
                    throw NavigationError(request(), .noSuchStack(id))
                }
                return StackLocation(layer: layerIndex, tab: tabIndex)
            }
            // A hand-built state can hold tabs that break the rules; never index into them.
            guard let tabIndex = tabs.index(of: tabs.selected) else {
                throw NavigationError(
                    request(), .invalidTabs("layer \(id.layer) has no selected tab among its \(tabs.tabs.count) tab(s)")
                )
            }
            return StackLocation(layer: layerIndex, tab: tabIndex)
        }
    }

    func stackID(at location: StackLocation) -> StackID {
        let layer = layers[location.layer]
        if let column = location.column { return StackID(layer: layer.id, column: column) }
        guard case .tabs(let tabs) = layer.content, let tab = location.tab else {
            return StackID(layer: layer.id)
        }
        return StackID(layer: layer.id, tab: tabs.tabs[tab].id)
    }

    subscript(location: StackLocation) -> Stack {
        get {
            switch layers[location.layer].content {
            case .stack(let stack): stack
            case .tabs(let tabs): tabs.tabs[location.tab!].stack
            case .split(let split): split[location.column!]!
            }
        }
        set { editStack(at: location) { $0 = newValue } }
    }

    /// Edits one stack in place, without copying its screens.
    mutating func editStack<T, Failure: Error>(
        at location: StackLocation,
        _ body: (inout Stack) throws(Failure) -> T
    ) throws(Failure) -> T {
        switch layers[location.layer].content {
        case .stack(var stack):
            layers[location.layer].content = .stack(Stack(list: ScreenList()))
            defer { layers[location.layer].content = .stack(stack) }
            return try body(&stack)
        case .tabs(var tabs):
            layers[location.layer].content = .stack(Stack(list: ScreenList()))
            defer { layers[location.layer].content = .tabs(tabs) }
            return try body(&tabs.tabs[location.tab!].stack)
        case .split(var split):
            layers[location.layer].content = .stack(Stack(list: ScreenList()))
            defer { layers[location.layer].content = .split(split) }
            return try split.editColumn(location.column!, body)
        }
    }
}
