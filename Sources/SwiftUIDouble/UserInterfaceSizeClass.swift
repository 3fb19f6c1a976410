#if os(Linux)
/// Double of SwiftUI's `UserInterfaceSizeClass`: how much room a view has in one direction.
///
/// A view reads its horizontal size class from the environment (`\.horizontalSizeClass`); the
/// ``SwiftUIDoubleRuntime`` sets it at the root (`setHorizontalSizeClass(_:)`), as a window's width does.
public enum UserInterfaceSizeClass: Sendable {
    /// Double of `UserInterfaceSizeClass.compact`: an iPhone in portrait, Slide Over.
    case compact
    /// Double of `UserInterfaceSizeClass.regular`: an iPad, a Mac.
    case regular
}
#endif
