import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Testing

@MainActor
@Suite struct PushAndBack {
    @Test func mapPushesCityAndBackReturnsToMap() {
        let app = Harness()
        let map = MapCoordinator()
        app.navigator.start(map)
        #expect(app.tree == "root stack: [map]")
        map.show(.city(named: "El Paso"))
        #expect(app.tree == "root stack: [map] > [city(named: \"El Paso\")]")
        #expect(app.host.tapBack())
        #expect(app.tree == "root stack: [map]")
        #expect(app.navigator.state == app.host.shownState)
    }
}

@MainActor
@Suite struct ChildSharingTheParentsStack {
    @Test func swipeBackPastChildCancelsAndReleasesIt() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        weak let buy = main.buy()
        buy?.show(.shipping)
        #expect(app.tree == "root stack: [list] > [product(id: 1)] > [cart] > [shipping]")
        #expect(main.children.count == 1)
        #expect(app.host.swipeBack())
        #expect(buy != nil)
        #expect(app.host.swipeBack())
        #expect(app.tree == "root stack: [list] > [product(id: 1)]")
        #expect(main.outcomes == [.cancelled])
        #expect(main.children.isEmpty)
        #expect(buy == nil)

        // A second buy flow works, and finishing it hands the order to the parent.
        weak let second = main.buy()
        #expect(app.tree == "root stack: [list] > [product(id: 1)] > [cart]")
        second?.placeOrder()
        #expect(main.outcomes == [.cancelled, .finished(Order(number: 7))])
        #expect(app.tree == "root stack: [list] > [product(id: 1)]")
        #expect(second == nil)
    }

    @Test func cancelledSwipeChangesNothing() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak let buy = main.buy()
        #expect(app.host.swipeBack(completing: false))
        #expect(app.tree == "root stack: [list] > [cart]")
        #expect(buy?.status == .running)
        #expect(main.outcomes.isEmpty)
    }
}

@MainActor
@Suite struct LoginThenHome {
    @Test func loginFinishesWithAUserAndHomeReplacesTheRootInOneCommand() {
        let app = Harness()
        let root = AppCoordinator(user: nil)
        app.navigator.start(root)
        #expect(app.tree == "root stack: [welcome] > [credentials]")
        weak let login = root.login
        let commandsBefore = app.host.performedCommands.count
        login?.finish(with: User(name: "Ada"))
        #expect(root.user == User(name: "Ada"))
        #expect(app.tree == "root stack: [list]")
        #expect(app.host.performedCommands.count == commandsBefore + 1)
        #expect(login == nil)
        #expect(root.children.count == 1)
    }

    @Test func loggedInUserStartsAtHome() {
        let app = Harness()
        app.navigator.start(AppCoordinator(user: User(name: "Ada")))
        #expect(app.tree == "root stack: [list]")
    }
}

@MainActor
@Suite struct ModalChildren {
    @Test func sheetChildSwipedDownIsCancelledAndReleased() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        var outcome: Outcome<Order>?
        weak var buy: BuyCoordinator?
        do {
            let child = BuyCoordinator()
            buy = child
            main.startChild(child, as: .sheet) { outcome = $0 }
        }
        buy?.show(.shipping)
        buy?.show(.payment)
        #expect(app.tree == "root  stack: [list]\nsheet stack: [cart] > [shipping] > [payment]")
        #expect(app.host.swipeDown())
        #expect(outcome == .cancelled)
        #expect(buy == nil)
        #expect(app.tree == "root stack: [list]")
    }

    @Test func oneCallFromTheThirdScreenDismissesTheWholeModalFlow() {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var buy: BuyCoordinator?
        var outcome: Outcome<Order>?
        do {
            let child = BuyCoordinator()
            buy = child
            main.startChild(child, as: .fullScreenCover) { outcome = $0 }
        }
        buy?.show(.shipping)
        buy?.show(.payment)
        let before = app.host.performedCommands.count
        buy?.dismiss()
        #expect(app.host.performedCommands.count == before + 1)
        #expect(app.tree == "root stack: [list]")
        #expect(outcome == .cancelled)
        #expect(buy == nil)
    }

    @Test func runReturnsTheChildsOutput() async {
        let app = Harness()
        let main = MainCoordinator()
        app.navigator.start(main)
        let buy = BuyCoordinator()
        async let outcome = main.run(buy, as: .sheet)
        while buy.status == .ready { await Task.yield() }
        buy.show(.payment)
        buy.placeOrder()
        #expect(await outcome == .finished(Order(number: 7)))
        #expect(app.tree == "root stack: [list]")
    }
}

@MainActor
@Suite struct StepDriven {
    @Test func stepsMapToTransitions() {
        let app = Harness()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.show(.pickedProduct(3))
        flow.show(.checkout)
        #expect(app.tree == "root  stack: [start] > [pickedProduct(3)]\nsheet stack: [checkout]")
        let before = app.host.performedCommands.count
        flow.show(.checkedOut)
        #expect(app.tree == "root stack: [start] > [checkedOut]")
        #expect(app.host.performedCommands.count == before + 2)
        flow.show(.nothing)
        flow.show(.home)
        #expect(app.tree == "root stack: [start]")
        #expect(flow.transition(for: .home) == .multiple([.dismissAll, .popToRoot]))
    }
}
