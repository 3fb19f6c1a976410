public import CoordinatorKit

/// What a navigation scenario needs from a host, so that one scenario, written once, runs on
/// every host: the headless one, UIKit, SwiftUI.
///
/// A conforming type owns a `Navigator` and the host that renders it (a window
/// and its `UIKitHost`, a `HeadlessHost`), makes the user's gestures the way that host receives
/// them, addressed by what the user sees (the visible stack's back button, the topmost sheet, a
/// tab by its tab value), and reads back what it shows.
///
/// ```swift
/// // `.uikit` comes from CoordinatorKitUIKitTesting (Linux, over the UIKit double).
/// @Test(arguments: [ScenarioHostKind.headless, .uikit])
/// func backSwipePastTheBuyFlowCancelsIt(_ kind: ScenarioHostKind) async {
///     let app = kind.makeHost()
///     let main = MainCoordinator()
///     app.navigator.start(main)
///     main.startChild(BuyCoordinator(), as: .push)
///     await app.settle()
///
///     #expect(app.swipeBack())
///     await app.settle()
///
///     #expect(main.children.isEmpty)
///     let sync = app.syncReport
///     #expect(sync.isInSync, "\(sync)")
/// }
/// ```
///
/// Gestures act at once and return whether the host offered them (no back button at a stack's
/// root, no swipe-down on a full-screen cover, nothing while a transition runs). The host may
/// finish what they started later, as UIKit does when its animation ends: call ``settle()``
/// before reading the outcome, and before the next gesture.
///
/// ``HeadlessScenarioHost`` conforms; so do `UIKitScenarioHost` (product
/// CoordinatorKitUIKitTesting) and `SwiftUIScenarioHost` (product CoordinatorKitSwiftUITesting),
/// over the doubles on Linux; so can a host of your own.
@MainActor
public protocol ScenarioHost: AnyObject {
    /// The navigator the host renders; start the scenario's root coordinator on it.
    var navigator: Navigator { get }

    /// What the host shows, read back from it (its view controllers, its views, its layers), as
    /// a navigation state.
    var shownState: NavigationState { get }

    /// What the host itself reported as wrong (a UIKit warning or exception, a command that
    /// arrived while another ran), one sentence each; empty when nothing was.
    var hostIssues: [String] { get }

    /// Taps the back button of the stack the user sees.
    /// - Returns: `false`, changing nothing, when there is no back button or a transition runs.
    @discardableResult
    func tapBack() -> Bool

    /// Swipes back from the edge of the stack the user sees.
    /// - Parameter completing: `true` to let go past the threshold (the top screen pops),
    ///   `false` to let go before it (nothing changes).
    /// - Returns: `false`, changing nothing, when nothing can be swiped back or a transition runs.
    @discardableResult
    func swipeBack(completing: Bool) -> Bool

    /// Swipes the topmost sheet down, or taps outside the topmost popover, dismissing it. A layer
    /// locked with `PresentationOptions.isInteractiveDismissDisabled` stays; the
    /// host tells its flow where the platform tells the host (UIKit does, SwiftUI does not).
    /// - Returns: `false`, changing nothing, when nothing is presented, the top layer is a
    ///   full-screen cover or locked, or a transition runs.
    @discardableResult
    func swipeDown() -> Bool

    /// Drags the topmost sheet to another of its detents.
    /// - Parameter detent: one of the sheet's detents.
    /// - Returns: `false`, changing nothing, when the top layer is not a sheet, does not offer
    ///   the detent or rests there already, or a transition runs; always `false` for a host that
    ///   models no detents (the default).
    @discardableResult
    func dragSheet(to detent: SheetDetent) -> Bool

    /// Taps a tab in the topmost layer's tab bar; tapping the selected tab again pops its stack
    /// to its root.
    /// - Parameter tab: the tab's identity in the navigation state; to name it by its tab value,
    ///   call `tapTab(MainTab.orders)`, which makes the identity as a `TabCoordinator` does.
    /// - Returns: `false`, changing nothing, when the topmost layer has no such tab or a
    ///   transition runs.
    @discardableResult
    func tapTab(_ tab: TabID) -> Bool

    /// The tabs the sidebar of the topmost layer's tab bar lists, in order; `nil` when no
    /// sidebar is shown: a tab bar whose `TabBarStyle` is not sidebar-adaptable, a compact
    /// width, an OS without the sidebar (before iOS 18 and macOS 15), or a host that models no
    /// sidebar (the default).
    var sidebarTabs: [TabID]? { get }

    /// Taps a tab in the sidebar of the topmost layer's tab bar: the host reports it as a tap on
    /// the tab bar, and tapping the selected tab again pops its stack to its root.
    /// - Parameter tab: the tab's identity in the navigation state.
    /// - Returns: `false`, changing nothing, when no sidebar is shown or it lists no such tab,
    ///   or a transition runs.
    @discardableResult
    func tapSidebarTab(_ tab: TabID) -> Bool

    /// Taps a choice of the question (alert or confirmation dialog) shown, by its title.
    /// - Parameter title: the choice's title.
    /// - Returns: `false`, changing nothing, when no question is shown, it has no such choice,
    ///   or a transition runs; always `false` for a host that shows no questions (the default).
    @discardableResult
    func tapChoice(_ title: String) -> Bool

