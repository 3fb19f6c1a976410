public import Foundation

extension Navigator {
    /// The navigation as data: the state and the coordinators that own its screens, each by its
    /// registered name with its configuration. Restore it with
    /// ``restore(from:routes:coordinators:)`` in a later launch.
    ///
    /// ```swift
    /// // UIKit: in the scene delegate's sceneDidEnterBackground; SwiftUI: into @SceneStorage.
    /// let data = try navigator.savedData(coordinators: coordinators)
    /// ```
    /// - Parameter coordinators: every coordinator type that may run, registered.
    /// - Throws: ``RestorationError/coordinatorNotRegistered(_:)`` for a running coordinator whose
    ///   type is not registered, ``RestorationError/routeNotCodable(_:)`` for a route that is not
    ///   `Codable`.
    public func savedData(coordinators: CoordinatorTypes) throws(RestorationError) -> Data {
        func save(_ node: CoordinatorTree.Node) throws(RestorationError) -> SavedCoordinator {
            guard let entry = coordinators.entry(for: node.coordinator) else {
                throw RestorationError.coordinatorNotRegistered(node.coordinator.description)
            }
            let configuration: Data
            do { configuration = try entry.save(node.coordinator) } catch {
                throw RestorationError.corruptData("the configuration of \(node.coordinator) cannot be encoded: \(error)")
            }
            let tabBar = node.coordinator as? any TabBarRestoring
            var children: [SavedCoordinator] = []
            for child in node.children {
                var saved = try save(child)
                saved.tabIndex = tabBar?.tabIndex(of: child.id)
                children.append(saved)
            }
            return SavedCoordinator(
                type: entry.name, id: node.id, configuration: configuration, home: node.home,
                placement: node.placement, tabLayer: tabBar?.restorationLayer, tabIndex: nil,
                children: children
            )
        }
        let saved = SavedNavigation(version: SavedNavigation.version, state: state, root: try tree.root.map(save))
        do {
            return try JSONEncoder().encode(saved)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw RestorationError.corruptData(String(describing: error))
        }
    }

    /// Restores what ``savedData(coordinators:)`` wrote: the coordinators are made again from
    /// their configurations (their `start()` is not called), own their screens again, and the
    /// state renders at once, without animation. Each parent then hears
    /// ``AnyCoordinator/didRestore(_:)`` for each child, to hear its outcome again.
    ///
    /// ```swift
    /// do {
    ///     try navigator.restore(from: data, routes: routes, coordinators: coordinators)
    /// } catch {
    ///     navigator.start(AppCoordinator(...))   // a fresh start
    /// }
    /// ```
    /// - Parameters:
    ///   - data: what `savedData(coordinators:)` wrote, in this launch or an earlier one.
    ///   - routes: every route type the data may hold.
    ///   - coordinators: every coordinator type the data may hold.
    /// - Throws: ``RestorationError`` for corrupt, foreign or outdated data, an unregistered
    ///   route or coordinator type, a tree that does not match its state, or a navigator that
    ///   already shows something. Nothing has changed then.
    public func restore(from data: Data, routes: RouteTypes, coordinators: CoordinatorTypes) throws(RestorationError) {
        guard rootCoordinator == nil, state.isEmpty, transaction == nil else { throw RestorationError.navigatorInUse }
        let saved = try Self.decodeSaved(data, routes: routes)
        var owners: [CoordinatorID: CoordinatorID] = [:]
        var made: [(coordinator: AnyCoordinator, parent: AnyCoordinator?, saved: SavedCoordinator)] = []

        func make(_ node: SavedCoordinator, parent: AnyCoordinator?, supplied: AnyCoordinator?) throws(RestorationError) {
            let coordinator: AnyCoordinator
            if let supplied {
                guard coordinators.entry(for: supplied)?.name == node.type else {
                    throw RestorationError.coordinatorMismatch("the saved tab flow is a \(node.type), the tab bar made \(supplied)")
                }
                coordinator = supplied
            } else {
                guard let entry = coordinators.byName[node.type] else {
                    throw RestorationError.unknownCoordinatorType(node.type, registered: coordinators.names)
                }
                do { coordinator = try entry.make(node.configuration) } catch {
                    throw RestorationError.corruptData("\(node.type)'s configuration: \(error)")
                }
            }
            guard coordinator.status == .ready, owners[node.id] == nil, !made.contains(where: { $0.coordinator === coordinator }) else {
                throw RestorationError.coordinatorMismatch("\(coordinator) appears twice, or ran already")
            }
            owners[node.id] = coordinator.id
            made.append((coordinator, parent, node))
            var tabFlows: [AnyCoordinator]?
            if let layer = node.tabLayer {
                guard let tabBar = coordinator as? any TabBarRestoring else {
                    throw RestorationError.coordinatorMismatch("\(coordinator) was saved as a tab bar")
                }
                let flows = tabBar.tabFlows
                guard node.children.allSatisfy({ $0.tabIndex.map(flows.indices.contains) ?? true }),
                      case .tabs? = saved.state.layer(layer)?.content else {
                    throw RestorationError.coordinatorMismatch("\(coordinator)'s saved tabs do not match its tab bar")
                }
                tabFlows = flows
            }
            for child in node.children {
                try make(child, parent: coordinator, supplied: child.tabIndex.flatMap { tabFlows?[$0] })
            }
        }
        if let root = saved.root { try make(root, parent: nil, supplied: nil) }

        let (restored, unknownOwner) = saved.state.reowned(owners)
        if let unknownOwner {
            throw RestorationError.coordinatorMismatch("a screen is owned by \(unknownOwner), which the saved tree does not hold")
        }
        for entry in made {
            let id = entry.coordinator.id
            let ownsScreens = restored.screens.contains { $0.owner == id }
            if !ownsScreens, entry.saved.children.isEmpty {
                throw RestorationError.coordinatorMismatch("\(entry.coordinator) owns no screen and runs no child")
            }
            if case .stack(let stack) = entry.saved.home, ownsScreens, restored.stack(stack) == nil {
                throw RestorationError.coordinatorMismatch("\(entry.coordinator)'s stack \(stack) is not in the state")
            }
        }

        for entry in made {
            let node = tree.adopt(entry.coordinator, under: entry.parent, home: entry.saved.home, on: self, onFinish: nil)
            node.placement = entry.saved.placement
            if let layer = entry.saved.tabLayer { (entry.coordinator as? any TabBarRestoring)?.restored(on: layer) }
        }
        openLevel(animated: false, cause: .code(requester: "restore"))
        transaction?.draft = restored
        closeLevel(keeping: true)
        for entry in made {
            if let parent = entry.parent, entry.coordinator.status == .running { parent.didRestore(entry.coordinator) }
        }
    }

