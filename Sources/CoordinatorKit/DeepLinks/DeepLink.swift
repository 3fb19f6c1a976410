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
public struct DeepLink: Hashable, Sendable, CustomStringConvertible {
    /// The path's segments, percent-decoded, first first.
    public let path: [String]
    /// The query's items by name; a name given twice keeps its first value.
    public let query: [String: String]

    /// Parses a URL.
    /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` when the URL cannot be read as a path:
    ///   broken percent-encoding, or no path at all (`mailto:` and the like).
    public init(_ url: URL) throws(DeepLinkError) {
        let text = url.absoluteString
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: true) else {
            throw DeepLinkError(link: text, reason: .malformed("it is not a URL"))
        }
        var encoded: [Substring] = []
        let scheme = components.scheme?.lowercased()
        if let scheme, scheme != "http", scheme != "https" {
            if components.percentEncodedHost == nil, !components.percentEncodedPath.hasPrefix("/"), !components.percentEncodedPath.isEmpty {
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

    /// Makes a link from a path and query items, as a user activity or a notification gives them.
    /// - Parameters:
    ///   - path: a path such as `/products/12`; percent-encoded segments are decoded.
    ///   - query: the query's items by name.
    /// - Throws: ``DeepLinkError/Reason/malformed(_:)`` for broken percent-encoding.
    public init(path: String, query: [String: String] = [:]) throws(DeepLinkError) {
        self.path = try Self.decode(path.split(separator: "/"), link: path)
        self.query = query
    }

    /// Makes a link from segments that are already decoded.
    public init(segments: [String], query: [String: String] = [:]) {
        path = segments.filter { !$0.isEmpty }
        self.query = query
    }

    /// The first segment, or `nil` for the empty link `/`.
    public var first: String? { path.first }

    /// The link without its first `count` segments, with the same query: what a coordinator
    /// passes on after handling its part.
    public func dropping(_ count: Int) -> DeepLink {
        DeepLink(segments: Array(path.dropFirst(max(0, count))), query: query)
    }

    /// The link as a path and query: `/products/12?tab=reviews`.
    public var description: String {
        let path = "/" + path.map { $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"])) ?? $0 }
            .joined(separator: "/")
        guard !query.isEmpty else { return path }
        return path + "?" + query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
    }

    private static func decode(_ encoded: [Substring], link: String) throws(DeepLinkError) -> [String] {
        var path: [String] = []
        path.reserveCapacity(encoded.count)
        for segment in encoded where !segment.isEmpty {
            guard let decoded = segment.removingPercentEncoding else {
                throw DeepLinkError(link: link, reason: .malformed("segment \"\(segment)\" has broken percent-encoding"))
            }
            path.append(decoded)
        }
        return path
    }
}
