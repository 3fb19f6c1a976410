// Linux only: the host drives UIKit through the UIKit double's runtime (its simulated gestures and
// its transitions finished by hand), which real UIKit has no equivalent of outside a UI test of a
// host app. On Apple platforms this module is empty; see its documentation.
#if os(Linux)
public import CoordinatorKit
public import CoordinatorKitTesting
public import CoordinatorKitUIKit
public import SwiftUIDouble
public import UIKitDouble

/// A window on the UIKit double, rendered by a `UIKitHost`: the UIKit `ScenarioHost`.
///
/// The user's gestures go through the double's runtime as UIKit's would (back button, edge
/// swipe, sheet swipe-down, tab tap), addressed by what the user sees; what is shown is read
/// back from the view controllers.
///
/// ```swift
/// @Test(arguments: [ScenarioHostKind.headless, .uikit])
/// func backLeavesTheDetail(_ kind: ScenarioHostKind) async { … }
/// ```
@MainActor
public final class UIKitScenarioHost: ScenarioHost {
    /// The key window the host renders into (the SwiftUI runtime's window when it renders into a
    /// `UIKitNavigatorView`).
    public let window: UIWindow
    /// The navigator the host renders; start the scenario's root coordinator on it.
    public let navigator = Navigator()
    /// The SwiftUI runtime showing a `UIKitNavigatorView`, when the host renders into its container.
    public let swiftUI: SwiftUIDoubleRuntime?
    /// The interaction controllers of the custom animations registered, by name.
    private var interactions: [String: ScenarioInteraction] = [:]

    /// Makes a key window showing nothing yet, its host attached to a new navigator.
    /// - Parameters:
    ///   - holdsTransitions: whether UIKit's transitions wait for ``settle()`` (or the
    ///     runtime's `finishAllTransitions()`) instead of finishing on their own.
    ///   - inSwiftUI: whether the host renders into the container of a `UIKitNavigatorView` that
    ///     the SwiftUI double shows (as an iOS 13–15 SwiftUI app does), rather than into a window.
    ///   - makeViewController: the view controller of a screen whose coordinator provides none;
    ///     by default a plain one titled with the screen's route.
    public init(
        holdsTransitions: Bool = false,
        inSwiftUI: Bool = false,
        makeViewController: @escaping @MainActor (Screen) -> UIViewController? = UIKitScenarioHost.placeholder(for:)
    ) {
        if inSwiftUI {
            let runtime = SwiftUIDoubleRuntime(
                rootView: UIKitNavigatorView(navigator, makeViewController: makeViewController))
            swiftUI = runtime
            window = runtime.uiKitWindow
        } else {
            swiftUI = nil
            window = UIWindow(frame: .zero)
            navigator.attach(UIKitHost(window: window, makeViewController: makeViewController))
            window.makeKeyAndVisible()
        }
        window.doubleRuntime.holdsTransitions = holdsTransitions
    }

    /// A plain view controller titled with the screen's route: the default view controller of a
    /// screen whose coordinator provides none.
    /// - Parameter screen: the screen to show.
    /// - Returns: a new view controller.
    public static func placeholder(for screen: Screen) -> UIViewController? {
        let controller = ScenarioViewController(nibName: nil, bundle: nil)
        controller.title = screen.route.description
        return controller
    }

    /// The host the navigator renders through.
    public var host: UIKitHost {
        guard let host = navigator.host as? UIKitHost else {
            preconditionFailure("the scenario's navigator has no UIKitHost")
        }
        return host
    }

    /// The root layer's container: the window's root, or the child of the SwiftUI view's container.
    public var rootContainer: UIViewController? {
        guard let swiftUI else { return window.rootViewController }
        return swiftUI.representedViewControllers.first?.children.last
    }

    /// The UIKit double's runtime of the window, for gestures the scenario host does not name.
    public var runtime: UIKitDoubleRuntime { window.doubleRuntime }

    /// What the host shows, read back from its view controllers.
    public var shownState: NavigationState { host.shownState }

    /// The double's warnings, exceptions and violations of UIKit's rules, and the SwiftUI
    /// runtime's warnings when the host renders into a `UIKitNavigatorView`.
    public var hostIssues: [String] { runtime.issues.map { "\($0.kind): \($0.message)" } + (swiftUI?.warnings ?? []) }

