#if os(Linux)
extension EnvironmentValues {
    /// Double of `EnvironmentValues.horizontalSizeClass`: the horizontal size class of the window
    /// (or of a view that sets it), `nil` when none was set.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
}

/// Where the environment keeps the horizontal size class.
struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}
#endif
