// Linux only: the host drives SwiftUI through the SwiftUI double's runtime (its simulated gestures
// and its transitions finished by hand), which real SwiftUI has no equivalent of outside a UI test
// of a host app. On Apple platforms this module is empty; see its documentation.
#if os(Linux)
public import CoordinatorKit
public import CoordinatorKitSwiftUI
public import CoordinatorKitTesting
public import SwiftUIDouble

/// A `NavigatorView` rendered by the SwiftUI double's runtime: the SwiftUI `ScenarioHost`.
///
/// The user's gestures go through the runtime as SwiftUI's would (back button, edge swipe, sheet
/// swiped down, popover tapped outside, tab tapped), on the topmost layer. What is shown is the
/// host's tree, checked against what the runtime rendered: a difference is a host issue.
///
/// ```swift
/// @Test(arguments: [ScenarioHostKind.headless, .swiftUI])
/// func backLeavesTheDetail(_ kind: ScenarioHostKind) async { … }
/// ```
@MainActor
public final class SwiftUIScenarioHost: ScenarioHost {
    /// The navigator the host renders; start the scenario's root coordinator on it.
    public let navigator = Navigator()
    /// The host `NavigatorView` renders the navigator through.
    public let host: SwiftUIHost
    /// The SwiftUI double's runtime showing the `NavigatorView`, for gestures the scenario host
    /// does not name (`tapButton(titled:)`, `longPressBack(choosing:)`).
    public let runtime: SwiftUIDoubleRuntime
    /// The screens shown with the default view, whose text is their route.
    private let placeholders: PlaceholderScreens

    /// Makes a runtime showing nothing yet, its host attached to a new navigator.
    /// - Parameters:
    ///   - holdsTransitions: whether SwiftUI's transitions wait for ``settle()``.
    ///   - makeView: the view of a screen whose coordinator provides none; `nil` (the default)
    ///     shows a text of the screen's route, which ``hostIssues`` then checks screen by screen.
    public init(holdsTransitions: Bool = false, makeView: (@MainActor (Screen) -> AnyView?)? = nil) {
        let placeholders = PlaceholderScreens()
        self.placeholders = placeholders
        host = SwiftUIHost(
            makeView: makeView ?? { screen in AnyView(Text(placeholders.text(for: screen))) })
        navigator.attach(host)
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        runtime.holdsTransitions = holdsTransitions
        // What the host asks SwiftUI to animate, read as each command starts, before it shows.
        animationObservation = navigator.observe { [weak self] event in
            guard case .commandStarted(let command) = event, let self else { return }
            fadeMotion = nil
            guard command.animated, !host.isReduceMotionEnabled,
                let motion = PlayedAnimation.Motion(of: command.action, shownIn: host.shownState),
                // A new root's transition is what SwiftUI plays, told by the runtime.
                motion != .replaceRoot
            else { return }
            if fades(command) {
                // So is the transition of a presented layer's content.
                fadeMotion = motion
                return
            }
            record(motion, command.animation)
        }
        runtime.didPlayViewTransition = { [weak self] name in
            guard let self else { return }
            played.append(
                PlayedAnimation(
                    fadeMotion ?? .replaceRoot, name == "opacity" ? .crossDissolve : registered[name] ?? .system))
        }
    }

    /// The app's custom animations registered with the host, by the name of the transition that
    /// plays each: a transition of its own per name.
    private var registered: [String: RouteAnimation] = [:]

    private var animationObservation: NavigationObservation?
    /// What the command in flight moves, when its layer's content arrives or leaves with a view
    /// transition of its own: what the runtime plays is recorded with it.
    private var fadeMotion: PlayedAnimation.Motion?
    private var played: [PlayedAnimation] = []

    /// What SwiftUI played, after its fallbacks: each animated command's, and what the user's
    /// gestures removed.
    public var playedAnimations: [PlayedAnimation] { played }

    /// Whether the host runs as with Reduce Motion on: the user's setting, which the SwiftUI
    /// double's window holds in its environment (`accessibilityReduceMotion`), where
    /// `NavigatorView` reads it on every render.
    public var isReduceMotionEnabled: Bool {
        get { host.isReduceMotionEnabled }
        set { runtime.isReduceMotionEnabled = newValue }
    }

