#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)

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
    func replaceRootViewController(with newRoot: UIViewController?) {
        if let window {
            window.rootViewController = newRoot
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

    /// Takes everything the host shows out of its container, as the container leaves the screen
    /// for good: what is presented is dismissed without animation, the root layer's container
    /// leaves, and every view controller of a screen is let go. The navigator keeps its state
    /// (and its coordinators) for the next host it is attached to.
    func takeDownContainer() {
        guard window == nil else { return }
        if let root = rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false)
        }
        replaceRootViewController(with: nil)
        containers.removeAll()
        controllers.removeAll()
        container = nil
        if let completion = commandCompletion {
            commandCompletion = nil
            completion()
        }
    }
}
#endif
