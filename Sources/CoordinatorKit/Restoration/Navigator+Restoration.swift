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
    ///
    /// A flow that has not shown its first screen yet, and runs no flow that has, is left out:
    /// restored, it would run with nothing to show, and it starts again from the screen that
    /// started it.
    /// - Parameter coordinators: every coordinator type that may run, registered.
    /// - Throws: ``RestorationError/coordinatorNotRegistered(_:)`` for a running coordinator whose
    ///   type is not registered, ``RestorationError/routeNotCodable(_:)`` for a route that is not
    ///   `Codable`.
    public func savedData(coordinators: CoordinatorTypes) throws(RestorationError) -> Data {
        var saved: [SavedCoordinator] = []
        let all = tree.all
        // Parents come before their children: read backwards, a child is decided first.
        let owning = Set(state.screens.map(\.owner))
        var showing: Set<CoordinatorID> = []
        for node in all.reversed()
        where owning.contains(node.id) || node.children.contains(where: { showing.contains($0.id) }) {
            showing.insert(node.id)
        }
        for node in all where showing.contains(node.id) {
            guard let entry = coordinators.entry(for: node.coordinator) else {
                throw RestorationError.coordinatorNotRegistered(node.coordinator.description)
            }
            let configuration: Data
            do { configuration = try entry.save(node.coordinator) } catch {
                throw RestorationError.corruptData(
                    "the configuration of \(node.coordinator) cannot be encoded: \(error)")
            }
            let tabBar = node.parent?.coordinator as? any TabBarRestoring
            saved.append(
                SavedCoordinator(
                    type: entry.name, id: node.id, parent: node.parent?.id, configuration: configuration,
                    home: node.home,
                    placement: node.placement, tabLayer: (node.coordinator as? any TabBarRestoring)?.restorationLayer,
                    tabIndex: tabBar?.tabIndex(of: node.id)
                ))
        }
        let navigation = SavedNavigation(version: SavedNavigation.version, state: state, coordinators: saved)
        do {
            return try JSONEncoder().encode(navigation)
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
    ///
    /// Saved data is data from outside, checked as strictly as a change made by code. Every
    /// restored screen is one its owner could have shown: the owner is a ``Coordinator`` of the
    /// screen's route type, and the screen sits on the owner's home or on a layer the owner
    /// presented itself (one whose first screen is the owner's, above its home). A flow's home
    /// is where its parent put it: for a pushed child, a stack its parent shows screens on; for
    /// a modal child, the stack of a presented layer; for the root flow or one that replaced
    /// the root, the root layer's stack; for a tab's flow, its tab's stack; for a split's
    /// column flow, its column's stack. Anything else is a
    /// ``RestorationError/coordinatorMismatch(_:)``.
    ///
    /// Every restored screen then passes its owner's guard (``Coordinator/decision(for:)``), as
    /// it would from code. A screen the guard denies or redirects is dropped with the screens
    /// above it on its stack and every layer above its layer; coordinators left without screens
    /// are not restored, no redirect's flow starts, and observers get a
    /// ``NavigationEvent/denied(_:)`` event for it. A guarded root screen fails the restoration
    /// instead. A saved question is dropped, and the rest restored, when the flow that asked it
    /// is not restored (its answer would go nowhere) or the guards took away or cut its layer
    /// (it was asked over a screen that is gone): what ``savedData(coordinators:)`` writes
    /// next restores again.
    /// - Parameters:
    ///   - data: what `savedData(coordinators:)` wrote, in this launch or an earlier one.
    ///   - routes: every route type the data may hold.
    ///   - coordinators: every coordinator type the data may hold.
    /// - Returns: what the guards did not allow, and what left with it.
    /// - Throws: ``RestorationError`` for corrupt, foreign or outdated data, an unregistered
    ///   route or coordinator type, a tree that does not match its state (a screen its owner
    ///   could not have shown, a home its parent could not have given), a root screen its
    ///   guard does not allow (``RestorationError/routeDenied(route:coordinator:reason:)``), or
    ///   a navigator that already shows something. Nothing has changed then.
    @discardableResult
    public func restore(from data: Data, routes: RouteTypes, coordinators: CoordinatorTypes) throws(RestorationError)
        -> RestoredNavigation
    {
        guard rootCoordinator == nil, state.isEmpty, !runtime.loop.isInTransaction else {
            throw RestorationError.navigatorInUse
        }
        let saved = try Self.decodeSaved(data, routes: routes)
        let made = try Self.make(saved, coordinators: coordinators)
        var owners: [CoordinatorID: CoordinatorID] = [:]
        for entry in made { owners[entry.saved.id] = entry.coordinator.id }

        let (restored, unknownOwner) = saved.state.reowned(owners)
        if let unknownOwner {
            throw RestorationError.coordinatorMismatch(
                "a screen is owned by \(unknownOwner), which the saved tree does not hold")
        }
        var childCount: [CoordinatorID: Int] = [:]
        for entry in made { if let parent = entry.parent { childCount[parent.id, default: 0] += 1 } }
        let owning = Set(restored.screens.map(\.owner))
        for entry in made {
            let id = entry.coordinator.id
            let ownsScreens = owning.contains(id)
            if !ownsScreens, childCount[id] == nil {
                throw RestorationError.coordinatorMismatch("\(entry.coordinator) owns no screen and runs no child")
            }
            if case .stack(let stack) = entry.saved.home, ownsScreens, restored.stack(stack) == nil {
                throw RestorationError.coordinatorMismatch("\(entry.coordinator)'s stack \(stack) is not in the state")
            }
        }
        try Self.checkOwners(of: restored, made: made)

        var (admitted, report) = try Self.guarded(restored, owners: made.map(\.coordinator))
        let kept = Self.flowsThatRun(made, in: admitted)
        admitted.dropRestoredQuestion(unlessAskedBy: kept, over: restored)
        if let root = made.first, !kept.contains(root.coordinator.id), let denial = report.denials.first {
            // Only app-owned screens are left: nothing would run the window.
            throw RestorationError.routeDenied(
                route: "\(denial.route)", coordinator: denial.coordinatorName, reason: "\(denial.reason)")
        }
        for entry in made where kept.contains(entry.coordinator.id) {
            tree.restore(
                entry.coordinator, under: entry.parent, home: entry.saved.home, placement: entry.saved.placement,
                on: self)
            if let layer = entry.saved.tabLayer { (entry.coordinator as? any TabBarRestoring)?.restored(on: layer) }
            if case .stack(let stack) = entry.saved.home, let split = entry.parent as? SplitCoordinator {
                split.restoredColumnFlow(entry.coordinator, on: stack)
            }
        }
        for denial in report.denials { emit(.denied(denial)) }
        // Restoration never asks a leave guard: the flag holds for the next commit only.
        runtime.leaveGuards.asks = false
        openLevel(animated: false, cause: .code(requester: "restore"))
        runtime.loop.edit(draft: admitted)
        closeLevel(keeping: true)
        for entry in made {
            if let parent = entry.parent, entry.coordinator.status == .running { parent.didRestore(entry.coordinator) }
        }
        return report
    }

    /// A coordinator made again from saved data, with its parent, not running yet.
    struct MadeCoordinator {
        let coordinator: AnyCoordinator
        let parent: AnyCoordinator?
        let saved: SavedCoordinator
    }

    /// Makes the saved coordinators again, parents first: from the registry, or, for a tab
    /// flow, the one its tab bar made.
    private static func make(_ saved: SavedNavigation, coordinators: CoordinatorTypes) throws(RestorationError)
        -> [MadeCoordinator]
    {
        var made: [MadeCoordinator] = []
        var index: [CoordinatorID: Int] = [:]
        var tabFlows: [CoordinatorID: [AnyCoordinator]] = [:]
        for node in saved.coordinators {
            var parent: AnyCoordinator?
            var supplied: AnyCoordinator?
            if let parentID = node.parent {
                guard let position = index[parentID] else {
                    throw RestorationError.coordinatorMismatch("\(node.type)'s parent is not saved before it")
                }
                parent = made[position].coordinator
                if let flows = tabFlows[parentID], let saved = node.tabIndex {
                    // The flow the tab bar made for the tab the flow's home names: its tabs may
                    // have changed since it was made, and the saved index counts the tabs shown.
                    var tab = saved
                    if case .stack(let home) = node.home, let id = home.tab {
                        tab = (made[position].coordinator as? any TabBarRestoring)?.tabIndex(ofTab: id) ?? -1
                    }
                    guard flows.indices.contains(tab) else {
                        throw RestorationError.coordinatorMismatch(
                            "\(made[position].coordinator)'s saved tabs do not match its tab bar")
                    }
                    supplied = flows[tab]
                }
            } else if !made.isEmpty {
                throw RestorationError.coordinatorMismatch("the saved tree has a second root, \(node.type)")
            }
            let coordinator: AnyCoordinator
            if let supplied {
                guard coordinators.entry(for: supplied)?.name == node.type else {
                    throw RestorationError.coordinatorMismatch(
                        "the saved tab flow is a \(node.type), the tab bar made \(supplied)")
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
            guard coordinator.status == .ready, index[node.id] == nil,
                !made.contains(where: { $0.coordinator === coordinator })
            else {
                throw RestorationError.coordinatorMismatch("\(coordinator) appears twice, or ran already")
            }
            if let layer = node.tabLayer {
                guard let tabBar = coordinator as? any TabBarRestoring else {
                    throw RestorationError.coordinatorMismatch("\(coordinator) was saved as a tab bar")
                }
                guard case .tabs? = saved.state.layer(layer)?.content else {
                    throw RestorationError.coordinatorMismatch("\(coordinator)'s saved tabs do not match its tab bar")
                }
                tabFlows[node.id] = tabBar.tabFlows
            }
            index[node.id] = made.count
            made.append(MadeCoordinator(coordinator: coordinator, parent: parent, saved: node))
        }
        return made
    }

    /// The coordinators that run once the guards had their say: those that own a screen of
    /// `state`, and those above them.
    private static func flowsThatRun(_ made: [MadeCoordinator], in state: NavigationState) -> Set<CoordinatorID> {
        var running = Set(state.screens.map(\.owner))
        // Children come after their parents: from the last, each running flow keeps its parent.
        for entry in made.reversed() where running.contains(entry.coordinator.id) {
            if let parent = entry.parent { running.insert(parent.id) }
        }
        running.remove(.app)
        return running
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
            switch try decoder.decode(Version.self, from: data).version {
            case SavedNavigation.version: return try decoder.decode(SavedNavigation.self, from: data)
            case 1: return try decoder.decode(NestedSavedNavigation.self, from: data).flattened
            case let version: throw RestorationError.unsupportedVersion(version)
            }
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
    /// The index in ``tabFlows`` of the tab with an identity, or `nil` when it has none.
    func tabIndex(ofTab id: TabID) -> Int?
    /// The index of the tab a running child shows, or `nil` for a child that is not a tab flow.
    func tabIndex(of child: CoordinatorID) -> Int?
    /// It runs again on this layer, its tab flows restored with it.
    func restored(on layer: LayerID)
}
