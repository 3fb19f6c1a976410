public import CoordinatorKit

/// The screen-model layer's entry point: the content of any screen of the shop app, made by the
/// screen models of the coordinator that owns it.
///
/// ```swift
/// if let top = navigator.state.visibleStackID.flatMap(navigator.state.stack)?.top {
///     let content = ShopScreens.content(for: top, in: navigator)
/// }
/// ```
@MainActor
public enum ShopScreens {
    /// The content of a screen.
    /// - Parameters:
    ///   - screen: a screen of the navigation state.
    ///   - navigator: the navigator whose coordinators own the screens.
    /// - Returns: what the screen shows; a placeholder when no running coordinator owns it.
    public static func content(for screen: Screen, in navigator: Navigator) -> ScreenContent {
        let owner = navigator.coordinator(for: screen.owner)
        switch (owner, screen.route.base) {
        case let (login as LoginCoordinator, route as LoginRoute):
            return LoginScreens(login).content(for: route)
        case let (catalog as CatalogCoordinator, route as CatalogRoute):
            return CatalogScreens(catalog).content(for: route)
        case let (buy as BuyCoordinator, route as BuyRoute):
            return BuyScreens(buy).content(for: route)
        case let (orders as OrdersCoordinator, route as OrdersRoute):
            return OrdersScreens(orders).content(for: route)
        case let (profile as ProfileCoordinator, route as ProfileRoute):
            return ProfileScreens(profile).content(for: route)
        case let (editor as NotificationSettingsCoordinator, route as NotificationSettingsRoute):
            return NotificationSettingsScreens(editor).content(for: route)
        default:
            return ScreenContent(title: "\(screen.route)", lines: ["No running coordinator shows this screen."])
        }
    }
}
