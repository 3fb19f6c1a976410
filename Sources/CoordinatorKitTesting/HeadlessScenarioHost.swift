public import CoordinatorKit

/// A navigator rendered by a ``HeadlessHost``: the headless ``ScenarioHost``.
///
/// ```swift
/// let app = HeadlessScenarioHost()
/// app.navigator.start(MapCoordinator())
/// app.tapBack()
/// await app.settle()
/// #expect(app.syncReport.isInSync)
/// ```
///
/// Its host completes transitions at once unless the scenario sets
/// `app.host.completion = .manual`; ``settle()`` completes whatever is in flight either way.
@MainActor
public final class HeadlessScenarioHost: ScenarioHost {
    /// The navigator the host renders.
    public let navigator: Navigator
    /// The headless host, for what only it can tell (the commands it performed, the screen
    /// instances it made).
    public let host: HeadlessHost

    /// Makes a navigator on a new headless host that shows nothing yet.
    /// - Parameters:
    ///   - completion: when the host's transitions finish.
    ///   - limits: what the host claims it cannot do in one command.
    public init(completion: HeadlessHost.Completion = .immediate, limits: HostLimits = []) {
        navigator = Navigator()
        host = HeadlessHost(completion: completion, limits: limits)
        navigator.attach(host)
    }

    /// What the headless host shows.
    public var shownState: NavigationState { host.shownState }

    /// A command that arrived while another was in flight, which a correct navigator never sends.
    public var hostIssues: [String] {
        host.overlappingCommands == 0
            ? [] : ["\(host.overlappingCommands) command(s) arrived while another was in flight"]
    }

    @discardableResult
    public func tapBack() -> Bool { host.tapBack() }

    @discardableResult
    public func swipeBack(completing: Bool) -> Bool { host.swipeBack(completing: completing) }

    @discardableResult
    public func swipeDown() -> Bool { host.swipeDown() }
    /// The headless host asks leave guards before a back tap, an edge swipe or a tap on the
    /// selected tab, as UIKit does.
    public var asksBeforeGoingBack: Bool { true }

    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool { host.dragSheet(to: detent) }

    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool { host.tapTab(tab) }

    public var sidebarTabs: [TabID]? { host.sidebarTabs }

    @discardableResult
    public func tapSidebarTab(_ tab: TabID) -> Bool { host.tapSidebarTab(tab) }

    @discardableResult
    public func tapChoice(_ title: String) -> Bool { host.tapChoice(title) }

    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
        host.setHorizontalSizeClass(sizeClass)
        return true
    }

    @discardableResult
    public func changeColumnVisibility(to visibility: SplitVisibility) -> Bool {
        host.changeColumnVisibility(to: visibility)
    }

    /// Ends the main-actor turn that ran the scenario's code (a child flow that still awaits its
    /// first screen is reported and ends: `Navigator.checkFlowsAwaitingFirstScreen()`),
    /// then completes every transition in flight and yields to the main actor, until three rounds
    /// in a row find nothing in flight and the navigator has rendered its target (at most a
    /// hundred rounds).
    public var playedAnimations: [PlayedAnimation] { host.playedAnimations }

    public var isReduceMotionEnabled: Bool {
        get { host.isReduceMotionEnabled }
        set { host.isReduceMotionEnabled = newValue }
    }

    @discardableResult
    public func dismissInteractively(completing: Bool) -> Bool { host.dismissInteractively(completing: completing) }

    /// Completes the transition in flight (`HeadlessHost.completeTransition()`).
    @discardableResult
    public func finishNextTransition() -> Bool { host.completeTransition() }

    public func settle() async {
        // The main-actor turn that ran the scenario's code ends here.
        navigator.checkFlowsAwaitingFirstScreen()
        var rounds = 0
        var quietRounds = 0
        while quietRounds < 3, rounds < 100 {
            host.completeAllTransitions()
            await Task.yield()
            let quiet = !host.isTransitioning && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
            rounds += 1
        }
    }
}
