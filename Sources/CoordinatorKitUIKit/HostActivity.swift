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
    /// What the host shows, the command in flight and those held while the user swipes a sheet
    /// down, and the widths to report: the host kit every host is built on.
    var hosted = HostedState()
    /// What UIKit is doing for the host: the transition it waits for, the user's gesture.
    var machine = UIKitHostMachine()
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
