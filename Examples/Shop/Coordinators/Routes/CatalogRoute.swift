public import CoordinatorKit

/// The screens of the Catalog tab.
public enum CatalogRoute: Route, Codable {
    /// Every product.
    case productList
    /// One product.
    case product(id: Int)
    /// What customers wrote about a product.
    case reviews(productID: Int)
    /// Ways to share a product, in a popover anchored at the product's Share button.
    case share(productID: Int)

    public var presentation: Presentation? {
        if case .share = self { return .popover }
        return nil
    }
}
