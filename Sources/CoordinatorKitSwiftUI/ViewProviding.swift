#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

/// A coordinator whose screens are SwiftUI views: one view for each of its routes, with the
/// coordinator in the view's environment.
///
/// Both hosts show these views: ``NavigatorView`` (iOS 16+) directly, and `UIKitHost` (iOS 13+)
/// in a `UIHostingController` each.
///
/// ```swift
/// extension CatalogCoordinator: ViewProviding {
///     func view(for route: CatalogRoute) -> some View {
///         switch route {
///         case .list: ProductListView()
///         case .product(let id): ProductView(productID: id)
///         }
///     }
/// }
///
/// struct ProductListView: View {
///     @ScreenCoordinator private var coordinator: CatalogCoordinator?
///
///     var body: some View {
///         Button("Open product 42") { coordinator?.show(.product(id: 42)) }
///     }
/// }
/// ```
/// A screen's view is made again whenever SwiftUI renders it; what it owns (a view model in
/// `@State`) is released when its screen leaves the state: after a pop, a dismiss, or the
/// user's swipe.
@MainActor
public protocol ViewProviding: AnyCoordinator {
    /// The routes the coordinator shows: for a `Coordinator<R>`, `R`.
    associatedtype ScreenRoute: Route
    /// The type of view ``view(for:)`` returns.
    associatedtype ScreenView: View

    /// Makes the view that shows `route`.
    /// - Parameter route: a route this coordinator showed.
    @ViewBuilder
    func view(for route: ScreenRoute) -> ScreenView
}

extension ViewProviding {
    /// The view for an erased route, with this coordinator in its environment, or `nil` when
    /// the route is of another type. What both hosts show.
    package func environmentView(for route: AnyRoute) -> AnyView? {
        guard let route = route.as(ScreenRoute.self) else { return nil }
        return AnyView(view(for: route).environment(\.coordinator, self))
    }
}

private struct CoordinatorKey: EnvironmentKey {
    static let defaultValue: AnyCoordinator? = nil
}

extension EnvironmentValues {
    /// The coordinator that owns the screen: set for views a ``ViewProviding`` coordinator
    /// provides, `nil` elsewhere. Read it with its type through ``ScreenCoordinator``.
    public var coordinator: AnyCoordinator? {
        get { self[CoordinatorKey.self] }
        set { self[CoordinatorKey.self] = newValue }
    }
}
#endif
