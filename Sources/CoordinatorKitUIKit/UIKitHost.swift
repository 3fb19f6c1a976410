#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// Renders a `Navigator` into a `UIWindow`, or into a container view controller,
/// one legal UIKit transition at a time.
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
/// In a SwiftUI app, ``UIKitNavigatorView`` renders the navigator through a host made with
/// ``init(container:makeViewController:)`` (iOS 13+).
///
/// How the state maps to UIKit:
/// - Each stack is a `UINavigationController`; a changed stack is one
///   `pushViewController(_:animated:)` or `popViewController(animated:)` when that is the whole
///   change, as app code makes it, and one `setViewControllers(_:animated:)` otherwise. Only the
///   screens a change adds get view controllers; the others keep theirs.
/// - Each tabs container is a `UITabBarController` with one navigation controller per tab; a
///   sidebar-adaptable one (`TabBarStyle.sidebarAdaptable`) gives them as `UITab`s in the
///   `.tabSidebar` mode on iOS and Mac Catalyst 18, a sidebar at a regular width.
/// - The root layer is the window's `rootViewController`; each presented layer is one
///   `present(_:animated:completion:)` with the matching `modalPresentationStyle`, and one
///   `dismiss(animated:completion:)` removes a layer with everything above it.
/// - A command is finished when UIKit says so: the presentation's completion, or the navigation
///   controller's `didShow`. The navigator sends nothing while one is in flight, so UIKit never
///   sees "present while presenting" or a push during a push. A present or dismiss UIKit drops
///   (no completion, ever) is noticed on the next turn of the main queue, reported as an issue,
///   and the navigator goes on from what UIKit shows.
/// - What the host waits for is one value, `UIKitHostMachine`: each UIKit event in, what to do out.
/// - The view controller of a screen is made once, by the screen's owner
///   (``ViewControllerProviding`` or `ViewProviding`), and reused until the screen leaves.
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
/// The host is the `delegate` of the navigation and tab bar controllers it makes, and stays
/// it: a delegate of your own, set on a container (`navigationController?.delegate = self`) or
/// for all of them (``navigationControllerDelegate``, ``tabBarControllerDelegate``), hears every
/// call through the host, which never goes deaf to the user's gestures.
@MainActor
public final class UIKitHost: NavigationHost, SteppedHost {
    /// The window the host renders into, when it was made for a window.
    public let window: UIWindow?
    /// The container view controller the host renders into, when it was made for one: the root
    /// layer's container is its child. Not retained: the container belongs to the app (or to
    /// SwiftUI, for ``UIKitNavigatorView``).
    public internal(set) weak var container: UIViewController?

    /// The navigator the host renders, once attached.
    public private(set) weak var navigator: Navigator?

    /// How the host finds the view controller of a screen, with its `makeViewController`.
    let screenResolution: ScreenResolution<UIViewController>
    /// The host's delegate object for UIKit; it holds the host weakly, so the completions of the
    /// host's presentations hold the host through it too, instead of a box and a weak reference
    /// made for each.
    let delegate = UIKitHostDelegate()
    /// The app's animations, and what the host prepared with them.
    var animations = HostAnimations()
    /// The container of every layer shown, the navigation controller of every stack, and the
    /// question's alert controller.
    var containers = ShownContainers()
    /// The view controller of every screen made and not yet released, and the other way round.
    var controllers = ScreenControllers()
    /// The SwiftUI screens the host made hosting controllers for: where their marked controls
    /// are, and the split each is drawn in.
    var hostedScreens = HostedScreens()
    /// Written when the lists bound to a `ColumnSelection` in hosted screens must read their
    /// selection again.
    var selectionRevision = 0
    /// The command in flight, what the host waits for UIKit to do, and the host's own calls.
    var activity = HostActivity()
    /// The back buttons and edge swipes the host hooked for the leave guards.
    var leaveGuardHooks = LeaveGuardHooks()
    #if !os(tvOS)
    /// The delegate of the hooked stacks' pop gestures.
    lazy var popGestureGuard: PopGestureGuard = {
        let popGestureGuard = PopGestureGuard()
        popGestureGuard.host = self
        return popGestureGuard
    }()
    #endif

