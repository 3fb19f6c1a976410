/// Something that happened to a ``Navigator``: the target state changed, or the host started or
/// finished a command. An app can log every one:
///
/// ```swift
/// navigator.observe { event in logger.debug("\(event)") }
/// ```
public enum NavigationEvent: Sendable, CustomStringConvertible {
    /// The target state changed, by code or by the user.
    case changed(NavigationChange)
    /// The host began a command.
    case commandStarted(HostCommand)
    /// The host finished a command; the rendered state now includes it.
    case commandFinished(HostCommand)
    /// The user began or cancelled an interactive gesture that changes nothing by itself.
    case gesture(UserChange)
    /// A coordinator's guard denied a route code asked for; nothing changed.
    case denied(RouteDenial)

    public var description: String {
        switch self {
        case .changed(let change): change.description
        case .commandStarted(let command): "host: \(command)"
        case .commandFinished(let command): "host finished: \(command)"
        case .gesture(let change): "user \(change)"
        case .denied(let denial): denial.description
        }
    }
}

/// One change of the target state: before, after, and who caused it.
public struct NavigationChange: Sendable, CustomStringConvertible {
    /// Who caused a change.
    public enum Cause: Equatable, Sendable, CustomStringConvertible {
        /// Code asked for it; `requester` names the coordinator or call site when known.
        case code(requester: String?)
        /// The user did it by hand, as the host reported.
        case user(UserChange)

        public var description: String {
            switch self {
            case .code(let requester?): requester
            case .code(nil): "code"
            case .user(let change): "user \(change)"
            }
        }
    }

    /// The target state before the change.
    public let before: NavigationState
    /// The target state after the change.
    public let after: NavigationState
    /// Who caused it.
    public let cause: Cause
    /// The screens that left the state.
    public let removedScreens: [Screen]
    /// The screens that entered the state.
    public let addedScreens: [Screen]

    public var description: String {
        var parts: [String] = []
        if !addedScreens.isEmpty { parts.append("+" + addedScreens.map(\.description).joined(separator: " +")) }
        if !removedScreens.isEmpty { parts.append("-" + removedScreens.map(\.description).joined(separator: " -")) }
        if parts.isEmpty { parts.append("layers or selection") }
        return "\(cause): \(parts.joined(separator: " "))"
    }
}

/// A route a coordinator's guard did not allow: see ``Coordinator/decision(for:)``.
public struct RouteDenial: Sendable, CustomStringConvertible {
    /// The route that was not shown.
    public let route: AnyRoute
    /// The coordinator whose guard denied it.
    public let coordinator: CoordinatorID
    /// The coordinator's name.
    public let coordinatorName: String
    /// The guard's reason.
    public let reason: any Error & Sendable

    public var description: String { "\(coordinatorName) denied \(route): \(reason)" }
}
