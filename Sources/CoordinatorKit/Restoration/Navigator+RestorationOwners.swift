// Saved data names each screen's owner, and a crafted one may name an owner whose guard never
// looks at the screen: a coordinator of another route type, another column's flow, a split. A
// restored screen must sit where its owner could have shown it by code, so that its guard is the
// one asked.

extension Navigator {
    /// Checks that every restored screen is one its owner could have shown: the owner is a
    /// ``Coordinator`` of the screen's route type, and the screen sits on a stack the owner
    /// shows its screens on (see `FlowPlaces`).
    /// - Parameters:
    ///   - state: the restored state, owned by the coordinators made again.
    ///   - made: those coordinators, parents first.
    /// - Throws: ``RestorationError/coordinatorMismatch(_:)`` naming the first screen that
    ///   breaks the rule.
    static func checkOwners(of state: NavigationState, made: [MadeCoordinator]) throws(RestorationError) {
        let places = try FlowPlaces(state, made: made)
        for layer in state.layers {
            for stack in layer.stackIDs {
                for screen in state.stack(stack)?.screens ?? [] where screen.owner != .app {
                    guard let owner = places.coordinators[screen.owner] else { continue }
                    guard let guarding = owner as? any ErasedRouteGuard, guarding.shows(screen.route) else {
                        throw RestorationError.coordinatorMismatch(
                            "\(screen.route) is owned by \(owner), which does not show routes of its type")
                    }
                    guard places.stacks(of: screen.owner).contains(stack) else {
                        throw RestorationError.coordinatorMismatch(
                            "\(screen.route) sits on stack \(stack), where its owner \(owner) does not show screens")
                    }
                }
            }
        }
    }
}

/// Where each restored flow may show its screens, by the rules code places flows by.
///
/// A flow shows its screens on its home, and on the stack of each layer it presented itself
/// (a presented layer whose first screen is the flow's, above its home). Its home is where its
/// parent put it:
/// - a pushed child's home is a stack its parent shows its screens on;
/// - a modal child's home is the stack of a presented layer;
/// - the root flow's, and that of a flow that replaced the root, is the root layer's stack;
/// - a tab's flow's is its tab's stack on its tab bar's layer;
/// - a split's column flow's is its column's stack on the split's layer, one flow per column.
@MainActor
struct FlowPlaces {
    /// The restored coordinators, by their new identities.
    let coordinators: [CoordinatorID: AnyCoordinator]
    /// The stacks each flow shows its screens on: its home first, then the layers it presented.
    private var reach: [CoordinatorID: [StackID]] = [:]

    /// Works out every flow's places, checking each home against its parent.
    /// - Throws: ``RestorationError/coordinatorMismatch(_:)`` for a home its parent could not
    ///   have given.
    init(_ state: NavigationState, made: [Navigator.MadeCoordinator]) throws(RestorationError) {
        var coordinators: [CoordinatorID: AnyCoordinator] = [:]
        var savedByID: [CoordinatorID: SavedCoordinator] = [:]
        for entry in made {
            coordinators[entry.coordinator.id] = entry.coordinator
            savedByID[entry.coordinator.id] = entry.saved
        }
        self.coordinators = coordinators
        let layerIndex = Dictionary(
            state.layers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var splitLayers: [CoordinatorID: LayerID] = [:]
        var columnsTaken: Set<StackID> = []

        for entry in made {
            let id = entry.coordinator.id
            var home: StackID?
            if case .stack(let saved) = entry.saved.home, let index = layerIndex[saved.layer] {
                guard state.canonical(saved) == saved else {
                    throw RestorationError.coordinatorMismatch(
                        "\(entry.coordinator)'s home \(saved) is no stack of its layer")
                }
                func refuse(_ why: String) -> RestorationError {
                    .coordinatorMismatch("\(entry.coordinator)'s home \(saved) \(why)")
                }
                let parent = entry.parent
                let isStackLayer = saved.tab == nil && saved.column == nil
                if let modal = entry.saved.placement?.modalPresentation {
                    guard index > 0, isStackLayer, state.layers[index].presentation.isModal else {
                        throw refuse("is not the stack of a presented layer, as a \(modal) flow's is")
                    }
                } else if entry.saved.placement == .replacingRoot || parent == nil {
                    guard index == 0, isStackLayer else { throw refuse("is not the root layer's stack") }
                } else if let tab = entry.saved.tabIndex {
                    guard let parent, let tabBar = parent as? any TabBarRestoring,
                        savedByID[parent.id]?.tabLayer == saved.layer, let id = saved.tab,
                        tabBar.tabIndex(ofTab: id) != nil
                    else { throw refuse("is not the stack of its tab \(tab) on its tab bar") }
                } else if let parent, parent is SplitCoordinator {
                    let layer = splitLayers[parent.id] ?? saved.layer
                    splitLayers[parent.id] = layer
                    guard saved.column != nil, layer == saved.layer, columnsTaken.insert(saved).inserted else {
                        throw refuse("is not a column of its split that no other flow of it shows")
                    }
                } else if let parent {
                    guard reach[parent.id]?.contains(saved) == true else {
                        throw refuse("is no stack its parent \(parent) shows its screens on, as a pushed flow's is")
                    }
                }
                home = saved
            }
            // A layer the flow presented itself: its first screen is the flow's, above its home.
            var stacks = home.map { [$0] } ?? []
            let lowest = home.flatMap { layerIndex[$0.layer] }.map { $0 + 1 } ?? 1
            if lowest < state.layers.count {
                for layer in state.layers[lowest...] {
                    if case .stack(let stack) = layer.content, stack.list.first?.owner == id {
                        stacks.append(StackID(layer: layer.id))
                    }
                }
            }
            reach[id] = stacks
        }
    }

    /// The stacks a flow shows its screens on.
    func stacks(of flow: CoordinatorID) -> [StackID] { reach[flow] ?? [] }
}

extension NavigationState {
    /// The identity the state gives the stack `id` names (a split's detail named without its
    /// column, with it), or `nil` when the state holds no such stack.
    func canonical(_ id: StackID) -> StackID? {
        guard let layer = layer(id.layer) else { return nil }
        switch layer.content {
        case .stack:
            return id.tab == nil && id.column == nil ? id : nil
        case .tabs(let tabs):
            guard id.column == nil, let tab = id.tab, tabs[tab] != nil else { return nil }
            return id
        case .split(let split):
            guard id.tab == nil else { return nil }
            let column = id.column ?? .detail
            return split[column] == nil ? nil : StackID(layer: id.layer, column: column)
        }
    }
}