    /// SwiftUI zooms (iOS 18), plays a new root's transition (`transition(_:)`: a cross-fade, or
    /// the transition registered for a custom animation) and the same on a sheet's or a cover's
    /// content as it arrives and leaves (iOS 17), and plays its own animation for the other
    /// styles: a navigation stack takes no view transition.
    public func plays(_ animation: RouteAnimation, on motion: PlayedAnimation.Motion) -> RouteAnimation {
        switch (animation, motion) {
        case (.crossDissolve, .replaceRoot), (.crossDissolve, .present), (.crossDissolve, .dismiss): .crossDissolve
        case (.custom, .replaceRoot) where registered.values.contains(animation): animation
        case (.custom, .present) where registered.values.contains(animation): animation
        case (.custom, .dismiss) where registered.values.contains(animation): animation
        case (.none, _), (_, .replaceRoot): .none
        case (.zoom, _): animation
        default: .system
        }
    }

    /// Registers a SwiftUI transition for the app's animation of this name with the host
    /// (`SwiftUIHost.register(_:named:)`): a transition of its own for each name, up to four.
    /// - Parameter name: the name routes give in `.custom(name)`.
    public func registerCustomAnimation(named name: String) {
        let transitions: [(transition: AnyTransition, name: String)] = [
            (.slide, "slide"), (.move(edge: .bottom), "move(edge: bottom)"), (.move(edge: .top), "move(edge: top)"),
            (.move(edge: .leading), "move(edge: leading)"),
        ]
        guard !registered.values.contains(.custom(name)), registered.count < transitions.count else { return }
        let next = transitions[registered.count]
        registered[next.name] = .custom(name)
        host.register(next.transition, named: name)
    }

    /// Whether the host plays a command as a layer's content arriving or leaving with a view
    /// transition of its own: a sheet or a cover presented or dismissed with a cross-fade or a
    /// registered custom animation (a popover plays SwiftUI's own).
    private func fades(_ command: HostCommand) -> Bool {
        let layer: Layer? =
            switch command.action {
            case .present(let layer): layer
            case .dismiss(let id): host.shownState.layer(id)
            default: nil
            }
        guard let layer, layer.presentation != .popover else { return false }
        switch plays(command.animation, on: .present) {
        case .crossDissolve, .custom: return true
        default: return false
        }
    }

    private func record(_ motion: PlayedAnimation.Motion, _ animation: RouteAnimation) {
        guard !host.isReduceMotionEnabled else { return }
        let played = plays(animation, on: motion)
        if played != .none { self.played.append(PlayedAnimation(motion, played)) }
    }

    /// Records what the user's gesture removes: its arrival's inverse, or the system's
    /// animation for what arrived without one.
    private func recordByHand(_ motion: PlayedAnimation.Motion, _ arrival: RouteAnimation?) {
        guard let arrival else { return }
        // The user's swipe down moves the sheet with SwiftUI's own animation: no view transition.
        switch arrival {
        case .none, .crossDissolve, .custom: record(motion, .system)
        default: record(motion, arrival)
        }
    }

    /// What the host shows.
    public var shownState: NavigationState { host.shownState }

    /// SwiftUI's warnings, and any difference between the host's tree and what SwiftUI rendered.
    public var hostIssues: [String] {
        var issues = runtime.warnings
        let expected = Self.expectedLayers(
            host.shownState, placeholders: placeholders.texts, lockedByLeaveGuards: host.isLockedByLeaveGuard)
        let rendered = runtime.shownLayers.map { layer in
            RenderedLayer(
                kind: layer.kind, selectedTab: layer.selectedTab, stacks: layer.stacks.map { $0.map(Optional.some) },
                options: layer.kind == .alert || layer.kind == .confirmationDialog
                    ? "\(layer.texts) \(layer.buttons)"
                    : layer.kind == .sheet
                        ? Self.sheetOptions(
                            Set(layer.detents), resting: layer.selectedDetent, grabber: layer.dragIndicator == .visible,
                            form: layer.sizing == .form, locked: layer.isInteractiveDismissDisabled)
                        : "locked: \(layer.isInteractiveDismissDisabled)",
                tabItems: layer.tabItems.map {
                    "\($0.title) \($0.systemImage ?? $0.imageName ?? "-") \($0.badge ?? "-")"
                }
            )
        }
        if !runtime.needsUpdate, runtime.pendingTransitions.isEmpty, !Self.matches(expected, rendered) {
            issues.append("SwiftUI shows \(rendered) but the host's tree is \(expected)")
        }
        return issues
    }

