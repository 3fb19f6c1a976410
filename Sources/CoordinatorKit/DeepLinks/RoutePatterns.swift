/// The patterns of one flow's routes, which read and write its links: which route a link
/// shows, and which link shows a route, to share a screen or hand it to Handoff.
///
/// ```swift
/// static let patterns = RoutePatterns<CatalogRoute>(
///     .init("/products/:id") { match throws(DeepLinkError) in
///         .product(id: try match.parameter("id"))
///     } parameters: { route in
///         if case .product(let id) = route { ["id": "\(id)"] } else { nil }
///     }
/// )
///
/// // In the coordinator's handle(_:):
/// if let route = try Self.patterns.route(for: link) { show(route); return .handled }
/// // To share:
/// let url = try Self.patterns.link(for: .product(id: 12)).url(scheme: "shop")
/// ```
public struct RoutePatterns<R: Route>: Sendable {
    /// One pattern: the route a link of its shape shows, and the parameters of the link that
    /// shows a route.
    public struct Pattern: Sendable {
        let pattern: URLPattern
        let route: @Sendable (URLMatch) throws(DeepLinkError) -> R?
        let parameters: @Sendable (R) -> [String: String]?

        /// A pattern both ways.
        /// - Parameters:
        ///   - pattern: the link's shape, without `*`: the link names the route whole.
        ///   - route: the route a link of this shape shows; `nil` when this pattern does not
        ///     read it after all. Throws for a parameter that is not a value of its type.
        ///   - parameters: the parameters of the link that shows `route`, by name, or `nil` when
        ///     this pattern does not write it.
        public init(
            _ pattern: URLPattern, route: @escaping @Sendable (URLMatch) throws(DeepLinkError) -> R?,
            parameters: @escaping @Sendable (R) -> [String: String]?
        ) {
            self.pattern = pattern
            self.route = route
            self.parameters = parameters
        }
    }

    private let patterns: [Pattern]

    /// The links of a flow, tried in order.
    public init(_ patterns: Pattern...) {
        self.patterns = patterns
    }

    /// The route `link` shows: the first pattern that matches it whole and reads a route, or
    /// `nil` when none does.
    /// - Throws: ``DeepLinkError`` when a matching pattern finds a parameter that is not a value
    ///   of its type (`/products/twelve`).
    public func route(for link: DeepLink) throws(DeepLinkError) -> R? {
        for entry in patterns {
            guard let match = entry.pattern.match(link), match.rest.path.isEmpty else { continue }
            if let route = try entry.route(match) { return route }
        }
        return nil
    }

    /// The link that shows `route`, written by the first pattern that writes it, with `query`.
    /// - Throws: ``DeepLinkError/Reason/refused(_:)`` when no pattern writes the route, or the
    ///   parameters one gives do not make a link of its shape.
    public func link(for route: R, query: [String: String] = [:]) throws(DeepLinkError) -> DeepLink {
        for entry in patterns {
            guard let parameters = entry.parameters(route) else { continue }
            return try entry.pattern.link(parameters, query: query)
        }
        throw DeepLinkError(link: "\(route)", reason: .refused("no pattern writes a link to \(route)"))
    }
}
