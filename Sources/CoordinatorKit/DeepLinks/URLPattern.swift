public import Foundation
import IssueReporting

/// A shape of link a coordinator handles: literal segments, named parameters (`:id`) and, last,
/// `*` for the rest of the path, which the coordinator passes on to a child.
///
/// ```swift
/// let product: URLPattern = "/products/:id"
/// let orderItems: URLPattern = "/orders/:id/items/*"
///
/// if let match = link.match(product) {
///     let id: Int = try match.parameter("id")
///     push(.product(id: id))
/// }
/// ```
///
/// A pattern matches a link whose segments it spells out exactly; with `*`, the link may go on,
/// and ``URLMatch/rest`` holds what follows. A malformed pattern (a parameter without a name, a
/// name twice, `*` before the end) is reported as an issue where it is made, and matches nothing.
public struct URLPattern: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Part: Hashable, Sendable {
        case literal(String)
        case parameter(String)
    }

    let parts: [Part]
    /// Whether the pattern ends with `*`.
    let takesRest: Bool
    /// Whether the pattern is well formed; one that is not matches nothing.
    let isValid: Bool
    /// The pattern as written.
    public let description: String

    /// Makes a pattern such as `/products/:id` or `/orders/:id/items/*`.
    public init(_ pattern: String) {
        description = pattern
        let segments = pattern.split(separator: "/").map(String.init)
        var parts: [Part] = []
        var names: Set<String> = []
        var takesRest = false
        var problem: String?
        for (index, segment) in segments.enumerated() {
            if segment == "*" {
                if index != segments.count - 1 { problem = "`*` must be the last segment" }
                takesRest = true
            } else if segment.hasPrefix(":") {
                let name = String(segment.dropFirst())
                if name.isEmpty { problem = "a parameter needs a name after `:`" }
                if !names.insert(name).inserted { problem = "parameter :\(name) appears twice" }
                parts.append(.parameter(name))
            } else {
                parts.append(.literal(segment))
            }
        }
        if let problem { reportIssue("URLPattern \"\(pattern)\" is malformed: \(problem); it matches nothing.") }
        self.parts = parts
        self.takesRest = takesRest
        isValid = problem == nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// The link of this shape with these parameters: the writing half of ``match(_:)``, so that
    /// one pattern both reads a link and makes it (to share a screen, or hand it to Handoff).
    ///
    /// ```swift
    /// let product: URLPattern = "/products/:id/*"
    /// let link = try product.link(["id": "12"], rest: ["reviews"])   // /products/12/reviews
    /// link.url(scheme: "shop")                                       // shop://products/12/reviews
    /// ```
    ///
    /// Any text makes a parameter, slashes and spaces included: the link holds it as one segment,
    /// and reading the link back with the pattern gives the same text.
    /// - Parameters:
    ///   - parameters: a value for each of the pattern's parameters, by name.
    ///   - rest: the segments after the pattern's own, for a pattern that ends with `*`.
    ///   - query: the link's query items.
    /// - Throws: ``DeepLinkError/Reason/refused(_:)`` when the pattern is malformed, a parameter
    ///   is missing, empty or not the pattern's, or `rest` is given to a pattern without `*`.
    public func link(
        _ parameters: [String: String], rest: [String] = [], query: [String: String] = [:]
    ) throws(DeepLinkError) -> DeepLink {
        func refuse(_ reason: String) -> DeepLinkError {
            DeepLinkError(link: description, reason: .refused("cannot make a link of \(description): \(reason)"))
        }
        guard isValid else { throw refuse("the pattern is malformed") }
        var segments: [String] = []
        var named: Set<String> = []
        for part in parts {
            switch part {
            case .literal(let literal):
                segments.append(literal)
            case .parameter(let name):
                guard let value = parameters[name] else { throw refuse("no value for :\(name)") }
                guard !value.isEmpty else { throw refuse(":\(name) is empty, and a link has no empty segment") }
                segments.append(value)
                named.insert(name)
            }
        }
        if let unknown = parameters.keys.filter({ !named.contains($0) }).sorted().first {
            throw refuse("it has no parameter :\(unknown)")
        }
        guard takesRest || rest.isEmpty else { throw refuse("it takes no segments after its own (no `*`)") }
        if rest.contains(where: \.isEmpty) { throw refuse("a link has no empty segment") }
        return DeepLink(segments: segments + rest, query: query)
    }

    /// The link's match, or `nil` when its path does not have this shape.
    public func match(_ link: DeepLink) -> URLMatch? {
        guard isValid else { return nil }
        let path = link.path
        guard takesRest ? path.count >= parts.count : path.count == parts.count else { return nil }
        var parameters: [String: String] = [:]
        for (part, segment) in zip(parts, path) {
            switch part {
            case .literal(let literal):
                guard literal == segment else { return nil }
            case .parameter(let name):
                parameters[name] = segment
            }
        }
        return URLMatch(pattern: self, link: link, parameters: parameters, rest: link.dropping(parts.count))
    }
}

