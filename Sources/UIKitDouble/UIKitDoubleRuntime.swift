#if os(Linux)
/// The double's test control for one window: UIKit's clock, and UIKit's warnings and exceptions.
///
/// Not UIKit API. Every `UIWindow` owns one (`window.doubleRuntime`); controllers outside any window
/// report to `UIKitDoubleRuntime.detached`.
///
/// By default transitions run on UIKit's clock: a present, a dismiss or an animated stack change
/// starts inside the call and finishes on a later turn of the main queue, with its completion,
/// `didShow` and coordinator completions then. A test awaits ``settle()``:
///
/// ```swift
/// navigationController.pushViewController(detail, animated: true)   // willShow now
/// await window.doubleRuntime.settle()                                // didShow by now
/// ```
/// Two double-only controls change the clock: ``holdsTransitions`` keeps every transition open
/// until the test finishes it (`finishNextTransition()`), and ``completesTransitionsSynchronously``
/// finishes each one inside the call that starts it, for tests about something else than timing.
@MainActor
public final class UIKitDoubleRuntime {
    /// The runtime of controllers that are in no window: nothing animates there, and warnings land here.
    public static let detached = UIKitDoubleRuntime()

    /// What `UIAccessibility.isReduceMotionEnabled` answers (double-only control): `false`
    /// unless a test turns it on. One setting for the process, as on a device.
    public static var isReduceMotionEnabled = false

    /// When `true`, present, dismiss and animated navigation stay in flight until `finishNextTransition()`
    /// (double-only control; wins over ``completesTransitionsSynchronously``).
    public var holdsTransitions = false

    /// When `true`, each transition finishes inside the call that starts it, which UIKit never does
    /// (double-only control, for tests that are not about timing). `false` by default: transitions
    /// finish on a later turn of the main queue, as in UIKit.
    public var completesTransitionsSynchronously = false

    /// Work UIKit does on a later turn of the main queue (transitions finishing, a layout pass),
    /// not yet run, oldest first.
    private var mainQueueWork: [() -> Void] = []

    /// Warnings, exceptions and violations recorded so far, oldest first.
    public private(set) var issues: [UIKitDoubleIssue] = []

    /// Transitions started and not finished, oldest first (interactive ones included).
    var activeTransitions: [DoubleTransition] = []

    /// Every animated transition started in this window, oldest first, with the animation
    /// UIKit played (double-only record): what an app's custom animations, zooms and
    /// cross-fades did.
    public private(set) var startedTransitions: [UIKitDoubleTransition] = []

    /// Controllers that received `viewWillAppear` and not yet `viewDidDisappear`.
    private var onScreen: [WeakController] = []

    /// The window this runtime controls; `nil` for `detached`.
    weak var window: UIWindow?

