import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Pushes, the user's way back, and a child flow on its parent's stack, on every host.

@MainActor
@Suite struct PushAndBack {
    @Test(arguments: everyHost)
    func mapPushesCityAndBackReturnsToMap(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let map = MapCoordinator()
        app.navigator.start(map)
        await app.settle()
        #expect(app.treeDescription == "root stack: [map]")
        map.show(.city(named: "El Paso"))
        await app.settle()
        #expect(app.treeDescription == #"root stack: [map] > [city(named: "El Paso")]"#)
        await expectInSync(app)
        #expect(app.tapBack())
        await app.settle()
        #expect(app.treeDescription == "root stack: [map]")
        #expect(app.tapBack() == false, "no back button at the root")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aRoutePresentsItsOwnSheetAndTheFlowDismissesIt(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.settings)
        await app.settle()
        #expect(app.treeDescription == "root  stack: [map]\nsheet stack: [settings]")
        await expectInSync(app)
        map.dismiss()
        await app.settle()
        #expect(app.treeDescription == "root stack: [map]")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct ChildSharingTheParentsStack {
    @Test(arguments: everyHost)
    func swipeBackPastTheChildCancelsAndReleasesIt(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        weak let buy = main.buy()
        buy?.show(.shipping)
        await app.settle()
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)] > [cart] > [shipping]")
        #expect(main.children.count == 1)
        #expect(app.swipeBack())
        await app.settle()
        #expect(buy != nil)
        #expect(app.swipeBack())
        await app.settle()
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)]")
        #expect(main.outcomes == [.cancelled])
        #expect(main.children.isEmpty)
        #expect(buy == nil)
        await expectInSync(app)

        // A second buy flow works, and finishing it hands the order to the parent.
        weak let second = main.buy()
        await app.settle()
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)] > [cart]")
        second?.placeOrder()
        await app.settle()
        #expect(main.outcomes == [.cancelled, .finished(Order(number: 7))])
        #expect(app.treeDescription == "root stack: [list] > [product(id: 1)]")
        #expect(second == nil)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aCancelledSwipeChangesNothing(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        await app.settle()
        let before = app.navigator.state
        #expect(app.swipeBack(completing: false))
        await app.settle()
        #expect(app.navigator.state == before)
        #expect(app.treeDescription == "root stack: [list] > [cart]")
        #expect(buy?.status == .running)
        #expect(main.outcomes.isEmpty)
        await expectInSync(app)
    }
}

@MainActor
@Suite struct LoginThenHome {
    @Test(arguments: everyHost)
    func loginFinishesWithAUserAndHomeReplacesTheRootInOneCommand(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        await app.settle()
        #expect(app.treeDescription == "root stack: [welcome] > [credentials]")
        weak let login = root.login
        let commands = await app.commands { login?.finish(with: User(name: "Ada")) }
        #expect(root.user == User(name: "Ada"))
        #expect(app.treeDescription == "root stack: [list]")
        #expect(commands.count == 1, "\(commands)")
        #expect(login == nil)
        #expect(root.children.count == 1)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aLoggedInUserStartsAtHome(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        app.navigator.start(AppCoordinator(user: User(name: "Ada")))
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        await expectInSync(app)
    }
}
