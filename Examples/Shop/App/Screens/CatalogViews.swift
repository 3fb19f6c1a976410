#if canImport(SwiftUI)
import SwiftUI
#elseif os(Linux)
import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKitSwiftUI
// One module with the app in the Xcode project; a target of its own in the package.
#if canImport(ShopExample)
import ShopExample
#endif

/// The Catalog: every product, each a button that opens it.
struct ProductListView: View {
    @ScreenCoordinator private var catalog: CatalogCoordinator?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Catalog")
            ForEach(catalog?.shop.products ?? []) { product in
                // The product zooms out of its row (iOS 18).
                Button(product.name) { catalog?.showProduct(id: product.id) }
                    .marksControl(for: .zoomSource(CatalogRoute.product(id: product.id)))
                Text(verbatim: "\(product.price)")
            }
        }
    }
}

/// One product: what it is, what it costs, how customers rate it; buy it or read the reviews.
struct ProductView: View {
    let productID: Int
    @ScreenCoordinator private var catalog: CatalogCoordinator?

    var body: some View {
        if let product = catalog?.shop.product(id: productID) {
            VStack(alignment: .leading, spacing: 12) {
                Text(product.name)
                Text(product.summary)
                Text(verbatim: "\(product.price)")
                Text(product.rating.map { "Rated \($0) of 5 by \(product.reviews.count) customers" } ?? "No reviews yet")
                Button("Buy now") { catalog?.buy(productID: productID) }
                Button("Read reviews") { catalog?.showReviews(productID: productID) }
                // The share popover points at this button (on iPad; an iPhone shows a sheet).
                Button("Share") { catalog?.share(productID: productID) }
                    .marksControl(for: .popover(CatalogRoute.share(productID: productID)))
                Button("View photo") { catalog?.showPhoto(productID: productID) }
            }
        } else {
            Text("The catalog has no product \(productID).")
        }
    }
}

/// Ways to share a product: its link, to copy.
struct ShareView: View {
    let productID: Int
    @ScreenCoordinator private var catalog: CatalogCoordinator?

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Share \(catalog?.shop.product(id: productID)?.name ?? "product \(productID)")")
            Text(catalog?.shareLink(productID: productID) ?? "")
            Button("Copy link") { catalog?.copyLink(productID: productID) }
        }
    }
}

/// What customers wrote about a product, and a way to buy it from there.
struct ReviewsView: View {
    let productID: Int
    @ScreenCoordinator private var catalog: CatalogCoordinator?

    var body: some View {
        let product = catalog?.shop.product(id: productID)
        VStack(alignment: .leading, spacing: 12) {
            Text("Reviews of \(product?.name ?? "product \(productID)")")
            ForEach((product?.reviews ?? []).numbered) { review in
                Text("\(String(repeating: "★", count: review.value.stars)) \(review.value.author): \(review.value.text)")
            }
            Button("Buy now") { catalog?.buy(productID: productID) }
        }
    }
}
#endif
