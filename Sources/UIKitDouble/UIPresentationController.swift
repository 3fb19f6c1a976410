#if os(Linux)
/// Double of UIKit's `UIPresentationController`: links a presented controller to its presenter and delegate.
///
/// Like UIKit's, reading `presentationController` before presenting creates it, so a delegate set then
/// is kept for the presentation; it is discarded once the presentation is dismissed.
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
    // Unowned and weak: the presented controller owns its presentation controller.
    private unowned let storedPresentedViewController: UIViewController
    weak var doublePresentingViewController: UIViewController?

    /// Double of `UIPresentationController.delegate` (weak).
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?

    /// Double of `UIPresentationController.init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresentedViewController = presentedViewController
        doublePresentingViewController = presentingViewController
        super.init()
    }

    /// Double of `UIPresentationController.presentedViewController`.
    open var presentedViewController: UIViewController {
        storedPresentedViewController
    }

    /// Double of `UIPresentationController.presentingViewController`; reading it before the presentation starts is a programming error.
    open var presentingViewController: UIViewController {
        guard let presenting = doublePresentingViewController else {
            preconditionFailure("UIKitDouble: presentingViewController read on a presentation controller of \(storedPresentedViewController.doubleDescription) that is not presenting")
        }
        return presenting
    }

    /// Double of `UIPresentationController.presentationStyle`: the presented controller's style.
    open var presentationStyle: UIModalPresentationStyle {
        storedPresentedViewController.modalPresentationStyle
    }
}
#endif
