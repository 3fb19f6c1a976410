public import CoordinatorKit
import Foundation

/// The Catalog tab: product list, product, reviews, and the buy flow in a sheet.
public final class CatalogCoordinator: Coordinator<CatalogRoute> {
    /// The shop's back end, whose products the screens show.
    public let shop: Shop
    /// Who buys what the Catalog shows.
    public let customer: User
    /// Called with each order a buy flow placed.
    public var onOrderPlaced: @MainActor (Order) -> Void = { _ in }
    /// The order the last buy flow placed, which the product screen confirms; `nil` once
    /// another buy flow starts.
    public private(set) var placedOrder: Order?
    /// The last link the user copied from a share popover.
    public private(set) var copiedLink: String?
    private let firstProduct: Int?

    /// Makes the Catalog's coordinator for a signed-in customer.
    /// - Parameters:
    ///   - shop: the shop whose products the screens show.
    ///   - customer: who buys.
    ///   - product: the product to show first, for the detail column of
    ///     ``CatalogColumnsCoordinator``; `nil` shows the product list.
    public init(shop: Shop, customer: User, product: Int? = nil) {
        self.shop = shop
        self.customer = customer
        firstProduct = product
        super.init()
    }

    /// Shows the product list, or the product it was made for.
    public override func start() {
        if let firstProduct { show(.product(id: firstProduct)) } else { show(.productList) }
    }

    /// Shows one product: pushed over the list, or in the detail column when the list is an
    /// iPad's sidebar.
    public func showProduct(id: Int) {
        if let columns, columns.coordinator(for: .sidebar) === self { return columns.showProduct(id: id) }
        show(.product(id: id))
    }

    /// The iPad's columns this flow is a column of, if any.
    private var columns: CatalogColumnsCoordinator? { parent as? CatalogColumnsCoordinator }

    /// Shows what customers wrote about a product.
    public func showReviews(productID: Int) {
        show(.reviews(productID: productID))
    }

    /// Shows the ways to share a product, in a popover at the product's Share button.
    public func share(productID: Int) {
        show(.share(productID: productID))
    }

    /// Shows a product's photo on the shop's card, which the user drags away.
    public func showPhoto(productID: Int) {
        show(.photo(productID: productID))
    }

    /// Closes the photo card.
    public func closePhoto() {
        dismiss()
    }

    /// The links the Catalog reads and writes: `/products/:id`, then `reviews` or `buy`.
    public static let productLinks: URLPattern = "/products/:id/*"

    /// The links that show a product or its reviews, both ways: what a shared link or Handoff
    /// writes for the screen on top, read back by ``handle(_:)``.
    public static let routeLinks = RoutePatterns<CatalogRoute>(
        .init("/products/:id") { match throws(DeepLinkError) in
            .product(id: try match.parameter("id"))
        } parameters: { route in
            if case .product(let id) = route { ["id": "\(id)"] } else { nil }
        },
        .init("/products/:id/reviews") { match throws(DeepLinkError) in
            .reviews(productID: try match.parameter("id"))
        } parameters: { route in
            if case .reviews(let id) = route { ["id": "\(id)"] } else { nil }
        }
    )

    /// A product's link as Share shows and copies it (`shop://products/<id>`): written by
    /// ``link(for:)``, through the patterns ``handle(_:)`` reads it with.
    public func shareLink(productID: Int) -> String? {
        link(for: .product(id: productID))?.url(scheme: "shop")?.absoluteString
    }

    /// Copies a product's link (``shareLink(productID:)``) and closes the share popover.
    public func copyLink(productID: Int) {
        copiedLink = shareLink(productID: productID)
        dismiss()
    }

    /// The link to a product or its reviews, which ``handle(_:)`` reads: the navigator's
    /// `link()` for Handoff and sharing.
    public override func link(for route: CatalogRoute) -> DeepLink? {
        try? Self.routeLinks.link(for: route)
    }

    /// Handles `/products/:id`, `/products/:id/reviews` and `/products/:id/buy`: the tab's stack
    /// becomes the list and the product (and its reviews), and `buy` opens the buy sheet.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        // In the detail column the list is the sidebar's, beside the product.
        let list: [CatalogRoute] = columns?.coordinator(for: .detail) === self ? [] : [.productList]
        if let route = try Self.routeLinks.route(for: link) {
            if case .reviews(let id) = route {
                setStack(list + [.product(id: id), route])
            } else {
                setStack(list + [route])
            }
            return .handled
        }
        guard let match = link.match(Self.productLinks) else { return try super.handle(link) }
        let id = try match.parameter("id", as: Int.self)
        guard match.rest.path == ["buy"] else { return try super.handle(match.rest) }
        setStack(list + [.product(id: id)])
        buy(productID: id)
        return .handled
    }

    /// Only products the shop sells can be shown; a link to another one fails.
    public override func decision(for route: CatalogRoute) -> RouteDecision {
        switch route {
        case .product(let id), .reviews(let id), .share(let id), .photo(let id):
            shop.product(id: id) == nil ? .deny(reason: ShopLinkError.noSuchProduct(id)) : .allow
        case .productList:
            .allow
        }
    }

    /// Starts the buy flow for one product in a sheet. When it finishes, the placed order goes
    /// to ``onOrderPlaced``; when it is cancelled, nothing else happens.
    public func buy(productID: Int) {
        guard let product = shop.product(id: productID) else { return }
        placedOrder = nil
        startChild(BuyCoordinator(product: product, customer: customer, shop: shop), as: .sheet) { [weak self] in self?.buyEnded($0) }
    }

    /// Hears the outcome of the buy flow that ran before the app was relaunched.
    public override func didRestore(_ child: AnyCoordinator) {
        if let buy = child as? BuyCoordinator { onFinish(of: buy) { [weak self] in self?.buyEnded($0) } }
    }

    private func buyEnded(_ outcome: Outcome<Order>) {
        guard let order = outcome.output else { return }
        placedOrder = order
        onOrderPlaced(order)
    }
}
