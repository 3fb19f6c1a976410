import CoordinatorKit
import CoordinatorKitTesting
import Testing
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif

// A user's scenario, written once against ScenarioHost and run on every host the test target
// has: the headless one everywhere; on Linux also a UIKitHost and a NavigatorView, over the
// doubles, from the modules the CoordinatorKitTesting product brings.
private let hosts: [ScenarioHostKind] = {
    #if os(Linux)
    [.headless, .uikit, .swiftUI]
    #else
    [.headless]
    #endif
}()

@MainActor
@Suite struct ScenarioOnEveryHost {
    @Test(arguments: hosts)
    func swipingBackPastTheDetailTellsTheCoordinator(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let catalog = CatalogCoordinator()
        app.navigator.start(catalog)
        catalog.show(.detail(id: 3))
        await app.settle()

        #expect(app.swipeBack())
        await app.settle()

        #expect(catalog.routes == [.list])
        #expect(catalog.detailViewModel == nil)
        let sync = app.syncReport
        #expect(sync.isInSync, "\(sync)")
    }
}

private enum CatalogRoute: Route {
    case list
    case detail(id: Int)
}

private final class CatalogCoordinator: Coordinator<CatalogRoute> {
    var detailViewModel: Int?

    override func start() { show(.list) }

    override func transition(for route: CatalogRoute) -> RouteTransition<CatalogRoute> {
        if case .detail(let id) = route { detailViewModel = id }
        return .push(route)
    }

    override func userDidRemove(_ routes: [CatalogRoute]) {
        if routes.contains(where: { if case .detail = $0 { true } else { false } }) { detailViewModel = nil }
    }
}
