import Foundation

/// A coordinator the navigator can save and make again in a later launch, from its own
/// `Codable` configuration. Its screens come back with the saved state, owned by it again, and
/// its `start()` is not called.
///
/// ```swift
/// final class ProductCoordinator: Coordinator<ProductRoute>, RestorableCoordinator {
///     struct Configuration: Codable { var productID: Int }
///     let productID: Int
///     init(productID: Int) { self.productID = productID }
///     var configuration: Configuration { Configuration(productID: productID) }
/// }
///
/// let coordinators = CoordinatorTypes()
///     .registering(ProductCoordinator.self, as: "product") { ProductCoordinator(productID: $0.productID) }
/// ```
///
/// A coordinator with nothing to save uses ``NoConfiguration``, which needs no code.
@MainActor
public protocol RestorableCoordinator: AnyCoordinator {
    /// What the coordinator needs to be made again: identifiers, not models or screens.
    associatedtype Configuration: Codable & Sendable
    /// The configuration to save now.
    var configuration: Configuration { get }
}

/// The configuration of a coordinator that needs none to be made again.
public struct NoConfiguration: Codable, Hashable, Sendable {
    /// Makes the empty configuration.
    public init() {}
}

extension RestorableCoordinator where Configuration == NoConfiguration {
    /// Nothing: the coordinator is made again the same way every time.
    public var configuration: NoConfiguration { NoConfiguration() }
}

/// The coordinator types a saved navigation may hold, each under a name that stays the same
/// across launches and builds, with how to make one again from its configuration. Register
/// them once, where the app restores its navigation.
///
/// ```swift
/// let coordinators = CoordinatorTypes()
///     .registering(AppCoordinator.self, as: "app") { _ in AppCoordinator(shop: shop, session: session) }
///     .registering(BuyCoordinator.self, as: "buy") { BuyCoordinator(product: shop.product(id: $0.productID)!) }
/// ```
///
/// The tabs of a ``TabCoordinator`` are not made here: the tab bar, made again, makes them as
/// its initializer does, and they keep their places. Their types are registered all the same,
/// so that saved data names them.
@MainActor
public struct CoordinatorTypes {
    struct Entry {
        let name: String
        let save: @MainActor (AnyCoordinator) throws -> Data
        let make: @MainActor (Data) throws -> AnyCoordinator
    }

    private(set) var byName: [String: Entry] = [:]
    private var byType: [ObjectIdentifier: Entry] = [:]

    /// Makes an empty registry.
    public init() {}

    /// Registers a coordinator type.
    /// - Parameters:
    ///   - type: the coordinator's type.
    ///   - name: a name that never changes once data was saved with it.
    ///   - make: makes the coordinator again from its configuration; its `start()` is not called.
    /// - Returns: the registry with the type added.
    public func registering<C: RestorableCoordinator>(
        _ type: C.Type, as name: String, make: @escaping @MainActor (C.Configuration) throws -> C
    ) -> CoordinatorTypes {
        var types = self
        let entry = Entry(
            name: name,
            save: { coordinator in
                guard let coordinator = coordinator as? C else {
                    throw RestorationError.coordinatorMismatch("\(coordinator) is not of type \(C.self)")
                }
                return try JSONEncoder().encode(coordinator.configuration)
            },
            make: { data in try make(JSONDecoder().decode(C.Configuration.self, from: data)) }
        )
        types.byName[name] = entry
        types.byType[ObjectIdentifier(type)] = entry
        return types
    }

    /// The registered names.
    package var names: [String] { byName.keys.sorted() }

    func entry(for coordinator: AnyCoordinator) -> Entry? {
        byType[ObjectIdentifier(Swift.type(of: coordinator))]
    }
}
