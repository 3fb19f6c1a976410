public import CoordinatorKit
public import Foundation
// One module with the app in the Xcode project; a target of its own in the package.
#if canImport(ShopExample)
public import ShopExample
#endif

/// The shop app's model for one window: its back end, who is signed in, and the navigator its
/// coordinators run in. Both hosts render it; the scene delegate starts it, hands it the links
/// iOS opens, and saves and restores its navigation.
///
/// ```swift
/// let model = ShopAppModel()
/// model.navigator.attach(UIKitHost(window: window))   // or NavigatorView(model.navigator)
/// model.start(restoring: savedState)
/// model.open(URL(string: "shop://products/2")!)
/// ```
@MainActor
public final class ShopAppModel {
    /// The catalog and every order.
    public let shop: Shop
    /// Who is signed in.
    public let session: Session
    /// The window's navigator.
    public let navigator = Navigator()
    /// Tabs on an iPhone, the Catalog's columns on an iPad.
    public let layout: ShopLayout

    /// Makes the model of a window; nothing is shown until ``start(restoring:)``.
    /// - Parameters:
    ///   - shop: the catalog and orders.
    ///   - session: who is signed in.
    ///   - layout: `.columns` on an iPad, `.tabs` on an iPhone.
    public init(shop: Shop = Shop(), session: Session = Session(), layout: ShopLayout = .tabs) {
        self.shop = shop
        self.session = session
        self.layout = layout
        navigator.acceptedLinks = AppCoordinator.acceptedLinks
    }

    private var coordinators: CoordinatorTypes {
        ShopRestoration.coordinators(shop: shop, session: session, layout: layout)
    }

    /// What a window saves: who was signed in, and the navigation with its coordinators.
    private struct Saved: Codable {
        var user: User?
        var navigation: Data
    }

    /// Shows the app: the user and navigation saved by the last launch when there are some and
    /// they can be restored, otherwise a fresh start (login, or the tabs when someone is signed in).
    /// - Parameter data: what ``savedState()`` returned in the last launch, or `nil`.
    /// - Returns: why the saved data could not be restored, when the app started fresh because of it.
    @discardableResult
    public func start(restoring data: Data?) -> (any Error)? {
        let saved: Saved?
        do {
            saved = try data.map { try JSONDecoder().decode(Saved.self, from: $0) }
        } catch {
            navigator.start(AppCoordinator(shop: shop, session: session, layout: layout))
            return error
        }
        if let user = saved?.user { session.signIn(user) }
        return navigator.restore(
            from: saved?.navigation, routes: ShopRestoration.routes, coordinators: coordinators,
            orStart: AppCoordinator(shop: shop, session: session, layout: layout)
        )
    }

    /// Who is signed in and the navigation with its coordinators, to save when the scene goes to
    /// the background; `nil` when it cannot be saved (the next launch then starts fresh).
    public func savedState() -> Data? {
        guard let navigation = try? navigator.savedData(coordinators: coordinators) else { return nil }
        return try? JSONEncoder().encode(Saved(user: session.user, navigation: navigation))
    }

    /// The universal link of what the window shows on top (`https://coffee.example/products/2`,
    /// `…/products/2/reviews`), for Handoff: another device opens the same screen from it. `nil`
    /// when the screen on top has no link.
    public var currentLink: URL? {
        navigator.link()?.url(scheme: "https", host: "coffee.example")
    }

    /// Opens a link iOS handed to the app, `shop://products/2` or a universal link from
    /// `coffee.example`; a link from anywhere else is refused.
    /// - Returns: why nothing changed, or `nil` when the link was opened (or waits for the login).
    @discardableResult
    public func open(_ url: URL) -> DeepLinkError? {
        do {
            _ = try navigator.open(DeepLink(url))
            return nil
        } catch {
            return error
        }
    }
}
