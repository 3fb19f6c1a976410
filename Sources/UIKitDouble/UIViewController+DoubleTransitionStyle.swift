#if os(Linux)
// Which animation UIKit plays for a presentation, a dismissal, a push or a pop: an app's
// animation controller first, then the preferred system transition (a zoom that found its
// source view), then the modal transition style, then UIKit's own.
extension UIViewController {
    /// The animation of presenting or dismissing this controller; `presenting` is `nil` for a
    /// dismissal. The transitioning delegate is asked as UIKit asks it, and its interaction
    /// controller, if any, is returned to drive the transition.
    func doubleModalStyle(
        presenting presenter: UIViewController?, source: UIViewController?, zoomSource: UIViewController?
    ) -> (style: UIKitDoubleTransition.Style, interaction: (any UIViewControllerInteractiveTransitioning)?) {
        if let delegate = transitioningDelegate {
            if let presenter, let source {
                if let animator = delegate.animationController(forPresented: self, presenting: presenter, source: source) {
                    return (.custom(String(describing: animator)), delegate.interactionControllerForPresentation(using: animator))
                }
            } else if let animator = delegate.animationController(forDismissed: self) {
                return (.custom(String(describing: animator)), delegate.interactionControllerForDismissal(using: animator))
            }
        }
        if let preferred = doublePreferredStyle(from: zoomSource) { return (preferred, nil) }
        return (modalTransitionStyle == .crossDissolve ? .crossDissolve : .system, nil)
    }

    /// The animation `preferredTransition` asks for, zooming from a view of `source`; `nil`
    /// without one, or for a zoom whose provider gives no view (UIKit's own animation then).
    func doublePreferredStyle(from source: UIViewController?) -> UIKitDoubleTransition.Style? {
        guard let preferred = doubleStoredPreferredTransition as? UIViewController.Transition else { return nil }
        switch preferred.kind {
        case .zoom(let provider):
            guard let source else { return nil }
            let context = UIViewController.Transition.ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: self)
            return provider(context).map { .zoom(String(describing: $0)) }
        case .crossDissolve:
            return .crossDissolve
        case .coverVertical, .flipHorizontal, .partialCurl:
            return nil
        }
    }
}
#endif
