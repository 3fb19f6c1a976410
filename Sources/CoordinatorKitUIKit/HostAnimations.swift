#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

/// What the host knows of animations: the app's, by name, the screens that arrive with more
/// than the system's, the app's animation controllers UIKit has, and the Reduce Motion setting.
///
/// A value that calls out to nothing but the app's animators: preparing UIKit's objects for an
/// animation is the host's, which records here what it prepared.
@MainActor
struct HostAnimations {
    /// The app's animations, by the name `RouteAnimation.custom` gives.
    private var animators: [String: RouteAnimator] = [:]
    /// Names of custom animations used without being registered, reported once each.
    private var unknownReported: Set<String> = []
    /// The animation of each screen with a view controller that arrives with more than the
    /// system's: most screens have none, and cost nothing here.
    private var screens: [ScreenID: RouteAnimation] = [:]
    /// The app's animation controllers the host handed UIKit last.
    private var handedOut = CustomAnimationControllers()
    /// Reads the user's Reduce Motion setting; a test host replaces it.
    var isReduceMotionEnabled: @MainActor () -> Bool = { UIAccessibility.isReduceMotionEnabled }

    /// Registers an app's animation under a name.
    mutating func register(_ animator: RouteAnimator, named name: String) {
        animators[name] = animator
    }

    /// The registered animation of a custom style, or `nil` (reported once per name) when the
    /// app registered none: the system's animation plays then.
    mutating func animator(for animation: RouteAnimation) -> RouteAnimator? {
        guard let name = animation.customName else { return nil }
        if let animator = animators[name] { return animator }
        if unknownReported.insert(name).inserted {
            reportIssue(
                "UIKitHost has no animation named \"\(name)\": register it with register(_:named:) before a screen uses .custom(\"\(name)\"). The system's animation plays instead."
            )
        }
        return nil
    }

    /// Records that a screen arrives and leaves with `animation`, more than the system's.
    mutating func note(_ animation: RouteAnimation, of screen: ScreenID) {
        screens[screen] = animation
    }

    /// Whether any screen shown arrives with more than the system's animation.
    var hasScreenAnimations: Bool { !screens.isEmpty }

    /// The animation a screen arrives and leaves with, when it is more than the system's.
    func animation(of screen: ScreenID) -> RouteAnimation? { screens[screen] }

    /// Forgets what a released screen's view controller was prepared with.
    mutating func forget(_ screen: ScreenID) {
        if !screens.isEmpty { screens[screen] = nil }
    }

    /// Records an animation controller the host hands UIKit, with the animation it came from.
    mutating func handOut(_ controller: any UIViewControllerAnimatedTransitioning, of animator: RouteAnimator) {
        handedOut.insert(ObjectIdentifier(controller), animator)
    }

    /// The app's gesture driving one of the host's custom pops or dismissals, if it runs.
    func interaction(for controller: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        handedOut.interaction(for: controller)
    }
}

/// The app's animation controllers of the transitions in flight, by identity, with the
/// animation they came from: UIKit asks for the interaction controller with the animation
/// controller alone. Only the latest few are kept: UIKit asks right after it got one.
struct CustomAnimationControllers {
    private var recent: [(id: ObjectIdentifier, animator: RouteAnimator)] = []

    mutating func insert(_ id: ObjectIdentifier, _ animator: RouteAnimator) {
        recent.append((id, animator))
        if recent.count > 4 { recent.removeFirst() }
    }

    @MainActor
    func interaction(for controller: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        let id = ObjectIdentifier(controller)
        for entry in recent.reversed() where entry.id == id { return entry.animator.interactiveLeaving() }
        return nil
    }
}
#endif