    /// The window's horizontal size class, which every view controller in it has
    /// (`traitCollection`); regular until ``simulateHorizontalSizeClassChange(to:)``.
    public internal(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .regular

    /// Makes a runtime; windows make their own.
    init() {}

    /// Messages of the recorded warnings (UIKit logs them and ignores the request).
    public var warnings: [String] {
        issues.filter { $0.kind == .warning }.map(\.message)
    }

    /// Messages of the recorded exceptions (UIKit would crash).
    public var exceptions: [String] {
        issues.filter { $0.kind == .exception }.map(\.message)
    }

    /// Messages of the recorded violations (a push or pop while one is animating).
    public var violations: [String] {
        issues.filter { $0.kind == .violation }.map(\.message)
    }

    /// Forgets the recorded issues.
    public func clearIssues() {
        issues = []
    }

    /// The transitions in flight, oldest first.
    public var pendingTransitions: [UIKitDoubleTransition] {
        activeTransitions.filter(\.isInFlight).map(\.snapshot)
    }

    /// Finishes the oldest transition that is not waiting for a simulated gesture.
    ///
    /// Its completion, `didShow` and coordinator completions run now.
    /// - Returns: `false` when no transition could be finished.
    @discardableResult
    public func finishNextTransition() -> Bool {
        runLayoutPass()
        guard let next = activeTransitions.first(where: { $0.phase == .running }) else { return false }
        finish(next)
        return true
    }

    /// Finishes transitions, including those their completions start, until none is left but gestures in progress.
    public func finishAllTransitions() {
        var remaining = 10_000
        while finishNextTransition() {
            remaining -= 1
            if remaining == 0 {
                record(.violation, "finishAllTransitions() gave up after 10000 transitions: a completion keeps starting new ones")
                return
            }
        }
    }

    /// Lets the main queue run until UIKit has nothing left to do on its own: transitions that
    /// are not held finish, with their completions, and work those queue (the host's, the app's)
    /// runs too. Held transitions and gestures in progress stay (double-only control).
    ///
    /// Use it instead of `Task.yield()`: it waits exactly as long as UIKit would keep working.
    public func settle() async {
        var quietTurns = 0
        for _ in 0..<10_000 {
            await Task.yield()
            if runMainQueueWork() {
                quietTurns = 0
            } else {
                quietTurns += 1
                // Work queued with `Task { @MainActor in }` by others is not visible here: a few
                // empty turns let it run and queue more.
                if quietTurns >= 4 { return }
            }
        }
        record(.violation, "settle() gave up after 10000 turns of the main queue: work keeps queueing more work")
    }

    /// Finishes every transition that is not waiting for a gesture, settling in between (double-only control).
    public func finishTransitionsAndSettle() async {
        for _ in 0..<100 {
            await settle()
            guard finishNextTransition() else { return }
        }
    }

    // MARK: Internal

    /// Queues `work` for a later turn of the main queue, as UIKit's run loop would run it.
    func onNextTurn(_ work: @escaping () -> Void) {
        mainQueueWork.append(work)
        onNextTurnWithSelf { _ = $0.runMainQueueWork() }
    }

    /// Runs `work` with this runtime on a later turn of the main actor, if the runtime is still
    /// there (``heldForLaterTurn``).
    private func onNextTurnWithSelf(_ work: @escaping @MainActor (UIKitDoubleRuntime) -> Void) {
        let held = heldForLaterTurn
        Task { @MainActor in if let runtime = held() { work(runtime) } }
    }

    /// This runtime as a later turn holds it: a window's runtime goes with its window, so it is
    /// held weakly. The runtime every detached view shares lives as long as the process, and is
    /// held strongly: a weak reference to it is one LeakSanitizer cannot follow.
    private var heldForLaterTurn: @MainActor () -> UIKitDoubleRuntime? {
        if self === Self.detached { return { self } }
        return { [weak self] in self }
    }

    /// Runs the work queued so far; `true` when there was some.
    @discardableResult
    func runMainQueueWork() -> Bool {
        guard !mainQueueWork.isEmpty else { return false }
        let work = mainQueueWork
        mainQueueWork = []
        for item in work { item() }
        return true
    }

    /// Layout work pending for the next layout pass (a stack change waiting for its navigation
    /// controller's first layout).
    var layoutPassWork: [() -> Void] = []

    /// Runs the pending layout pass now (UIKit runs it before the next transition can finish).
    func runLayoutPass() {
        while !layoutPassWork.isEmpty {
            let work = layoutPassWork
            layoutPassWork = []
            for item in work { item() }
        }
    }

    /// Queues `work` for the next layout pass.
    package func onNextLayoutPass(_ work: @escaping () -> Void) {
        if layoutPassWork.isEmpty {
            let held = heldForLaterTurn
            onNextTurn { held()?.runLayoutPass() }
        }
        layoutPassWork.append(work)
    }

    func record(_ kind: UIKitDoubleIssue.Kind, _ message: String) {
        issues.append(UIKitDoubleIssue(kind: kind, message: message))
    }

    /// A present or dismiss in flight in this runtime's window.
    var presentationInFlight: DoubleTransition? {
        activeTransitions.first { $0.isInFlight && ($0.kind == .present || $0.kind == .dismiss) }
    }

    /// Starts `transition`: it becomes the coordinator of its participants.
    func begin(_ transition: DoubleTransition) {
        transition.runtime = self
        activeTransitions.append(transition)
    }

    /// Records a view's content transition (`UIView.transition(with:…)`), such as a window's
    /// root replaced with a cross-fade.
    func recordViewTransition(animated: Bool, style: UIKitDoubleTransition.Style, of view: UIView) {
        guard animated else { return }
        startedTransitions.append(UIKitDoubleTransition(
            kind: .replaceRoot, isAnimated: true, isInteractive: false, style: style, description: "content of \(type(of: view))"
        ))
    }

    /// Records the start of an animated transition, once its animation is known.
    func recordStart(of transition: DoubleTransition) {
        guard transition.isAnimated else { return }
        startedTransitions.append(transition.snapshot)
    }

    /// Lets `transition` run: unless transitions are held or a gesture drives it, it finishes on a
    /// later turn of the main queue (at once with `completesTransitionsSynchronously`).
    func proceed(_ transition: DoubleTransition) {
        guard !holdsTransitions, transition.phase == .running else { return }
        if completesTransitionsSynchronously {
            finish(transition)
        } else {
            onNextTurn { [weak self, weak transition] in
                guard let self, let transition, !holdsTransitions else { return }
                finish(transition)
            }
        }
    }

    func finish(_ transition: DoubleTransition) {
        guard transition.phase == .running else { return }
        transition.runEnd(in: self)
        activeTransitions.removeAll { $0 === transition }
    }

    /// The latest unfinished transition `controller` takes part in.
    func coordinator(of controller: UIViewController) -> DoubleTransition? {
        activeTransitions.last { transition in transition.participants.contains { $0 === controller } }
    }

    // MARK: Appearance

    private var controllersOnScreen: [UIViewController] {
        onScreen.compactMap(\.controller)
    }

    /// Starts the appearance callbacks that take the screen to what the window shows now.
    func beginAppearance(animated: Bool) -> AppearanceChange {
        guard let window else { return AppearanceChange(animated: animated) }
        let target = Self.visibleControllers(in: window)
        let change = AppearanceChange.begin(towards: target, onScreen: controllersOnScreen, animated: animated)
        onScreen.removeAll { $0.controller == nil }
        for controller in change.appearing where !onScreen.contains(where: { $0.controller === controller }) {
            onScreen.append(WeakController(controller: controller))
        }
        return change
    }

    /// Ends `change`, dropping controllers that disappeared from the on-screen list.
    func endAppearance(_ change: AppearanceChange) {
        change.end()
        onScreen.removeAll { $0.controller == nil || $0.controller?.doubleAppearance == .disappeared }
    }

    /// Undoes `change` after a cancelled gesture.
    func cancelAppearance(_ change: AppearanceChange) {
        change.cancel()
        onScreen.removeAll { $0.controller == nil || $0.controller?.doubleAppearance == .disappeared }
        for controller in change.disappearing where !onScreen.contains(where: { $0.controller === controller }) {
            onScreen.append(WeakController(controller: controller))
        }
    }

    /// An untimed change (root swapped, tab selected, non-animated push): will and did callbacks at once.
    func updateAppearanceAtOnce(animated: Bool) {
        endAppearance(beginAppearance(animated: animated))
    }

    /// The controllers `window` shows once every started transition has ended.
    static func visibleControllers(in window: UIWindow) -> [UIViewController] {
        guard !window.isHidden, let root = window.rootViewController else { return [] }
        var visible = root.doubleContentChain
        var presenter = root
        while let presented = presenter.doubleStoredPresented, !presented.doubleIsBeingDismissed {
            if presented.modalPresentationStyle.doubleCoversPresenter {
                visible = []
            }
            visible += presented.doubleContentChain
            presenter = presented
        }
        return visible
    }
}
#endif