    /// Makes a host for a window.
    ///
    /// - Parameters:
    ///   - window: the window to render into. The host sets its `rootViewController`; call
    ///     `makeKeyAndVisible()` as usual.
    ///   - makeViewController: view controllers for screens no coordinator provides: screens the
    ///     app pushed with `navigator.update { }` (owner `CoordinatorID.app`), or
    ///     owned by a coordinator that is neither ``ViewControllerProviding`` nor
    ///     `ViewProviding`. Return `nil` to get a placeholder, which is reported as an issue.
    public init(window: UIWindow, makeViewController: (@MainActor (Screen) -> UIViewController?)? = nil) {
        self.window = window
        self.screenResolution = .uikitHost(makeViewController: makeViewController)
        delegate.host = self
    }

    /// Makes a host that renders into a container view controller: the root layer's navigation
    /// or tab bar controller becomes the container's child, filling its view, and layers are
    /// presented from it.
    ///
    /// ```swift
    /// let container = UIViewController()
    /// navigator.attach(UIKitHost(container: container))
    /// ```
    /// The host manages the container's children: give it a container of its own. Once the
    /// container is released, the host shows nothing and finishes each command at once.
    /// - Parameters:
    ///   - container: the view controller to render into, in a window or about to be.
    ///   - makeViewController: view controllers for screens no coordinator provides, as for
    ///     ``init(window:makeViewController:)``.
    public init(container: UIViewController, makeViewController: (@MainActor (Screen) -> UIViewController?)? = nil) {
        self.window = nil
        self.container = container
        self.screenResolution = .uikitHost(makeViewController: makeViewController)
        delegate.host = self
    }

