import CoordinatorKit

/// The screens of the Catalog tab.
@MainActor
public struct CatalogScreens {
    private let catalog: CatalogCoordinator

    /// Makes the Catalog's screen models.
    public init(_ catalog: CatalogCoordinator) { self.catalog = catalog }

    /// What a Catalog route's screen shows.
    public func content(for route: CatalogRoute) -> ScreenContent {
        switch route {
        case .productList:
            let products = catalog.shop.products
            return ScreenContent(
                title: "Catalog",
                lines: products.map { "\($0.name), \($0.price)" },
                actions: products.map { product in
                    ScreenAction(product.name, zoomSource: AnyRoute(CatalogRoute.product(id: product.id))) { catalog.showProduct(id: product.id) }
                }
            )
        case .product(let id):
            guard let product = catalog.shop.product(id: id) else { return missing(id) }
            let rating = product.rating.map { "Rated \($0) of 5 by \(product.reviews.count) customers" } ?? "No reviews yet"
            let placed = catalog.placedOrder.map { ["Thank you: order #\($0.number) is placed. It is in the Orders tab."] } ?? []
            return ScreenContent(
                title: product.name,
                lines: placed + [product.summary, "\(product.price)", rating],
                actions: [
                    ScreenAction("Buy now") { catalog.buy(productID: id) },
                    ScreenAction("Read reviews") { catalog.showReviews(productID: id) },
                    ScreenAction("Share") { catalog.share(productID: id) },
                    ScreenAction("View photo") { catalog.showPhoto(productID: id) },
                ]
            )
        case .reviews(let id):
            guard let product = catalog.shop.product(id: id) else { return missing(id) }
            let lines = product.reviews.map { review in
                "\(String(repeating: "*", count: review.stars)) \(review.author): \(review.text)"
            }
            return ScreenContent(
                title: "Reviews of \(product.name)",
                lines: lines.isEmpty ? ["No reviews yet."] : lines,
                actions: [ScreenAction("Buy now") { catalog.buy(productID: id) }]
            )
        case .share(let id):
            guard let product = catalog.shop.product(id: id) else { return missing(id) }
            return ScreenContent(
                title: "Share \(product.name)",
                lines: [catalog.shareLink(productID: id) ?? "(no link)"],
                actions: [ScreenAction("Copy link") { catalog.copyLink(productID: id) }]
            )
        case .photo(let id):
            return photo(of: id)
        }
    }

    private func photo(of id: Int) -> ScreenContent {
        guard let product = catalog.shop.product(id: id) else { return missing(id) }
        return ScreenContent(
            title: "Photo of \(product.name)",
            lines: ["Drag the card down to close it."],
            actions: [ScreenAction("Close") { catalog.closePhoto() }]
        )
    }

    private func missing(_ id: Int) -> ScreenContent {
        ScreenContent(title: "Not found", lines: ["The catalog has no product \(id)."])
    }
}
