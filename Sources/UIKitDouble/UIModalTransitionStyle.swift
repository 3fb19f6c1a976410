#if os(Linux)
/// Double of UIKit's `UIModalTransitionStyle`: how a presentation animates (raw values as in the
/// iOS SDK). A dismissal plays the inverse.
public enum UIModalTransitionStyle: Int, @unchecked Sendable {
    /// Double of `UIModalTransitionStyle.coverVertical`: the default, sliding up.
    case coverVertical = 0
    /// Double of `UIModalTransitionStyle.flipHorizontal`.
    @available(tvOS, unavailable)
    case flipHorizontal = 1
    /// Double of `UIModalTransitionStyle.crossDissolve`: a cross-fade.
    case crossDissolve = 2
    /// Double of `UIModalTransitionStyle.partialCurl`.
    @available(tvOS, unavailable)
    case partialCurl = 3
}
#endif
