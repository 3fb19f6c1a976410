public import CoordinatorKit

/// The root of the shop app: the login flow while logged out, the main tabs once signed in (on
/// an iPad, the Catalog's columns).
///
/// ```swift
/// let navigator = Navigator()
/// navigator.attach(host)
/// navigator.start(AppCoordinator(shop: Shop(), session: Session()))
/// ```
///
/// It shows no screen of its own: each flow it starts replaces the window's root, so signing in
/// swaps the login screens for the tab bar, and logging out swaps them back. Neither flow knows
/// about the other.
public final class AppCoordinator: AnyCoordinator {
    /// The shop's back end.
    public let shop: Shop
    /// Who is signed in.
    public let session: Session
    /// How the signed-in flows are laid out: tabs on an iPhone, columns on an iPad.
    public let layout: ShopLayout

    /// Makes the app's root coordinator.
    /// - Parameters:
    ///   - shop: the catalog and orders.
    ///   - session: who is signed in; the app starts with login when nobody is.
    ///   - layout: `.tabs` for an iPhone, `.columns` for an iPad.
    public init(shop: Shop, session: Session, layout: ShopLayout = .tabs) {
        self.shop = shop
        self.session = session
        self.layout = layout
        super.init()
    }

    /// The links the shop answers: its `shop:` scheme and universal links from its domain,
    /// `coffee.example`. Set it on the navigator: any other link is refused, and changes nothing.
    ///
    /// ```swift
    /// navigator.acceptedLinks = AppCoordinator.acceptedLinks
    /// ```
    public static let acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["coffee.example", "*.coffee.example"])

    /// Shows the login flow, or the main tabs when a user is signed in already.
    public override func start() {
        if session.user == nil { showLogin() } else { showMain() }
    }

    /// Passes a link to the main tabs. While nobody is signed in the link waits for the login
    /// flow: it opens when the user signs in, and is dropped if the login is replaced.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let current = children.first else { return try super.handle(link) }
        if current is LoginCoordinator {
            return link.path.isEmpty ? .handled : .waitFor(current)
        }
        return .forward(link, to: current)
    }

    /// Hears the outcome of the flow it ran before the app was relaunched.
    public override func didRestore(_ child: AnyCoordinator) {
        if let login = child as? LoginCoordinator {
            onFinish(of: login) { [weak self] in self?.loginEnded($0) }
        } else if let main = child as? MainTabsCoordinator {
            onFinish(of: main) { [weak self] in self?.mainEnded($0) }
        }
    }

    private func showLogin() {
        startChild(LoginCoordinator(), as: .replacingRoot) { [weak self] in self?.loginEnded($0) }
    }

    private func loginEnded(_ outcome: Outcome<User>) {
        guard let user = outcome.output else { return }
        session.signIn(user)
        showMain()
    }

    private func showMain() {
        guard let user = session.user else { return showLogin() }
        if layout == .columns {
            startChild(CatalogColumnsCoordinator(shop: shop, customer: user), as: .replacingRoot)
            return
        }
        let main = MainTabsCoordinator(shop: shop, session: session, customer: user)
        startChild(main, as: .replacingRoot) { [weak self] in self?.mainEnded($0) }
    }

    private func mainEnded(_ outcome: Outcome<Void>) {
        // The main flow finishes when the user logs out; it is cancelled only when something
        // else replaced it.
        guard case .finished = outcome else { return }
        session.signOut()
        showLogin()
    }
}
