#if canImport(UIKit) && !os(watchOS)
import UIKit
public import SwiftUI
#elseif os(Linux)
import UIKitDouble
public import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

/// A coordinator whose screens are SwiftUI views, hosted by ``UIKitHost`` in
/// `UIHostingController`s, with the coordinator in the view's environment.
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
///     @Environment(\.coordinator) private var coordinator
///
///     var body: some View {
///         Button("Open product 42") {
///             (coordinator as? CatalogCoordinator)?.show(.product(id: 42))
///         }
///     }
/// }
/// ```
/// Works from iOS 13. Each screen is a `UIHostingController<AnyView>`; it is released when its
/// screen leaves the state: after a pop, a dismiss, or the user's swipe.
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
    /// A hosting controller for an erased route, or `nil` when the route is of another type.
    func makeHostingController(for route: AnyRoute) -> UIViewController? {
        guard let route = route.as(ScreenRoute.self) else { return nil }
        // Type-erased at the root only, so that apps and tests can name the controller's type:
        // `UIHostingController<AnyView>`.
        return UIHostingController(rootView: AnyView(view(for: route).environment(\.coordinator, self)))
    }
}

private struct CoordinatorKey: EnvironmentKey {
    static let defaultValue: AnyCoordinator? = nil
}

extension EnvironmentValues {
    /// The coordinator that owns the screen: set for views a ``ViewProviding`` coordinator
    /// provides, `nil` elsewhere.
    public var coordinator: AnyCoordinator? {
        get { self[CoordinatorKey.self] }
        set { self[CoordinatorKey.self] = newValue }
    }
}
#endif
