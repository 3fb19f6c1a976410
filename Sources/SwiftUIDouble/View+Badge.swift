#if os(Linux)
extension View {
    /// Double of `View.badge(_:)` for a count: the badge of this view's tab in a ``TabView``.
    ///
    /// - Parameter count: The number shown; `0` hides the badge.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func badge(_ count: Int) -> some View {
        modifier(BadgeModifier(badge: count == 0 ? nil : String(count)))
    }

    /// Double of `View.badge(_:)` for a text: the badge of this view's tab in a ``TabView``.
    ///
    /// - Parameter label: The text shown; `nil` hides the badge.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    nonisolated public func badge(_ label: Text?) -> some View {
        modifier(BadgeModifier(badge: label?.content))
    }

    /// Double of `View.badge(_:)` for a string: the badge of this view's tab in a ``TabView``.
    ///
    /// - Parameter label: The string shown as is (the double does not localize); `nil` hides the badge.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    @_disfavoredOverload nonisolated public func badge<S>(_ label: S?) -> some View where S: StringProtocol {
        modifier(BadgeModifier(badge: label.map { String($0) }))
    }
}
#endif
