/// A route of any type: what a ``Screen`` holds, so that one state can mix the routes of every
/// flow in the app.
///
/// ```swift
/// let route = AnyRoute(MapRoute.city(named: "El Paso"))
/// route.as(MapRoute.self)   // .city(named: "El Paso")
/// ```
public struct AnyRoute: Hashable, Sendable, CustomStringConvertible {
    // A reference keeps a screen small to copy: stacks of a thousand screens copy one pointer
    // per screen, and equal boxes compare without looking inside.
    private final class Box: Sendable {
        let base: any Route
        init(_ base: any Route) { self.base = base }
    }

    private let box: Box

    /// Wraps a route. Wrapping an `AnyRoute` again returns it unchanged.
    public init<R: Route>(_ route: R) {
        // A comparison of types, not a dynamic cast: wrapping is on every push.
        if R.self == AnyRoute.self, let erased = route as? AnyRoute {
            self = erased
        } else {
            box = Box(route)
        }
    }

    /// The route itself.
    public var base: any Route { box.base }

    /// The route as the app's own type, or `nil` when it is a route of another type.
    public func `as`<R: Route>(_ type: R.Type) -> R? { box.base as? R }

    /// The presentation the route declares for itself.
    public var presentation: Presentation? { box.base.presentation }

    /// The options the route declares for the layer it opens.
    public var presentationOptions: PresentationOptions { box.base.presentationOptions }

    /// The animation the route declares for its screen.
    public var animation: RouteAnimation { box.base.animation }

    /// The name that restoration records for the route's type.
    public var typeName: String { RouteTypes.name(of: type(of: box.base)) }

    public var description: String { RouteText.of(box.base) }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.box === rhs.box || AnyHashable(lhs.box.base) == AnyHashable(rhs.box.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(box.base))
    }
}

extension AnyRoute: Route {}
