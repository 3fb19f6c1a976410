/// What is about to take a flow's screens away, as its leave guard
/// (``AnyCoordinator/leaveDecision(for:)``) is told.
public enum LeaveCause: Hashable, Sendable, CustomStringConvertible {
    /// The user went back by hand: the back button, an edge swipe, or a tap on the selected
    /// tab, which pops its stack to its root. UIKit reports the three alike, so a guard hears
    /// the same cause on every host. Choosing another tab keeps every tab's screens, and asks
    /// nothing.
    case back
    /// The user swiped a sheet down.
    case swipeDown
    /// The user tapped outside a popover.
    case tapOutside
    /// A link being opened (``Navigator/open(_:animated:)-(DeepLink,_)``).
    case link
    /// Code: another flow (`requester`, a parent for instance) or the app's own code (`nil`:
    /// ``Navigator/update(animated:_:)``, ``Navigator/transaction(animated:_:)``).
    case code(requester: CoordinatorID?)

    public var description: String {
        switch self {
        case .back: "going back"
        case .swipeDown: "a swipe down"
        case .tapOutside: "a tap outside"
        case .link: "a link"
        case .code(let requester?): "the code of \(requester)"
        case .code(nil): "the app's code"
        }
    }
}

/// What a flow's leave guard answers before its screens are taken away: see
/// ``AnyCoordinator/leaveDecision(for:)``.
public enum LeaveDecision: Sendable {
    /// Let the screens go: the change completes as asked.
    case allow
    /// Keep the screens: nothing changes, and nothing is reported as an error. A refused
    /// gesture does not move where the platform asks before it begins (a sheet's swipe down
    /// under UIKit), or where the host locked the layer ahead (a sheet under SwiftUI, for a flow
    /// that calls ``AnyCoordinator/leaveDecisionDidChange()``); elsewhere it is undone: the host
    /// shows the flow's screens again.
    case deny
    /// Ask the user first. A choice whose answer is `true` ("Discard") completes the change, in
    /// one render; any other answer, or none, keeps the screens, as ``deny`` does.
    case confirm(Question<Bool>)
}
