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
    //
    // `@unchecked` because the compiler checks only final classes; both boxes keep only `let`s
    // of `Sendable` types.
    private class Box: @unchecked Sendable {
        let base: any Route
        init(_ base: any Route) { self.base = base }

        /// The animation a call chose for the screen that shows the route; `nil` when the screen
        /// arrives with the route's own.
        var chosenAnimation: RouteAnimation? { nil }

        static func make(_ base: some Route, chosenAnimation: RouteAnimation?) -> Box {
            chosenAnimation.map { ChosenAnimationBox(base, animation: $0) } ?? Box(base)
        }
    }

    // The box of a screen whose call chose how it arrives (`push(_:animation:)`). The choice is
    // the screen's, not the route's: the route's equality, hash, coding and own `animation`
    // leave it out (see `Screen.animation`). Only such screens pay for keeping it.
    private final class ChosenAnimationBox: Box, @unchecked Sendable {
        let animation: RouteAnimation
        init(_ base: any Route, animation: RouteAnimation) {
            self.animation = animation
            super.init(base)
        }

        override var chosenAnimation: RouteAnimation? { animation }
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

    /// The route as a screen holds it: arriving with `animation`, or with the route's own
    /// ``animation`` when `nil`.
    init<R: Route>(_ route: R, arrivingWith animation: RouteAnimation?) {
        if R.self == AnyRoute.self, let erased = route as? AnyRoute {
            // Another screen's route keeps its box unless the choice differs.
            self =
                erased.box.chosenAnimation == animation
                ? erased : AnyRoute(box: .make(erased.base, chosenAnimation: animation))
        } else {
            box = .make(route, chosenAnimation: animation)
        }
    }

    private init(box: Box) { self.box = box }

    /// How a screen showing the route arrives: the animation its call chose, or else the
    /// route's own.
    var arrival: RouteAnimation { box.chosenAnimation ?? box.base.animation }

    /// Whether two screens' routes are equal and the screens arrive with the same animation.
    func isEqual(arrivingLike other: AnyRoute) -> Bool {
        box === other.box || (self == other && arrival == other.arrival)
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
    package var typeName: String { RouteTypes.name(of: type(of: box.base)) }

    public var description: String { RouteText.of(box.base) }

    public static func == (lhs: AnyRoute, rhs: AnyRoute) -> Bool {
        lhs.box === rhs.box || AnyHashable(lhs.box.base) == AnyHashable(rhs.box.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(box.base))
    }
}

extension AnyRoute: Route {}
