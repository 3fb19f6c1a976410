/// One screen in a stack: which route it shows, and which coordinator owns it.
///
/// A screen never changes once made; its identity stays the same for as long as it is in the
/// state, wherever the rest of the state goes.
public struct Screen: Hashable, Sendable, Codable, Identifiable, CustomStringConvertible {
    /// The screen's stable identity.
    public let id: ScreenID
    /// What the screen shows.
    public let route: AnyRoute
    /// The coordinator that showed the screen and whose flow it belongs to.
    public let owner: CoordinatorID
    /// How the screen arrived when it was pushed; a pop plays the inverse.
    public let animation: RouteAnimation

    /// Makes a screen with a new identity, arriving with its route's own
    /// ``Route/animation``.
    /// - Parameters:
    ///   - route: what the screen shows.
    ///   - owner: the coordinator that owns it; ``Identifier/app`` when no coordinator does.
    ///   - id: its identity; a new one unless given.
    public init(_ route: some Route, owner: CoordinatorID = .app, id: ScreenID = ScreenID()) {
        self.id = id
        self.route = AnyRoute(route)
        self.owner = owner
        self.animation = route.animation
    }

    /// Makes a screen with a new identity that arrives with the given animation.
    /// - Parameters:
    ///   - route: what the screen shows.
    ///   - animation: how it arrives when pushed; a pop plays the inverse.
    ///   - owner: the coordinator that owns it; ``Identifier/app`` when no coordinator does.
    ///   - id: its identity; a new one unless given.
    public init(_ route: some Route, animation: RouteAnimation, owner: CoordinatorID = .app, id: ScreenID = ScreenID()) {
        self.id = id
        self.route = AnyRoute(route)
        self.owner = owner
        self.animation = animation
    }

    private enum CodingKeys: String, CodingKey {
        case id, route, owner, animation
    }

    // Data saved before screens kept their animation decodes as `.system`; `.system` is not
    // written, so a plain screen encodes as it always did.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(ScreenID.self, forKey: .id)
        route = try container.decode(AnyRoute.self, forKey: .route)
        owner = try container.decode(CoordinatorID.self, forKey: .owner)
        animation = try container.decodeIfPresent(RouteAnimation.self, forKey: .animation) ?? .system
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(route, forKey: .route)
        try container.encode(owner, forKey: .owner)
        if animation != .system { try container.encode(animation, forKey: .animation) }
    }

    /// The route, as it reads in a tree dump: `[city(named: "El Paso")]`.
    public var description: String { "[\(route)]" }
}