    /// A layer as SwiftUI shows it; a screen's text is `nil` where any text is expected (a view the
    /// app's coordinator provides).
    private struct RenderedLayer: Equatable, CustomStringConvertible {
        let kind: SwiftUIDoublePresentationKind?
        let selectedTab: String?
        let stacks: [[String?]]
        /// A sheet's detents, resting detent, grabber, sizing and lock; another layer's lock.
        let options: String
        /// Each tab's title, image and badge.
        let tabItems: [String]
        var description: String {
            let shownStacks = stacks.map { $0.map { $0 ?? "*" } }
            return
                "\(kind.map(\.rawValue) ?? "root")\(selectedTab.map { " tab \($0)" } ?? "") \(shownStacks) \(options) \(tabItems)"
        }
    }

    /// Whether SwiftUI shows the expected layers, a screen expected with any text matching every text.
    private static func matches(_ expected: [RenderedLayer], _ rendered: [RenderedLayer]) -> Bool {
        guard expected.count == rendered.count else { return false }
        return zip(expected, rendered).allSatisfy { expected, rendered in
            let anyText = RenderedLayer(
                kind: expected.kind, selectedTab: expected.selectedTab,
                stacks: zip(expected.stacks, rendered.stacks).map { expectedStack, renderedStack in
                    expectedStack.count == renderedStack.count
                        ? zip(expectedStack, renderedStack).map { $0 ?? $1 }
                        : expectedStack
                } + expected.stacks.dropFirst(rendered.stacks.count),
                options: expected.options, tabItems: expected.tabItems
            )
            return anyText == rendered
        }
    }

    private static func sheetOptions(
        _ detents: Set<PresentationDetent>, resting: PresentationDetent?, grabber: Bool, form: Bool, locked: Bool
    ) -> String {
        let names = detents.map { String(describing: $0) }.sorted()
        return
            "detents: \(names) at \(resting.map { String(describing: $0) } ?? "-"), grabber: \(grabber), form: \(form), locked: \(locked)"
    }

    /// The layers the runtime should show for a state: every tab's stack, each screen shown with
    /// the default view by its route; a layer locked by its options, or by a leave guard that
    /// denies its dismissal by hand.
    private static func expectedLayers(
        _ state: NavigationState, placeholders: [ScreenID: String], lockedByLeaveGuards: (LayerID) -> Bool
    ) -> [RenderedLayer] {
        // A window that shows nothing yet (a root flow deciding its first screen): the root
        // view, with no stack in it.
        if state.layers.isEmpty {
            return [RenderedLayer(kind: nil, selectedTab: nil, stacks: [], options: "locked: false", tabItems: [])]
        }
        let questions = state.question.map { [expectedLayer(of: $0)] } ?? []
        return state.layers.enumerated().map { index, layer in
            let kind: SwiftUIDoublePresentationKind? =
                switch layer.presentation {
                case .root: nil
                case .sheet: .sheet
                case .fullScreenCover: .fullScreenCover
                case .popover: .popover
                }
            // SwiftUI shows the selected tab's stack only; a split's shown columns, or the one
            // stack they collapse into.
            let stacks: [Stack] =
                if case .split(let split) = layer.content {
                    split.isCollapsed ? [split.collapsedStack] : split.visibleColumns.compactMap { split[$0] }
                } else {
                    layer.content.visibleStack.map { [$0] } ?? []
                }
            // SwiftUI names a tab by its label's title.
            let selectedTab: String? =
                if case .tabs(let tabs) = layer.content { tabs[tabs.selected]?.title } else { nil }
            let options = layer.options
            let locked = index > 0 && (options.isInteractiveDismissDisabled || lockedByLeaveGuards(layer.id))
            let offered = options.offeredDetents.map(SwiftUIHost.presentationDetent(for:))
            let tabItems: [String] =
                if case .tabs(let tabs) = layer.content {
                    tabs.tabs.map { tab in
                        let image: String =
                            switch tab.item?.image {
                            case .system(let name)?, .named(let name)?: name
                            case nil: "-"
                            }
                        return "\(tab.title) \(image) \(tab.item?.badge ?? "-")"
                    }
                } else { [] }
            return RenderedLayer(
                kind: index == 0 ? nil : kind, selectedTab: selectedTab,
                stacks: stacks.map { $0.screens.map { placeholders[$0.id] } },
                options: kind == .sheet && index > 0
                    ? sheetOptions(
                        Set(offered), resting: SwiftUIHost.presentationDetent(for: options.restingDetent),
                        grabber: options.showsGrabber, form: options.sheetSizing == .form,
                        locked: locked)
                    : "locked: \(locked)",
                tabItems: tabItems
            )
        } + questions
    }

