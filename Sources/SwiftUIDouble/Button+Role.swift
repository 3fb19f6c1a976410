#if os(Linux)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Button where Label == Text {
    /// Double of `Button.init(_:role:action:)` for a string value: a button with a role, titled
    /// `title`, not localized.
    ///
    /// - Parameters:
    ///   - title: The button's title.
    ///   - role: What the button does: `.cancel`, `.destructive`, or `nil`.
    ///   - action: What a tap does.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        self.init(doubleRole: role, action: action, label: Text(title))
    }
}
#endif
