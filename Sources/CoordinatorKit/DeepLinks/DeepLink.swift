public import Foundation

/// A link into the app, parsed: the path's segments and the query's items.
///
/// Made from a URL (a universal link, a custom scheme, a notification's payload) or from a
/// user activity's path and query. ``Navigator/open(_:animated:)-(DeepLink,_)`` offers it to the root
/// coordinator, which handles the part it owns and forwards the rest to a child.
///
/// ```swift
/// let link = try DeepLink(URL(string: "shop://products/12?tab=reviews")!)
/// link.path        // ["products", "12"]
/// link.query       // ["tab": "reviews"]
/// ```
///
/// For `http` and `https` URLs the path is the URL's path. For any other scheme the host is
/// read as the first segment, as apps write them: `shop://products/12` and
/// `https://shop.example/products/12` are the same link. Segments are percent-decoded; empty
/// segments (`//`) are skipped.
///
/// A link made from a URL keeps where it came from, its ``scheme`` and ``host``, so that the
/// navigator can refuse links from origins the app does not answer
/// (``Navigator/acceptedLinks``). Two links are equal when their paths and queries are, wherever
/// they came from.
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The path's segments, percent-decoded, first first.
    public let path: [String]
    /// The query's items by name; a name given twice keeps its first value.
    public let query: [String: String]
    /// The scheme of the URL the link was made from, lowercased (`shop`, `https`); `nil` for a
    /// link made from a path.
    public let scheme: String?
    /// The host of the URL the link was made from, lowercased (`shop.example`; for a custom
    /// scheme, what its first segment was read from); `nil` when the URL has none, or for a link
    /// made from a path.
    public let host: String?

    /// Parses a URL.
    ///
    /// Foundation's `URL(string:)` does not fail on broken percent-encoding on current systems:
    /// it encodes the `%` again (`%ZZ` becomes `%25ZZ`), and the segment then reads as the text
    /// `%ZZ`. To refuse such a link, parse the text with ``init(string:)``.
    /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` when the URL cannot be read as a path:
    ///   percent-encoding that is still broken, or no path at all (`mailto:` and the like).
    public init(_ url: URL) throws(DeepLinkError) {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw DeepLinkError(link: text, reason: .malformed("it is not a URL"))
        }
        var encoded: [Substring] = []
        let scheme = components.scheme?.lowercased()
        self.scheme = scheme
        host = components.host?.lowercased()
        if let scheme, scheme != "http", scheme != "https" {
            if components.percentEncodedHost == nil, !components.percentEncodedPath.hasPrefix("/"),
                !components.percentEncodedPath.isEmpty
            {
                throw DeepLinkError(link: text, reason: .malformed("\(scheme): URLs have no path"))
            }
            if let host = components.percentEncodedHost, !host.isEmpty { encoded.append(Substring(host)) }
        }
        encoded += components.percentEncodedPath.split(separator: "/")
        let path = try Self.decode(encoded, link: text)
        var query: [String: String] = [:]
        for item in components.queryItems ?? [] where query[item.name] == nil {
            query[item.name] = item.value ?? ""
        }
        self.path = path
        self.query = query
    }

    /// Parses a link written as text: a URL (`shop://products/12`,
    /// `https://shop.example/products/12?tab=reviews`) or a path (`/products/12`), as a user
    /// types it or a payload carries it.
    ///
    /// Unlike a `URL` made from the same text, it refuses broken percent-encoding.
    ///
    /// ```swift
    /// try DeepLink(string: "shop://orders/%ZZ")   // throws: malformed
    /// ```
    /// - Parameter string: the link.
    /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` when a `%` is not followed by two
    ///   hexadecimal digits, when the text is not a URL, or when it has no path.
    public init(string: String) throws(DeepLinkError) {
        if let broken = Self.brokenPercentEncoding(in: string) {
            throw DeepLinkError(link: string, reason: .malformed("\"\(broken)\" is not a percent-encoded character"))
        }
        guard let url = URL(string: string) else {
            throw DeepLinkError(link: string, reason: .malformed("it is not a URL"))
        }
        try self.init(url)
    }

    /// Makes a link from a path and query items, as a user activity or a notification gives them.
    /// - Parameters:
    ///   - path: a path such as `/products/12`; percent-encoded segments are decoded.
    ///   - query: the query's items by name.
    /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` for broken percent-encoding.
    public init(path: String, query: [String: String] = [:]) throws(DeepLinkError) {
        self.path = try Self.decode(path.split(separator: "/"), link: path)
        self.query = query
        scheme = nil
        host = nil
    }

    /// Makes a link from segments that are already decoded.
    public init(segments: [String], query: [String: String] = [:]) {
        self.init(segments: segments, query: query, scheme: nil, host: nil)
    }

    private init(segments: [String], query: [String: String], scheme: String?, host: String?) {
        path = segments.filter { !$0.isEmpty }
        self.query = query
        self.scheme = scheme
        self.host = host
    }

    public static func == (lhs: DeepLink, rhs: DeepLink) -> Bool {
        lhs.path == rhs.path && lhs.query == rhs.query
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(query)
    }

    /// The first segment, or `nil` for the empty link `/`.
    public var first: String? { path.first }

    /// The link without its first `count` segments, with the same query and origin: what a
    /// coordinator passes on after handling its part.
    public func dropping(_ count: Int) -> DeepLink {
        DeepLink(segments: Array(path.dropFirst(max(0, count))), query: query, scheme: scheme, host: host)
    }

    /// The link as a path and query: `/products/12?tab=reviews`.
    public var description: String {
        let path =
            "/"
            + path.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? $0 }
            .joined(separator: "/")
        guard !query.isEmpty else { return path }
        return path + "?" + query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    /// The link as a URL that reads back as the same link (``init(_:)``): with a `host`,
    /// `https://shop.example/products/12`; without, the first segment in the host's place,
    /// `shop://products/12`, as a custom scheme's links are written.
    ///
    /// ```swift
    /// try DeepLink(path: "/products/12").url(scheme: "shop")   // shop://products/12
    /// ```
    ///
    /// Every segment and query item is percent-encoded where a URL needs it, so a segment may
    /// hold any text, `/`, `?` and `%` included.
    /// - Parameters:
    ///   - scheme: the URL's scheme: `https`, or the app's own.
    ///   - host: the domain of a universal link; `nil` for a custom scheme's link.
    /// - Returns: the URL, or `nil` when `scheme` or `host` is not one a URL can have, or a
    ///   link without a host has no segment to stand in its place.
    public func url(scheme: String, host: String? = nil) -> URL? {
        var segments = path[...]
        var text = scheme + "://"
        if let host {
            text += host
        } else {
            guard let first = segments.popFirst() else { return nil }
            text += Self.encode(first, allowing: Self.hostCharacters)
        }
        text += segments.map { "/" + Self.encode($0, allowing: Self.segmentCharacters) }.joined()
        if !query.isEmpty {
            text +=
                "?"
                + query.sorted { $0.key < $1.key }.map {
                    Self.encode($0.key, allowing: Self.queryCharacters) + "="
                        + Self.encode($0.value, allowing: Self.queryCharacters)
                }.joined(separator: "&")
        }
        guard let url = URL(string: text), (try? DeepLink(url)) == self else { return nil }
        return url
    }

    /// What a path segment keeps unencoded: what a URL's path allows, but `/` and `;`.
    private static let segmentCharacters = CharacterSet.urlPathAllowed.subtracting(["/", ";"])
    /// What a segment in the host's place keeps unencoded: letters, digits and `-`, `_`, `~`.
    private static let hostCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_~")
    /// What a query item's name or value keeps unencoded: what a query allows, but `&`, `=`,
    /// `+` and `;`.
    private static let queryCharacters = CharacterSet.urlQueryAllowed.subtracting(["&", "=", "+", ";"])

    /// `text` percent-encoded but for `allowed`; `.` and `..` encoded too, which a URL would
    /// read as steps of its path.
    private static func encode(_ text: String, allowing allowed: CharacterSet) -> String {
        if text == "." || text == ".." { return String(repeating: "%2E", count: text.count) }
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }

    /// The first `%` of `text` that two hexadecimal digits do not follow, with what follows it.
    private static func brokenPercentEncoding(in text: String) -> Substring? {
        var rest = text[...]
        while let percent = rest.firstIndex(of: "%") {
            let digits = rest[rest.index(after: percent)...].prefix(2)
            guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
                return rest[percent...].prefix(3)
            }
            rest = rest[digits.endIndex...]
        }
        return nil
    }

    private static func decode(_ encoded: [Substring], link: String) throws(DeepLinkError) -> [String] {
        var path: [String] = []
        path.reserveCapacity(encoded.count)
        for segment in encoded where !segment.isEmpty {
            guard let decoded = segment.removingPercentEncoding else {
                throw DeepLinkError(
                    link: link, reason: .malformed("segment \"\(segment)\" has broken percent-encoding"))
            }
            path.append(decoded)
        }
        return path
    }
}