    /// The layer the runtime should show for a question: its title and message, its buttons.
    private static func expectedLayer(of question: QuestionLayer) -> RenderedLayer {
        let content = question.question
        let texts = [content.title] + (content.message.map { [$0] } ?? []) + content.choices.map(\.title)
        let buttons = content.choices.map { $0.role == .default ? $0.title : "\($0.title) (\($0.role))" }
        return RenderedLayer(
            kind: content.style == .alert ? .alert : .confirmationDialog, selectedTab: nil, stacks: [],
            options: "\(texts) \(buttons)", tabItems: []
        )
    }

    /// Taps the back button of the topmost stack.
    /// - Returns: `false`, changing nothing, at a stack's root or while a transition runs.
    @discardableResult
    public func tapBack() -> Bool {
        let top = shownState.screenGoingBack
        guard runtime.tapBack() else { return false }
        recordByHand(.pop, top?.animation)
        return true
    }

    /// Taps the button of the alert or confirmation dialog shown that has this title.
    /// - Parameter title: the title of the choice.
    /// - Returns: `false`, changing nothing, when no question shows a choice of that title.
    @discardableResult
    public func tapChoice(_ title: String) -> Bool { runtime.tapAlertButton(titled: title) }

    /// Swipes back from the edge of the topmost stack.
    /// - Parameter completing: `true` to let go past the threshold, `false` before it.
    /// - Returns: `false`, changing nothing, when nothing can be swiped back or a transition runs.
    @discardableResult
    public func swipeBack(completing: Bool) -> Bool {
        let top = shownState.screenGoingBack
        guard runtime.beginSwipeBack() else { return false }
        recordByHand(.pop, top?.animation)
        return runtime.endSwipeBack(completing: completing)
    }

    /// Swipes the topmost sheet down, or taps outside the topmost popover.
    /// - Returns: `false`, changing nothing, when nothing is presented, the top layer is a
    ///   full-screen cover or locked, or a transition runs.
    @discardableResult
    public func swipeDown() -> Bool {
        let top = shownState.layers.count > 1 ? shownState.top?.animation : nil
        guard runtime.swipeDown() || runtime.tapOutsidePopover() else { return false }
        recordByHand(.dismiss, top)
        return true
    }

    /// Taps the tab labelled with the tab's title (its item's, or its identity).
    /// - Parameter tab: the tab's identity in the navigation state.
    /// - Returns: `false`, changing nothing, when the topmost layer has no such tab or a
    ///   transition runs.
    @discardableResult
    public func tapTab(_ tab: TabID) -> Bool {
        guard case .tabs(let tabs)? = shownState.layers.last?.content, let shown = tabs[tab] else { return false }
        return runtime.tapTab(titled: shown.title)
    }

    /// The tabs the sidebar of the tab view on screen in the topmost layer lists (the SwiftUI
    /// double shows one for `Tab`s in the `.sidebarAdaptable` style at a regular width), matched
    /// to the shown tabs by title; `nil` when it shows no sidebar.
    public var sidebarTabs: [TabID]? {
        guard let titles = runtime.shownLayers.last?.sidebarTabs,
            case .tabs(let tabs)? = shownState.layers.last?.content
        else { return nil }
        return titles.compactMap { title in tabs.tabs.first { $0.title == title }?.id }
    }

