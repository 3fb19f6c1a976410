#if os(Linux)
extension UIViewController {
    /// The runtime of the window this controller belongs to, or `UIKitDoubleRuntime.detached` (the double's test control, not UIKit API).
    public var doubleRuntime: UIKitDoubleRuntime {
        doubleAttachedWindow?.doubleRuntime ?? .detached
    }

    /// This controller, then its parent, its parent's parent, …
    var doubleAncestorsAndSelf: UnfoldFirstSequence<UIViewController> {
        sequence(first: self, next: \.doubleParent)
    }

    /// The first controller `read` answers for, from this one up its parents, as
    /// `doubleAncestorsAndSelf` walks them but in a loop, without the sequence: UIKit answers
    /// `presentedViewController` and `presentingViewController` from an ivar, and hosts read them
    /// before every presentation.
    func doubleNearestUpTheParents(_ read: (UIViewController) -> UIViewController?) -> UIViewController? {
        var controller: UIViewController? = self
        while let current = controller {
            if let found = read(current) { return found }
            controller = current.doubleParent
        }
        return nil
    }

    /// The farthest ancestor: the window's root, a presented controller, or a detached one.
    var doubleRootAncestor: UIViewController {
        var root = self
        while let parent = root.doubleParent {
            root = parent
        }
        return root
    }

    /// This controller and the controllers it currently shows: a stack's top, the selected tab, plain children.
    var doubleContentChain: [UIViewController] {
        var chain: [UIViewController] = [self]
        if let navigationController = self as? UINavigationController {
            if let top = navigationController.topViewController {
                chain += top.doubleContentChain
            }
        } else if let tabBarController = self as? UITabBarController {
            if let selected = tabBarController.doubleVisibleContent {
                chain += selected.doubleContentChain
            }
        } else if let split = self as? UISplitViewController {
            for child in split.doubleShownColumnControllers {
                chain += child.doubleContentChain
            }
        } else {
            for child in doubleChildren {
                chain += child.doubleContentChain
            }
        }
        return chain
    }

    /// The window whose hierarchy holds this controller, shown or not.
    var doubleAttachedWindow: UIWindow? {
        let root = doubleRootAncestor
        if let window = root.doubleWindow {
            return window
        }
        return root.doubleStoredPresenting?.doubleAttachedWindow
    }

    /// The window, if this controller's view is in its view hierarchy (UIKit's `view.window != nil`).
    ///
    /// Controllers below the top of a stack, in unselected tabs or being dismissed are not.
    var doubleWindowIfViewInHierarchy: UIWindow? {
        var controller = self
        while let parent = controller.doubleParent {
            if let navigationController = parent as? UINavigationController, navigationController.topViewController !== controller {
                return nil
            }
            if let tabBarController = parent as? UITabBarController {
                // With More, the tab bar shows the More navigation controller, not the tab it serves.
                guard tabBarController.doubleVisibleContent === controller else { return nil }
            } else if let split = parent as? UISplitViewController {
                // Collapsed, the split shows one column's controller.
                guard split.doubleShownColumnControllers.contains(where: { $0 === controller }) else { return nil }
            } else if !parent.doubleChildren.contains(where: { $0 === controller }) {
                return nil
            }
            controller = parent
        }
        if let window = controller.doubleWindow {
            return window
        }
        guard let presenter = controller.doubleStoredPresenting, !controller.doubleIsBeingDismissed else { return nil }
        return presenter.doubleWindowIfViewInHierarchy
    }

    /// The nearest ancestor (not self) of the given container type.
    func doubleNearestAncestor<Container: UIViewController>(of type: Container.Type) -> Container? {
        var candidate = doubleParent
        while let current = candidate {
            if let match = current as? Container {
                return match
            }
            candidate = current.doubleParent
        }
        return nil
    }

    /// `<Module.Type: 0x…>`, as UIKit prints a controller in its messages.
    var doubleDescription: String {
        "<\(String(reflecting: type(of: self))): \(Unmanaged.passUnretained(self).toOpaque())>"
    }

    /// Takes the controller out of its container or window without callbacks, before another container adopts it.
    func doubleDetachFromContainer() {
        if let parent = doubleParent {
            parent.doubleChildren.removeAll { $0 === self }
            doubleParent = nil
        }
        if let window = doubleWindow, window.rootViewController === self {
            window.rootViewController = nil
        }
    }

    func doubleAddChild(_ child: UIViewController) {
        guard child !== self, child.doubleParent !== self else { return }
        child.willMove(toParent: self)
        child.doubleDetachFromContainer()
        doubleChildren.append(child)
        child.doubleParent = self
        doubleRuntime.updateAppearanceAtOnce(animated: false)
    }

    func doubleRemoveFromParent() {
        guard let parent = doubleParent else { return }
        let runtime = doubleRuntime
        parent.doubleChildren.removeAll { $0 === self }
        doubleParent = nil
        runtime.updateAppearanceAtOnce(animated: false)
        didMove(toParent: nil)
    }
}
#endif