extension DeepLink {
    /// This link's match with a pattern, or `nil` when the path does not have its shape.
    public func match(_ pattern: URLPattern) -> URLMatch? { pattern.match(self) }
}

/// A link that has a pattern's shape: its parameters, typed when read, and the rest of the path.
public struct URLMatch: Hashable, Sendable {
    /// The pattern that matched.
    public let pattern: URLPattern
    /// The whole link.
    public let link: DeepLink
    /// The segments named by the pattern's parameters, as text.
    public let parameters: [String: String]
    /// What follows the pattern's segments (empty unless it ends with `*`), with the link's query.
    public let rest: DeepLink

    /// A parameter, converted: `Int`, `String`, `Double`, `Bool`, or an app's own
    /// `LosslessStringConvertible` type. A floating-point parameter must be finite: `nan`,
    /// `inf` and `1e309` are refused, as a route holding one could be neither compared nor saved.
    /// - Throws: ``DeepLinkError/Reason/badParameter(name:value:expected:)`` when the segment is
    ///   not a value of the type (`/products/twelve`, a number too large for `Int`, `nan` for
    ///   `Double`).
    public func parameter<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value
    {
        try convert(try text(of: name), name: name)
    }

    /// A UUID parameter.
    /// - Throws: ``DeepLinkError/Reason/badParameter(name:value:expected:)`` when it is not a UUID.
    public func parameter(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID {
        let text = try text(of: name)
        guard let value = UUID(uuidString: text) else {
            throw DeepLinkError(
                link: link.description, reason: .badParameter(name: name, value: text, expected: "UUID"))
        }
        return value
    }

    /// A query item, converted as ``parameter(_:as:)-(_,Value.Type)`` converts; `nil` when the link
    /// has no item of that name.
    /// - Throws: ``DeepLinkError/Reason/badParameter(name:value:expected:)`` when it has one that
    ///   is not a value of the type.
    public func query<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value?
    {
        guard let text = link.query[name] else { return nil }
        return try convert(text, name: name)
    }

    /// A parameter's or query item's text as a value of the type; a floating-point value must
    /// be finite.
    private func convert<Value: LosslessStringConvertible>(_ text: String, name: String) throws(DeepLinkError) -> Value
    {
        guard let value = Value(text) else {
            throw DeepLinkError(
                link: link.description, reason: .badParameter(name: name, value: text, expected: "\(Value.self)"))
        }
        if let number = value as? any FloatingPoint, !number.isFinite {
            throw DeepLinkError(
                link: link.description, reason: .badParameter(name: name, value: text, expected: "finite \(Value.self)")
            )
        }
        return value
    }

    private func text(of name: String) throws(DeepLinkError) -> String {
        guard let text = parameters[name] else {
            throw DeepLinkError(link: link.description, reason: .noSuchParameter(name, pattern: pattern.description))
        }
        return text
    }
}