    /// Taps a tab in the sidebar of the tab view on screen (the double's `tapSidebarTab(titled:)`).
    /// - Returns: `false`, changing nothing, when no sidebar is shown, it lists no such tab, or
    ///   a transition runs.
    @discardableResult
    public func tapSidebarTab(_ tab: TabID) -> Bool {
        guard case .tabs(let tabs)? = shownState.layers.last?.content, let shown = tabs[tab] else { return false }
        return runtime.tapSidebarTab(titled: shown.title)
    }

    /// Drags the topmost sheet to a detent.
    /// - Parameter detent: one of the sheet's detents.
    /// - Returns: `false`, changing nothing, when the top layer is not a sheet offering the detent.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        runtime.dragSheet(to: SwiftUIHost.presentationDetent(for: detent))
    }

    /// Changes the window's horizontal size class (the SwiftUI double's
    /// `setHorizontalSizeClass(_:)`): every `NavigationSplitView` collapses or expands.
    /// - Parameter sizeClass: the new width.
    /// - Returns: `true`: the double models a width.
    @discardableResult
    public func setHorizontalSizeClass(_ sizeClass: HorizontalSizeClass) -> Bool {
        runtime.setHorizontalSizeClass(sizeClass == .compact ? .compact : .regular)
        return true
    }

    /// The user shows or hides columns of the split on screen (its sidebar button), as SwiftUI
    /// writes it into the split's column visibility.
    /// - Parameter visibility: the columns now shown.
    /// - Returns: `false`, changing nothing, when no expanded split is on screen in the topmost
    ///   layer, it shows these columns already, or a transition runs.
    @discardableResult
    public func changeColumnVisibility(to visibility: SplitVisibility) -> Bool {
        let shown: NavigationSplitViewVisibility =
            switch visibility {
            case .automatic: .automatic
            case .all: .all
            case .doubleColumn: .doubleColumn
            case .detailOnly: .detailOnly
            }
        return runtime.changeColumnVisibility(to: shown)
    }

    /// SwiftUI tells nobody when the user tries to swipe a locked sheet away.
    public var reportsDismissAttempts: Bool { false }

    /// NavigatorView asks the guards of a flow on the top sheet or popover ahead, to lock it.
    public var asksLeaveGuardsAhead: Bool { true }

    /// Finishes SwiftUI's oldest transition in flight (the double's `finishNextTransition()`),
    /// and updates once: what the host sends next stays in flight.
    @discardableResult
    public func finishNextTransition() -> Bool { runtime.finishNextTransition() }

    /// Finishes SwiftUI's transitions, updates and yields to the main actor, until three rounds in
    /// a row find nothing in flight and the navigator has rendered its target (at most a hundred).
    public func settle() async {
        // The main-actor turn that ran the scenario's code ends here.
        navigator.checkFlowsAwaitingFirstScreen()
        var rounds = 0
        var quietRounds = 0
        while quietRounds < 3, rounds < 100 {
            runtime.finishAllTransitions()
            runtime.update()
            await Task.yield()
            let quiet =
                runtime.pendingTransitions.isEmpty && !runtime.needsUpdate && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
            rounds += 1
        }
    }
}

/// The screens a ``SwiftUIScenarioHost`` showed with its default view, and their texts.
@MainActor
private final class PlaceholderScreens {
    /// Each screen's text, its route: a screen keeps its route, and SwiftUI draws every screen
    /// of a stack on each update.
    private(set) var texts: [ScreenID: String] = [:]

    func text(for screen: Screen) -> String {
        if let text = texts[screen.id] { return text }
        let text = "\(screen.route)"
        texts[screen.id] = text
        return text
    }
}

extension ScenarioHostKind {
    /// A ``SwiftUIScenarioHost``: a `NavigatorView` rendered by the SwiftUI double.
    public static let swiftUI = ScenarioHostKind("SwiftUI") { SwiftUIScenarioHost() }

    /// The same, with every transition held until the scenario settles.
    public static let swiftUIHeldTransitions = ScenarioHostKind("SwiftUI, transitions held") {
        SwiftUIScenarioHost(holdsTransitions: true)
    }
}
#endif
