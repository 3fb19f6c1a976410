#if canImport(UIKit) && !os(watchOS)
public import SwiftUI
import UIKit
public import CoordinatorKitSwiftUI
public import ShopExample

// Under `NavigatorView` (iOS 16+) every screen is a SwiftUI view: the Orders and Profile tabs'
// view controllers are shown through `ViewControllerScreen`, as a mixed app embeds UIKit
// screens in SwiftUI. `UIKitHost` keeps asking these coordinators for view controllers.
//
// Linux has no `UIViewControllerRepresentable` in the SwiftUI double, so this file is Apple-only;
// the tests give `NavigatorView` these two tabs' screens through `SwiftUIHost(makeView:)`.

/// A view controller shown as a SwiftUI view, made once for the screen.
struct ViewControllerScreen: UIViewControllerRepresentable {
    let make: @MainActor () -> UIViewController

    func makeUIViewController(context: Context) -> UIViewController { make() }

    func updateUIViewController(_ controller: UIViewController, context: Context) {
        (controller as? ScreenContentViewController)?.reload()
    }
}

extension OrdersCoordinator: ViewProviding {
    public func view(for route: OrdersRoute) -> some View {
        ViewControllerScreen { [weak self] in self?.viewController(for: route) ?? UIViewController() }
            .navigationTitle(OrdersScreens(self).content(for: route).title)
    }
}

extension ProfileCoordinator: ViewProviding {
    public func view(for route: ProfileRoute) -> some View {
        ViewControllerScreen { [weak self] in self?.viewController(for: route) ?? UIViewController() }
            .navigationTitle(ProfileScreens(self).content(for: route).title)
    }
}
#endif
