#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit
import IssueReporting

// The views of screens, asked of their owners each time SwiftUI renders them.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// The view of a screen: its owner's (a SwiftUI view, or another framework's screen in a view),
    /// the host's fallback, or a placeholder (reported once).
    ///
    /// A screen that is leaving (its layer slides down after its flow ended) keeps the view it
    /// last had, until the transition that removes it has finished.
    func view(for screen: Screen) -> AnyView {
        let view = screenResolution.resolve(
            screen, in: navigator,
            owners: { owner in ownersView(for: screen, owner: owner) },
            kept: { lastViews[screen.id] },
            reports: { reportedMissingViews.insert(screen.id).inserted })
        return view ?? AnyView(Text(verbatim: "\(screen.route)"))
    }

    /// The view a screen's owner gives, remembered as the screen's last.
    private func ownersView(for screen: Screen, owner: AnyCoordinator?) -> AnyView? {
        if let provider = owner as? any ViewProviding, let view = provider.environmentView(for: screen.route) {
            lastViews[screen.id] = view
            return view
        }
        // A coordinator of another UI framework (a ViewControllerProviding one, through
        // CoordinatorKitUIKit), whose screens SwiftUI shows through a view it supplies.
        if let provider = owner as? any SwiftUIScreenProviding, let view = provider.swiftUIScreen(for: screen.route) {
            lastViews[screen.id] = view
            return view
        }
        return nil
    }

    /// Forgets the views of screens no longer shown, once no transition shows them: those of the
    /// screens that left since the last time, not a look at every shown screen, so that a change
    /// costs what changed at any depth.
    func forgetViewsOfLeftScreens() {
        guard !hosted.screensThatLeft.isEmpty else { return }
        for screen in hosted.screensThatLeft.take() {
            lastViews.removeValue(forKey: screen)
            reportedMissingViews.remove(screen)
        }
        // Views are kept only for screens of the shown tree; should SwiftUI have drawn a screen
        // after it left (a view evaluated late), one full look lets its view go.
        if lastViews.count > shownScreenCount {
            let shown = Set(shownState.screens.map(\.id))
            lastViews = lastViews.filter { shown.contains($0.key) }
        }
    }

    /// How many screens the shown tree holds, counted without reading them.
    private var shownScreenCount: Int {
        var count = 0
        for layer in shownState.layers {
            switch layer.content {
            case .stack(let stack): count += stack.count
            case .tabs(let tabs): for tab in tabs.tabs { count += tab.stack.count }
            case .split(let split): for column in split.columns { count += split[column]?.count ?? 0 }
            }
        }
        return count
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension ScreenResolution<AnyView> {
    /// How SwiftUIHost finds a screen's view, with its `makeView`.
    static func swiftUIHost(makeView: (@MainActor (Screen) -> AnyView?)?) -> Self {
        ScreenResolution(host: "SwiftUIHost", makes: "view", fallbackParameter: "makeView", fallback: makeView)
    }
}
#endif
