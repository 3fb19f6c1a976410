#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

/// What runs through the host: what it shows and the navigator's command in flight (the host
/// kit's `HostedState`), what the host waits for UIKit to do (the machine), and the host's own
/// calls into UIKit, whose delegate calls are not the user's doing.
struct HostActivity {
    /// What the host shows, the command in flight, the swipe back in progress and the widths
    /// to report: the host kit every host is built on.
    var hosted = HostedState()
    /// What UIKit is doing for the host: the transition it waits for, the user's gesture.
    var machine = UIKitHostMachine()
    /// The completion of a command the machine holds while the user swipes a sheet down: the
    /// command goes to `hosted` once the machine runs it.
    var heldCompletion: HostedState.Completion?
    /// The step the navigator sent with that command, which goes to `hosted` with it.
    var heldStep: RenderedStep?
    /// Whether the host is inside its own call to UIKit: delegate calls then are its own doing.
    var isCallingUIKit = false
    /// Whether UIKit changed the width of a split while the host was busy: the host puts the
    /// columns right once it is idle.
    var holdsWidthChange = false
    /// How many stack changes the host has started: tells a change whether another began inside it.
    private var stackChangesStarted = 0

    /// Whether a command of the navigator's is in flight.
    var isCommandInFlight: Bool {
        if case .some = hosted.inFlight { true } else { false }
    }

    /// The command in flight, as the host plays it: what UIKit moves towards until it ends.
    var command: HostCommand? { hosted.inFlight }

    /// The navigator sent a command: its completion is held until the command goes to `hosted`.
    /// - Returns: whether it runs now; `false` when the machine keeps it until the user's swipe
    ///   down ends, and then answers `.run` of it.
    mutating func commandArrived(
        _ command: HostCommand, step: RenderedStep?, completion: @escaping HostedState.Completion
    ) -> Bool {
        heldCompletion = completion
        heldStep = step
        return !machine.keeps(command)
    }

    /// The navigator's command starts: `hosted` shows it from now on, and holds its completion.
    mutating func begin(_ command: HostCommand) -> HostedState.Actions {
        guard let completion = heldCompletion else { return [] }
        heldCompletion = nil
        return hosted.handle(.commandArrived(command, completion, step: heldStep.take()))
    }

    /// Numbers a stack change the host starts.
    mutating func stackWillChange() -> Int {
        stackChangesStarted += 1
        return stackChangesStarted
    }

    /// Whether `change` is the last stack change the host started: none began inside it.
    func isLastStackChange(_ change: Int) -> Bool {
        stackChangesStarted == change
    }
}
#endif
