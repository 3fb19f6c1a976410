#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

/// What runs through the host: the navigator's command in flight, what the host waits for UIKit
/// to do (the machine), and the host's own calls into UIKit, whose delegate calls are not the
/// user's doing.
struct HostActivity {
    /// What UIKit is doing for the host: the transition it waits for, the user's gesture.
    var machine = UIKitHostMachine()
    /// The completion of the command in flight (one at a time: the navigator waits for it).
    private var completion: (@MainActor () -> Void)?
    /// The command in flight, as the host plays it: what UIKit moves towards until it ends.
    private(set) var command: HostCommand?
    /// Whether the host is inside its own call to UIKit: delegate calls then are its own doing.
    var isCallingUIKit = false
    /// Whether UIKit changed the width of a split while the host was busy: the host puts the
    /// columns right and tells the navigator once it is idle.
    var holdsWidthChange = false
    /// How many stack changes the host has started: tells a change whether another began inside it.
    private var stackChangesStarted = 0

    /// Whether a command of the navigator's is in flight.
    var isCommandInFlight: Bool { completion != nil }

    /// A command arrives; `completion` tells the navigator it is finished.
    mutating func commandArrived(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        self.command = command
        self.completion = completion
    }

    /// Takes the completion of the command in flight, if any, to call it: the command is
    /// finished from now on.
    mutating func finishCommand() -> (@MainActor () -> Void)? {
        defer {
            completion = nil
            command = nil
        }
        return completion
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
