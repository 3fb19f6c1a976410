import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the CoordinatorKitTesting catalog (CoordinatorKitTesting.md), verbatim but for the
// enclosing type. DocumentationMirror checks that each line of the catalog's code is here.
@MainActor
@Suite struct TestingCatalog {
    @MainActor @Test func backReturnsToTheMap() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let map = MapCoordinator()
        navigator.start(map)
        map.show(.city(named: "El Paso"))
        host.tapBack()
        #expect(host.treeDescription == "root stack: [map]")
    }

    @MainActor
    @Test(arguments: [ScenarioHostKind.headless])
    func swipingBackPastTheBuyFlowCancelsIt(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.startChild(BuyCoordinator(), as: .push)
        await app.settle()

        #expect(app.swipeBack())
        await app.settle()

        #expect(main.children.isEmpty)
        let sync = app.syncReport
        #expect(sync.isInSync, "\(sync)")
    }
}
