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

    /// Makes a screen with a new identity.
    /// - Parameters:
    ///   - route: what the screen shows.
    ///   - owner: the coordinator that owns it; ``Identifier/app`` when no coordinator does.
    ///   - id: its identity; a new one unless given.
    public init(_ route: some Route, owner: CoordinatorID = .app, id: ScreenID = ScreenID()) {
        self.id = id
        self.route = AnyRoute(route)
        self.owner = owner
    }

    /// The route, as it reads in a tree dump: `[city(named: "El Paso")]`.
    public var description: String { "[\(route)]" }
}
