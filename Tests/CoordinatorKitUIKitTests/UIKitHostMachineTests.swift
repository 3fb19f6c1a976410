#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitUIKit
import Testing

// The host's view of UIKit's timing, one row per case: a state, an event, the state after and
// what the host does. No UIKit here: each row is what a UIKit test shows through the double.

private let root = LayerID()
private let sheet = LayerID()
private let stack = StackID(layer: root)
private let other = StackID(layer: sheet)
private let below = ScreenID()
private let detail = StackID(layer: root, column: .detail)

/// One timing case, in the render machine's table's shape: the events that set the state
/// (`given`), the event under test (`when`), the state after (`then`) and what the host does.
private struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let given: [UIKitHostMachine.Event]
    let when: UIKitHostMachine.Event
    let then: UIKitHostMachine.State
    let actions: [UIKitHostMachine.Action]

    init(
        _ name: String, given: [UIKitHostMachine.Event] = [], when: UIKitHostMachine.Event,
        then: UIKitHostMachine.State, actions: [UIKitHostMachine.Action]
    ) {
        self.name = name
        self.given = given
        self.when = when
        self.then = then
        self.actions = actions
    }

    var testDescription: String { name }
}

private let rows: [Row] = [
    // Stacks: didShow, not the transition coordinator, ends an animated change
    Row("a stack change in a window waits for didShow", when: .stackChanged(stack, awaitsDidShow: true),
        then: .waitingForDidShow(stack), actions: []),
    Row("a stack change out of a window finishes at once", when: .stackChanged(stack, awaitsDidShow: false),
        then: .idle, actions: [.finishCommand]),
    Row("didShow of the awaited stack finishes the command", given: [.stackChanged(stack, awaitsDidShow: true)],
        when: .didShow(stack, poppedTo: nil, duringHostCall: false), then: .idle, actions: [.finishCommand]),
    Row("didShow of another stack (it appeared) changes nothing", given: [.stackChanged(stack, awaitsDidShow: true)],
        when: .didShow(other, poppedTo: nil, duringHostCall: false), then: .waitingForDidShow(stack), actions: []),
    Row("a navigation controller appearing changes nothing", given: [],
        when: .didShow(stack, poppedTo: nil, duringHostCall: true), then: .idle, actions: []),

    // The user's pop
    Row("willShow while the host awaits that stack's didShow is the host's own change", given: [.stackChanged(stack, awaitsDidShow: true)],
        when: .willShow(stack, poppedTo: below), then: .waitingForDidShow(stack), actions: []),
    Row("willShow below the rendered top: the user pops", when: .willShow(stack, poppedTo: below),
        then: .userPop(stack), actions: [.report(.interactivePopBegan(in: stack)), .watchPopCancellation(stack)]),
    Row("the user's pop ends with didShow", given: [.willShow(stack, poppedTo: below)],
        when: .didShow(stack, poppedTo: below, duringHostCall: false), then: .idle, actions: [.report(.popped(to: below, in: stack))]),
    Row("the user's swipe back is cancelled", given: [.willShow(stack, poppedTo: below)], when: .popCancelled(stack),
        then: .idle, actions: [.report(.interactivePopCancelled(in: stack))]),
    Row("going back past a collapsed column's first screen holds commands as a pop", when: .columnWillLeave(detail),
        then: .userPop(detail), actions: [.report(.interactivePopBegan(in: detail)), .watchPopCancellation(detail)]),
    Row("the column below on top ends it", given: [.columnWillLeave(detail)], when: .columnLeft(detail),
        then: .idle, actions: []),
    Row("the column's swipe back is cancelled", given: [.columnWillLeave(detail)], when: .popCancelled(detail),
        then: .idle, actions: [.report(.interactivePopCancelled(in: detail))]),
    Row("a column leaving during the host's wait is the host's own change", given: [.stackChanged(stack, awaitsDidShow: true)],
        when: .columnWillLeave(detail), then: .waitingForDidShow(stack), actions: []),
    // Width changes: UIKit may move a running change's view controllers and never call didShow
    Row("a width change while a column's change awaits didShow looks again next turn",
        given: [.stackChanged(detail, awaitsDidShow: true)], when: .splitChangedWidth(root),
        then: .waitingForDidShowAfterWidthChange(detail), actions: [.checkOnNextTurn]),
    Row("a width change of another layer changes nothing", given: [.stackChanged(detail, awaitsDidShow: true)],
        when: .splitChangedWidth(sheet), then: .waitingForDidShow(detail), actions: []),
    Row("a width change with nothing awaited changes nothing", when: .splitChangedWidth(root), then: .idle, actions: []),
    Row("after a width change, didShow still ends the change",
        given: [.stackChanged(detail, awaitsDidShow: true), .splitChangedWidth(root)],
        when: .didShow(detail, poppedTo: nil, duringHostCall: false), then: .idle, actions: [.finishCommand]),
    Row("after a width change, a turn with nothing moving in the split ends the change",
        given: [.stackChanged(detail, awaitsDidShow: true), .splitChangedWidth(root)],
        when: .nextTurn(requestDone: true, transitioning: false), then: .idle, actions: [.finishCommand]),
    Row("after a width change, a turn with the split still moving looks again",
        given: [.stackChanged(detail, awaitsDidShow: true), .splitChangedWidth(root)],
        when: .nextTurn(requestDone: true, transitioning: true), then: .waitingForDidShowAfterWidthChange(detail),
        actions: [.checkOnNextTurn]),
    Row("a pop by app code without animation is written back", given: [],
        when: .didShow(stack, poppedTo: below, duringHostCall: false), then: .idle, actions: [.report(.popped(to: below, in: stack))]),
    Row("a pop during the host's own call is the host's", given: [],
        when: .didShow(stack, poppedTo: below, duringHostCall: true), then: .idle, actions: []),

    // Presentations, and what UIKit drops
    Row("a present waits for its completion and looks again next turn", when: .presentationRequested(.present(sheet)),
        then: .waitingForCompletion(.present(sheet), isRetry: false), actions: [.checkOnNextTurn]),
    Row("the present's completion finishes it", given: [.presentationRequested(.present(sheet))],
        when: .presentationCompleted(.present(sheet)), then: .idle, actions: [.finishCommand]),
    Row("the dismiss's completion forgets the layers and finishes it", given: [.presentationRequested(.dismiss(sheet))],
        when: .presentationCompleted(.dismiss(sheet)), then: .idle, actions: [.forgetLayers(from: sheet), .finishCommand]),
    Row("next turn, still animating: look again", given: [.presentationRequested(.present(sheet))],
        when: .nextTurn(requestDone: false, transitioning: true), then: .waitingForCompletion(.present(sheet), isRetry: false),
        actions: [.checkOnNextTurn]),
    Row("a dropped present: reported, the navigator re-plans without the layer", given: [.presentationRequested(.present(sheet))],
        when: .nextTurn(requestDone: false, transitioning: false), then: .idle,
        actions: [.reportDropped(.present(sheet)), .forgetLayers(from: sheet), .finishCommand, .report(.dismissed(sheet))]),
    Row("a dropped dismiss with nothing to dismiss: reported, finished as shown", given: [.presentationRequested(.dismiss(sheet))],
        when: .nextTurn(requestDone: true, transitioning: false), then: .idle,
        actions: [.reportDropped(.dismiss(sheet)), .forgetLayers(from: sheet), .finishCommand]),
    Row("a dropped dismiss of a layer still shown: reported, asked once more", given: [.presentationRequested(.dismiss(sheet))],
        when: .nextTurn(requestDone: false, transitioning: false), then: .waitingForCompletion(.dismiss(sheet), isRetry: true),
        actions: [.reportDropped(.dismiss(sheet)), .run(HostCommand(.dismiss(sheet), animated: false))]),
    Row("a completion after the command ended is ignored", when: .presentationCompleted(.present(sheet)),
        then: .idle, actions: []),

    // The user's swipe down: the host's state holds the navigator's commands meanwhile
    Row("swipe down begun with a coordinator", when: .swipeDownBegan(sheet, hasCoordinator: true),
        then: .userDismissal(sheet), actions: [.swipeDown(.began(sheet))]),
    Row("swipe down begun without a coordinator: look on the next turns", when: .swipeDownBegan(sheet, hasCoordinator: false),
        then: .userDismissal(sheet), actions: [.swipeDown(.began(sheet)), .checkOnNextTurn]),
    Row("an abandoned swipe down: the sheet stays",
        given: [.swipeDownBegan(sheet, hasCoordinator: true)], when: .swipeDownCancelled(sheet),
        then: .idle, actions: [.swipeDown(.cancelled(sheet))]),
    Row("a completed swipe down: the sheet is gone",
        given: [.swipeDownBegan(sheet, hasCoordinator: true)], when: .swipeDownCompleted(sheet),
        then: .idle, actions: [.swipeDown(.gone(sheet))]),
    Row("a swipe down let go past the threshold is reported at once",
        given: [.swipeDownBegan(sheet, hasCoordinator: true)], when: .swipeDownCommitted(sheet),
        then: .userDismissalEnding(sheet), actions: [.swipeDown(.letGo(sheet))]),
    Row("the end of a let-go sheet: gone, reported once",
        given: [.swipeDownBegan(sheet, hasCoordinator: true), .swipeDownCommitted(sheet)],
        when: .swipeDownCompleted(sheet), then: .idle, actions: [.swipeDown(.gone(sheet))]),
    Row("the end of a let-go sheet the host forgot",
        given: [.swipeDownBegan(sheet, hasCoordinator: true), .swipeDownCommitted(sheet)],
        when: .swipeDownCompleted(nil), then: .idle, actions: [.swipeDown(.gone(sheet))]),
    Row("the end of a sheet the host does not know, with none let go, changes nothing", when: .swipeDownCompleted(nil),
        then: .idle, actions: []),
    Row("the end of a sheet no swipe took: dismissed", when: .swipeDownCompleted(sheet),
        then: .idle, actions: [.forgetLayers(from: sheet), .report(.dismissed(sheet))]),
    Row("no cancel after the user let go past the threshold",
        given: [.swipeDownBegan(sheet, hasCoordinator: true), .swipeDownCommitted(sheet)], when: .swipeDownCancelled(sheet),
        then: .userDismissalEnding(sheet), actions: []),
    Row("no coordinator, the sheet is back next turn: cancelled",
        given: [.swipeDownBegan(sheet, hasCoordinator: false)], when: .nextTurn(requestDone: false, transitioning: false),
        then: .idle, actions: [.swipeDown(.cancelled(sheet))]),
    Row("no coordinator, the sheet still moves: look again",
        given: [.swipeDownBegan(sheet, hasCoordinator: false)], when: .nextTurn(requestDone: false, transitioning: true),
        then: .userDismissal(sheet), actions: [.checkOnNextTurn]),
    Row("no coordinator, the sheet is gone next turn: dismissed",
        given: [.swipeDownBegan(sheet, hasCoordinator: false)], when: .nextTurn(requestDone: true, transitioning: false),
        then: .idle, actions: [.swipeDown(.gone(sheet))]),
]