    /// Changes the width of the host's window, as a rotation, Split View or Slide Over does: a
    /// split collapses into one stack (compact) or shows its columns side by side (regular).
    /// - Parameter sizeClass: the new horizontal size class.
    /// - Returns: `false`, changing nothing, when the host does not model a width (the default).
    @discardableResult
    func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool

    /// The user shows or hides columns of the expanded split on top (its sidebar button, a swipe
    /// from the edge), as the platform tells the host: UIKit through its split view controller's
    /// display mode, SwiftUI through the split's column visibility.
    /// - Parameter visibility: the columns the user makes show.
    /// - Returns: `false`, changing nothing, when no expanded split is on top, the host shows
    ///   these columns already, the user cannot pick them (UIKit offers no `.automatic` display
    ///   mode to the user), a transition runs, or the host does not model columns (the default).
    @discardableResult
    func changeColumnVisibility(to visibility: SplitVisibility) -> Bool

    /// Whether the platform tells the host when the user tries to dismiss a locked layer: UIKit
    /// does (`presentationControllerDidAttemptToDismiss`), SwiftUI does not. The default is
    /// `true`.
    var reportsDismissAttempts: Bool { get }

    /// Whether the host asks the leave guard of a flow that says its answer may change
    /// (`AnyCoordinator.leaveDecisionDidChange()`) before a back tap, an edge swipe or a tap on
    /// the selected tab takes its screen, so that a refused one does not move at all: UIKit does
    /// (a screen's `backAction`, the pop gesture's delegate, the tab bar's `shouldSelect`), and
    /// the headless host does as UIKit; SwiftUI does not, and puts the screen back. The default
    /// is `false`.
    var asksBeforeGoingBack: Bool { get }

    /// Whether the host asks the leave guard of a flow on the top sheet or popover that says its
    /// answer may change (`AnyCoordinator.leaveDecisionDidChange()`) ahead of any gesture, with
    /// the cause a dismissal by hand gives, to lock the layer while the guard denies: SwiftUI
    /// does, as it asks nothing before the gesture begins. The default is `false`.
    var asksLeaveGuardsAhead: Bool { get }

    /// Every animation the host played, oldest first, after its fallbacks: each animated
    /// transition of code's and of the user's. Nothing while Reduce Motion is on.
    var playedAnimations: [PlayedAnimation] { get }

    /// Whether the host runs as with Reduce Motion on (`UIAccessibility.isReduceMotionEnabled`,
    /// SwiftUI's `accessibilityReduceMotion`): it then plays no animation.
    var isReduceMotionEnabled: Bool { get set }

    /// What this host plays when asked for `animation` on `motion`: the animation itself, or its
    /// fallback (the "Transitions" article lists them).
    /// - Parameters:
    ///   - animation: the animation asked for.
    ///   - motion: what moves.
    /// - Returns: the animation played.
    func plays(_ animation: RouteAnimation, on motion: PlayedAnimation.Motion) -> RouteAnimation

    /// Registers a custom animation of this name with the host, as an app does before using
    /// `RouteAnimation.custom`; on UIKit it is an animation controller with an interactive
    /// dismissal.
    /// - Parameter name: the animation's name.
    func registerCustomAnimation(named name: String)

    /// The user drags the topmost layer away with the app's custom interactive dismissal (a
    /// layer presented with a `RouteAnimation.custom` animation) and lets go: past the
    /// point of no return (`completing`), which dismisses it, or before it, which changes nothing.
    /// - Returns: `false`, changing nothing, when the topmost layer has no custom animation or
    ///   something else is in flight.
    @discardableResult
    func dismissInteractively(completing: Bool) -> Bool

    /// Finishes the oldest transition in flight, as its animation ends, and nothing else: the
    /// next one, and what the navigator sends after it, stay in flight. With it a test holds
    /// and releases transitions in any order it likes, where ``settle()`` finishes them all.
    /// A host whose transitions finish on their own (not held) may have none to finish.
    /// - Returns: `false` when no transition was in flight, or the host cannot finish one by hand
    ///   (the default).
    @discardableResult
    func finishNextTransition() -> Bool

    /// Lets every transition the host started finish, and the work that follows them run (the
    /// navigator's next commands, tasks on the main actor), until nothing is left to do.
    ///
    /// It begins by ending the main-actor turn that ran the scenario's code: a child flow that
    /// still awaits its first screen is reported and ends
    /// (`Navigator.checkFlowsAwaitingFirstScreen()`).
    ///
    /// It never waits on a clock: it finishes the host's transitions by hand and yields to the
    /// main actor, a bounded number of times.
    func settle() async
}

extension ScenarioHost {
    public var reportsDismissAttempts: Bool { true }

    public var asksBeforeGoingBack: Bool { false }
    public var asksLeaveGuardsAhead: Bool { false }

    /// By default a host plays every animation as asked.
    public func plays(_ animation: RouteAnimation, on motion: PlayedAnimation.Motion) -> RouteAnimation { animation }

