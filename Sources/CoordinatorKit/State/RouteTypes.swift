
/// The route types that restoration may meet, so that decoding knows which type each encoded
/// route is.
///
/// Encoding a state writes each route with its type's name; decoding looks the name up here.
/// Register every `Codable` route type of the app once, where the app restores its state:
///
/// ```swift
/// let routes = RouteTypes(AppRoute.self, CatalogRoute.self, BuyRoute.self)
/// let state = try NavigationState(restoring: data, routes: routes)
/// ```
public struct RouteTypes: Sendable {
    private let decoders: [String: @Sendable (any Decoder) throws -> any Route]

    /// Registers route types for decoding.
    /// - Parameter types: every `Codable` route type an encoded state may hold.
    public init(_ types: any (Route & Codable).Type...) {
        self.init(types)
    }

    /// Registers route types for decoding.
    /// - Parameter types: every `Codable` route type an encoded state may hold.
    public init(_ types: [any (Route & Codable).Type]) {
        var decoders: [String: @Sendable (any Decoder) throws -> any Route] = [:]
        for type in types {
            decoders[Self.name(of: type)] = { decoder in try type.init(from: decoder) }
        }
        self.decoders = decoders
    }

    /// The names of the registered types.
    public var names: [String] { decoders.keys.sorted() }

    func decoder(forTypeNamed name: String) -> (@Sendable (any Decoder) throws -> any Route)? {
        decoders[name]
    }

    static func name(of type: any Any.Type) -> String { String(reflecting: type) }
}

extension CodingUserInfoKey {
    /// The key under which a decoder's `userInfo` carries the ``RouteTypes`` that
    /// ``NavigationState`` decoding needs, for apps that embed the state in their own `Codable`
    /// model.
    public static let routeTypes = CodingUserInfoKey(rawValue: "CoordinatorKit.routeTypes")!
}