    /// `true`: UIKit lets the host refuse a back tap (`UINavigationItem.backAction`) or an edge
    /// swipe (the pop gesture's delegate) before it begins, and the double models iOS 16 and
    /// later.
    public var asksBeforeGoingBack: Bool { true }

    /// The topmost container UIKit shows: the root container or the last presented controller.
    public var topContainer: UIViewController? {
        var top = rootContainer
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    /// The navigation controller the user sees: the top container's, its selected tab's (UIKit's
    /// More navigation controller for a tab beyond the fourth of more than five, whose stack it
    /// shows), or its split's detail column's.
    public var visibleNavigationController: UINavigationController? {
        if let tabBarController = topContainer as? UITabBarController {
            let selected = tabBarController.selectedViewController as? UINavigationController
            if (tabBarController.viewControllers?.count ?? 0) > 5, tabBarController.selectedIndex >= 4,
                selected?.viewControllers.isEmpty == true
            {
                return tabBarController.moreNavigationController
            }
            return selected
        }
        if #available(iOS 14, tvOS 14, *), let splitViewController = topContainer as? UISplitViewController {
            // Collapsed, the columns are stacked in the primary column's navigation controller.
            let shown =
                splitViewController.isCollapsed
                ? splitViewController.viewController(for: .compact) ?? splitViewController.viewController(for: .primary)
                : splitViewController.viewController(for: .secondary)
            return shown as? UINavigationController
        }
        return topContainer as? UINavigationController
    }

    /// The view controller the user sees.
    public var visibleViewController: UIViewController? { visibleNavigationController?.topViewController }

    /// Taps the back button of the navigation controller the user sees.
    /// - Returns: `false`, changing nothing, at a stack's root or while a transition runs.
    @discardableResult
    public func tapBack() -> Bool {
        guard let navigationController = visibleNavigationController else { return false }
        return runtime.tapBack(in: navigationController)
    }

    /// Swipes back from the edge of the navigation controller the user sees.
    /// - Parameter completing: `true` to let go past the threshold, `false` before it.
    /// - Returns: `false`, changing nothing, when nothing can be swiped back or a transition runs.
    @discardableResult
    public func swipeBack(completing: Bool) -> Bool {
        guard let navigationController = visibleNavigationController,
            let swipe = runtime.beginSwipeBack(in: navigationController)
        else { return false }
        if completing { swipe.complete() } else { swipe.cancel() }
        return true
    }

    /// Swipes the topmost sheet down, or taps outside the topmost popover.
    /// - Returns: `false`, changing nothing, when nothing is presented, the top layer is a
    ///   full-screen cover or locked, or a transition runs.
    @discardableResult
    public func swipeDown() -> Bool {
        guard let top = topContainer, top !== rootContainer else { return false }
        return runtime.swipeDown(of: top)
    }

