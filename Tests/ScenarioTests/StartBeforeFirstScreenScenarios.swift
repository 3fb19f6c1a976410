import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The articles' own code, as written: flows that start before their first screen, a generic
// coordinator used as is, a handler that reads a child's output, and links from strangers, on
// every host.

@MainActor
@Suite struct FlowsThatStartBeforeTheirFirstScreen {
    @Test(arguments: everyHost)
    func goodCoordinatorsAppDelegateStartsThenSetsTwoSteps(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let appCoordinator = WindowCoordinator()
        app.navigator.start(appCoordinator)
        appCoordinator.step = .showFirstViewController
        appCoordinator.step = .showSecondViewController
        await expectInSync(app)
        #expect(appCoordinator.status == .running)
        #expect(app.treeDescription == "root stack: [showFirstViewController] > [showSecondViewController]")
        #expect(app.tapBack())
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [showFirstViewController]")
    }

    @Test(arguments: everyHost)
    func theGenericCoordinatorStartedThenShownShowsItsRoute(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let coordinator = Coordinator<MapRoute>()
        app.navigator.start(coordinator)
        coordinator.show(.map)
        await expectInSync(app)
        coordinator.show(.city(named: "El Paso"))
        coordinator.show(.settings)
        await expectInSync(app)
        #expect(app.treeDescription == "root  stack: [map] > [city(named: \"El Paso\")]\nsheet stack: [settings]")
        #expect(app.swipeDown())
        await expectInSync(app)
        #expect(coordinator.routes == [.map, .city(named: "El Paso")])
    }

    @Test(arguments: everyHost)
    func theGenericCoordinatorMadeWithItsRootShowsItAtStart(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var child: Coordinator<MapRoute>?
        do {
            let made = Coordinator(root: MapRoute.map)
            child = made
            main.startChild(made, as: .sheet)
        }
        await expectInSync(app)
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [map]")
        #expect(app.swipeDown())
        await expectInSync(app)
        #expect(child == nil)
    }

    @Test(arguments: everyHost)
    func aRootThatDecidesLaterShowsNothingUntilItKnows(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let root = RestoresItsSession()
        app.navigator.start(root)
        await expectInSync(app)
        #expect(root.status == .running)
        #expect(app.shownState.layers.isEmpty)

        root.sessionRestored()
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test(arguments: everyHost)
    func aChildThatShowsNothingByTheEndOfTheTurnEndsAndTheWindowStaysAsItWas(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        await expectInSync(app)
        let before = app.shownState
        weak var child: Coordinator<BuyRoute>?
        await withKnownIssue {
            let made = Coordinator<BuyRoute>()
            child = made
            main.startChild(made, as: .sheet)
            await app.settle()
        } matching: { $0.description.contains("showed no screen and started no child by the end of the main-actor turn") }
        await expectInSync(app)
        #expect(child == nil)
        #expect(main.children.isEmpty)
        #expect(app.shownState == before)
    }
}

@MainActor
@Suite struct AHandlerThatReadsTheOutputOnEveryHost {
    @Test(arguments: everyHost)
    func theLoginsOutputReachesTheRootAndHomeReplacesIt(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let root = SignsInThenHome()
        app.navigator.start(root)
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [welcome] > [credentials]")
        root.login?.finish(with: User(name: "Ada"))
        await expectInSync(app)
        #expect(root.heard == ["finished(User(name: \"Ada\"))"])
        #expect(app.treeDescription == "root stack: [list]")
    }
}

@MainActor
@Suite struct LinksFromStrangersOnEveryHost {
    @Test(arguments: everyHost)
    func aLinkFromAnUnknownHostChangesNothingOnScreen(_ kind: ScenarioHostKind) async throws {
        let app = kind.makeHost()
        app.navigator.acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["shop.example"])
        let root = OpensProducts()
        app.navigator.start(root)
        await expectInSync(app)
        let before = app.shownState
        #expect(throws: DeepLinkError.self) { try app.navigator.open(DeepLink(string: "https://evil.example/products/1001")) }
        await expectInSync(app)
        #expect(app.shownState == before)

        try app.navigator.open(DeepLink(string: "https://shop.example/products/7"))
        await expectInSync(app)
        #expect(app.treeDescription == "root stack: [list] > [product(id: 7)]")
    }
}

/// GoodCoordinator's app coordinator, ported: `start()` only installs the window; the app
/// delegate sets its steps after.
@MainActor
private final class WindowCoordinator: Coordinator<WindowStep> {
    var step: WindowStep? {
        didSet { if let step { send(step) } }
    }

    override func start() {}

    override func transition(for step: WindowStep) -> RouteTransition<WindowStep> {
        switch step {
        case .showFirstViewController: .set([.showFirstViewController])
        case .showSecondViewController: .push(.showSecondViewController)
        }
    }
}

private enum WindowStep: Route {
    case showFirstViewController
    case showSecondViewController
}

/// A root that shows the app once its session is restored (from the keychain, in an app).
@MainActor
private final class RestoresItsSession: AnyCoordinator {
    func sessionRestored() { startChild(ListCoordinator(), as: .replacingRoot) }
}

/// A root that runs the login, reads its output, and replaces it with home.
@MainActor
private final class SignsInThenHome: AnyCoordinator {
    weak var login: LoginCoordinator?
    var heard: [String] = []

    override func start() {
        let login = LoginCoordinator()
        self.login = login
        startChild(login, as: .replacingRoot) { [weak self] outcome in
            if outcome.output != nil {
                self?.heard.append("\(outcome)")
                self?.startChild(ListCoordinator(), as: .replacingRoot)
            }
        }
    }
}

/// A root flow that opens `/products/:id`.
@MainActor
private final class OpensProducts: Coordinator<ShopRoute> {
    override func start() { show(.list) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/products/:id") else { return try super.handle(link) }
        show(.product(id: try match.parameter("id", as: Int.self)))
        return .handled
    }
}
