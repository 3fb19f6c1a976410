import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// Step-driven coordinators: steps sent by screens (send(_:), an AsyncSequence), mapped to
// transitions, the .dismiss step among them, on every host.

@MainActor
@Suite struct StepDriven {
    @Test(arguments: everyHost)
    func stepsMapToTransitions(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.show(.pickedProduct(3))
        flow.show(.checkout)
        await app.settle()
        #expect(app.treeDescription == "root  stack: [start] > [pickedProduct(3)]\nsheet stack: [checkout]")
        await expectInSync(app)
        let commands = await app.commands { flow.show(.checkedOut) }
        #expect(app.treeDescription == "root stack: [start] > [checkedOut]")
        #expect(commands.count == 2, "\(commands)")
        await expectInSync(app)
        flow.show(.nothing)
        flow.show(.home)
        await app.settle()
        #expect(app.treeDescription == "root stack: [start]")
        #expect(flow.transition(for: .home) == .multiple([.dismissAll, .popToRoot]))
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aScreenSendsStepsThatPushPresentAndReplace(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.send(.pickedProduct(1))
        await app.settle()
        #expect(app.treeDescription == "root stack: [start] > [pickedProduct(1)]")
        flow.send(.checkout)
        await app.settle()
        #expect(app.treeDescription == "root  stack: [start] > [pickedProduct(1)]\nsheet stack: [checkout]")
        flow.send(.checkedOut)
        await app.settle()
        #expect(app.treeDescription == "root stack: [start] > [checkedOut]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aDismissStepClosesTheSheetTheStepFlowPresented(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        flow.send(.checkout)
        await app.settle()
        #expect(app.navigator.state.layers.count == 2)
        flow.perform(.dismiss)
        await app.settle()
        #expect(app.treeDescription == "root stack: [start]")
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aDismissStepClosesTheChildFlowAStepStarted(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = CheckoutStepFlow()
        app.navigator.start(flow)
        flow.send(.product(2))
        flow.send(.checkout)
        await app.settle()
        weak let checkout = flow.checkout
        checkout?.show(.shipping)
        await app.settle()
        #expect(app.treeDescription == "root  stack: [catalog] > [product(2)]\nsheet stack: [cart] > [shipping]")
        await expectInSync(app)
        flow.send(.closeCheckout)
        await app.settle()
        #expect(app.treeDescription == "root stack: [catalog] > [product(2)]")
        #expect(flow.checkoutOutcomes == [.cancelled])
        #expect(checkout == nil)
        await expectInSync(app)

        flow.send(.checkout)
        flow.send(.done)
        await app.settle()
        #expect(app.treeDescription == "root stack: [catalog]")
        #expect(flow.checkoutOutcomes == [.cancelled, .cancelled])
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func stepsFromAnAsyncSequenceDriveTheFlowWhileItRuns(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = StepCoordinator()
        app.navigator.start(flow)
        let (steps, continuation) = AsyncStream<Step>.makeStream()
        flow.receive(steps)
        continuation.yield(.pickedProduct(1))
        continuation.yield(.checkout)
        while app.navigator.state.layers.count < 2 { await Task.yield() }
        await app.settle()
        #expect(app.treeDescription == "root  stack: [start] > [pickedProduct(1)]\nsheet stack: [checkout]")
        continuation.finish()
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aTransitionCanSayItDoesNotAnimate(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let flow = ParentFlow()
        app.navigator.start(flow)
        await app.settle()
        let still = await app.commands { flow.perform(.push(.about, animated: false)) }
        #expect(still.last?.animated == false)
        let animated = await app.commands { flow.perform(.push(.city(named: "A"))) }
        #expect(animated.last?.animated == true)
        await expectInSync(app)
    }
}
