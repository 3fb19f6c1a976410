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
    /// iOS 17, observe the navigator with ``observe(_:)`` or ``events``.
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
/// Reading ``state`` (or what is computed from it) inside a SwiftUI view's `body`, or inside
/// `withObservationTracking`, registers the reader; every change of the navigator's target
/// notifies it.
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

    init(state: NavigationState) {
        current = state
    }

    /// The navigator's target: what the window shows, or is about to once its transitions end.
    public var state: NavigationState {
        registrar.access(self, keyPath: \.state)
        return current
    }

    /// Whether anything is presented over the window's root: a sheet, a full-screen cover or a
    /// popover.
    public var isPresenting: Bool { state.layers.count > 1 }

    /// The selected tab of the topmost layer that shows tabs, or `nil` when none does.
    ///
    /// Compare it with a tab value through its identity: `TabID(describing: MainTab.orders)`.
    public var selectedTab: TabID? {
        for layer in state.layers.reversed() {
            if case .tabs(let tabs) = layer.content { return tabs.selected }
        }
        return nil
    }

    /// Takes the navigator's new target, notifying observers when it differs.
    func update(_ next: NavigationState) {
        guard next != current else { return }
        registrar.withMutation(of: self, keyPath: \.state) { current = next }
    }
}
