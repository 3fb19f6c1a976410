import Foundation

/// What ``Navigator/savedData(coordinators:)`` writes: the navigation state and the tree of
/// coordinators that owns its screens.
struct SavedNavigation: Codable {
    static let version = 1

    var version: Int
    var state: NavigationState
    var root: SavedCoordinator?
}

/// One running coordinator, as saved: its registered type, its identity in the saved state,
/// its configuration, where it shows its screens, and its children.
struct SavedCoordinator: Codable {
    var type: String
    var id: CoordinatorID
    var configuration: Data
    var home: Home
    var placement: ChildPresentation?
    /// A tab bar's layer.
    var tabLayer: LayerID?
    /// For a tab bar's tab flow, the index of its tab: the tab bar makes it again.
    var tabIndex: Int?
    var children: [SavedCoordinator]
}

extension Screen {
    /// The same screen, owned by another coordinator.
    func owned(by owner: CoordinatorID) -> Screen {
        Screen(id: id, route: route, owner: owner)
    }

    init(id: ScreenID, route: AnyRoute, owner: CoordinatorID) {
        self.id = id
        self.route = route
        self.owner = owner
    }
}

extension NavigationState {
    /// The state with every screen's owner replaced through `owners`; `nil` when a screen's
    /// owner is neither the app nor in `owners`.
    func reowned(_ owners: [CoordinatorID: CoordinatorID]) -> (state: NavigationState, unknown: CoordinatorID?) {
        var state = self
        var unknown: CoordinatorID?
        func reown(_ stack: Stack) -> Stack {
            Stack(stack.screens.map { screen in
                if screen.owner == .app { return screen }
                guard let owner = owners[screen.owner] else {
                    unknown = unknown ?? screen.owner
                    return screen
                }
                return screen.owned(by: owner)
            })
        }
        for index in state.layers.indices {
            switch state.layers[index].content {
            case .stack(let stack):
                state.layers[index].content = .stack(reown(stack))
            case .tabs(var tabs):
                for tab in tabs.tabs.indices { tabs.tabs[tab].stack = reown(tabs.tabs[tab].stack) }
                state.layers[index].content = .tabs(tabs)
            }
        }
        return (state, unknown)
    }
}
