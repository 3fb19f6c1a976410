public import CoordinatorKit

/// The Catalog on an iPad: the product list in the sidebar, the product in the detail, each a
/// ``CatalogCoordinator``; the buy flow is a sheet over both columns.
///
/// ```swift
/// startChild(CatalogColumnsCoordinator(shop: shop, customer: user), as: .replacingRoot)
/// ```
///
/// A product picked in the sidebar replaces the detail's flow. In a compact width (Slide Over)
/// the columns collapse into one stack, the product pushed over the list as on an iPhone; the
/// same coordinators run on, and expanding shows both columns as they were.
public final class CatalogColumnsCoordinator: SplitCoordinator {
    /// The columns cross-fade in over the login flow they replace, as the iPhone's tabs do.
    public override var layerAnimation: RouteAnimation { .crossDissolve }

    /// The shop's back end.
    public let shop: Shop
    /// Who buys what the Catalog shows.
    public let customer: User

    /// Makes the columns of a signed-in customer: the product list, and the first product.
    public init(shop: Shop, customer: User) {
        self.shop = shop
        self.customer = customer
        let first = shop.products.first?.id ?? 0
        // Collapsed, the list is on top until the user picks a product, as on an iPhone.
        super.init(
            sidebar: CatalogCoordinator(shop: shop, customer: customer),
            detail: CatalogCoordinator(shop: shop, customer: customer, product: first),
            compactColumn: .sidebar
        )
    }

    /// Shows a product in the detail column, as a pick in the sidebar does: the detail's flow
    /// ends with its screens, and a new one starts on the product.
    public func showProduct(id: Int) {
        showDetail(CatalogCoordinator(shop: shop, customer: customer, product: id))
    }

    /// Handles the Catalog's links, `/products/:id` and what follows it, in the detail column.
    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard link.first == "products" else { return try super.handle(link) }
        for column in [SplitColumn.sidebar, .detail] {
            (coordinator(for: column) as? CatalogCoordinator)?.dismissAll(animated: false)
        }
        return try forward(link, toColumn: .detail)
    }
}