    public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        leaveGuardHooks = LeaveGuardHooks(isActive: navigator.hasFlowsAnnouncingLeaveDecisions)
        // The new navigator renders from nothing: the host shows nothing of the former one's.
        activity.hosted.navigatorAttached()
    }

    /// Takes everything the host shows out of its container, as the container leaves the screen
    /// for good: what is presented is dismissed without animation, the root layer's container
    /// leaves, and every view controller of a screen is let go. The navigator keeps its state
    /// (and its coordinators) for the next host it is attached to.
    func takeDownContainer() {
        guard window == nil else { return }
        if let root = rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        replaceRootViewController(with: nil)
        containers.removeAll()
        controllers.removeAll()
        container = nil
        for completion in activity.hosted.takeAllCompletions() { completion() }
    }

    /// The view controller showing a screen, while the screen is on screen.
    /// - Parameter screen: a screen of the navigator's state.
    public func viewController(for screen: ScreenID) -> UIViewController? {
        controllers[screen]
    }

    /// The screen a view controller shows, when it is one of the host's.
    /// - Parameter viewController: a view controller in the window.
    public func screen(for viewController: UIViewController) -> ScreenID? {
        controllers.screen(of: viewController)
    }

    public func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        perform(command, step: nil, completion: completion)
    }

    package func perform(_ command: HostCommand, step: RenderedStep?, completion: @escaping @MainActor () -> Void) {
        start(playable(command), arriving: (step, completion))
        applyHeldWidthChanges()
    }

    /// Carries out what the host's state answered to an event, in order.
    func carryOut(_ actions: HostedState.Actions) {
        for action in actions {
            switch action {
            case .show:
                // A command the state held while the user swiped a sheet down goes now: the
                // state shows it already. (A command that shows at once is run where it arrives.)
                if let command = activity.hosted.inFlight { start(command) }
            case .finish:
                // Before the navigator hears the command ended, and may send the next one.
                resetColumnsAfterWidthChange()
                guard let completion = activity.hosted.takeCompletion() else { continue }
                completion()
                releaseControllersOfGoneScreens()
                reportSplitWidths()
                refreshLeaveGuardHooks()
                hostScreensInTheirSplits()
            case .report(let change):
                if case .dismissed(let layer) = change { containers.forgetLayers(from: layer) }
                navigator?.hostDidReport(change)
                releaseControllersOfGoneScreens()
                refreshLeaveGuardHooks()
                hostScreensInTheirSplits()
            }
        }
    }

    /// Tells the navigator what the user did, through the host's state, which shows it first.
    func report(_ change: UserChange) {
        carryOut(activity.hosted.handle(.user(change)))
    }

    /// Carries out what the machine answered to an event, in order.
    func carryOut(_ actions: UIKitHostMachine.Actions) {
        for action in actions { carryOut(action) }
        // A width change UIKit made meanwhile applies once the host is idle again.
        applyHeldWidthChanges()
    }

    private func carryOut(_ action: UIKitHostMachine.Action) {
        switch action {
        case .run(let command):
            // The host's own retry of a dismissal UIKit dropped.
            start(command)
        case .watchPopCancellation(let stack):
            watchPopCancellation(in: stack)
        case .finishCommand:
            carryOut(activity.hosted.handle(.commandFinished))
        case .report(let change):
            report(change)
        case .forgetLayers(let layer):
            containers.forgetLayers(from: layer)
        case .reportDropped(let request):
            reportDropped(request)
        case .checkOnNextTurn:
            // A request UIKit finished inside the call that made it (its completion came
            // already) needs no look: a task per present and dismiss is most of what the host
            // adds to them.
            guard activity.machine.looksAgainOnNextTurn else { return }
            Task { @MainActor [weak self] in self?.lookAgain() }
        case .swipeDown(let swipe):
            carryOut(swipeDown(swipe))
        }
    }

    /// What the host's state does as the user swipes a sheet down: it holds the navigator's
    /// commands meanwhile, and shows and reports the layer gone.
    private func swipeDown(_ swipe: UIKitHostMachine.SwipeDown) -> HostedState.Actions {
        switch swipe {
        case .began(let layer):
            return activity.hosted.handle(.swipeDownBegan(layer))
        case .cancelled(let layer):
            return activity.hosted.handle(.swipeDownCancelled(layer))
        case .letGo(let layer):
            return activity.hosted.handle(.layerLeaving(layer, .dismissed(layer)))
        case .gone(let layer):
            switch activity.hosted.gesture {
            case .swipeDown(layer)?, .leaving(layer)?:
                return activity.hosted.handle(.layerGone(layer))
            default:
                // The state did not hear the swipe begin (it was showing another gesture's
                // end): the layer is gone all the same.
                return activity.hosted.handle(.user(.dismissed(layer)))
            }
        }
    }

    /// A command of the navigator's as it arrives: the step it makes, and its completion.
    typealias Arrival = (step: RenderedStep?, completion: HostedState.Completion)

    /// Runs a command now, unless UIKit would refuse it while the app's own presentation runs.
    ///
    /// A command of the navigator's that is `arriving` goes to the host's state once what UIKit
    /// changed behind the host's back is written back, against what the host showed before it;
    /// while the user swipes a sheet down, the state holds it, and answers `.show` when it goes.
    /// Any other command is the state's already (one it held), or the host's own.
    private func start(_ command: HostCommand, arriving: Arrival? = nil) {
        // A container host whose container is gone renders nowhere.
        guard window != nil || container != nil else {
            arriving?.completion()
            return
        }
        if let arriving, activity.hosted.holds(command) {
            carryOut(activity.hosted.handle(.commandArrived(command, arriving.completion, step: arriving.step)))
            return
        }
        guard command.action.changesPresentations else {
            writeBackWhatUIKitChanged()
            if let arriving { guard begin(command, arriving) else { return } }
            return callingUIKit { host in host.run(command, shown: nil) }
        }
        // What UIKit presents, read once for everything below.
        let shown = shownPresentations()
        if let transition = shown.transitionOfTheApp {
            // UIKit would refuse the command. Once the transition is over (after its completion
            // handlers, which still see it in progress) the command goes.
            let retry: @MainActor () -> Void = { [weak self] in
                Task { @MainActor in self?.start(command, arriving: arriving) }
            }
            let queued = transition.animate(alongsideTransition: nil) { _ in retry() }
            if !queued {
                // Already ending: a screen's viewDidDisappear or completion asked for this.
                retry()
            }
            return
        }
        if case .dismiss(let layer) = command.action, let index = containers.index(ofLayer: layer), index > 0,
            !shown.contains(containers.layers[index].container)
        {
            // UIKit would drop this dismissal: nothing to dismiss. Something took the layer away
            // behind the host's back, and no view controller heard of it.
            reportDropped(.dismiss(layer))
        }
        // Once the navigator heard of a change (and the app's code ran), UIKit is read again.
        let wroteBack = writeBackWhatUIKitChanged(shown: shown)
        if let arriving { guard begin(command, arriving) else { return } }
        callingUIKit { host in host.run(command, shown: wroteBack ? nil : shown) }
    }

    /// The host's state shows the navigator's command from now on, and holds its completion.
    /// - Returns: whether it shows it now; `false` when the user began to swipe a sheet down
    ///   since the command arrived, and the state holds it.
    private func begin(_ command: HostCommand, _ arriving: Arrival) -> Bool {
        // Its one action, `.show`, is what the caller does next.
        !activity.hosted.handle(.commandArrived(command, arriving.completion, step: arriving.step)).isEmpty
    }

    /// Runs `body`, during which UIKit's delegate calls are the host's own doing.
    func callingUIKit(_ body: (UIKitHost) -> Void) {
        let wasCalling = activity.isCallingUIKit
        activity.isCallingUIKit = true
        defer { activity.isCallingUIKit = wasCalling }
        body(self)
    }

    /// Runs a command; `shown` is what UIKit presented just before, when nothing ran since.
    private func run(_ command: HostCommand, shown: Presentations?) {
        switch command.action {
        case .setRoot(let layer):
            setRoot(layer, animation: command.animation)
        case .dismiss(let layer):
            dismiss(layer, animated: command.animated)
        case .setStack(let stack, let screens):
            setStack(stack, to: screens, animated: command.animated)
        case .setTabs(let layer, let tabs):
            setTabs(tabs, in: layer)
            carryOut(.one(.finishCommand))
        case .selectTab(let tab, let layer):
            select(tab, in: layer)
            carryOut(.one(.finishCommand))
        case .present(let layer):
            present(layer, animated: command.animated, shown: shown)
        case .setOptions(let layer, let options):
            apply(options, toLayer: layer, animated: command.animated)
            carryOut(.one(.finishCommand))
        case .setTabItem(let tab, let item, let layer):
            show(item, forTab: tab, in: layer)
            carryOut(.one(.finishCommand))
        case .setSplit(let layer, let split):
            setSplit(split, in: layer)
            carryOut(.one(.finishCommand))
        case .presentQuestion(let question):
            present(question, animated: command.animated)
        case .dismissQuestion(let question):
            dismissQuestion(question, animated: command.animated)
        }
    }
}

extension HostCommand.Action {
    /// Whether the command presents or dismisses, which UIKit refuses while another
    /// presentation or dismissal runs.
    var changesPresentations: Bool {
        switch self {
        case .setRoot, .dismiss, .present, .presentQuestion, .dismissQuestion: true
        case .setStack, .setTabs, .selectTab, .setOptions, .setTabItem, .setSplit: false
        }
    }
}
#endif
