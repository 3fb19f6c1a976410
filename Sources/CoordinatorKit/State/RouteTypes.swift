import Foundation
import IssueReporting

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
///
/// A type's name is its module-qualified name (`Shop.CatalogRoute`), the same in every launch
/// and build. A `private` or function-local type is named without the memory address Swift
/// prints for its context (`Shop.(unknown context).Route`), so it restores in a later launch
/// too; two such types with one name in one module cannot be told apart, which registering
/// them reports.
public struct RouteTypes: Sendable {
    private let decoders: [String: @Sendable (any Decoder) throws -> any Route]
    private var answerDecoders: [String: @Sendable (any Decoder) throws -> any Hashable & Sendable] = [:]

    /// Registers route types for decoding.
    /// - Parameters:
    ///   - types: every `Codable` route type an encoded state may hold.
    ///   - answers: the answer types of the questions it may show (``Question``).
    public init(_ types: any (Route & Codable).Type..., answers: any (Hashable & Sendable & Codable).Type...) {
        self.init(types, answers: answers)
    }

    /// Registers route types for decoding.
    /// - Parameters:
    ///   - types: every `Codable` route type an encoded state may hold.
    ///   - answers: the answer types of the questions it may show (``Question``).
    public init(_ types: [any (Route & Codable).Type], answers: [any (Hashable & Sendable & Codable).Type] = []) {
        var decoders: [String: @Sendable (any Decoder) throws -> any Route] = [:]
        for type in types {
            let name = Self.name(of: type)
            if decoders[name] != nil {
                reportIssue(
                    "RouteTypes: two registered route types are both named \(name); saved routes of one would decode as the other. Rename one of them."
                )
            }
            decoders[name] = { decoder in try type.init(from: decoder) }
        }
        self.decoders = decoders
        for type in answers {
            let name = Self.name(of: type)
            if answerDecoders[name] != nil {
                reportIssue(
                    "RouteTypes: two registered answer types are both named \(name); saved answers of one would decode as the other. Rename one of them."
                )
            }
            answerDecoders[name] = { decoder in try type.init(from: decoder) }
        }
    }

    /// The names of the registered answer types.
    package var answerNames: [String] { answerDecoders.keys.sorted() }

    func answerDecoder(forTypeNamed name: String) -> (@Sendable (any Decoder) throws -> any Hashable & Sendable)? {
        answerDecoders[name]
    }

    /// The names of the registered types.
    package var names: [String] { decoders.keys.sorted() }

    func decoder(forTypeNamed name: String) -> (@Sendable (any Decoder) throws -> any Route)? {
        decoders[name]
    }

    /// A type's name, stable across launches: `String(reflecting:)` without the address of a
    /// private or local context (`(unknown context at $10b2c4f40)` becomes `(unknown context)`).
    static func name(of type: any Any.Type) -> String {
        let reflected = String(reflecting: type)
        guard reflected.contains(" at $") else { return reflected }
        var name = ""
        var rest = reflected[...]
        while let marker = rest.range(of: " at $") {
            name += rest[..<marker.lowerBound]
            rest = rest[marker.upperBound...].drop { $0.isHexDigit }
        }
        return name + rest
    }
}

extension CodingUserInfoKey {
    /// The key under which a decoder's `userInfo` carries the ``RouteTypes`` that
    /// ``NavigationState`` decoding needs, for apps that embed the state in their own `Codable`
    /// model.
    public static let routeTypes = CodingUserInfoKey(rawValue: "CoordinatorKit.routeTypes")!
}
