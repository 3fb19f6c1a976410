public import CoordinatorKit

/// An in-memory host for tests and headless runs: it shows what a real host would (layers,
/// containers, screen instances), completes transitions at once or when the test says so, and
/// simulates what a user does by hand.
///
/// ```swift
/// let host = HeadlessHost()
/// let navigator = Navigator()
/// navigator.attach(host)
/// navigator.start(MapCoordinator())
/// host.tapBack()
/// #expect(host.treeDescription == "root stack: [map]")
/// ```
///
/// Like UIKit, it takes no gesture while a transition is in flight, and refuses a gesture that
/// the screen would not offer (a back button at the root, a swipe-down on the root layer), by
/// the rule UIKit and SwiftUI follow: `NavigationState.offeredGestures`.
@MainActor
public final class HeadlessHost: NavigationHost, SteppedHost {
    /// When transitions finish.
    public enum Completion: Sendable {
        /// Each transition finishes as soon as it starts.
        case immediate
        /// Each transition stays in flight until ``completeTransition()``.
        case manual
    }

    /// When transitions finish; change it at any time.
    public var completion: Completion
    /// What the host cannot do in one command, as a test configures it.
    public var limits: HostLimits

    /// What the host shows: each command applied as the navigator applies it once the command
    /// finishes, each gesture written in as the user makes it, and every split at the host's
    /// width.
    public var shownState: NavigationState { hosted.shown }
    /// What the host shows and is busy with: the host kit every host is built on.
    var hosted = HostedState()
    /// The instance made for each screen shown.
    var instances: [ScreenID: ScreenInstance] = [:]
    /// The commands the host performed, in order: the last ``commandHistoryLimit`` of them.
    public var performedCommands: [HostCommand] {
        Array(history[historyStart...] + history[..<historyStart])
    }
    /// How many commands ``performedCommands`` keeps, the newest; older ones are dropped, so a
    /// long headless run does not grow its memory. At least 1.
    public var commandHistoryLimit: Int {
        didSet {
            commandHistoryLimit = max(commandHistoryLimit, 1)
            let kept = performedCommands.suffix(commandHistoryLimit)
            history = Array(kept)
            historyStart = 0
        }
    }
    /// How many commands the host performed in all, those dropped from ``performedCommands``
    /// included.
    public private(set) var commandCount = 0
    /// How many screen instances the host ever made; an instance is made only for a screen it
    /// did not show before.
    public internal(set) var instancesCreated = 0
    /// How many times a command arrived while another was still in flight; a correct navigator
    /// keeps this at zero.
    public private(set) var overlappingCommands = 0
    /// Whether the host plays animations as with Reduce Motion on: none at all.
    /// (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's `accessibilityReduceMotion`.)
    public var isReduceMotionEnabled = false
    /// Every animation the host played, oldest first: each animated command's, and the inverse
    /// of what the user's gestures remove, from the moment a gesture begins (a swipe the user
    /// cancels played too). Nothing while Reduce Motion is on.
    public internal(set) var playedAnimations: [PlayedAnimation] = []

    weak var navigator: Navigator?
    /// The host's width: a compact one collapses every split into one stack.
    public internal(set) var horizontalSizeClass: HorizontalSizeClass = .regular
    /// The command history as a ring: once full, the oldest entry is at `historyStart`.
    private var history: [HostCommand] = []
    private var historyStart = 0

    /// Makes a host that shows nothing yet.
    /// - Parameters:
    ///   - completion: when transitions finish.
    ///   - limits: what the host claims it cannot do in one command.
    ///   - commandHistoryLimit: how many of the newest commands ``performedCommands`` keeps.
    public init(completion: Completion = .immediate, limits: HostLimits = [], commandHistoryLimit: Int = 10_000) {
        self.completion = completion
        self.limits = limits
        self.commandHistoryLimit = max(commandHistoryLimit, 1)
    }

    /// Attaches this host to a navigator: the former spelling of `navigator.attach(host)`, which
    /// every host shares.
    /// - Parameter navigator: the navigator this host renders.
    @available(*, deprecated, message: "Attach the host from the navigator: navigator.attach(host)")
    public func attach(to navigator: Navigator) {
        navigator.attach(self)
    }

    public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        handle(.hostWidth(collapsed: horizontalSizeClass == .compact))
    }

    /// Whether a transition is in flight.
    public var isTransitioning: Bool { hosted.inFlight != nil }

    /// The command in flight, if any.
    public var commandInFlight: HostCommand? { hosted.inFlight }

    public func perform(_ command: HostCommand, completion done: @escaping @MainActor () -> Void) {
        perform(command, step: nil, completion: done)
    }

    package func perform(_ command: HostCommand, step: RenderedStep?, completion done: @escaping @MainActor () -> Void)
    {
        if hosted.inFlight != nil || !hosted.heldCommands.isEmpty { overlappingCommands += 1 }
        // Nothing is presented over a sheet the user drags, as UIKit presents nothing then: the
        // host's state holds the command until the sheet is let go.
        handle(.commandArrived(command, done, step: step))
    }

    /// Finishes the transition in flight, and tells the navigator.
    /// - Returns: `false` when no transition was in flight.
    @discardableResult
    public func completeTransition() -> Bool {
        guard hosted.inFlight != nil else { return false }
        handle(.commandFinished)
        return true
    }

    /// Sends an event to the host's state, keeps an instance for each screen shown, and carries
    /// out the actions.
    func handle(_ event: HostedState.Event) {
        let before = hosted.shown
        let actions = hosted.handle(event)
        noteInstances(from: before)
        for action in actions {
            switch action {
            case .show:
                guard let command = hosted.inFlight else { continue }
                recordAnimation(of: command, shownBefore: before)
                record(command)
                if completion == .immediate { completeTransition() }
            case .finish:
                hosted.takeCompletion()?()
                handle(.turnEnded)
            case .report(let change):
                navigator?.hostDidReport(change)
            }
        }
        // A width held while the user's finger was down goes once the gesture ends.
        if case .turnEnded = event { return }
        if !hosted.splitsToReport.isEmpty, hosted.isIdle { handle(.turnEnded) }
    }

    /// Makes an instance for each screen that arrived since `before`, and lets go of each that left.
    private func noteInstances(from before: NavigationState) {
        guard !hosted.screensThatLeft.isEmpty || !before.sharesLayers(with: hosted.shown) else { return }
        let (left, arrived) = before.screenDifference(to: hosted.shown)
        for screen in left { instances[screen.id] = nil }
        for screen in arrived where instances[screen.id] == nil {
            instancesCreated += 1
            instances[screen.id] = ScreenInstance(screen)
        }
        _ = hosted.screensThatLeft.take()
    }

    /// Finishes transitions until none is left in flight, as when every animation has run.
    public func completeAllTransitions() {
        while completeTransition() {}
    }

    private func record(_ command: HostCommand) {
        commandCount += 1
        if history.count < commandHistoryLimit {
            history.append(command)
        } else {
            history[historyStart] = command
            historyStart = (historyStart + 1) % history.count
        }
    }
}

/// The thing a host made for one screen: a view controller, a view, here an object whose
/// identity tests can follow.
public final class ScreenInstance: Sendable, CustomStringConvertible {
    /// The screen it shows.
    public let screen: Screen

    init(_ screen: Screen) { self.screen = screen }

    public var description: String { screen.description }
}