    /// Drags the topmost sheet to a detent, by the identifier `UIKitHost` gave UIKit for it.
    /// - Parameter detent: one of the sheet's detents.
    /// - Returns: `false`, changing nothing, when the top layer is not a sheet offering the detent.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        guard let top = topContainer, top !== rootContainer else { return false }
        return runtime.dragSheet(of: top, to: .init(detent.identifier))
    }

    /// Changes the window's horizontal size class (the UIKit double's
    /// `simulateHorizontalSizeClassChange(to:)`): UIKit collapses or expands every split.
    /// - Parameter sizeClass: the new width.
    /// - Returns: `true`: the double models a width.
    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
        runtime.simulateHorizontalSizeClassChange(to: sizeClass == .compact ? .compact : .regular)
        return true
    }

    /// The user shows or hides columns of the split view controller on top (the UIKit double's
    /// `simulateUserChangingDisplayMode(of:to:)`, its sidebar button or a swipe from the edge),
    /// ending at the display mode that shows these columns: `.detailOnly` the secondary column
    /// alone, `.doubleColumn` one column beside it, `.all` every column.
    /// - Parameter visibility: the columns the user makes show.
    /// - Returns: `false`, changing nothing, when no expanded split view controller is on top,
    ///   it shows that display mode already, `visibility` is `.automatic` (the user picks no
    ///   automatic mode), or a transition runs.
    @discardableResult
    public func changeColumnVisibility(to visibility: SplitVisibility) -> Bool {
        guard let split = topContainer as? UISplitViewController else { return false }
        let mode: UISplitViewController.DisplayMode
        switch visibility {
        case .automatic: return false
        case .detailOnly: mode = .secondaryOnly
        case .doubleColumn: mode = .oneBesideSecondary
        case .all: mode = split.style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
        }
        return runtime.simulateUserChangingDisplayMode(of: split, to: mode)
    }

    /// Taps the action of the alert controller on top that has this title.
    /// - Parameter title: the title of the choice.
    /// - Returns: `false`, changing nothing, when no alert controller is on top or it has no
    ///   action of that title.
    @discardableResult
    public func tapChoice(_ title: String) -> Bool {
        guard let alert = topContainer as? UIAlertController else { return false }
        return runtime.simulateTap(onActionTitled: title, in: alert)
    }

    /// Taps the tab bar item at the tab's index, as the shown state orders the tabs.
    /// - Parameter tab: the tab's identity in the navigation state.
    /// - Returns: `false`, changing nothing, when the topmost layer has no such tab or a
    ///   transition runs.
    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool {
        guard let tabBarController = topContainer as? UITabBarController,
            case .tabs(let tabs)? = shownState.layers.last?.content,
            let index = tabs.tabs.firstIndex(where: { $0.id == tab })
        else { return false }
        return runtime.tapTab(at: index, in: tabBarController)
    }

    /// The tabs the sidebar of the topmost tab bar controller lists, by the identities of their
    /// `UITab`s; `nil` when it shows no sidebar (another mode, a compact width).
    public var sidebarTabs: [TabID]? {
        guard let tabBarController = topContainer as? UITabBarController else { return nil }
        return tabBarController.doubleSidebarTabs?.map { TabID($0.identifier) }
    }

    /// Taps a tab in the sidebar of the topmost tab bar controller (the double's
    /// `tapSidebarTab(_:in:)`).
    /// - Returns: `false`, changing nothing, when no sidebar is shown, it lists no such tab, or
    ///   a transition runs.
    @discardableResult
    public func tapSidebarTab(_ tab: TabID) -> Bool {
        guard let tabBarController = topContainer as? UITabBarController else { return false }
        return runtime.tapSidebarTab(tab.rawValue, in: tabBarController)
    }

    /// What UIKit played, read from the double's record of the transitions it started.
    public var playedAnimations: [PlayedAnimation] {
        runtime.startedTransitions.map { transition in
            let motion: PlayedAnimation.Motion =
                switch transition.kind {
                case .push: .push
                case .pop: .pop
                case .present: .present
                case .dismiss: .dismiss
                case .replaceRoot: .replaceRoot
                }
            let animation: RouteAnimation =
                switch transition.style {
                case .system: .system
                case .crossDissolve: .crossDissolve
                case .custom(let name): .custom(name)
                case .zoom(let source): ScenarioViewController.zoomSources[source].map { .zoom(from: $0) } ?? .system
                }
            return PlayedAnimation(motion, animation)
        }
    }

    /// Whether the host runs as with Reduce Motion on; the host reads this instead of
    /// `UIAccessibility.isReduceMotionEnabled`, which is one setting for the whole process.
    public var isReduceMotionEnabled = false {
        didSet {
            let enabled = isReduceMotionEnabled
            host.isReduceMotionEnabled = { enabled }
        }
    }

    /// UIKit plays every style but a cross-fading push (it has none), and replaces a root
    /// without animation unless it cross-fades a window's.
    public func plays(_ animation: RouteAnimation, on motion: PlayedAnimation.Motion) -> RouteAnimation {
        switch (animation, motion) {
        case (.none, _): .none
        case (.crossDissolve, .replaceRoot): swiftUI == nil ? .crossDissolve : .none
        case (_, .replaceRoot): .none
        case (.crossDissolve, .push), (.crossDissolve, .pop): .system
        case (.custom(let name), _): interactions[name] == nil ? .system : animation
        default: animation
        }
    }

    /// Registers an animation controller of this name, with an interactive dismissal that
    /// ``dismissInteractively(completing:)`` drives.
    public func registerCustomAnimation(named name: String) {
        let interaction = ScenarioInteraction()
        interactions[name] = interaction
        host.register(
            RouteAnimator(
                arriving: { ScenarioAnimator(name: name) },
                leaving: { ScenarioAnimator(name: name) },
                interactiveLeaving: { [weak interaction] in interaction?.isInteracting == true ? interaction : nil }
            ), named: name)
    }

    /// The app's pan gesture on the topmost layer: it dismisses the layer, and its interaction
    /// controller drives the dismissal until the user lets go.
    @discardableResult
    public func dismissInteractively(completing: Bool) -> Bool {
        guard let top = topContainer, top !== rootContainer, runtime.pendingTransitions.isEmpty,
            let name = shownState.layers.last?.animation.customName, let interaction = interactions[name]
        else { return false }
        interaction.isInteracting = true
        top.dismiss(animated: true)
        interaction.isInteracting = false
        guard runtime.pendingTransitions.contains(where: { $0.kind == .dismiss && $0.isInteractive }) else {
            return false
        }
        if completing { interaction.finish() } else { interaction.cancel() }
        return true
    }

    /// Finishes UIKit's oldest transition in flight (the double's `finishNextTransition()`): its
    /// completion and `didShow` run now, and what the host sends next stays in flight.
    @discardableResult
    public func finishNextTransition() -> Bool { runtime.finishNextTransition() }

    /// Finishes UIKit's transitions and yields to the main actor (where the host and UIKit queue
    /// their completions), until three rounds in a row find no transition pending and the
    /// navigator has rendered its target (at most a hundred rounds). Works whether the double
    /// finishes transitions inside the call, on a later main-queue turn, or only when told.
    public func settle() async {
        // The main-actor turn that ran the scenario's code ends here.
        navigator.checkFlowsAwaitingFirstScreen()
        var rounds = 0
        var quietRounds = 0
        while quietRounds < 3, rounds < 100 {
            runtime.finishAllTransitions()
            await runtime.settle()
            if let swiftUI, swiftUI.needsUpdate { swiftUI.update() }
            let quiet = runtime.pendingTransitions.isEmpty && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
            rounds += 1
        }
    }
}

