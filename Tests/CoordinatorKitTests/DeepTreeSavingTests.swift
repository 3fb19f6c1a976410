import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// Saved coordinators are a flat list, each naming its parent: a tree of any depth saves within
// what a JSON coder nests, and data the previous release nested still restores (issue 40,
// finding 6).

/// A flow that opens the next one in a sheet.
private final class Level: Coordinator<MapRoute>, RestorableCoordinator {
    override func start() { show(.map) }
}

@MainActor
private let coordinators = CoordinatorTypes().registering(Level.self, as: "level") { _ in Level() }
private let routes = RouteTypes(MapRoute.self)

/// A navigator running `depth` flows, each in a sheet over its parent's.
@MainActor
private func nested(_ depth: Int, host: HeadlessHost? = nil) -> (Navigator, deepest: Level) {
    let navigator = Navigator()
    if let host { navigator.attach(host) }
    let root = Level()
    navigator.start(root)
    var deepest = root
    for _ in 0..<depth {
        let next = Level()
        deepest.startChild(next, as: .sheet)
        deepest = next
    }
    return (navigator, deepest)
}

/// How many coordinators run, root included, down the first children.
@MainActor
private func depth(of navigator: Navigator) -> Int {
    var count = 0
    var current = navigator.rootCoordinator
    while let coordinator = current {
        count += 1
        current = coordinator.children.first
    }
    return count
}

@MainActor
@Suite struct DeeplyNestedFlowsSaveAndRestore {
    @Test func threeHundredNestedSheetFlowsSaveAndRestore() throws {
        let (before, _) = nested(300)
        let data = try before.savedData(coordinators: coordinators)

        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        try navigator.restore(from: data, routes: routes, coordinators: coordinators)

        #expect(navigator.state.layers.count == 301)
        #expect(depth(of: navigator) == 301)
        #expect(navigator.state.allRoutes == before.state.allRoutes)
        #expect(host.shownState == navigator.state)
        // The deepest flow goes on: popping its only screen dismisses its sheet and ends it.
        var deepest = try #require(navigator.rootCoordinator)
        while let child = deepest.children.first { deepest = child }
        (deepest as? Level)?.pop()
        #expect(deepest.status == .ended)
        #expect(navigator.state.layers.count == 300)
    }

    @Test func aThousandNestedFlowsRestore() throws {
        let (before, _) = nested(1_000)
        let data = try before.savedData(coordinators: coordinators)

        let navigator = Navigator()
        try navigator.restore(from: data, routes: routes, coordinators: coordinators)

        #expect(navigator.state.layers.count == 1_001)
        #expect(depth(of: navigator) == 1_001)
    }
}

@MainActor
@Suite struct DataThePreviousReleaseSaved {
    /// The same data in version 1's layout: each coordinator nested in its parent's `children`.
    private func versionOne(_ data: Data) throws -> Data {
        var saved = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let flat = try #require(saved["coordinators"] as? [[String: Any]])
        func nest(_ id: String?) -> [[String: Any]] {
            flat.filter { ($0["parent"] as? String) == id }.map { node in
                var node = node
                node["parent"] = nil
                node["children"] = nest(node["id"] as? String)
                return node
            }
        }
        saved["coordinators"] = nil
        saved["root"] = nest(nil).first
        saved["version"] = 1
        return try JSONSerialization.data(withJSONObject: saved)
    }

    @Test func nestedDataOfVersionOneStillRestores() throws {
        let (before, _) = nested(3)
        let data = try versionOne(before.savedData(coordinators: coordinators))

        let navigator = Navigator()
        try navigator.restore(from: data, routes: routes, coordinators: coordinators)

        #expect(navigator.state.allRoutes == before.state.allRoutes)
        #expect(navigator.coordinatorTreeDescription == before.coordinatorTreeDescription)
    }

    @Test func nestedDataDeeperThanJSONReadsIsATypedErrorAndChangesNothing() throws {
        var root: [String: Any] = [:]
        let node: [String: Any] = ["type": "level", "id": UUID().uuidString, "configuration": "e30=", "home": ["unplaced": ["_0": "replacingRoot"]]]
        root = node
        for _ in 0..<1_000 {
            var parent = node
            parent["children"] = [root]
            root = parent
        }
        let (small, _) = nested(0)
        var saved = try #require(try JSONSerialization.jsonObject(with: small.savedData(coordinators: coordinators)) as? [String: Any])
        saved["coordinators"] = nil
        saved["root"] = root
        saved["version"] = 1
        let data = try JSONSerialization.data(withJSONObject: saved)

        let navigator = Navigator()
        #expect(throws: RestorationError.self) { try navigator.restore(from: data, routes: routes, coordinators: coordinators) }
        #expect(navigator.state.isEmpty)
        #expect(navigator.rootCoordinator == nil)
    }
}

private extension NavigationState {
    var allRoutes: [[AnyRoute]] { layers.flatMap { $0.content.stacks.map(\.stack.routes) } }
}
