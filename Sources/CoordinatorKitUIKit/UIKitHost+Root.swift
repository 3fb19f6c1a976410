#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// Where the root layer goes: the window's root view controller, or the only child of the
// container the host renders into. Everything above it is presented from it either way: UIKit
// lets a child present, through its farthest ancestor.
extension UIKitHost {
    /// The root layer's container as UIKit holds it: the window's root, or the container's child.
    var rootViewController: UIViewController? {
        if let window { return window.rootViewController }
        return container?.children.last
    }

    /// Puts the root layer's container in place of the one shown: the window's root, or the
    /// container's child, its view filling the container's.
    /// - Parameter animation: `.crossDissolve` fades a window's old root into the new one; the
    ///   command is done once the new root is in place, as without animation.
    func replaceRootViewController(with newRoot: UIViewController?, animation: RouteAnimation = .none) {
        if let window {
            if case .crossDissolve = animation, let newRoot, window.rootViewController != nil {
                UIView.transition(
                    with: window, duration: 0.3, options: .transitionCrossDissolve,
                    animations: {
                        window.rootViewController = newRoot
                    })
            } else {
                window.rootViewController = newRoot
            }
            return
        }
        guard let container else { return }
        for old in container.children where old !== newRoot {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        guard let newRoot, newRoot.parent !== container else { return }
        container.addChild(newRoot)
        let view: UIView = newRoot.view
        view.frame = container.view.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.view.addSubview(view)
        newRoot.didMove(toParent: container)
    }
}
#endif
