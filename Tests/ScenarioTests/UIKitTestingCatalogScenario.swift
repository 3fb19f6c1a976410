import CoordinatorKit
import CoordinatorKitTesting
import Testing
#if os(Linux)
import CoordinatorKitUIKitTesting
#endif

// The code of the CoordinatorKitUIKitTesting catalog (CoordinatorKitUIKitTesting.md), verbatim
// but for the coordinator it leaves undefined. DocumentationMirror checks that each line of the
// catalog's code is here.

fileprivate enum CatalogRoute: Route { case list, detail(id: Int) }

fileprivate final class CatalogCoordinator: Coordinator<CatalogRoute> {
    override func start() { show(.list) }
}

private let hosts: [ScenarioHostKind] = {
    #if os(Linux)
    [.headless, .uikit]
    #else
    [.headless]
    #endif
}()

@MainActor
@Test(arguments: hosts)
func swipingBackLeavesTheDetail(_ kind: ScenarioHostKind) async {
    let app = kind.makeHost()
    let catalog = CatalogCoordinator()
    app.navigator.start(catalog)
    catalog.show(.detail(id: 3))
    await app.settle()

    #expect(app.swipeBack())
    await app.settle()

    #expect(catalog.routes == [.list])
    let sync = app.syncReport
    #expect(sync.isInSync, "\(sync)")
}
