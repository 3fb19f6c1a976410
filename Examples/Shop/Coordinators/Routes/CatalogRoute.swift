public import CoordinatorKit

/// The screens of the Catalog tab.
public enum CatalogRoute: Route, Codable {
    /// Every product.
    case productList
    /// One product.
    case product(id: Int)
    /// What customers wrote about a product.
    case reviews(productID: Int)
}
