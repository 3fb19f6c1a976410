/// Why encoded navigation data could not be restored, or a state could not be encoded.
///
/// Restoring never half-succeeds: on any of these errors the app keeps the state it had and
/// should start fresh.
public enum RestorationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not a navigation state: truncated, garbage, or from another format.
    case corruptData(String)
    /// The data names a route type that was not registered in ``RouteTypes``: the type was
    /// renamed, removed, or not listed.
    case unknownRouteType(String, registered: [String])
    /// A decoder was used without ``RouteTypes`` in its `userInfo` under
    /// `CodingUserInfoKey.routeTypes`.
    case routeTypesMissing
    /// A route in the state is not `Codable`, so the state cannot be encoded.
    case routeNotCodable(String)
    /// A route in the state is `Codable` but its value cannot be encoded (a `Double` that is
    /// not finite, for JSON): the route, then the encoder's reason. Saving works again once
    /// that screen has left.
    case routeNotEncodable(String, reason: String)
    /// The saved navigation's root screen is one its coordinator's guard does not allow now
    /// (see ``Coordinator/decision(for:)``): the route, the coordinator and the guard's reason.
    /// Restoring drops a guarded screen with what was shown above it, but a window's root, or
    /// a tab's first screen in it, cannot be dropped.
    case routeDenied(route: String, coordinator: String, reason: String)
    /// The data decodes, but to a state that breaks the state's rules.
    case invalidState(NavigationError)
    /// The data's format version is not the one this library reads: written by a newer version
    /// of CoordinatorKit, or not a version any CoordinatorKit writes (0, negative).
    case unsupportedVersion(Int)
    /// The data describes coordinators the app did not recreate, or names as a screen's owner
    /// a coordinator that could not have shown it there (another route type, a flow of another
    /// tab or column, a tab bar or split), or places a flow where its parent could not have.
    case coordinatorMismatch(String)
    /// The saved data holds a coordinator type that is not registered in ``CoordinatorTypes``.
    case unknownCoordinatorType(String, registered: [String])
    /// A running coordinator's type is not registered, so the navigation cannot be saved.
    case coordinatorNotRegistered(String)
    /// The data holds a question whose answer type was not registered in ``RouteTypes``
    /// (`answers:`).
    case unknownAnswerType(String, registered: [String])
    /// A question in the state has answers that are not `Codable`, so the state cannot be
    /// encoded.
    case answerNotCodable(String)
    /// Restoring needs a navigator that shows nothing and runs no coordinator yet.
    case navigatorInUse

    public var description: String {
        switch self {
        case .corruptData(let detail):
            "The navigation data is corrupt (\(detail)); start from a fresh state."
        case .unknownRouteType(let name, let registered):
            "The navigation data holds a route of type \(name), which is not registered; registered: \(registered.joined(separator: ", ")). Add it to RouteTypes."
        case .routeTypesMissing:
            "Decoding a route needs RouteTypes in the decoder's userInfo under .routeTypes."
        case .routeNotCodable(let name):
            "The route type \(name) is not Codable, so the state cannot be encoded; make it Codable."
        case .routeNotEncodable(let route, let reason):
            "The route \(route) cannot be encoded (\(reason)), so the navigation cannot be saved until its screen leaves; keep such values out of routes."
        case .routeDenied(let route, let coordinator, let reason):
            "The navigation data's root screen \(route) is not allowed by \(coordinator) now (\(reason)); start from a fresh state."
        case .invalidState(let error):
            "The navigation data decodes to an invalid state: \(error)"
        case .unsupportedVersion(let version):
            version > 0
                ? "The navigation data has format version \(version), which this CoordinatorKit does not read: written by a newer one; start from a fresh state."
                : "The navigation data has format version \(version), which no CoordinatorKit writes; the data is corrupt or foreign, start from a fresh state."
        case .coordinatorMismatch(let detail):
            "The navigation data does not match the app's coordinators: \(detail)"
        case .unknownCoordinatorType(let name, let registered):
            "The navigation data holds a coordinator of type \(name), which is not registered; registered: \(registered.joined(separator: ", ")). Register it in CoordinatorTypes, or start fresh."
        case .coordinatorNotRegistered(let name):
            "\(name) runs but its type is not registered in CoordinatorTypes, so the navigation cannot be saved; make it a RestorableCoordinator and register it."
        case .unknownAnswerType(let name, let registered):
            "The navigation data holds a question answered with \(name), which is not registered; registered answers: \(registered.joined(separator: ", ")). Add it to RouteTypes(answers:)."
        case .answerNotCodable(let name):
            "The answer type \(name) of a question shown is not Codable, so the state cannot be encoded; make it Codable."
        case .navigatorInUse:
            "Restore into a new navigator: this one already shows screens or runs a coordinator."
        }
    }
}
