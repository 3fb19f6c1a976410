#if canImport(SwiftUI)
// `ObservableObject` and `@Published` are Combine's (SwiftUI re-exports them to apps; the double
// declares them on Linux).
public import Combine
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

extension Navigator {
    /// The navigation as an `ObservableObject`, for SwiftUI views on every system (iOS 16 with
    /// ``NavigatorView``, iOS 13–15 with CoordinatorKitUIKit's `UIKitNavigatorView`): each
    /// property is `@Published` and set only when its own value changes.
    ///
    /// ```swift
    /// struct ShopHeader: View {
    ///     @ObservedObject var navigation: PublishedNavigationState   // navigator.publishedState
    ///
    ///     var body: some View {
    ///         Text(navigation.selectedTab == TabID(describing: MainTab.orders) ? "Your orders" : "Shop")
    ///             .opacity(navigation.isPresenting ? 0.5 : 1)
    ///     }
    /// }
    /// ```
    ///
    /// The first read makes the model; from then on it follows every change of the navigator's `state`.
    /// On iOS 17 and later, `observableState` draws a view again only when a property
    /// it read changes.
    public var publishedState: PublishedNavigationState {
        if let model = publishedModel as? PublishedNavigationState { return model }
        let model = PublishedNavigationState(state)
        publishedModel = model
        observe { [weak model] event in
            if case .changed(let change) = event { model?.update(change.after) }
        }
        return model
    }
}

/// The navigation as an `ObservableObject`: what ``CoordinatorKit/Navigator/publishedState`` gives.
///
/// Each property is `@Published` and set only when its value changes, so its publisher
/// (`$topRoute`) sends only then, and `objectWillChange` sends only when one of them changes,
/// not on every change of the navigation (a push deeper in a stack that is not shown, a sheet's
/// detent). A view that observes the object (`@ObservedObject`) is drawn again when any of them
/// changes; one that needs a single property subscribes to its publisher
/// (`.onReceive(navigation.$selectedTab) { … }`).
///
/// ```swift
/// let tabs = navigator.publishedState.$selectedTab.sink { tab in print("tab", tab as Any) }
/// ```
@MainActor
public final class PublishedNavigationState: ObservableObject {
    /// Whether anything is presented over the window's root: a sheet, a full-screen cover or a
    /// popover.
    @Published public private(set) var isPresenting: Bool
    /// The selected tab of the topmost layer that shows tabs, or `nil` when none does. Compare it
    /// with a tab value through its identity: `TabID(describing: MainTab.orders)`.
    @Published public private(set) var selectedTab: TabID?
    /// The route of the screen on top: the top of the visible stack of the topmost layer, or
    /// `nil` when nothing is shown.
    @Published public private(set) var topRoute: AnyRoute?
    /// The columns the user sees of the topmost layer that shows a split, leading first; empty
    /// when no layer shows a split (see `ObservableNavigationState.shownColumns`).
    @Published public private(set) var shownColumns: [SplitColumn]
    /// The question shown over the window, if any: see `NavigationState.question`.
    @Published public private(set) var question: QuestionLayer?

    init(_ state: NavigationState) {
        let summary = NavigationSummary(state)
        isPresenting = summary.isPresenting
        selectedTab = summary.selectedTab
        topRoute = summary.topRoute
        shownColumns = summary.shownColumns
        question = summary.question
    }

    /// Takes the navigator's new target, setting each property whose value changed.
    func update(_ next: NavigationState) {
        let summary = NavigationSummary(next)
        if summary.isPresenting != isPresenting { isPresenting = summary.isPresenting }
        if summary.selectedTab != selectedTab { selectedTab = summary.selectedTab }
        if summary.topRoute != topRoute { topRoute = summary.topRoute }
        if summary.shownColumns != shownColumns { shownColumns = summary.shownColumns }
        if summary.question != question { question = summary.question }
    }
}
#endif
