#if os(Linux)
/// Double of UIKit's `UIUserInterfaceSizeClass` (raw values as in the iOS SDK): how wide or tall
/// the room a view controller has is.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    /// Double of `UIUserInterfaceSizeClass.unspecified`.
    case unspecified = 0
    /// Double of `UIUserInterfaceSizeClass.compact`: an iPhone in portrait, Slide Over.
    case compact = 1
    /// Double of `UIUserInterfaceSizeClass.regular`: an iPad full screen, a Mac.
    case regular = 2
}
#endif
