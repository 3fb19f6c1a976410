public import Observation

// The navigator's target as an `Observable` model, for SwiftUI views on iOS 17+. The model is made
// on first use and follows the navigator through its observers, so a navigator nobody asked for
// it pays nothing on its render path.

extension Navigator {
    /// The navigator's target as an `Observable` model: a SwiftUI view that reads it is updated
    /// when the navigation changes, by the app, a coordinator or the user.
    ///
    /// ```swift
    /// struct ShopHeader: View {
    ///     let navigator: Navigator
    ///     var body: some View {
    ///         let navigation = navigator.observableState
    ///         Text(navigation.selectedTab == TabID(describing: MainTab.orders) ? "Your orders" : "Shop")
    ///             .opacity(navigation.isPresenting ? 0.5 : 1)
    ///     }
    /// }
    /// ```
    ///
    /// The first read makes the model; from then on it follows every change of ``state``. Before
    /// iOS 17, a SwiftUI view observes CoordinatorKitSwiftUI's `navigator.publishedState`, an
    /// `ObservableObject`; other code observes the navigator with ``observe(_:)`` or ``events``.
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    public var observableState: ObservableNavigationState {
        if let model = observableModel as? ObservableNavigationState { return model }
        let model = ObservableNavigationState(state: state)
        observableModel = model
        observe { [weak model] event in
            if case .changed(let change) = event { model?.update(change.after) }
        }
        return model
    }
}

/// A navigator's target, observable with Observation: what ``Navigator/observableState`` gives.
///
/// Reading ``state`` inside a SwiftUI view's `body`, or inside `withObservationTracking`,
/// registers the reader for every change of the navigator's target. The narrower properties
/// (``isPresenting``, ``selectedTab``, ``topRoute``, ``shownColumns``, ``question``) notify their readers only
/// when their own value changes, so a view that reads one is drawn again only then.
///
/// ```swift
/// withObservationTracking {
///     _ = navigator.observableState.isPresenting
/// } onChange: {
///     print("a sheet came or went")
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor
public final class ObservableNavigationState: Observable {
    private let registrar = ObservationRegistrar()
    private var current: NavigationState
    private var summary: NavigationSummary

    init(state: NavigationState) {
        current = state
        summary = NavigationSummary(state)
    }

    /// The navigator's target: what the window shows, or is about to once its transitions end.
    public var state: NavigationState {
        registrar.access(self, keyPath: \.state)
        return current
    }

    /// Whether anything is presented over the window's root: a sheet, a full-screen cover or a
    /// popover.
    public var isPresenting: Bool {
        registrar.access(self, keyPath: \.isPresenting)
        return summary.isPresenting
    }

    /// The selected tab of the topmost layer that shows tabs, or `nil` when none does.
    ///
    /// Compare it with a tab value through its identity: `TabID(describing: MainTab.orders)`.
    public var selectedTab: TabID? {
        registrar.access(self, keyPath: \.selectedTab)
        return summary.selectedTab
    }

    /// The route of the screen on top: the top of the visible stack of the topmost layer, or
    /// `nil` when nothing is shown.
    public var topRoute: AnyRoute? {
        registrar.access(self, keyPath: \.topRoute)
        return summary.topRoute
    }

    /// The columns the user sees of the topmost layer that shows a split, leading first: the
    /// columns side by side (``Split/visibleColumns``), or, collapsed into one stack, the one
    /// column whose screen is on top. Empty when no layer shows a split. A sidebar reads it to
    /// keep its row highlighted while the detail is beside it, and to clear it when a collapsed
    /// split shows the sidebar again.
    public var shownColumns: [SplitColumn] {
        registrar.access(self, keyPath: \.shownColumns)
        return summary.shownColumns
    }

    /// The question shown over the window, if any: see ``NavigationState/question``.
    public var question: QuestionLayer? {
        registrar.access(self, keyPath: \.question)
        return summary.question
    }

    /// Takes the navigator's new target, notifying the readers of each property whose value
    /// changed.
    func update(_ next: NavigationState) {
        guard next != current else { return }
        registrar.withMutation(of: self, keyPath: \.state) { current = next }
        let next = NavigationSummary(next)
        notify(\.isPresenting, if: \.isPresenting, differsIn: next)
        notify(\.selectedTab, if: \.selectedTab, differsIn: next)
        notify(\.topRoute, if: \.topRoute, differsIn: next)
        notify(\.shownColumns, if: \.shownColumns, differsIn: next)
        notify(\.question, if: \.question, differsIn: next)
    }

    /// Stores the new summary's part at `part`, notifying the readers of `property` if it changed.
    private func notify<Value: Equatable>(
        _ property: KeyPath<ObservableNavigationState, Value>,
        if part: WritableKeyPath<NavigationSummary, Value>,
        differsIn next: NavigationSummary
    ) {
        guard next[keyPath: part] != summary[keyPath: part] else { return }
        registrar.withMutation(of: self, keyPath: property) { summary[keyPath: part] = next[keyPath: part] }
    }
}
