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
    /// How the screen arrived when it was pushed; a pop plays the inverse: the animation given
    /// when it was made, or else its route's own ``Route/animation``.
    public var animation: RouteAnimation { route.arrival }

    /// Makes a screen with a new identity, arriving with its route's own
    /// ``Route/animation``.
    /// - Parameters:
    ///   - route: what the screen shows.
    ///   - owner: the coordinator that owns it; ``Identifier/app`` when no coordinator does.
    ///   - id: its identity; a new one unless given.
    public init(_ route: some Route, owner: CoordinatorID = .app, id: ScreenID = ScreenID()) {
        self.init(route, arrivingWith: nil, owner: owner, id: id)
    }

    /// Makes a screen with a new identity that arrives with the given animation.
    /// - Parameters:
    ///   - route: what the screen shows.
    ///   - animation: how it arrives when pushed; a pop plays the inverse.
    ///   - owner: the coordinator that owns it; ``Identifier/app`` when no coordinator does.
    ///   - id: its identity; a new one unless given.
    public init(_ route: some Route, animation: RouteAnimation, owner: CoordinatorID = .app, id: ScreenID = ScreenID())
    {
        self.init(route, arrivingWith: animation, owner: owner, id: id)
    }

    /// Makes a screen that arrives with `animation`, or with its route's own when `nil`.
    init(
        _ route: some Route, arrivingWith animation: RouteAnimation?, owner: CoordinatorID = .app,
        id: ScreenID = ScreenID()
    ) {
        self.id = id
        // The route keeps the animation (see `AnyRoute`): a screen stays as small to copy as
        // its route, and the route's own animation is asked only when a host plays it.
        self.route = AnyRoute(route, arrivingWith: animation)
        self.owner = owner
    }

    // Two screens that differ only in how they arrive are different screens.
    public static func == (lhs: Screen, rhs: Screen) -> Bool {
        lhs.id == rhs.id && lhs.owner == rhs.owner && lhs.route.isEqual(arrivingLike: rhs.route)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(route)
        hasher.combine(owner)
    }

    private enum CodingKeys: String, CodingKey {
        case id, route, owner, animation
    }

    // Data saved before screens kept their animation decodes as `.system`; `.system` is not
    // written, so a plain screen encodes as it always did.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = try container.decode(ScreenID.self, forKey: .id)
        let route = try container.decode(AnyRoute.self, forKey: .route)
        let owner = try container.decode(CoordinatorID.self, forKey: .owner)
        let animation = try container.decodeIfPresent(RouteAnimation.self, forKey: .animation) ?? .system
        self.init(route, arrivingWith: animation == route.animation ? nil : animation, owner: owner, id: id)
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
