/// An answer of any type: what the choices of a question in the navigation state carry, so that
/// one state can hold the questions of every flow.
///
/// ```swift
/// let answer = AnyAnswer(SaveChoice.save)
/// answer.as(SaveChoice.self)   // .save
/// ```
///
/// Restoring a state with a question needs the answer's type registered, as route types are:
/// `RouteTypes(SettingsRoute.self, answers: SaveChoice.self)`.
public struct AnyAnswer: Hashable, Sendable, CustomStringConvertible {
    /// The answer itself.
    public let base: any Hashable & Sendable

    /// Wraps an answer. Wrapping an `AnyAnswer` again returns it unchanged.
    public init<Answer: Hashable & Sendable>(_ answer: Answer) {
        if let erased = answer as? AnyAnswer {
            self = erased
        } else {
            base = answer
        }
    }

    /// The answer as the app's own type, or `nil` when it is an answer of another type.
    public func `as`<Answer: Hashable & Sendable>(_ type: Answer.Type) -> Answer? { base as? Answer }

    /// The name that restoration records for the answer's type.
    package var typeName: String { RouteTypes.name(of: type(of: base)) }

    public var description: String { String(describing: base) }

    public static func == (lhs: AnyAnswer, rhs: AnyAnswer) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension AnyAnswer: Codable {
    private enum CodingKeys: String, CodingKey {
        case type
        case value
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .type)
        guard let types = decoder.userInfo[.routeTypes] as? RouteTypes else {
            throw RestorationError.routeTypesMissing
        }
        guard let decode = types.answerDecoder(forTypeNamed: name) else {
            throw RestorationError.unknownAnswerType(name, registered: types.answerNames)
        }
        base = try decode(try container.superDecoder(forKey: .value))
    }

    public func encode(to encoder: any Encoder) throws {
        guard let encodable = base as? any Encodable else {
            throw RestorationError.answerNotCodable(typeName)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        try encodable.encode(to: container.superEncoder(forKey: .value))
    }
}
