public import Foundation

extension NavigationState: Codable {
    /// The version of the encoded format this library writes and reads.
    package static let encodingVersion = 1

    private enum CodingKeys: String, CodingKey {
        case version
        case layers
        // Written only while a question is shown: data without one reads as it always did.
        case question
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.encodingVersion else { throw RestorationError.unsupportedVersion(version) }
        layers = try container.decode([Layer].self, forKey: .layers)
        askedQuestion = try container.decodeIfPresent(QuestionLayer.self, forKey: .question)
        do throws(NavigationError) {
            if let asked = askedQuestion, asked.layer != layers.last?.id {
                throw NavigationError(
                    "decode NavigationState",
                    .invalidQuestion("a question is shown over the topmost layer, not over layer \(asked.layer)"))
            }
            try validate(request: "decode NavigationState")
        } catch {
            throw RestorationError.invalidState(error)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.encodingVersion, forKey: .version)
        try container.encode(layers, forKey: .layers)
        try container.encodeIfPresent(question, forKey: .question)
    }

    /// Encodes the state as JSON, to save it for restoration.
    ///
    /// ```swift
    /// let data = try navigator.state.encoded()
    /// ```
    /// - Throws: ``RestorationError/routeNotCodable(_:)`` when a route in the state is not
    ///   `Codable`.
    public func encoded() throws(RestorationError) -> Data {
        do {
            return try JSONEncoder().encode(self)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw RestorationError.corruptData(String(describing: error))
        }
    }

    /// Restores a state from data that ``encoded()`` wrote.
    ///
    /// ```swift
    /// let state = try NavigationState(restoring: data, routes: RouteTypes(MapRoute.self))
    /// ```
    /// - Parameters:
    ///   - data: the encoded state.
    ///   - routes: every route type the state may hold.
    /// - Throws: ``RestorationError``: the data is truncated or garbage, names an unknown route
    ///   type, or describes an invalid state. Nothing is half-restored.
    public init(restoring data: Data, routes: RouteTypes) throws(RestorationError) {
        let decoder = JSONDecoder()
        decoder.userInfo[.routeTypes] = routes
        do {
            self = try decoder.decode(NavigationState.self, from: data)
        } catch let error as RestorationError {
            throw error
        } catch {
            throw RestorationError.corruptData(Self.summary(of: error))
        }
    }

    private static func summary(of error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .dataCorrupted(let context), .keyNotFound(_, let context),
            .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }
}
