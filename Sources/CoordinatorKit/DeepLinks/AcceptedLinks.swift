/// The links an app answers: its own custom schemes and the web domains of its universal links.
///
/// Any app can open a URL with the app's custom scheme, and a link in a web page or a message
/// can carry any host. Set ``Navigator/acceptedLinks`` so that the navigator opens only the
/// app's own links; any other is refused with ``DeepLinkError/Reason/notAccepted(origin:accepted:)``
/// and changes nothing.
///
/// ```swift
/// navigator.acceptedLinks = AcceptedLinks(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])
///
/// try navigator.open(DeepLink(string: "shop://orders/1001"))                // opens
/// try navigator.open(DeepLink(string: "https://www.shop.example/orders/1")) // opens
/// try navigator.open(DeepLink(string: "https://evil.example/orders/1001"))  // throws: notAccepted
/// ```
///
/// - A link with a custom scheme is accepted when its scheme is one of ``schemes``.
/// - A web link (`https` or `http`) is accepted when its host is one of ``hosts``; `*.shop.example`
///   stands for every subdomain of `shop.example`, as in an app's associated domains.
/// - A link made from a path (``DeepLink/init(path:query:)``, ``DeepLink/init(segments:query:)``)
///   comes from the app's own code, and is always accepted.
///
/// Schemes and hosts compare without regard to case.
public struct AcceptedLinks: Equatable, Sendable, CustomStringConvertible {
    /// The app's custom schemes, lowercased, without `://`: `shop`.
    public let schemes: Set<String>
    /// The hosts of the app's web links, lowercased: `shop.example`, or `*.shop.example` for
    /// its subdomains.
    public let hosts: Set<String>
    /// Whether every link is accepted, wherever it came from.
    private let acceptsEveryOrigin: Bool

    /// Every link, wherever it came from: what a navigator accepts until the app says otherwise.
    public static let any = AcceptedLinks(schemes: [], hosts: [], acceptsEveryOrigin: true)

    /// Accepts the links of these custom schemes, and web links from these hosts.
    /// - Parameters:
    ///   - schemes: the app's custom schemes, without `://` (`shop`).
    ///   - hosts: the domains of its universal links (`shop.example`), `*.` before a domain for
    ///     its subdomains.
    public init(schemes: Set<String> = [], hosts: Set<String> = []) {
        self.init(schemes: schemes, hosts: hosts, acceptsEveryOrigin: false)
    }

    private init(schemes: Set<String>, hosts: Set<String>, acceptsEveryOrigin: Bool) {
        self.schemes = Set(schemes.map { $0.lowercased() })
        self.hosts = Set(hosts.map { $0.lowercased() })
        self.acceptsEveryOrigin = acceptsEveryOrigin
    }

    /// Whether the app answers `link`, by where it came from.
    /// - Parameter link: a link.
    /// - Returns: `true` for a link of one of ``schemes``, a web link from one of ``hosts``, a
    ///   link made from a path, or any link when every origin is accepted.
    public func accepts(_ link: DeepLink) -> Bool {
        guard !acceptsEveryOrigin, let scheme = link.scheme else { return true }
        guard scheme == "https" || scheme == "http" else { return schemes.contains(scheme) }
        guard let host = link.host else { return false }
        if hosts.contains(host) { return true }
        // `*.shop.example` accepts `www.shop.example`, not `shop.example` itself.
        var domain = host[...]
        while let dot = domain.firstIndex(of: ".") {
            domain = domain[domain.index(after: dot)...]
            if hosts.contains("*." + domain) { return true }
        }
        return false
    }

    /// What a link came from, as ``DeepLinkError/Reason/notAccepted(origin:accepted:)`` names it:
    /// `https://evil.example`, `other:`.
    static func origin(of link: DeepLink) -> String {
        guard let scheme = link.scheme else { return "the app's own code" }
        guard scheme == "https" || scheme == "http" else { return "\(scheme):" }
        return "\(scheme)://\(link.host ?? "")"
    }

    /// The origins accepted, as an error message names them: `shop: links and web links from
    /// shop.example`.
    public var description: String {
        if acceptsEveryOrigin { return "links from anywhere" }
        var parts: [String] = []
        if !schemes.isEmpty { parts.append(schemes.sorted().map { "\($0):" }.joined(separator: ", ") + " links") }
        if !hosts.isEmpty { parts.append("web links from " + hosts.sorted().joined(separator: ", ")) }
        return parts.isEmpty ? "no links from outside the app" : parts.joined(separator: " and ")
    }
}
