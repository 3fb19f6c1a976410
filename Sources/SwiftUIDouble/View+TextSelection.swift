#if os(Linux)
extension View {
    /// Double of `View.textSelection(_:)`: lets the user select the texts inside to copy them. The
    /// double has no user selection, so the view draws as it is.
    /// - Parameter selectability: whether the texts can be selected.
    /// - Returns: This view.
    @available(iOS 15.0, macOS 12.0, *) @available(tvOS, unavailable) @available(watchOS, unavailable)
    nonisolated public func textSelection<S>(_ selectability: S) -> some View where S: TextSelectability {
        self
    }
}
#endif