/// A scenario's screen: it marks a zoom source for every route, so that zooms play.
final class ScenarioViewController: UIViewController, ControlMarking {
    /// The routes of the zoom sources made, by the description UIKit's record gives them.
    static var zoomSources: [String: AnyRoute] = [:]

    func markedControl(for anchor: ControlAnchor) -> UIView? {
        guard case .zoomSource(let route) = anchor else { return nil }
        let source = ZoomSourceView(route: route)
        Self.zoomSources[source.description] = route
        return source
    }
}

/// A control marked as a zoom's source.
final class ZoomSourceView: UIView {
    private let label: String

    init(route: AnyRoute) {
        label = "zoom source of \(route)"
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override var description: String { label }
}

/// A scenario's custom animation controller, named as it was registered.
final class ScenarioAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let name: String

    init(name: String) {
        self.name = name
        super.init()
    }

    override var description: String { name }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
}

/// A scenario's interactive dismissal: UIKit gets it while the simulated pan runs.
final class ScenarioInteraction: UIPercentDrivenInteractiveTransition {
    var isInteracting = false
}

extension ScenarioHostKind {
    /// A ``UIKitScenarioHost``: a `UIKitHost` rendering into a window of the UIKit double.
    public static let uikit = ScenarioHostKind("UIKit") { UIKitScenarioHost() }

    /// The same, with every transition held until the scenario settles: a user's gesture and
    /// the navigator's commands finish only then, as they do over UIKit's animations.
    public static let uikitHeldTransitions = ScenarioHostKind("UIKit, transitions held") {
        UIKitScenarioHost(holdsTransitions: true)
    }

    /// A `UIKitHost` rendering into the container of a `UIKitNavigatorView` the SwiftUI double
    /// shows, with every UIKit transition held until the scenario settles: a SwiftUI app on iOS 13–15.
    public static let uikitInSwiftUI = ScenarioHostKind("UIKit in SwiftUI, transitions held") {
        UIKitScenarioHost(holdsTransitions: true, inSwiftUI: true)
    }
}
#endif