@Suite struct UIKitHostMachineTable {
    @Test(arguments: rows)
    fileprivate func eachTimingCaseIsOneRow(_ row: Row) {
        var machine = UIKitHostMachine()
        for event in row.given {
            _ = machine.handle(event)
        }
        let actions = machine.handle(row.when)
        #expect(machine.state == row.then)
        #expect(Array(actions) == row.actions)
    }

    /// The host schedules a look at the next turn only while one can tell the machine something:
    /// a present UIKit finished inside its call needs none.
    @Test func theNextTurnIsLookedAtOnlyWhileARequestOrASwipeIsOpen() {
        var machine = UIKitHostMachine()
        #expect(!machine.looksAgainOnNextTurn)
        _ = machine.handle(.presentationRequested(.present(sheet)))
        #expect(machine.looksAgainOnNextTurn)
        _ = machine.handle(.presentationCompleted(.present(sheet)))
        #expect(!machine.looksAgainOnNextTurn)
        _ = machine.handle(.stackChanged(stack, awaitsDidShow: true))
        #expect(!machine.looksAgainOnNextTurn)
        _ = machine.handle(.didShow(stack, poppedTo: nil, duringHostCall: false))
        _ = machine.handle(.swipeDownBegan(sheet, hasCoordinator: false))
        #expect(machine.looksAgainOnNextTurn)
    }
}
#endif
