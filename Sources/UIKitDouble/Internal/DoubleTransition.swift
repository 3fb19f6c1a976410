#if os(Linux)
/// One transition of the double, from its start to the end of its completion callbacks; also its coordinator.
///
/// A small state machine: `running` (finishable), `interacting` (a simulated gesture drives it; the
/// test completes or cancels the gesture), `ending` (its end work runs: no longer "in flight", but
/// its coordinator is still visible, as in UIKit's `didShow`), `ended`.
///
/// It is also the context UIKit hands an app's custom animation and interaction controllers
/// (`UIViewControllerContextTransitioning`): an interaction controller finishes or cancels the
/// interaction through it.
@MainActor
final class DoubleTransition: NSObject, UIViewControllerTransitionCoordinator, UIViewControllerContextTransitioning {
    enum Phase {
        case running, interacting, ending, ended
    }

    let kind: UIKitDoubleTransition.Kind
    let isAnimated: Bool
    private(set) var initiallyInteractive: Bool
    let presentationStyle: UIModalPresentationStyle
    /// The controllers whose `transitionCoordinator` is this one (children find it through their parents).
    let participants: [UIViewController]
    private let fromViewController: UIViewController?
    private let toViewController: UIViewController?

    /// The animation UIKit plays: its own, an app's animation controller, a zoom, a cross-fade.
    var style: UIKitDoubleTransition.Style = .system
    /// The runtime that runs the transition, once begun: an interaction controller's end lets
    /// the transition proceed there.
    weak var runtime: UIKitDoubleRuntime?

    private(set) var phase: Phase
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false

    /// Controllers this transition made appear or disappear (the double's appearance model).
    var appearance = AppearanceChange()
    // End and cancel work is handed the runtime that ends the transition and must not capture it:
    // the runtime keeps its transitions until they end (where UIKit's run loop would keep them), so
    // a captured runtime would form a cycle that outlives its window when a test ends mid-transition.
    /// State changes to run when the transition ends normally (delegate `didShow`, `completion`, …).
    var endWork: [(DoubleTransition, UIKitDoubleRuntime) -> Void] = []
    /// State changes that undo the transition when an interactive one is cancelled.
    var cancelWork: [(DoubleTransition, UIKitDoubleRuntime) -> Void] = []
    /// Requests UIKit queued while the transition ran (a nested push), run once it has ended.
    var afterEnd: [@MainActor () -> Void] = []

    private var alongsideCompletions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private lazy var storedContainerView = UIView(frame: .zero)

    init(
        kind: UIKitDoubleTransition.Kind,
        animated: Bool,
        interactive: Bool = false,
        presentationStyle: UIModalPresentationStyle = .none,
        from: UIViewController?,
        to: UIViewController?,
        participants: [UIViewController]
    ) {
        self.kind = kind
        self.isAnimated = animated
        self.initiallyInteractive = interactive
        self.isInteractive = interactive
        self.presentationStyle = presentationStyle
        self.fromViewController = from
        self.toViewController = to
        self.participants = participants
        self.phase = interactive ? .interacting : .running
        super.init()
    }

    /// Whether the transition still blocks other transitions of its kind (UIKit's "in progress").
    var isInFlight: Bool {
        phase == .running || phase == .interacting
    }

    /// The public description of this transition.
    var snapshot: UIKitDoubleTransition {
        UIKitDoubleTransition(
            kind: kind,
            isAnimated: isAnimated,
            isInteractive: isInteractive,
            style: style,
            description: "\(kind) from \(fromViewController?.doubleDescription ?? "nil") to \(toViewController?.doubleDescription ?? "nil")"
        )
    }

    /// An app's interaction controller takes over the transition as it starts: it stays until
    /// the controller finishes or cancels it.
    func startInteraction(with interactionController: any UIViewControllerInteractiveTransitioning) {
        guard phase == .running else { return }
        phase = .interacting
        isInteractive = true
        initiallyInteractive = true
        interactionController.startInteractiveTransition(self)
    }

    /// Ends the simulated gesture: handlers registered with `notifyWhenInteractionChanges` run now.
    func endInteraction(cancelled: Bool) {
        guard phase == .interacting else { return }
        isCancelled = cancelled
        isInteractive = false
        phase = .running
        let handlers = interactionHandlers
        interactionHandlers = []
        for handler in handlers { handler(self) }
    }

    /// Runs the end (or, when cancelled, the undo) work; called by `runtime` only (or, for a change
    /// that does not animate, by the call that made it, with the runtime it would have run in).
    func runEnd(in runtime: UIKitDoubleRuntime) {
        phase = .ending
        if isCancelled {
            for work in cancelWork { work(self, runtime) }
        }
        let completions = alongsideCompletions
        alongsideCompletions = []
        for completion in completions { completion(self) }
        if !isCancelled {
            for work in endWork { work(self, runtime) }
        }
        phase = .ended
        endWork = []
        cancelWork = []
        let queued = afterEnd
        afterEnd = []
        for request in queued { request() }
    }

    // MARK: UIViewControllerTransitionCoordinatorContext

    var isInterruptible: Bool { false }

    var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }

    var percentComplete: CGFloat { phase == .ended && !isCancelled ? 1 : 0 }

    var completionVelocity: CGFloat { 1 }

    var containerView: UIView { storedContainerView }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: fromViewController
        case .to: toViewController
        default: nil
        }
    }

    // MARK: UIViewControllerContextTransitioning

    var transitionWasCancelled: Bool { isCancelled }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}

    /// The app's interaction controller let go past the point of no return: the transition
    /// completes on UIKit's clock.
    func finishInteractiveTransition() {
        endInteractionAndProceed(cancelled: false)
    }

    /// The app's interaction controller let go before the end: the transition is undone.
    func cancelInteractiveTransition() {
        endInteractionAndProceed(cancelled: true)
    }

    /// The double ends a transition on its own clock, whatever the animation controller says.
    func completeTransition(_ didComplete: Bool) {}

    private func endInteractionAndProceed(cancelled: Bool) {
        guard phase == .interacting else { return }
        endInteraction(cancelled: cancelled)
        runtime?.proceed(self)
    }

    // MARK: UIViewControllerTransitionCoordinator

    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        // Once the transition is ending (its completions run, `didShow` is called) nothing can
        // be queued any more: the caller hears so, rather than waiting for a completion that
        // never comes.
        guard phase == .running || phase == .interacting else { return false }
        animation?(self)
        if let completion { alongsideCompletions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard phase == .interacting else { return }
        interactionHandlers.append(handler)
    }
}
#endif
