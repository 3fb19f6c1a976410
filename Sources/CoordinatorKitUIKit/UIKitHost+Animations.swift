#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// How the host plays each RouteAnimation: a zoom through `preferredTransition`, a cross-fade
// through `modalTransitionStyle` (or the window's root inside `UIView.transition`), an app's
// animation through the navigation controller's delegate and the presented container's
// `transitioningDelegate`.
extension UIKitHost {
    /// Registers an animation of the app's, played for `RouteAnimation.custom`
    /// with this name. Register before the first screen that uses it arrives; a name the host
    /// does not know plays the system's animation, and is reported.
    ///
    /// ```swift
    /// host.register(RouteAnimator(arriving: { CardAnimator(presenting: true) },
    ///                             leaving: { CardAnimator(presenting: false) }), named: "card")
    /// ```
    /// - Parameters:
    ///   - animator: the animation controllers.
    ///   - name: the name routes and calls give in `.custom(name)`.
    public func register(_ animator: RouteAnimator, named name: String) {
        animations.register(animator, named: name)
    }

    /// Reads the user's Reduce Motion setting; a test host replaces it.
    package var isReduceMotionEnabled: @MainActor () -> Bool {
        get { animations.isReduceMotionEnabled }
        set { animations.isReduceMotionEnabled = newValue }
    }

    /// The command as the host plays it: without animation while Reduce Motion is on.
    func playable(_ command: HostCommand) -> HostCommand {
        guard command.animated, animations.isReduceMotionEnabled() else { return command }
        return HostCommand(command.action, animation: .none)
    }

    /// The registered animation of a custom style, or `nil` (reported once per name) when the
    /// app registered none: the system's animation plays then.
    func animator(for animation: RouteAnimation) -> RouteAnimator? {
        animations.animator(for: animation)
    }

    /// Prepares a screen's new view controller for the animation it arrives and leaves with.
    /// With Reduce Motion on, the user's back button and swipe slide it away as UIKit does, never
    /// with the route's zoom or the app's animation.
    func prepare(_ viewController: UIViewController, for screen: Screen) {
        switch screen.animation {
        case .system, .none:
            return
        case .zoom(let source):
            animations.note(screen.animation, of: screen.id)
            guard !animations.isReduceMotionEnabled() else { return }
            // UIKit names the screen below as the source of a push and a pop.
            preferZoom(for: viewController, from: source, openedBy: screen.owner) { context in context }
        case .crossDissolve, .custom:
            // A push has no cross-fade of UIKit's own; a custom one is asked for by the
            // navigation controller's delegate.
            animations.note(screen.animation, of: screen.id)
        }
    }

    /// Prepares a layer's container for the animation it is presented and dismissed with; with
    /// Reduce Motion on, for UIKit's own, which the user's swipe down plays.
    func prepare(_ container: UIViewController, toAnimate layer: Layer) {
        guard !animations.isReduceMotionEnabled() else { return }
        switch layer.animation {
        case .system, .none:
            return
        case .crossDissolve:
            container.modalTransitionStyle = .crossDissolve
        case .zoom(let source):
            // The layer below, whatever UIKit presents from (a SwiftUI view's controller, for
            // `UIKitNavigatorView`).
            let id = layer.id
            preferZoom(for: container, from: source, openedBy: layer.content.visibleStack?.root?.owner) {
                [weak self] _ in self?.container(below: id)
            }
        case .custom:
            guard animator(for: layer.animation) != nil else { return }
            container.transitioningDelegate = delegate
        }
    }

    /// Asks UIKit to zoom the view controller from the control the screen below marks for
    /// `source` (iOS 18), asked each time UIKit needs it; the system's animation before.
    private func preferZoom(
        for viewController: UIViewController, from source: AnyRoute, openedBy owner: CoordinatorID?,
        below: @escaping @MainActor (_ uikitSource: UIViewController) -> UIViewController?
    ) {
        guard #available(iOS 18, tvOS 18, *) else { return }
        viewController.preferredTransition = .zoom { [weak self] context in
            // UIKit calls the provider on the main thread, during the transition.
            MainActor.assumeIsolated {
                guard let self, !self.animations.isReduceMotionEnabled(),
                    let container = below(context.sourceViewController)
                else { return nil }
                return self.zoomSourceView(for: source, in: container, openedBy: owner)
            }
        }
    }

    /// The container of the layer below `layer`, while both are shown.
    private func container(below layer: LayerID) -> UIViewController? {
        guard let index = containers.index(ofLayer: layer), index > 0 else { return nil }
        return containers.layers[index - 1].container
    }

    /// The view marked for `source` on a screen the user sees in `container`.
    private func zoomSourceView(for source: AnyRoute, in container: UIViewController, openedBy owner: CoordinatorID?)
        -> UIView?
    {
        let anchor = ControlAnchor.zoomSource(source)
        return markedControl(for: anchor, on: visibleScreenControllers(in: container, openedBy: owner))?
            .coveringView(for: anchor)
    }

    /// The app's animation of a push or pop between two of the host's screens, when the screen
    /// that arrives (push) or leaves (pop) has a custom one.
    func animationController(
        for operation: UINavigationController.Operation, from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        let moving = operation == .pop ? fromVC : toVC
        guard animations.hasScreenAnimations, !animations.isReduceMotionEnabled(), let screen = screen(for: moving),
            let animation = animations.animation(of: screen), let animator = animator(for: animation)
        else { return nil }
        let controller = operation == .pop ? animator.leaving() : animator.arriving()
        animations.handOut(controller, of: animator)
        return controller
    }

    /// The app's gesture driving one of the host's custom pops or dismissals, if it runs.
    func interactionController(for animationController: any UIViewControllerAnimatedTransitioning) -> (
        any UIViewControllerInteractiveTransitioning
    )? {
        animations.interaction(for: animationController)
    }

    /// The app's animation of presenting (`presenting`) or dismissing one of the host's
    /// layers' containers.
    func animationController(forLayerIn container: UIViewController, presenting: Bool) -> (
        any UIViewControllerAnimatedTransitioning
    )? {
        guard !animations.isReduceMotionEnabled(), let record = containers.record(ofLayerIn: container),
            let layer = knownLayer(record.id),
            let animator = animator(for: layer.animation)
        else { return nil }
        let controller = presenting ? animator.arriving() : animator.leaving()
        if !presenting { animations.handOut(controller, of: animator) }
        return controller
    }

    /// Forgets what a released screen's view controller was prepared with.
    func forgetAnimation(of screen: ScreenID) {
        animations.forget(screen)
    }
}

#endif
