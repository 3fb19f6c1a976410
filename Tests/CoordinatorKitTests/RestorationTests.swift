import CoordinatorKit
import CoordinatorFixtures
import Foundation
import Testing

@Suite struct EncodingAndRestoring {
    private let routes = RouteTypes(MapRoute.self, ShopRoute.self)

    private func sample() throws -> NavigationState {
        var state = NavigationState(root: .tabs(Tabs([
            NavigationTab(id: "map", stack: Stack(routes: [MapRoute.map, .city(named: "El Paso")])),
            NavigationTab(id: "shop", stack: Stack(routes: [ShopRoute.list])),
        ], selected: "shop")))
        try state.present(ShopRoute.cart, as: .sheet)
        try state.push(ShopRoute.payment)
        return state
    }

    @Test func roundTripKeepsEveryIdentity() throws {
        let state = try sample()
        let restored = try NavigationState(restoring: try state.encoded(), routes: routes)
        #expect(restored == state)
        #expect(restored.screens.map(\.id) == state.screens.map(\.id))
    }

    @Test func truncatedOrGarbageDataIsATypedError() throws {
        let data = try sample().encoded()
        for length in stride(from: 0, to: data.count, by: max(1, data.count / 40)) {
            #expect(throws: RestorationError.self) { try NavigationState(restoring: data.prefix(length), routes: routes) }
        }
        #expect(throws: RestorationError.self) { try NavigationState(restoring: Data("garbage".utf8), routes: routes) }
        #expect(throws: RestorationError.self) { try NavigationState(restoring: Data([0xFF, 0x00, 0x13]), routes: routes) }
    }

    @Test func anUnregisteredRouteTypeIsNamed() throws {
        let data = try sample().encoded()
        #expect(throws: RestorationError.unknownRouteType(String(reflecting: ShopRoute.self), registered: [String(reflecting: MapRoute.self)])) {
            try NavigationState(restoring: data, routes: RouteTypes(MapRoute.self))
        }
    }

    @Test func dataThatBreaksTheRulesIsRejected() throws {
        var json = try JSONSerialization.jsonObject(with: try sample().encoded()) as! [String: Any]
        var layers = json["layers"] as! [[String: Any]]
        layers[1]["presentation"] = "root"
        json["layers"] = layers
        let data = try JSONSerialization.data(withJSONObject: json)
        #expect(throws: RestorationError.invalidState(NavigationError("decode NavigationState", .rootIsNotModal))) {
            try NavigationState(restoring: data, routes: routes)
        }
        json["version"] = 99
        #expect(throws: RestorationError.unsupportedVersion(99)) {
            try NavigationState(restoring: try JSONSerialization.data(withJSONObject: json), routes: routes)
        }
    }

    @Test func aRouteThatIsNotCodableCannotBeEncoded() throws {
        let state = NavigationState(root: .stack(Stack(routes: [OpaqueRoute(value: 1)])))
        #expect(throws: RestorationError.routeNotCodable(String(reflecting: OpaqueRoute.self))) { try state.encoded() }
    }
}

/// A route type only this file sees, as apps often declare them.
private enum DraftRoute: Route, Codable { case editor(page: Int) }

@Suite struct PrivateRouteTypesRestoreInALaterLaunch {
    @Test func theirNameCarriesNoAddress() {
        let name = AnyRoute(DraftRoute.editor(page: 1)).typeName
        #expect(name == "CoordinatorKitTests.(unknown context).DraftRoute")
    }

    /// Data a previous launch wrote, frozen here: the name it holds has no address, so it
    /// decodes in this launch, wherever the type's metadata landed.
    @Test func dataWrittenByAnEarlierLaunchDecodes() throws {
        let saved = #"{"version":1,"layers":[{"id":"00000000-0000-0000-0000-000000000001","presentation":"root","content":{"stack":{"_0":[{"id":"00000000-0000-0000-0000-000000000002","owner":"00000000-0000-0000-0000-000000000000","route":{"type":"CoordinatorKitTests.(unknown context).DraftRoute","value":{"editor":{"page":3}}}}]}}}]}"#
        let state = try NavigationState(restoring: Data(saved.utf8), routes: RouteTypes(DraftRoute.self))
        #expect(state.screens.map(\.route) == [AnyRoute(DraftRoute.editor(page: 3))])
    }

    @Test func roundTripsThroughTheRegisteredName() throws {
        let state = NavigationState(root: .stack(Stack(routes: [DraftRoute.editor(page: 2)])))
        let restored = try NavigationState(restoring: state.encoded(), routes: RouteTypes(DraftRoute.self))
        #expect(restored == state)
    }
}

#if os(Linux)
/// Two launches, two processes: this test binary runs itself again to write saved routes of a
/// private type, then decodes them here, where the type's metadata sits at another address.
/// Linux only: there the tests are their own executable; on Apple platforms they run inside
/// Xcode's test host, which cannot be launched this way.
@Suite struct PrivateRouteTypesRestoreAcrossProcesses {
    private static let outputVariable = "COORDINATORKIT_SAVED_STATE_OUT"

    @Test func dataAnotherProcessWroteDecodesHere() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordinatorkit-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: file) }
        let launch = Process()
        launch.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        launch.arguments = ["--testing-library", "swift-testing", "--filter", "PrivateRouteTypesRestoreAcrossProcesses.writeSavedStateForAnotherProcess"]
        launch.environment = ProcessInfo.processInfo.environment.merging([Self.outputVariable: file.path]) { $1 }
        launch.standardOutput = FileHandle.nullDevice
        launch.standardError = FileHandle.nullDevice
        try launch.run()
        launch.waitUntilExit()
        #expect(launch.terminationStatus == 0)

        let state = try NavigationState(restoring: Data(contentsOf: file), routes: RouteTypes(DraftRoute.self))

        #expect(state.screens.map(\.route) == [AnyRoute(DraftRoute.editor(page: 7))])
        #expect(launch.processIdentifier != ProcessInfo.processInfo.processIdentifier)
    }

    /// The other process's half: runs only when the test above launches it.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[outputVariable] != nil))
    func writeSavedStateForAnotherProcess() throws {
        let path = try #require(ProcessInfo.processInfo.environment[Self.outputVariable])
        let state = NavigationState(root: .stack(Stack(routes: [DraftRoute.editor(page: 7)])))
        try state.encoded().write(to: URL(fileURLWithPath: path))
    }
}
#endif
