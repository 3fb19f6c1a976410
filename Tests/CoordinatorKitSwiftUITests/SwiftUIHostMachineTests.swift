#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitSwiftUI
import Testing

// When SwiftUIHost holds a command back, one case per test: no SwiftUI here.

private let root = LayerID()
private let sheet = LayerID()
private let stack = StackID(layer: root)
private let push = HostCommand(.setStack(stack, Stack([])), animated: true)
private let present = HostCommand(.present(Layer(.sheet, content: .stack(Stack([])), id: sheet)), animated: true)

@MainActor
@Suite struct SwiftUIHostMachineCases {
    @Test func aCommandGoesAtOnceWhenNothingHoldsIt() {
        var machine = SwiftUIHostMachine()
        let withView = machine.commandArrived((push, {}), hasView: true)
        let withoutView = machine.commandArrived((push, {}), hasView: false)
        #expect(withView == .goes)
        #expect(withoutView == .goes, "only a presentation waits for a view")
    }

    @Test func aPresentationBeforeAnyViewWaitsForTheFirstOne() {
        var machine = SwiftUIHostMachine()
        let goes = machine.commandArrived((present, {}), hasView: false)
        #expect(goes == .waitsForView)
        #expect(machine.viewConnected())
        let waiting = machine.takeCommandWaitingForView()?.command
        #expect(waiting == present)
        #expect(!machine.viewConnected())
    }

    @Test func aNewNavigatorDropsThePresentationTheFormerOneAskedFor() {
        var machine = SwiftUIHostMachine()
        _ = machine.commandArrived((present, {}), hasView: false)
        machine.navigatorAttached()
        let waiting = machine.takeCommandWaitingForView()?.command
        #expect(waiting == nil)
    }

    @Test func commandsWaitInOrderWhileSwiftUITakesAwayWhatTheUserDismissed() {
        var machine = SwiftUIHostMachine()
        machine.userDismissed(sheet)
        let pushGoes = machine.commandArrived((push, {}), hasView: true)
        let presentGoes = machine.commandArrived((present, {}), hasView: true)
        #expect(pushGoes == .waitsForDismissal && presentGoes == .waitsForDismissal)
        let released = machine.presentationEnded()?.map(\.command)
        #expect(released == [push, present])
        #expect(machine.userDismissal == nil)
        let again = machine.presentationEnded()?.map(\.command)
        #expect(again == nil, "no dismissal runs any more")
    }
}
#endif
