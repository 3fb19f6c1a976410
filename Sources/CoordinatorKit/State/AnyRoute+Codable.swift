extension AnyRoute: Codable {
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
        guard let decode = types.decoder(forTypeNamed: name) else {
            throw RestorationError.unknownRouteType(name, registered: types.names)
        }
        let routeDecoder = try container.superDecoder(forKey: .value)
        self.init(try decode(routeDecoder))
    }

    public func encode(to encoder: any Encoder) throws {
        guard let encodable = base as? any Encodable else {
            throw RestorationError.routeNotCodable(typeName)
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(typeName, forKey: .type)
        do {
            try encodable.encode(to: container.superEncoder(forKey: .value))
        } catch let error as RestorationError {
            throw error
        } catch {
            // The route's own value cannot be written (`Double.nan` in JSON): name the route.
            throw RestorationError.routeNotEncodable(description, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? EncodingError, case .invalidValue(_, let context) = error else { return "\(error)" }
        return context.debugDescription
    }
}
