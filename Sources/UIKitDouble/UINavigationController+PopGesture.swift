#if os(Linux)
extension UINavigationController {
    /// Double of `UINavigationController.interactivePopGestureRecognizer`: the edge swipe back.
    ///
    /// Its delegate is, until the app sets another, an object the navigation controller owns
    /// (UIKit's is private): it refuses the swipe when the stack shows one controller, or while
    /// a push or pop runs. The double's edge swipe (`UIKitDoubleRuntime.beginSwipeBack(in:)`)
    /// asks the delegate set then, as UIKit does, and begins only when the recognizer is enabled.
    @available(tvOS, unavailable)
    public var interactivePopGestureRecognizer: UIGestureRecognizer? {
        if let existing = doubleStoredPopGesture { return existing }
        let recognizer = UIGestureRecognizer()
        let ownDelegate = DoubleInteractivePopDelegate(navigationController: self)
        recognizer.delegate = ownDelegate
        doubleStoredPopGesture = recognizer
        doublePopGestureOwnDelegate = ownDelegate
        return recognizer
    }
}

/// The navigation controller's own delegate of its pop gesture, as UIKit's private one answers:
/// the swipe begins over a stack of more than one controller, with no push or pop running.
@MainActor
final class DoubleInteractivePopDelegate: NSObject, UIGestureRecognizerDelegate {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
        super.init()
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let navigationController else { return false }
        return navigationController.viewControllers.count > 1 && navigationController.transitionCoordinator == nil
    }
}
#endif
