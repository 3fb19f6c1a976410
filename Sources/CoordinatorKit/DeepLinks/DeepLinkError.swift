/// Why a link cannot be opened. Opening a link that throws changes nothing: no screen, no
/// started flow, no selected tab stays.
///
/// ```swift
/// do { try navigator.open(url) } catch { print(error) }
/// // Cannot open /products/twelve: parameter :id is "twelve", which is not a valid Int.
/// ```
public struct DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The link, as a path and query.
    public let link: String
    /// Why it cannot be opened.
    public let reason: Reason

    /// Makes an error for a link.
    public init(link: String, reason: Reason) {
        self.link = link
        self.reason = reason
    }

    /// The reasons a link can fail.
    public enum Reason: Equatable, Sendable {
        /// The URL cannot be read as a path.
        case malformed(String)
        /// The link comes from an origin the app does not answer (``Navigator/acceptedLinks``):
        /// a scheme that is not the app's, or a web link from a host that is not one of its
        /// domains. `origin` is what the link came from (`https://evil.example`); `accepted`
        /// says what the app answers.
        case notAccepted(origin: String, accepted: String)
        /// No coordinator handles this part of the link; `coordinator` is the last one offered it.
        case unhandled(rest: String, coordinator: String)
        /// A pattern's parameter is not a value of the type asked for.
        case badParameter(name: String, value: String, expected: String)
        /// A coordinator read a parameter its pattern does not have.
        case noSuchParameter(String, pattern: String)
        /// A coordinator forwarded the link to a coordinator that is not its running child.
        case forwardedToNonChild(from: String, to: String)
        /// No root coordinator runs on the navigator to offer the link to.
        case noRootCoordinator
        /// A coordinator's guard denied a route the link leads to.
        case denied(route: String, coordinator: String, reason: String)
        /// A change the link leads to is impossible (a pop at the root, a screen no stack holds):
        /// what the coordinator's verb reported.
        case refused(String)
    }

    public var description: String {
        let why =
            switch reason {
            case .malformed(let what): "the link is malformed: \(what)."
            case .unhandled(let rest, let coordinator):
                "no coordinator handles \(rest); \(coordinator) was offered it and does not handle it."
            case .badParameter(let name, let value, let expected):
                "parameter :\(name) is \"\(value)\", which is not a valid \(expected)."
            case .notAccepted(let origin, let accepted):
                "the app does not answer links from \(origin); it answers \(accepted). If it is the app's, add it to navigator.acceptedLinks."
            case .noSuchParameter(let name, let pattern): "pattern \(pattern) has no parameter :\(name)."
            case .forwardedToNonChild(let from, let to):
                "\(from) forwarded it to \(to), which is not a running child of \(from); start the child first."
            case .noRootCoordinator: "no root coordinator runs; start one with navigator.start(_:)."
            case .denied(let route, let coordinator, let reason): "\(coordinator) does not allow \(route): \(reason)."
            case .refused(let message): message
            }
        return "Cannot open \(link): \(why)"
    }
}
