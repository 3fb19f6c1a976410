#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// Renders a ``CoordinatorKit/Navigator`` into a `UIWindow`, one legal UIKit transition at a time.
///
/// Set it up in the scene delegate, after making the window:
///
/// ```swift
/// let navigator = Navigator()
/// navigator.attach(UIKitHost(window: window))
/// navigator.start(AppCoordinator())
/// ```
/// Keep the navigator (it owns the host) for as long as the window lives.
///
/// How the state maps to UIKit:
/// - Each stack is a `UINavigationController`; a changed stack is one
///   `setViewControllers(_:animated:)`.
/// - Each tabs container is a `UITabBarController` with one navigation controller per tab.
/// - The root layer is the window's `rootViewController`; each presented layer is one
///   `present(_:animated:completion:)` with the matching `modalPresentationStyle`, and one
///   `dismiss(animated:completion:)` removes a layer with everything above it.
/// - A command is finished when UIKit says so: the presentation's completion, or the navigation
///   controller's `didShow`. The navigator sends nothing while one is in flight, so UIKit never
///   sees "present while presenting" or a push during a push.
/// - The view controller of a screen is made once, by the screen's owner
///   (``ViewControllerProviding`` or ``ViewProviding``), and reused until the screen leaves.
///
/// What the user does by hand is written back to the navigator: the back button and edge swipe
/// (a cancelled swipe changes nothing), a sheet swiped down, a tab tapped.
///
/// So is what app code does to UIKit directly, the classic way, which UIKit reports to no
/// delegate:
/// - a screen dismissing itself (`dismiss(animated:completion:)` on the screen, its navigation
///   controller or the presenter) ends the flows of the layers it dismissed, the moment the
///   dismissal starts;
/// - `selectedIndex` or `selectedViewController` set on the host's tab bar controller selects
///   that tab in the navigator;
/// - `popViewController(animated:)` and the other pops of the host's navigation controllers
///   are pops, as the back button's are.
///
/// The host is the `delegate` of the navigation and tab bar controllers it makes. For a
/// delegate of your own, set ``navigationControllerDelegate`` or ``tabBarControllerDelegate``:
/// the host forwards every call to it. Setting a container's `delegate` directly is reported as
/// an issue and treated the same way, so the host never goes deaf to the user's gestures.
@MainActor
public final class UIKitHost: NavigationHost {
    /// The window the host renders into.
    public let window: UIWindow

    /// The navigator the host renders, once attached.
    public private(set) weak var navigator: Navigator?

    let makeFallbackViewController: (@MainActor (Screen) -> UIViewController?)?
    let delegate = UIKitHostDelegate()
    /// The layers shown, the window's root first.
    var layers: [LayerControllers] = []
    /// The navigation controller of every stack shown.
    var stacks: [StackID: UINavigationController] = [:]
    /// The view controller of every screen made and not yet released.
    var controllers: [ScreenID: UIViewController] = [:]
    var screenOfController: [ObjectIdentifier: ScreenID] = [:]
    /// Above zero while the host itself calls UIKit: delegate calls then are the host's own.
    var uikitCalls = 0
    /// The navigation controller whose change the host waits for, with its completion.
    var awaitedNavigation: (controller: UINavigationController, change: NavigationChangeToken, completion: @MainActor () -> Void)?
    /// Navigation controllers a user's back tap or swipe is changing.
    var userNavigations: Set<ObjectIdentifier> = []
    /// The layer the user is swiping down.
    var userDismissal: LayerID?
    /// Screens that left the target and may still be shown, or have a view controller.
    var leavingScreens: Set<ScreenID> = []
    private var removals: NavigationObservation?
    /// A command that arrived while the user was swiping a sheet down; it runs afterwards.
    var deferredCommand: (command: HostCommand, completion: @MainActor () -> Void)?
    /// Above zero while a dismissal the host asked for runs: containers being dismissed then
    /// are the host's doing.
    var hostDismissals = 0

    /// Makes a host for a window.
    ///
    /// - Parameters:
    ///   - window: the window to render into. The host sets its `rootViewController`; call
    ///     `makeKeyAndVisible()` as usual.
    ///   - makeViewController: view controllers for screens no coordinator provides: screens the
    ///     app pushed with `navigator.update { }` (owner ``CoordinatorKit/CoordinatorID/app``), or
    ///     owned by a coordinator that is neither ``ViewControllerProviding`` nor
    ///     ``ViewProviding``. Return `nil` to get a placeholder, which is reported as an issue.
    public init(window: UIWindow, makeViewController: (@MainActor (Screen) -> UIViewController?)? = nil) {
        self.window = window
        self.makeFallbackViewController = makeViewController
        delegate.host = self
    }

    public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        // Screens that leave the target are the only ones whose view controllers can be let go.
        removals = navigator.observe { [weak self] event in
            guard let self, case .changed(let change) = event else { return }
            for screen in change.removedScreens {
                leavingScreens.insert(screen.id)
            }
        }
    }

    /// The view controller showing a screen, while the screen is on screen.
    /// - Parameter screen: a screen of the navigator's state.
    public func viewController(for screen: ScreenID) -> UIViewController? {
        controllers[screen]
    }

    /// The screen a view controller shows, when it is one of the host's.
    /// - Parameter viewController: a view controller in the window.
    public func screen(for viewController: UIViewController) -> ScreenID? {
        screenOfController[ObjectIdentifier(viewController)]
    }

    public func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        if userDismissal != nil {
            deferredCommand = (command, completion)
            return
        }
        if command.action.changesPresentations, let transition = presentationTransitionOfTheApp {
            // UIKit would refuse the command. Once the transition is over (after its completion
            // handlers, which still see it in progress) the command goes.
            let retry: @MainActor () -> Void = { [weak self] in
                Task { @MainActor in self?.perform(command, completion: completion) }
            }
            let queued = transition.animate(alongsideTransition: nil) { _ in retry() }
            if !queued {
                // Already ending: a screen's viewDidDisappear or completion asked for this.
                retry()
            }
            return
        }
        writeBackWhatUIKitChanged()
        let finish: @MainActor () -> Void = { [weak self] in
            completion()
            self?.releaseControllersOfGoneScreens()
        }
        callingUIKit { host in host.run(command, then: finish) }
    }

    /// Runs `body`, during which UIKit's delegate calls are the host's own doing.
    func callingUIKit(_ body: (UIKitHost) -> Void) {
        uikitCalls += 1
        defer { uikitCalls -= 1 }
        body(self)
    }

    private func run(_ command: HostCommand, then finish: @escaping @MainActor () -> Void) {
        switch command.action {
        case .setRoot(let layer):
            setRoot(layer, then: finish)
        case .dismiss(let layer):
            dismiss(layer, animated: command.animated, then: finish)
        case .setStack(let stack, let screens):
            setStack(stack, to: screens, animated: command.animated, then: finish)
        case .setTabs(let layer, let tabs):
            setTabs(tabs, in: layer)
            finish()
        case .selectTab(let tab, let layer):
            select(tab, in: layer)
            finish()
        case .present(let layer):
            present(layer, animated: command.animated, then: finish)
        }
    }
}

extension HostCommand.Action {
    /// Whether the command presents or dismisses, which UIKit refuses while another
    /// presentation or dismissal runs.
    var changesPresentations: Bool {
        switch self {
        case .setRoot, .dismiss, .present: true
        case .setStack, .setTabs, .selectTab: false
        }
    }
}
#endif
