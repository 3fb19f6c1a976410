#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitTesting
import SwiftUIDouble

/// A `NavigatorView` rendered by the SwiftUI double's runtime: the scenarios' SwiftUI host.
///
/// The user's gestures go through the runtime as SwiftUI's would (back button, edge swipe, sheet
/// swiped down, popover tapped outside, tab tapped), on the topmost layer. What is shown is the
/// host's tree, checked against what the runtime rendered: a difference is a host issue.
@MainActor
final class SwiftUIScenarioHost: ScenarioHost {
    let navigator = Navigator()
    let host: SwiftUIHost
    let runtime: SwiftUIDoubleRuntime

    /// Makes a runtime showing nothing yet, its host attached to a new navigator.
    /// - Parameter holdsTransitions: whether SwiftUI's transitions wait for ``settle()``.
    init(holdsTransitions: Bool = false) {
        // Screens of coordinators that provide no view (the scenarios' own flows) show their route.
        host = SwiftUIHost { screen in AnyView(Text("\(screen.route)")) }
        navigator.attach(host)
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        runtime.holdsTransitions = holdsTransitions
    }

    var shownState: NavigationState { host.shownState }

    /// SwiftUI's warnings, and any difference between the host's tree and what SwiftUI rendered.
    var hostIssues: [String] {
        var issues = runtime.warnings
        let expected = Self.expectedLayers(host.shownState)
        let rendered = runtime.shownLayers.map { layer in
            RenderedLayer(
                kind: layer.kind, selectedTab: layer.selectedTab, stacks: layer.stacks,
                options: layer.kind == .sheet
                    ? Self.sheetOptions(Set(layer.detents), resting: layer.selectedDetent, grabber: layer.dragIndicator == .visible, form: layer.sizing == .form, locked: layer.isInteractiveDismissDisabled)
                    : "locked: \(layer.isInteractiveDismissDisabled)",
                tabItems: layer.tabItems.map { "\($0.title) \($0.systemImage ?? $0.imageName ?? "-") \($0.badge ?? "-")" }
            )
        }
        if !runtime.needsUpdate, runtime.pendingTransitions.isEmpty, expected != rendered {
            issues.append("SwiftUI shows \(rendered) but the host's tree is \(expected)")
        }
        return issues
    }

    private struct RenderedLayer: Equatable, CustomStringConvertible {
        let kind: SwiftUIDoublePresentationKind?
        let selectedTab: String?
        let stacks: [[String]]
        /// A sheet's detents, resting detent, grabber, sizing and lock; another layer's lock.
        let options: String
        /// Each tab's title, image and badge.
        let tabItems: [String]
        var description: String {
            "\(kind.map(\.rawValue) ?? "root")\(selectedTab.map { " tab \($0)" } ?? "") \(stacks) \(options) \(tabItems)"
        }
    }

    private static func sheetOptions(_ detents: Set<PresentationDetent>, resting: PresentationDetent?, grabber: Bool, form: Bool, locked: Bool) -> String {
        let names = detents.map { String(describing: $0) }.sorted()
        return "detents: \(names) at \(resting.map { String(describing: $0) } ?? "-"), grabber: \(grabber), form: \(form), locked: \(locked)"
    }


    /// The layers the runtime should show for a state: every tab's stack, each screen by its route.
    private static func expectedLayers(_ state: NavigationState) -> [RenderedLayer] {
        // A window that shows nothing yet (a root flow deciding its first screen): the root
        // view, with no stack in it.
        if state.layers.isEmpty {
            return [RenderedLayer(kind: nil, selectedTab: nil, stacks: [], options: "locked: false", tabItems: [])]
        }
        return state.layers.enumerated().map { index, layer in
            let kind: SwiftUIDoublePresentationKind? = switch layer.presentation {
            case .root: nil
            case .sheet: .sheet
            case .fullScreenCover: .fullScreenCover
            case .popover: .popover
            }
            // SwiftUI shows the selected tab's stack only.
            let stacks = layer.content.visibleStack.map { [$0] } ?? []
            // SwiftUI names a tab by its label's title.
            let selectedTab: String? = if case .tabs(let tabs) = layer.content { tabs[tabs.selected]?.title } else { nil }
            let options = layer.options
            let offered = options.offeredDetents.map(SwiftUIHost.presentationDetent(for:))
            let tabItems: [String] = if case .tabs(let tabs) = layer.content {
                tabs.tabs.map { tab in
                    let image: String = switch tab.item?.image {
                    case .system(let name)?, .named(let name)?: name
                    case nil: "-"
                    }
                    return "\(tab.title) \(image) \(tab.item?.badge ?? "-")"
                }
            } else { [] }
            return RenderedLayer(
                kind: index == 0 ? nil : kind, selectedTab: selectedTab, stacks: stacks.map { $0.screens.map { "\($0.route)" } },
                options: kind == .sheet && index > 0
                    ? sheetOptions(Set(offered), resting: SwiftUIHost.presentationDetent(for: options.restingDetent), grabber: options.showsGrabber, form: options.sheetSizing == .form, locked: options.isInteractiveDismissDisabled)
                    : "locked: \(index > 0 && options.isInteractiveDismissDisabled)",
                tabItems: tabItems
            )
        }
    }

    @discardableResult
    func tapBack() -> Bool { runtime.tapBack() }

    @discardableResult
    func swipeBack(completing: Bool) -> Bool {
        guard runtime.beginSwipeBack() else { return false }
        return runtime.endSwipeBack(completing: completing)
    }

    @discardableResult
    func swipeDown() -> Bool {
        runtime.swipeDown() || runtime.tapOutsidePopover()
    }

    /// Taps the tab labelled with the tab's title (its item's, or its identity).
    @discardableResult
    func tapTab(_ tab: TabID) -> Bool {
        guard case .tabs(let tabs)? = shownState.layers.last?.content, let shown = tabs[tab] else { return false }
        return runtime.tapTab(titled: shown.title)
    }

    @discardableResult
    func dragSheet(to detent: SheetDetent) -> Bool {
        runtime.dragSheet(to: SwiftUIHost.presentationDetent(for: detent))
    }

    /// SwiftUI tells nobody when the user tries to swipe a locked sheet away.
    var reportsDismissAttempts: Bool { false }

    /// Finishes SwiftUI's transitions, updates and yields to the main actor, until three rounds in
    /// a row find nothing in flight and the navigator has rendered its target (at most a hundred).
    func settle() async {
        // The main-actor turn that ran the scenario's code ends here.
        navigator.checkFlowsAwaitingFirstScreen()
        var rounds = 0
        var quietRounds = 0
        while quietRounds < 3, rounds < 100 {
            runtime.finishAllTransitions()
            runtime.update()
            await Task.yield()
            let quiet = runtime.pendingTransitions.isEmpty && !runtime.needsUpdate && navigator.renderedState == navigator.state
            quietRounds = quiet ? quietRounds + 1 : 0
            rounds += 1
        }
    }
}

extension ScenarioHostKind {
    /// A `NavigatorView` rendered by the SwiftUI double.
    static let swiftUI = ScenarioHostKind("SwiftUI") { SwiftUIScenarioHost() }

    /// The same, with every transition held until the scenario settles.
    static let swiftUIHeldTransitions = ScenarioHostKind("SwiftUI, transitions held") { SwiftUIScenarioHost(holdsTransitions: true) }
}
#endif
