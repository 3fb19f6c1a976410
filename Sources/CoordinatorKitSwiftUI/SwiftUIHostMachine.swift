#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

// When SwiftUIHost may change what it shows, as one value: commands come in, SwiftUI draws or
// finishes taking a presentation away, and each answers which commands go now. No SwiftUI here:
// `SwiftUIHost` writes the shown tree and carries out the answers.

/// The commands SwiftUIHost holds back, and why: no view draws the host yet, or SwiftUI still
/// takes away a presentation the user dismissed.
struct SwiftUIHostMachine {
    /// A command with the completion the navigator gave it.
    typealias Command = (command: HostCommand, completion: @MainActor () -> Void)

    /// A presentation asked for before any `NavigatorView` drew the host: it goes once one has
    /// drawn the layers below it, so that SwiftUI presents one layer per update.
    private var waitingForView: Command?
    /// A layer the user dismissed (or a question answered), until SwiftUI has finished taking it
    /// away: commands wait meanwhile, in order.
    private(set) var userDismissal: LayerID?
    private var waitingForDismissal: [Command] = []

    /// A new navigator: a presentation the former one asked for is not this one's.
    mutating func navigatorAttached() {
        waitingForView = nil
    }

    /// What becomes of a command from the navigator.
    enum Arrival: Equatable {
        /// It goes now.
        case goes
        /// It waits until SwiftUI has taken away what the user dismissed.
        case waitsForDismissal
        /// It waits for the first view to draw the host.
        case waitsForView
    }

    /// A command from the navigator; `hasView` when a `NavigatorView` draws the host.
    mutating func commandArrived(_ command: Command, hasView: Bool) -> Arrival {
        if userDismissal != nil {
            waitingForDismissal.append(command)
            return .waitsForDismissal
        }
        if !hasView, case .present = command.command.action {
            // Nothing draws yet: the layers below go first, in the view's first update.
            waitingForView = command
            return .waitsForView
        }
        return .goes
    }

    /// A view drew the host for the first time.
    /// - Returns: whether a presentation waits for it, to send on the next turn with
    ///   ``takeCommandWaitingForView()``.
    func viewConnected() -> Bool { waitingForView != nil }

    /// The presentation that waited for a view, taken.
    mutating func takeCommandWaitingForView() -> Command? {
        defer { waitingForView = nil }
        return waitingForView
    }

    /// The user dismissed a layer, or answered a question: SwiftUI still takes it away.
    mutating func userDismissed(_ layer: LayerID) {
        userDismissal = layer
    }

    /// SwiftUI finished taking a presentation away.
    /// - Returns: the commands that waited for the user's dismissal, in order, to send again;
    ///   `nil` when none was running.
    mutating func presentationEnded() -> [Command]? {
        guard userDismissal != nil else { return nil }
        userDismissal = nil
        defer { waitingForDismissal = [] }
        return waitingForDismissal
    }
}
#endif
