#if canImport(UIKit) && !os(watchOS)
public import UIKit
public import SwiftUI
#elseif os(Linux)
public import UIKitDouble
public import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKitSwiftUI
public import CoordinatorKitUIKit
// One module with the app in the Xcode project; a target of its own in the package.
#if canImport(ShopExample)
public import ShopExample
#endif

// Where each coordinator's screens come from. The coordinators import no UI framework; the app
// gives them their screens here: SwiftUI views for the login, the Catalog and the buy flow,
// UIKit view controllers for the Orders and Profile tabs and the
// notification settings. `UIKitHost` shows the views in a
// hosting controller each; `NavigatorView` shows the view controllers in the representable it
// makes for each `ViewControllerProviding` screen.

extension LoginCoordinator: ViewProviding {
    public func view(for route: LoginRoute) -> some View {
        ScreenContentView { [weak self] in self.map { LoginScreens($0).content(for: route) } ?? .ended }
    }
}

extension CatalogCoordinator: ViewProviding {
    public func view(for route: CatalogRoute) -> some View {
        switch route {
        case .productList: ProductListView()
        case .product(let id): ProductView(productID: id)
        case .reviews(let id): ReviewsView(productID: id)
        case .share(let id): ShareView(productID: id)
        case .photo:
            ScreenContentView { [weak self] in self.map { CatalogScreens($0).content(for: route) } ?? .ended }
        }
    }
}

extension BuyCoordinator: ViewProviding {
    public func view(for route: BuyRoute) -> some View {
        ScreenContentView { [weak self] in self.map { BuyScreens($0).content(for: route) } ?? .ended }
    }
}

extension OrdersCoordinator: ViewControllerProviding {
    public func viewController(for route: OrdersRoute) -> UIViewController {
        ScreenContentViewController { [weak self] in self.map { OrdersScreens($0).content(for: route) } ?? .ended }
    }
}

extension ProfileCoordinator: ViewControllerProviding {
    public func viewController(for route: ProfileRoute) -> UIViewController {
        ScreenContentViewController { [weak self] in self.map { ProfileScreens($0).content(for: route) } ?? .ended }
    }
}

extension NotificationSettingsCoordinator: ViewControllerProviding {
    public func viewController(for route: NotificationSettingsRoute) -> UIViewController {
        ScreenContentViewController { [weak self] in self.map { NotificationSettingsScreens($0).content(for: route) } ?? .ended }
    }
}
#endif

#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
extension ScreenContent {
    /// What a screen shows once its coordinator is gone, while it slides away.
    static var ended: ScreenContent { ScreenContent(title: "") }
}
#endif