    /// Restores saved navigation, or starts `fresh` when there is none or it cannot be restored:
    /// the one line a scene needs at launch.
    ///
    /// ```swift
    /// // UIKit, in scene(_:willConnectTo:options:):
    /// let data = session.stateRestorationActivity?.userInfo?["navigation"] as? Data
    /// navigator.restore(from: data, routes: routes, coordinators: coordinators, orStart: AppCoordinator())
    ///
    /// // SwiftUI, with @SceneStorage("navigation") var saved: Data?
    /// .task { navigator.restore(from: saved, routes: routes, coordinators: coordinators, orStart: AppCoordinator()) }
    /// ```
    /// - Parameters:
    ///   - data: what ``savedData(coordinators:)`` wrote, or `nil` on a first launch.
    ///   - routes: every route type the data may hold.
    ///   - coordinators: every coordinator type the data may hold.
    ///   - fresh: the root coordinator of a fresh start; made only when it is needed.
    /// - Returns: why the data could not be restored, when the app started fresh because of it.
    @discardableResult
    public func restore(
        from data: Data?, routes: RouteTypes, coordinators: CoordinatorTypes,
        orStart fresh: @autoclosure () -> AnyCoordinator
    ) -> RestorationError? {
        guard let data else {
            start(fresh())
            return nil
        }
        do {
            try restore(from: data, routes: routes, coordinators: coordinators)
            return nil
        } catch {
            if rootCoordinator == nil { start(fresh()) }
            return error
        }
    }

    private static func decodeSaved(_ data: Data, routes: RouteTypes) throws(RestorationError) -> SavedNavigation {
        let decoder = JSONDecoder()
        decoder.userInfo[.routeTypes] = routes
        struct Version: Decodable { var version: Int }
        do {
            let version = try decoder.decode(Version.self, from: data).version
            guard version == SavedNavigation.version else { throw RestorationError.unsupportedVersion(version) }
            return try decoder.decode(SavedNavigation.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw RestorationError.corruptData(String(describing: error))
        }
    }
}

/// A tab bar, seen by restoration: its tab flows are the ones it makes, not the registry's.
@MainActor
protocol TabBarRestoring: AnyCoordinator {
    /// The layer of its tab bar, once shown.
    var restorationLayer: LayerID? { get }
    /// The tab flows it made, in tab order, before it started.
    var tabFlows: [AnyCoordinator] { get }
    /// The index of the tab a running child shows, or `nil` for a child that is not a tab flow.
    func tabIndex(of child: CoordinatorID) -> Int?
    /// It runs again on this layer, its tab flows restored with it.
    func restored(on layer: LayerID)
}
