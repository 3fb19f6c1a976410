#if os(Linux)
// The gestures' former names. Every host and runtime now spells the user's gestures the same way:
// `tapBack`, `beginSwipeBack`, `swipeDown`, `dragSheet`, `tapTab`.

extension SwiftUIDoubleRuntime {
    /// Taps the back button of the topmost stack: the former name of ``tapBack()``.
    /// - Returns: `false` when the stack shows only its root, or a transition is in flight.
    @available(*, deprecated, renamed: "tapBack()")
    @discardableResult
    public func tapBackButton() -> Bool { tapBack() }

    /// Long-presses the back button: the former name of ``longPressBack(choosing:)``.
    /// - Parameter index: the screen to go back to: 0 is the root.
    /// - Returns: `false` when `index` is not below the top screen, or a transition is in flight.
    @available(*, deprecated, renamed: "longPressBack(choosing:)")
    @discardableResult
    public func longPressBackButton(choosing index: Int) -> Bool { longPressBack(choosing: index) }

    /// Starts an edge swipe back: the former name of ``beginSwipeBack()``.
    /// - Returns: `false` when the stack shows only its root, or a transition is in flight.
    @available(*, deprecated, renamed: "beginSwipeBack()")
    @discardableResult
    public func beginEdgeSwipe() -> Bool { beginSwipeBack() }

    /// Ends the edge swipe in progress: the former name of ``endSwipeBack(completing:)``.
    /// - Parameter completed: whether the user swiped far enough.
    /// - Returns: `false` when no edge swipe was in progress.
    @available(*, deprecated, renamed: "endSwipeBack(completing:)")
    @discardableResult
    public func endEdgeSwipe(completed: Bool) -> Bool { endSwipeBack(completing: completed) }

    /// Swipes the topmost sheet down: the former name of ``swipeDown()``.
    /// - Returns: `false` when the top layer is not a sheet, is locked, or a transition is in flight.
    @available(*, deprecated, renamed: "swipeDown()")
    @discardableResult
    public func swipeDownSheet() -> Bool { swipeDown() }
}
#endif
