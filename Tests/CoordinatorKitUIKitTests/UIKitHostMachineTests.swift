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
private let push = HostCommand(.setStack(stack, Stack([])), animated: true)
private let presentSheet = HostCommand(.present(Layer(.sheet, content: .stack(Stack([])), id: sheet)), animated: true)

/// One timing case: from a state (reached by `setup` events, then the `arrived` command), an event,
/// the state after and the actions.
private struct Row: CustomTestStringConvertible, Sendable {
    let name: String
    let setup: [UIKitHostMachine.Event]
    var arrived: HostCommand? = nil
    let event: UIKitHostMachine.Event
    let state: UIKitHostMachine.State
    let actions: [UIKitHostMachine.Action]

    var testDescription: String { name }
}

private let rows: [Row] = [
    // Stacks: didShow, not the transition coordinator, ends an animated change
    Row(name: "a stack change in a window waits for didShow", setup: [], event: .stackChanged(stack, awaitsDidShow: true),
        state: .waitingForDidShow(stack), actions: []),
    Row(name: "a stack change out of a window finishes at once", setup: [], event: .stackChanged(stack, awaitsDidShow: false),
        state: .idle, actions: [.finishCommand]),
    Row(name: "didShow of the awaited stack finishes the command", setup: [.stackChanged(stack, awaitsDidShow: true)],
        event: .didShow(stack, poppedTo: nil, duringHostCall: false), state: .idle, actions: [.finishCommand]),
    Row(name: "didShow of another stack (it appeared) changes nothing", setup: [.stackChanged(stack, awaitsDidShow: true)],
        event: .didShow(other, poppedTo: nil, duringHostCall: false), state: .waitingForDidShow(stack), actions: []),
    Row(name: "a navigation controller appearing changes nothing", setup: [],
        event: .didShow(stack, poppedTo: nil, duringHostCall: true), state: .idle, actions: []),

    // The user's pop
    Row(name: "willShow below the rendered top: the user pops", setup: [], event: .willShow(stack, poppedTo: below),
        state: .userPop(stack), actions: [.report(.interactivePopBegan(in: stack))]),
    Row(name: "the user's pop ends with didShow", setup: [.willShow(stack, poppedTo: below)],
        event: .didShow(stack, poppedTo: below, duringHostCall: false), state: .idle, actions: [.report(.popped(to: below, in: stack))]),
    Row(name: "the user's swipe back is cancelled", setup: [.willShow(stack, poppedTo: below)], event: .popCancelled(stack),
        state: .idle, actions: [.report(.interactivePopCancelled(in: stack))]),
    Row(name: "a pop by app code without animation is written back", setup: [],
        event: .didShow(stack, poppedTo: below, duringHostCall: false), state: .idle, actions: [.report(.popped(to: below, in: stack))]),
    Row(name: "a pop during the host's own call is the host's", setup: [],
        event: .didShow(stack, poppedTo: below, duringHostCall: true), state: .idle, actions: []),

    // Presentations, and what UIKit drops
    Row(name: "a present waits for its completion and looks again next turn", setup: [], event: .presentationRequested(.present(sheet)),
        state: .waitingForCompletion(.present(sheet), isRetry: false), actions: [.checkOnNextTurn]),
    Row(name: "the present's completion finishes it", setup: [.presentationRequested(.present(sheet))],
        event: .presentationCompleted(.present(sheet)), state: .idle, actions: [.finishCommand]),
    Row(name: "the dismiss's completion forgets the layers and finishes it", setup: [.presentationRequested(.dismiss(sheet))],
        event: .presentationCompleted(.dismiss(sheet)), state: .idle, actions: [.forgetLayers(from: sheet), .finishCommand]),
    Row(name: "next turn, still animating: look again", setup: [.presentationRequested(.present(sheet))],
        event: .nextTurn(requestDone: false, transitioning: true), state: .waitingForCompletion(.present(sheet), isRetry: false),
        actions: [.checkOnNextTurn]),
    Row(name: "a dropped present: reported, the navigator re-plans without the layer", setup: [.presentationRequested(.present(sheet))],
        event: .nextTurn(requestDone: false, transitioning: false), state: .idle,
        actions: [.reportDropped(.present(sheet)), .forgetLayers(from: sheet), .finishCommand, .report(.dismissed(sheet))]),
    Row(name: "a dropped dismiss with nothing to dismiss: reported, finished as shown", setup: [.presentationRequested(.dismiss(sheet))],
        event: .nextTurn(requestDone: true, transitioning: false), state: .idle,
        actions: [.reportDropped(.dismiss(sheet)), .forgetLayers(from: sheet), .finishCommand]),
    Row(name: "a dropped dismiss of a layer still shown: reported, asked once more", setup: [.presentationRequested(.dismiss(sheet))],
        event: .nextTurn(requestDone: false, transitioning: false), state: .waitingForCompletion(.dismiss(sheet), isRetry: true),
        actions: [.reportDropped(.dismiss(sheet)), .run(HostCommand(.dismiss(sheet), animated: false))]),
    Row(name: "a completion after the command ended is ignored", setup: [], event: .presentationCompleted(.present(sheet)),
        state: .idle, actions: []),

    // The user's swipe down
    Row(name: "swipe down begun with a coordinator", setup: [], event: .swipeDownBegan(sheet, hasCoordinator: true),
        state: .userDismissal(sheet, deferred: nil), actions: []),
    Row(name: "swipe down begun without a coordinator: look on the next turns", setup: [], event: .swipeDownBegan(sheet, hasCoordinator: false),
        state: .userDismissal(sheet, deferred: nil), actions: [.checkOnNextTurn]),
    Row(name: "an abandoned swipe down resumes the deferred command",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true)], arrived: presentSheet, event: .swipeDownCancelled(sheet),
        state: .idle, actions: [.run(presentSheet)]),
    Row(name: "a completed swipe down is reported, then the deferred command runs",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true)], arrived: push, event: .swipeDownCompleted(sheet),
        state: .idle, actions: [.forgetLayers(from: sheet), .report(.dismissed(sheet)), .run(push)]),
    Row(name: "a swipe down let go past the threshold is reported at once",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true)], event: .swipeDownCommitted(sheet),
        state: .userDismissalEnding(sheet, deferred: nil), actions: [.forgetLayers(from: sheet), .report(.dismissed(sheet))]),
    Row(name: "a command held while the finger was down still waits once the user lets go",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true)], arrived: push, event: .swipeDownCommitted(sheet),
        state: .userDismissalEnding(sheet, deferred: push), actions: [.forgetLayers(from: sheet), .report(.dismissed(sheet))]),
    Row(name: "a command arriving while the let-go sheet leaves runs at its end, reported once",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true), .swipeDownCommitted(sheet)], arrived: presentSheet,
        event: .swipeDownCompleted(sheet), state: .idle, actions: [.run(presentSheet)]),
    Row(name: "no cancel after the user let go past the threshold",
        setup: [.swipeDownBegan(sheet, hasCoordinator: true), .swipeDownCommitted(sheet)], event: .swipeDownCancelled(sheet),
        state: .userDismissalEnding(sheet, deferred: nil), actions: []),
    Row(name: "no coordinator, the sheet is back next turn: cancelled",
        setup: [.swipeDownBegan(sheet, hasCoordinator: false)], arrived: push, event: .nextTurn(requestDone: false, transitioning: false),
        state: .idle, actions: [.run(push)]),
    Row(name: "no coordinator, the sheet still moves: look again",
        setup: [.swipeDownBegan(sheet, hasCoordinator: false)], event: .nextTurn(requestDone: false, transitioning: true),
        state: .userDismissal(sheet, deferred: nil), actions: [.checkOnNextTurn]),
    Row(name: "no coordinator, the sheet is gone next turn: dismissed",
        setup: [.swipeDownBegan(sheet, hasCoordinator: false)], event: .nextTurn(requestDone: true, transitioning: false),
        state: .idle, actions: [.forgetLayers(from: sheet), .report(.dismissed(sheet))]),
]

@Suite struct UIKitHostMachineTable {
    @Test(arguments: rows)
    fileprivate func eachTimingCaseIsOneRow(_ row: Row) {
        var machine = UIKitHostMachine()
        for event in row.setup {
            _ = machine.handle(event)
        }
        if let command = row.arrived {
            #expect(machine.commandArrives(command) == nil, "the command waits for the gesture")
        }
        let actions = machine.handle(row.event)
        #expect(machine.state == row.state)
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

    @Test func aCommandRunsWhenIdle() {
        var machine = UIKitHostMachine()
        #expect(machine.commandArrives(push) == push)
        #expect(machine.state == .idle)
    }

    @Test func aCommandWaitsWhileTheUserSwipesASheetDown() {
        var machine = UIKitHostMachine()
        _ = machine.handle(.swipeDownBegan(sheet, hasCoordinator: true))
        #expect(machine.commandArrives(push) == nil)
        #expect(machine.state == .userDismissal(sheet, deferred: push))
    }
}
#endif
