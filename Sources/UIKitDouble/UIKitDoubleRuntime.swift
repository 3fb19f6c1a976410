#if os(Linux)
/// The double's test control for one window: holds transitions open and records UIKit's warnings and exceptions.
///
/// Not UIKit API. Every `UIWindow` owns one (`window.doubleRuntime`); controllers outside any window
/// report to `UIKitDoubleRuntime.detached`. By default every transition finishes at once, inside the
/// call that started it (UIKit finishes it later); set `holdsTransitions` to finish them by hand:
///
/// ```swift
/// let runtime = window.doubleRuntime
/// runtime.holdsTransitions = true
/// navigationController.pushViewController(detail, animated: true)   // willShow now
/// runtime.finishNextTransition()                                     // didShow now
/// #expect(runtime.issues.isEmpty)
/// ```
@MainActor
public final class UIKitDoubleRuntime {
    /// The runtime of controllers that are in no window: nothing animates there, and warnings land here.
    public static let detached = UIKitDoubleRuntime()

    /// When `true`, present, dismiss and animated navigation stay in flight until `finishNextTransition()`.
    public var holdsTransitions = false

    /// Warnings, exceptions and violations recorded so far, oldest first.
    public private(set) var issues: [UIKitDoubleIssue] = []

    /// Transitions started and not finished, oldest first (interactive ones included).
    var activeTransitions: [DoubleTransition] = []

    /// Controllers that received `viewWillAppear` and not yet `viewDidDisappear`.
    private var onScreen: [WeakController] = []

    /// The window this runtime controls; `nil` for `detached`.
    weak var window: UIWindow?

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

    // MARK: Internal

    func record(_ kind: UIKitDoubleIssue.Kind, _ message: String) {
        issues.append(UIKitDoubleIssue(kind: kind, message: message))
    }

    /// A present or dismiss in flight in this runtime's window.
    var presentationInFlight: DoubleTransition? {
        activeTransitions.first { $0.isInFlight && ($0.kind == .present || $0.kind == .dismiss) }
    }

    /// Starts `transition`: it becomes the coordinator of its participants.
    func begin(_ transition: DoubleTransition) {
        activeTransitions.append(transition)
    }

    /// Lets `transition` run: finishes it at once unless transitions are held or a gesture drives it.
    func proceed(_ transition: DoubleTransition) {
        if !holdsTransitions, transition.phase == .running {
            finish(transition)
        }
    }

    func finish(_ transition: DoubleTransition) {
        guard transition.phase == .running else { return }
        transition.runEnd()
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
