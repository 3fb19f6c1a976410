#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

/// A coordinator whose screens are not SwiftUI views of its own, but which ``NavigatorView`` can
/// still show, through a view it supplies for each route.
///
/// You rarely conform to it yourself: CoordinatorKitUIKit's `ViewControllerProviding` refines it,
/// showing each view controller in a `UIViewControllerRepresentable`, so the UIKit screens of a
/// mixed app appear in `NavigatorView` as they do in `UIKitHost`. A coordinator that is also
/// ``ViewProviding`` shows its SwiftUI views instead.
@MainActor
public protocol SwiftUIScreenProviding: AnyCoordinator {
    /// The view that shows `route` in a SwiftUI hierarchy, or `nil` when this coordinator has no
    /// screen for it (``NavigatorView`` then reports an issue and shows a placeholder).
    /// - Parameter route: a route of a screen this coordinator owns.
    func swiftUIScreen(for route: AnyRoute) -> AnyView?
}
#endif
