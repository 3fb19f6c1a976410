#if os(Linux)
// The gestures' former names. Every host and runtime now spells the user's gestures the same way:
// `tapBack`, `beginSwipeBack`, `swipeDown`, `beginSwipeDown`, `dragSheet`, `tapTab`.

extension UIKitDoubleRuntime {
    /// Taps the back button: the former name of ``tapBack(in:)``.
    /// - Parameter navigationController: the navigation controller whose back button is tapped.
    /// - Returns: `false` (and nothing happens) at the root or while a transition runs.
    @available(*, deprecated, renamed: "tapBack(in:)")
    @discardableResult
    public func simulateBackTap(in navigationController: UINavigationController) -> Bool {
        tapBack(in: navigationController)
    }

    /// Starts an edge swipe back: the former name of ``beginSwipeBack(in:)``.
    /// - Parameter navigationController: the navigation controller swiped back.
    /// - Returns: the gesture in progress, or `nil` when none started.
    @available(*, deprecated, renamed: "beginSwipeBack(in:)")
    public func beginInteractivePop(in navigationController: UINavigationController) -> UIKitDoubleInteractivePop? {
        beginSwipeBack(in: navigationController)
    }

    /// Swipes a sheet down all the way: the former name of ``swipeDown(of:)``.
    /// - Parameter controller: the presented controller, or one of its children.
    /// - Returns: `false` when no dismissal started.
    @available(*, deprecated, renamed: "swipeDown(of:)")
    @discardableResult
    public func simulateSwipeDown(of controller: UIViewController) -> Bool {
        swipeDown(of: controller)
    }

    /// Taps a tab: the former name of ``tapTab(at:in:)``.
    /// - Parameters:
    ///   - index: the tab's index.
    ///   - tabBarController: the tab bar controller whose tab is tapped.
    /// - Returns: `false` when the index is out of range, a transition runs, or the delegate refused.
    @available(*, deprecated, renamed: "tapTab(at:in:)")
    @discardableResult
    public func simulateTap(onTabAt index: Int, in tabBarController: UITabBarController) -> Bool {
        tapTab(at: index, in: tabBarController)
    }
}
#endif
