public import CoordinatorKit

/// The Catalog tab: product list, product, reviews, and the buy flow in a sheet.
public final class CatalogCoordinator: Coordinator<CatalogRoute> {
    /// The shop's back end, whose products the screens show.
    public let shop: Shop
    /// Called with each order a buy flow placed.
    public var onOrderPlaced: @MainActor (Order) -> Void = { _ in }

    /// Makes the Catalog's coordinator.
    public init(shop: Shop) {
        self.shop = shop
        super.init()
    }

    /// Shows the product list.
    public override func start() {
        show(.productList)
    }

    /// Shows one product.
    public func showProduct(id: Int) {
        show(.product(id: id))
    }

    /// Shows what customers wrote about a product.
    public func showReviews(productID: Int) {
        show(.reviews(productID: productID))
    }

    /// Starts the buy flow for one product in a sheet. When it finishes, the placed order goes
    /// to ``onOrderPlaced``; when it is cancelled, nothing else happens.
    public func buy(productID: Int) {
        guard let product = shop.product(id: productID) else { return }
        startChild(BuyCoordinator(product: product, shop: shop), as: .sheet) { [weak self] outcome in
            if let order = outcome.output { self?.onOrderPlaced(order) }
        }
    }
}
