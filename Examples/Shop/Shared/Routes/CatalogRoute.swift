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
    /// A product's photo, on a card over everything that the user drags away.
    case photo(productID: Int)

    public var presentation: Presentation? {
        switch self {
        case .share: .popover
        case .photo: .fullScreenCover
        default: nil
        }
    }

    /// A product zooms out of its row in the catalog (iOS 18); its photo arrives on the shop's
    /// card, which the user drags away.
    public var animation: RouteAnimation {
        switch self {
        case .product(let id): .zoom(from: CatalogRoute.product(id: id))
        case .photo: .custom(CatalogRoute.cardAnimation)
        default: .system
        }
    }

    /// The name the app registers its card animation with (`UIKitHost.register(_:named:)`).
    public static let cardAnimation = "card"
}
