/// How a screen or a layer arrives, and so how it leaves: a pop or a dismissal plays the
/// inverse of the animation the screen or layer arrived with.
///
/// The animation is part of the navigation value: a route declares its own
/// (``Route/animation``), a call can give another (`push(_:animation:)`,
/// `present(_:as:animation:)`), and the screen or layer keeps it, compared, saved and restored
/// with the rest of the state. Each host plays the best its system has and falls back where it
/// cannot (see the "Transitions" article).
///
/// ```swift
/// enum ShopRoute: Route {
///     case catalog, product(Int), card
///
///     var animation: RouteAnimation {
///         switch self {
///         case .product(let id): .zoom(from: ShopRoute.product(id))   // from the row marked for it
///         case .card: .custom("card")                                 // registered with the host
///         case .catalog: .system
///         }
///     }
/// }
/// ```
///
/// With Reduce Motion on, hosts play no animation at all, whatever the style.
public enum RouteAnimation: Hashable, Sendable, CustomStringConvertible {
    /// The system's own animation: a push slides in, a sheet slides up. What every screen does
    /// unless told otherwise.
    case system
    /// No animation: the screen or layer appears and leaves at once.
    case none
    /// A cross-fade: a modal layer (`UIModalTransitionStyle.crossDissolve`; on SwiftUI a sheet's
    /// or cover's content), or the window's root when one flow replaces another (login → home).
    /// A push cross-fades only where the host can do it (see the "Transitions" article).
    case crossDissolve
    /// A zoom from the control marked for `source` on the screen below (iOS 18: UIKit's
    /// `preferredTransition = .zoom`, SwiftUI's `navigationTransition(.zoom)`); the system's
    /// own animation on older systems and where no control is marked.
    indirect case zoom(from: AnyRoute)
    /// An animation the app registers with the host under this name: a `UIKitHost` plays the
    /// app's `UIViewControllerAnimatedTransitioning`, a `SwiftUIHost` the app's `AnyTransition`
    /// on a new root and on a sheet's or cover's content. A host that knows no animation of that
    /// name plays ``system``, and reports it.
    indirect case custom(String)

    /// A zoom from the control marked for `source` on the screen below.
    ///
    /// ```swift
    /// .zoom(from: CatalogRoute.product(id))
    /// ```
    /// - Parameter source: the route the control is marked with (`marksControl(for: .zoomSource(route))`).
    /// - Returns: the zoom.
    @_disfavoredOverload
    public static func zoom(from source: some Route) -> RouteAnimation {
        .zoom(from: AnyRoute(source))
    }

    /// The name of a ``custom(_:)`` animation, `nil` for the others.
    package var customName: String? {
        if case .custom(let name) = self { return name }
        return nil
    }

    /// The route of the control a `zoom(from:)` starts from, `nil` for the others.
    package var zoomSource: AnyRoute? {
        if case .zoom(let source) = self { return source }
        return nil
    }

    public var description: String {
        switch self {
        case .system: "system"
        case .none: "none"
        case .crossDissolve: "crossDissolve"
        case .zoom(let source): "zoom(from: \(source))"
        case .custom(let name): "custom(\"\(name)\")"
        }
    }

    /// What is wrong with the animation, if anything: a custom one needs a name.
    var problem: String? {
        if case .custom(let name) = self, name.isEmpty { return "a custom animation needs a name" }
        return nil
    }
}

extension RouteAnimation: Codable {
    // A style without a value is written as its name ("crossDissolve"); the others as an
    // object with one key ({"custom": "card"}, {"zoom": route}).
    private enum CodingKeys: String, CodingKey {
        case zoom, custom
    }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            switch name {
            case "system": self = .system
            case "none": self = .none
            case "crossDissolve": self = .crossDissolve
            default:
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "no animation is named \"\(name)\"")
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .custom) {
            self = .custom(name)
        } else {
            self = .zoom(from: try container.decode(AnyRoute.self, forKey: .zoom))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .system, .none, .crossDissolve:
            var single = encoder.singleValueContainer()
            try single.encode(description)
        case .zoom(let source):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(source, forKey: .zoom)
        case .custom(let name):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .custom)
        }
    }
}
