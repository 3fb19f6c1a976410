#if os(Linux)
extension Optional: View where Wrapped: View {
    /// Double of `Optional.Body`: an optional view draws its wrapped view, or nothing.
    public typealias Body = Never
}
#endif
