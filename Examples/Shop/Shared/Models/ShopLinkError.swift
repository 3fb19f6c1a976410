/// Why the shop's coordinators refuse a route: what a link to something the shop does not have
/// fails with.
public enum ShopLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The catalog has no product with this identifier.
    case noSuchProduct(Int)
    /// The signed-in user has no order with this number.
    case noSuchOrder(Int)

    public var description: String {
        switch self {
        case .noSuchProduct(let id): "the catalog has no product \(id)"
        case .noSuchOrder(let number): "there is no order \(number)"
        }
    }
}
