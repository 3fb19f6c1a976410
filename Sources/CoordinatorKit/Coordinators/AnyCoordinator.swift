import IssueReporting

/// What every coordinator is, whatever its routes: a node in the tree of flows, with a parent,
/// children, and a lifetime tied to the screens it owns.
///
/// Apps subclass ``Coordinator`` for a flow of screens and ``TabCoordinator`` for a tab bar.
/// A coordinator that shows no screen of its own and only starts children (an app coordinator
/// choosing login or home) subclasses this class directly. It is also the type of ``parent``
/// and ``children``.
///
/// A coordinator lives while it owns screens in the navigation state, or while one of its
/// children does. When the last of them leaves (the user swiped back past its first screen, its
/// sheet was swiped down, its parent popped past it), it ends with `.cancelled`, is removed from
/// its parent and released. No app code has to call `childDidFinish`.
@MainActor
open class AnyCoordinator: Identifiable, CustomStringConvertible {
    /// The coordinator's identity, the ``Screen/owner`` of the screens it shows.
    public nonisolated let id = CoordinatorID()
    /// The coordinator that started this one; `nil` for the root and after the flow ended.
    public internal(set) weak var parent: AnyCoordinator?
    /// The running child flows, oldest first.
    public internal(set) var children: [AnyCoordinator] = []
    /// The navigator this flow runs on, once started.
    public internal(set) weak var navigator: Navigator?
    /// Where the coordinator is in its life.
    public internal(set) var status = Status.ready

    var home = Home.unplaced(.replacingRoot)
    /// Whether a screen of its own was ever in the state. Such a flow ends when its own screens
    /// are gone; a coordinator that never showed one (a tab bar, a router of children) ends when
    /// its last child does.
    var hasShownScreens = false
    var outcomeHandler: ((ErasedOutcome) -> Void)?
    var pendingOutcome: ErasedOutcome?

    /// The stages of a coordinator's life.
    public enum Status: Equatable, Sendable {
        /// Made, not started yet.
        case ready
        /// Started: it shows screens and may navigate.
        case running
        /// Finished or cancelled: it navigates no more.
        case ended
    }

    /// Makes a coordinator; ``start()`` runs when a navigator or a parent starts it.
    public init() {}

    /// Shows the flow's first screen(s). The default shows nothing; subclasses override it.
    open func start() {}

    /// The coordinator's name in events, issues and tree dumps: its type's name.
    open nonisolated var description: String { String(describing: type(of: self)) }

    /// Ends this flow: its screens leave the state, and its parent gets `.finished` (for a flow
    /// that ``ProducesOutput``, use `finish(with:)`).
    /// - Parameter animated: whether the host animates the last visible transition.
    public func finish(animated: Bool = true) {
        end(with: .finished(()), animated: animated, request: "finish()")
    }

    /// The navigator to change, or `nil` after reporting why this coordinator may not navigate.
    func runningNavigator(for request: @autoclosure () -> String) -> Navigator? {
        switch status {
        case .ready:
            reportIssue("\(self) was asked to \(request()) before it was started; start it with startChild(_:as:) or Navigator.start(_:).")
            return nil
        case .ended:
            reportIssue("\(self) was asked to \(request()) after its flow ended; the request is ignored.")
            return nil
        case .running:
            guard let navigator else {
                reportIssue("\(self) was asked to \(request()), but its navigator is gone.")
                return nil
            }
            return navigator
        }
    }
}

/// Where a coordinator's screens go.
enum Home {
    /// Nowhere yet: the first screen places a new layer or root, as the presentation says.
    case unplaced(ChildPresentation)
    /// Into a tab that its ``TabCoordinator`` has not placed yet.
    case collecting(TabSlot)
    /// Onto this stack.
    case stack(StackID)
}

/// The screens a tab's coordinator shows before its tab bar exists.
@MainActor
final class TabSlot {
    var screens: [Screen] = []
}

/// A weak reference to a coordinator, as the navigator's registry keeps them.
struct WeakCoordinator {
    weak var coordinator: AnyCoordinator?
}
