import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing
#if os(Linux)
import CoordinatorKitUIKitTesting
import UIKitDouble
#endif

// The in-sync check every scenario ends with catches what it is there to catch.

@MainActor
@Suite struct TheSyncCheckCatchesAHostOutOfSync {
    @Test func aTransitionStillInFlightIsNotInSync() async {
        let app = HeadlessScenarioHost(completion: .manual)
        let map = MapCoordinator()
        app.navigator.start(map)
        app.host.completeAllTransitions()
        map.show(.about)
        map.show(.city(named: "A"))
        #expect(app.syncReport.isInSync == false)
        #expect(app.syncReport.problems.contains { $0.hasPrefix("The navigator rendered") })
        await app.settle()
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
        #expect(app.treeDescription == #"root stack: [map] > [about] > [city(named: "A")]"#)
    }

    @Test func gesturesOfferedNowhereChangeNothing() async {
        for kind in everyHost {
            let app = kind.makeHost()
            app.navigator.start(MapCoordinator())
            await app.settle()
            #expect(app.tapBack() == false, "\(kind)")
            #expect(app.swipeBack() == false, "\(kind)")
            #expect(app.swipeDown() == false, "\(kind)")
            #expect(app.tapTab(MainTab.orders) == false, "\(kind)")
            await expectInSync(app)
        }
    }

    #if os(Linux)
    @Test func aViewControllerPushedBehindTheNavigatorsBackIsNotInSync() async {
        let app = UIKitScenarioHost()
        app.navigator.start(MapCoordinator())
        await app.settle()
        app.visibleNavigationController?.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: false)
        await app.settle()
        let sync = app.syncReport
        #expect(sync.isInSync == false)
        #expect(sync.problems.first?.hasPrefix("The host shows") == true, "\(sync)")
    }
    #endif
}