    /// By default a host needs nothing registered.
    public func registerCustomAnimation(named name: String) {}

    /// By default a host records no animation.
    public var playedAnimations: [PlayedAnimation] { [] }

    /// By default a host cannot model Reduce Motion: it stays off.
    public var isReduceMotionEnabled: Bool {
        get { false }
        set {}
    }

    /// By default a host has no sheet to drag: a host of your own made before detents existed
    /// keeps compiling, and answers `false`.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool { false }

    /// By default a host cannot finish a transition by hand.
    @discardableResult
    public func finishNextTransition() -> Bool { false }

    /// By default a host models no sidebar.
    public var sidebarTabs: [TabID]? { nil }

    /// By default a host models no sidebar to tap: a host of your own made before the
    /// sidebar existed keeps compiling, and answers `false`.
    @discardableResult
    public func tapSidebarTab(_ tab: TabID) -> Bool { false }

    /// Taps a tab in the sidebar by its tab value, the one a `TabCoordinator` was made with.
    ///
    /// ```swift
    /// app.tapSidebarTab(MainTab.orders)
    /// ```
    /// - Parameter tab: a tab value.
    /// - Returns: `false`, changing nothing, when no sidebar is shown or it lists no such tab,
    ///   or a transition runs.
    @discardableResult
    public func tapSidebarTab(_ tab: some Hashable & Sendable) -> Bool { tapSidebarTab(TabID(describing: tab)) }

    /// By default a host shows no question to tap: a host of your own made before questions
    /// existed keeps compiling, and answers `false`.
    @discardableResult
    public func tapChoice(_ title: String) -> Bool { false }

    /// By default a host offers no custom interactive dismissal.
    @discardableResult
    public func dismissInteractively(completing: Bool) -> Bool { false }
    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool { false }

    /// By default a host models no columns the user shows or hides.
    @discardableResult
    public func changeColumnVisibility(to visibility: SplitVisibility) -> Bool { false }

    /// A completed swipe back from the edge of the stack the user sees.
    /// - Returns: `false`, changing nothing, when nothing can be swiped back or a transition runs.
    @discardableResult
    public func swipeBack() -> Bool { swipeBack(completing: true) }

    /// Taps a tab by its tab value, the one a `TabCoordinator` was made with.
    ///
    /// ```swift
    /// app.tapTab(MainTab.orders)
    /// ```
    /// - Parameter tab: a tab value.
    /// - Returns: `false`, changing nothing, when the topmost layer has no such tab or a
    ///   transition runs.
    @discardableResult
    public func tapTab(_ tab: some Hashable & Sendable) -> Bool { tapTab(TabID(describing: tab)) }

    /// What the host shows, as `NavigationState.treeDescription` prints it.
    public var treeDescription: String { shownState.treeDescription }

    /// Whether the host is in sync with its navigator right now: it shows the target state, the
    /// navigator rendered all of it, and the host reported nothing. Call ``settle()`` first.
    ///
    /// ```swift
    /// await app.settle()
    /// let sync = app.syncReport
    /// #expect(sync.isInSync, "\(sync)")
    /// ```
    public var syncReport: SyncReport {
        var problems: [String] = []
        let target = navigator.state
        let shown = shownState
        if shown != target {
            problems.append("The host shows\n\(shown.treeDescription)\nbut the target is\n\(target.treeDescription)")
        }
        if navigator.renderedState != target {
            problems.append(
                "The navigator rendered\n\(navigator.renderedState.treeDescription)\nbut the target is\n\(target.treeDescription)"
            )
        }
        problems += hostIssues.map { "The host reported: \($0)" }
        return SyncReport(problems: problems)
    }

    /// The commands the navigator sent the host for what `body` does, once it has settled.
    ///
    /// ```swift
    /// let commands = await app.commands { parent.popToRoot() }
    /// #expect(commands.count == 1)   // one render
    /// ```
    /// - Parameter body: the code to watch.
    /// - Returns: the commands begun while `body` ran and while the host settled, in order.
    public func commands(during body: () throws -> Void) async rethrows -> [HostCommand] {
        let recorder = CommandRecorder()
        let observation = navigator.observe { event in
            if case .commandStarted(let command) = event { recorder.commands.append(command) }
        }
        defer { observation.cancel() }
        try body()
        await settle()
        return recorder.commands
    }
}

/// Whether a ``ScenarioHost`` is in sync with its navigator, and if not, why.
public struct SyncReport: Equatable, Sendable, CustomStringConvertible {
    /// What is out of sync, one paragraph each; empty when the host is in sync.
    public var problems: [String]

    /// Makes a report.
    /// - Parameter problems: what is out of sync; empty when nothing is.
    public init(problems: [String]) { self.problems = problems }

    /// Whether the host shows the target state, the navigator rendered it, and the host reported
    /// nothing.
    public var isInSync: Bool { problems.isEmpty }

    public var description: String {
        isInSync ? "in sync" : problems.joined(separator: "\n\n")
    }
}

/// Collects the commands an observer sees.
@MainActor
private final class CommandRecorder {
    var commands: [HostCommand] = []
}
