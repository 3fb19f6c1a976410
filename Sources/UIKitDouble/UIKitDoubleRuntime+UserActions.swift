#if os(Linux)
extension UIKitDoubleRuntime {
    /// Whether a transition runs in this window as a touch arrives: UIKit ignores touches until
    /// it ends. A touch arrives on a later turn of the run loop than the calls before it, after
    /// their layout pass: a change that waited for that pass has started by then.
    func ignoresTouch() -> Bool {
        runLayoutPass()
        return activeTransitions.contains(where: \.isInFlight)
    }

    /// Simulates the user tapping the back button: an animated pop of the top controller, or,
    /// when the top controller's `navigationItem.backAction` is set, that action instead (UIKit
    /// then pops nothing by itself).
    ///
    /// - Returns: `false` (and nothing happens) at the root or while a transition runs.
    @discardableResult
    public func tapBack(in navigationController: UINavigationController) -> Bool {
        guard !navigationController.doubleRuntime.ignoresTouch(), navigationController.viewControllers.count > 1 else { return false }
        if let backAction = navigationController.topViewController?.navigationItem.backAction {
            backAction.handler(backAction)
            return true
        }
        navigationController.popViewController(animated: true)
        return true
    }

    /// Simulates the start of an edge swipe back on `navigationController`.
    ///
    /// UIKit's order: the pop gesture (`interactivePopGestureRecognizer`) begins only when it is
    /// enabled and its delegate's `gestureRecognizerShouldBegin(_:)` allows it (the navigation
    /// controller's own delegate refuses at the root and while a transition runs). Then
    /// `willShow` is called with the controller below, which becomes the top at once; the
    /// transition coordinator is interactive until the returned gesture completes or cancels.
    /// - Returns: `nil` (and nothing happens) at the root, outside the window, while a
    ///   transition runs, or when the pop gesture is disabled or its delegate refuses.
    public func beginSwipeBack(in navigationController: UINavigationController) -> UIKitDoubleInteractivePop? {
        guard !navigationController.doubleRuntime.ignoresTouch() else { return nil }
        if let recognizer = navigationController.interactivePopGestureRecognizer {
            guard recognizer.isEnabled, recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) != false else {
                return nil
            }
        }
        guard let transition = navigationController.doubleBeginInteractivePop() else { return nil }
        return UIKitDoubleInteractivePop(transition: transition, runtime: navigationController.doubleRuntime)
    }

    /// Simulates the user swiping down the sheet that shows `controller` (the presented controller
    /// or one of its children) all the way: ``beginSwipeDown(of:)`` then `complete()`.
    ///
    /// - Returns: `false` when no dismissal started: not the topmost presentation, not a sheet or popover,
    ///   refused, or a transition in flight.
    @discardableResult
    public func swipeDown(of controller: UIViewController) -> Bool {
        guard let swipe = beginSwipeDown(of: controller) else { return false }
        swipe.complete()
        return true
    }

    /// Simulates the start of a swipe down on the sheet that shows `controller`; the finger stays
    /// down (double-only control, not UIKit API).
    ///
    /// UIKit's order: `presentationControllerShouldDismiss` (not asked when `isModalInPresentation`;
    /// a refusal calls `presentationControllerDidAttemptToDismiss`); the interactive dismissal
    /// starts, so the presenting and the presented controllers have a `transitionCoordinator`;
    /// `presentationControllerWillDismiss`; `viewWillDisappear`. Then `complete()` finishes the
    /// dismissal (`presentationControllerDidDismiss` at its end) and `cancel()` puts the sheet back
    /// (coordinators see `isCancelled`, nothing more is said to the delegate).
    /// - Returns: `nil` when no dismissal started (see ``swipeDown(of:)``).
    public func beginSwipeDown(of controller: UIViewController) -> UIKitDoubleInteractivePop? {
        let sheet = controller.doubleRootAncestor
        // An action sheet's popover goes with a tap outside it (`simulateTapOutside(of:)`).
        guard !(sheet is UIAlertController), sheet.doubleStoredPresenting != nil,
              sheet.doubleStoredPresented == nil,
              !sheet.doubleIsBeingDismissed,
              sheet.modalPresentationStyle.doubleIsUserDismissible,
              !sheet.doubleRuntime.ignoresTouch(),
              let presentationController = sheet.presentationController
        else { return nil }
        let delegate = presentationController.delegate
        let isModal = sheet.doubleContentChain.contains { $0.isModalInPresentation }
        if isModal || delegate?.presentationControllerShouldDismiss(presentationController) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentationController)
            return nil
        }
        let runtime = sheet.doubleRuntime
        guard let transition = sheet.doubleDismiss(animated: true, completion: nil, swipedSheet: presentationController) else { return nil }
        return UIKitDoubleInteractivePop(transition: transition, runtime: runtime)
    }

    /// Simulates the user showing or hiding columns of an expanded split view controller, with
    /// its sidebar button or a swipe from the edge, ending at `displayMode` (double-only control,
    /// not UIKit API): UIKit tells the delegate (`splitViewController(_:willChangeTo:)`), then
    /// shows those columns.
    ///
    /// - Returns: `false` (and nothing happens) when the split is collapsed or not in the window,
    ///   shows that mode already, the mode is `.automatic` or needs three columns the split does
    ///   not have, or a transition runs.
    @discardableResult
    public func simulateUserChangingDisplayMode(of splitViewController: UISplitViewController, to displayMode: UISplitViewController.DisplayMode) -> Bool {
        guard !splitViewController.isCollapsed, splitViewController.doubleAttachedWindow != nil,
              !splitViewController.doubleRuntime.ignoresTouch(), displayMode != .automatic,
              splitViewController.doubleOffers(displayMode), displayMode != splitViewController.displayMode else { return false }
        splitViewController.doubleChangeDisplayMode(to: displayMode)
        return true
    }

    /// Simulates the user tapping the tab at `index`.
    ///
    /// Asks `shouldSelect`, selects the tab, then calls `didSelect`. Tapping the selected tab whose
    /// controller is a navigation controller pops it to its root (animated), and still calls `didSelect`.
    /// On a tab bar controller that uses `tabs` (iOS 18) the delegate is asked and told through the
    /// tab callbacks instead (`shouldSelectTab`, `didSelectTab:previousTab:`), as in the sidebar.
    /// - Returns: `false` when the index is out of range, a transition runs, or the delegate refused.
    @discardableResult
    public func tapTab(at index: Int, in tabBarController: UITabBarController) -> Bool {
        let tabs = tabBarController.viewControllers ?? []
        guard tabs.indices.contains(index), !tabBarController.doubleRuntime.ignoresTouch() else { return false }
        guard tabBarController.tabs.isEmpty else {
            return pickTab(tabBarController.tabs[index], in: tabBarController)
        }
        let tab = tabs[index]
        if let delegate = tabBarController.delegate, !delegate.tabBarController(tabBarController, shouldSelect: tab) {
            return false
        }
        if index == tabBarController.selectedIndex {
            if let navigationController = tab as? UINavigationController, navigationController.viewControllers.count > 1 {
                navigationController.popToRootViewController(animated: true)
            }
        } else {
            tabBarController.selectedIndex = index
        }
        tabBarController.delegate?.tabBarController(tabBarController, didSelect: tab)
        return true
    }

    /// Simulates the user tapping a tab in the sidebar of a tab bar controller in the
    /// `.tabSidebar` mode, by its identifier: as a tap in the tab bar, the delegate is asked with
    /// `tabBarController(_:shouldSelectTab:)` and told with
    /// `tabBarController(_:didSelectTab:previousTab:)`; picking the selected tab again pops its
    /// navigation controller to the root.
    /// - Returns: `false` (and nothing happens) when no sidebar is shown (another mode, a compact
    ///   width), it lists no such tab, the delegate refuses, or a transition runs.
    @discardableResult
    public func tapSidebarTab(_ identifier: String, in tabBarController: UITabBarController) -> Bool {
        guard let tab = tabBarController.doubleSidebarTabs?.first(where: { $0.identifier == identifier }) else {
            return false
        }
        return pickTab(tab, in: tabBarController)
    }

    /// The user picks a root tab of a tab bar controller that uses `tabs`, in its tab bar or sidebar.
    private func pickTab(_ tab: UITab, in tabBarController: UITabBarController) -> Bool {
        guard !tabBarController.doubleRuntime.ignoresTouch() else { return false }
        if let delegate = tabBarController.delegate, !delegate.tabBarController(tabBarController, shouldSelectTab: tab) {
            return false
        }
        let previous = tabBarController.selectedTab
        if previous === tab {
            if let navigationController = tab.viewController as? UINavigationController, navigationController.viewControllers.count > 1 {
                navigationController.popToRootViewController(animated: true)
            }
        } else {
            tabBarController.selectedTab = tab
        }
        tabBarController.delegate?.tabBarController(tabBarController, didSelectTab: tab, previousTab: previous)
        return true
    }
}
#endif
