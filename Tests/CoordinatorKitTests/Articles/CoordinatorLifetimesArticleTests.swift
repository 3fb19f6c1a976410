import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The code of the DocC article "Coordinator lifetimes" (CoordinatorLifetimes.md), verbatim but for
// the enclosing type, the stubs it leaves undefined and the assertions. DocumentationMirror checks
// that each line of the article's code is here.
@MainActor
@Suite struct CoordinatorLifetimesArticle {
    enum MapRoute: Route { case map, city(named: String) }
    enum Step: Route { case showFirstViewController, showSecondViewController }

    /// GoodCoordinator's window coordinator: each step it is set to shows a screen.
    final class WindowCoordinator: Coordinator<Step> {
        var step: Step? { didSet { if let step { show(step) } } }
    }

    @Test func goodCoordinatorsAppDelegateStartsThenSetsTwoSteps() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let appCoordinator = WindowCoordinator()
        navigator.start(appCoordinator)              // start() shows nothing yet
        appCoordinator.step = .showFirstViewController
        appCoordinator.step = .showSecondViewController
        #expect(host.treeDescription == "root stack: [showFirstViewController] > [showSecondViewController]")
    }

    enum Keychain {
        static func restoreSession() async -> String? { "Ada" }
    }

    final class AppCoordinator: AnyCoordinator {
        override func start() {
            Task { [weak self] in
                let user = await Keychain.restoreSession()   // meanwhile the window stays empty
                if let user { self?.showHome(for: user) } else { self?.showLogin() }
            }
        }

        func showHome(for user: String) { startChild(Coordinator(root: MapRoute.city(named: user)), as: .replacingRoot) }
        func showLogin() { startChild(Coordinator(root: MapRoute.map), as: .replacingRoot) }
    }

    @Test func aRootWaitsForTheKeychainWithTheWindowEmpty() async {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        navigator.start(AppCoordinator())
        #expect(navigator.state.layers.isEmpty)
        while navigator.state.layers.isEmpty { await Task.yield() }
        #expect(host.treeDescription == "root stack: [city(named: \"Ada\")]")
    }

    @Test func theGenericCoordinatorMadeWithItsRootShowsIt() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let map = Coordinator(root: MapRoute.map)
        navigator.start(map)                       // shows the map
        map.show(.city(named: "El Paso"))
        #expect(host.treeDescription == "root stack: [map] > [city(named: \"El Paso\")]")
    }

    final class ProfileCoordinator: Coordinator<MapRoute> {}

    @Test func aChildThatShowsNothingIsReportedWhereTheTurnEnds() {
        let app = ScenarioHostKind.headless.makeHost()
        let parent = Coordinator(root: MapRoute.map)
        app.navigator.start(parent)
        parent.startChild(ProfileCoordinator(), as: .sheet)   // shows nothing
        withKnownIssue { app.navigator.checkFlowsAwaitingFirstScreen() }
        #expect(parent.children.isEmpty)
    }
}
