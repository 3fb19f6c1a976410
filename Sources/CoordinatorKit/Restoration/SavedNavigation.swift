import Foundation

/// What ``Navigator/savedData(coordinators:)`` writes: the navigation state and the coordinators
/// that own its screens.
struct SavedNavigation: Codable {
    /// The format written: 2 lists the coordinators flat, each naming its parent. Version 1,
    /// which nested each coordinator inside its parent, is still read (``NestedSavedNavigation``).
    static let version = 2

    var version: Int
    var state: NavigationState
    /// Every running coordinator, parents before children, the root first. A flat list, so
    /// that a tree of any depth stays within the nesting a JSON coder reads and writes.
    var coordinators: [SavedCoordinator]
}

/// One running coordinator, as saved: its registered type, its identity in the saved state,
/// its parent's, its configuration and where it shows its screens.
struct SavedCoordinator: Codable {
    var type: String
    var id: CoordinatorID
    /// The saved identity of its parent; `nil` for the root.
    var parent: CoordinatorID?
    var configuration: Data
    var home: Home
    var placement: ChildPresentation?
    /// A tab bar's layer.
    var tabLayer: LayerID?
    /// For a tab bar's tab flow, the index of its tab: the tab bar makes it again.
    var tabIndex: Int?
}

/// Version 1 of the saved navigation, which nested each coordinator inside its parent: read,
/// so that data the previous release saved restores, and never written.
struct NestedSavedNavigation: Decodable {
    struct Coordinator: Decodable {
        var type: String
        var id: CoordinatorID
        var configuration: Data
        var home: Home
        var placement: ChildPresentation?
        var tabLayer: LayerID?
        var tabIndex: Int?
        var children: [Coordinator]
    }

    var state: NavigationState
    var root: Coordinator?

    /// The same navigation in the current format: the coordinators listed parents first.
    var flattened: SavedNavigation {
        var coordinators: [SavedCoordinator] = []
        var pending: [(node: Coordinator, parent: CoordinatorID?)] = root.map { [($0, nil)] } ?? []
        while let (node, parent) = pending.popLast() {
            coordinators.append(
                SavedCoordinator(
                    type: node.type, id: node.id, parent: parent, configuration: node.configuration, home: node.home,
                    placement: node.placement, tabLayer: node.tabLayer, tabIndex: node.tabIndex
                ))
            pending.append(contentsOf: node.children.reversed().map { ($0, node.id) })
        }
        return SavedNavigation(version: SavedNavigation.version, state: state, coordinators: coordinators)
    }
}

extension Screen {
    /// The same screen, owned by another coordinator.
    func owned(by owner: CoordinatorID) -> Screen {
        Screen(id: id, route: route, owner: owner)
    }

    // The route keeps the animation the screen arrived with (see `Screen.animation`).
    private init(id: ScreenID, route: AnyRoute, owner: CoordinatorID) {
        self.id = id
        self.route = route
        self.owner = owner
    }
}

extension NavigationState {
    /// The state with every screen's owner (and the question's) replaced through `owners`, and
    /// the first owner of a screen that is neither the app nor in `owners`. A question asked by
    /// such an owner is dropped: its answer would go nowhere, and the screens may still restore.
    func reowned(_ owners: [CoordinatorID: CoordinatorID]) -> (state: NavigationState, unknown: CoordinatorID?) {
        var unknown: CoordinatorID?
        var source = self
        if let asked = source.askedQuestion, asked.owner != .app, owners[asked.owner] == nil {
            source.askedQuestion = nil
        }
        let state = source.mappingOwners { owner in
            if owner == .app { return owner }
            guard let new = owners[owner] else {
                unknown = unknown ?? owner
                return owner
            }
            return new
        }
        return (state, unknown)
    }

    /// Drops a restored question that cannot come back: one whose owner is not restored, which
    /// would never hear the answer, or one whose layer the guards took away or cut, which was
    /// asked over a screen that is gone.
    /// - Parameters:
    ///   - running: the flows restored.
    ///   - saved: the state before the guards had their say.
    mutating func dropRestoredQuestion(unlessAskedBy running: Set<CoordinatorID>, over saved: NavigationState) {
        guard let asked = askedQuestion else { return }
        let ownerRuns = asked.owner == .app || running.contains(asked.owner)
        let layerKept = question != nil && layer(asked.layer) == saved.layer(asked.layer)
        if !ownerRuns || !layerKept { askedQuestion = nil }
    }

    /// The state with every screen's owner (and the question's) replaced by `newOwner(owner)`; the screens keep
    /// their identities.
    func mappingOwners(_ newOwner: (CoordinatorID) -> CoordinatorID) -> NavigationState {
        var state = self
        func reown(_ stack: Stack) -> Stack {
            Stack(
                stack.screens.map { screen in
                    let owner = newOwner(screen.owner)
                    return owner == screen.owner ? screen : screen.owned(by: owner)
                })
        }
        for index in state.layers.indices {
            switch state.layers[index].content {
            case .stack(let stack):
                state.layers[index].content = .stack(reown(stack))
            case .tabs(var tabs):
                for tab in tabs.tabs.indices { tabs.tabs[tab].stack = reown(tabs.tabs[tab].stack) }
                state.layers[index].content = .tabs(tabs)
            case .split:
                state.layers[index].content.editEachStack { $0 = reown($0) }
            }
        }
        if let asked = state.question, newOwner(asked.owner) != asked.owner {
            state.askedQuestion = asked.owned(by: newOwner(asked.owner))
        }
        return state
    }
}
