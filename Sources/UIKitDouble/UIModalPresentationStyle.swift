#if os(Linux)
/// Double of UIKit's `UIModalPresentationStyle` (raw values as in the iOS SDK; tvOS-only `blurOverFullScreen` omitted).
///
/// UIKit's enum is non-frozen (switches need `@unknown default` on iOS); a plain Swift enum outside
/// library evolution cannot reproduce that, so write `@unknown default` by habit.
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    /// Double of `UIModalPresentationStyle.fullScreen`: covers the screen, the presenter disappears.
    case fullScreen = 0
    /// Double of `UIModalPresentationStyle.pageSheet`: a sheet the user can swipe down.
    @available(tvOS, unavailable)
    case pageSheet = 1
    /// Double of `UIModalPresentationStyle.formSheet`: a sheet the user can swipe down.
    @available(iOS 3.2, tvOS 26.0, *)
    case formSheet = 2
    /// Double of `UIModalPresentationStyle.currentContext`: covers the presenter, which disappears.
    case currentContext = 3
    /// Double of `UIModalPresentationStyle.custom`.
    case custom = 4
    /// Double of `UIModalPresentationStyle.overFullScreen`: covers the screen, the presenter stays visible.
    case overFullScreen = 5
    /// Double of `UIModalPresentationStyle.overCurrentContext`: the presenter stays visible.
    case overCurrentContext = 6
    /// Double of `UIModalPresentationStyle.popover`: dismissible by the user, like a sheet.
    @available(tvOS, unavailable)
    case popover = 7
    /// Double of `UIModalPresentationStyle.none`.
    case none = -1
    /// Double of `UIModalPresentationStyle.automatic`: reading it back yields `.formSheet` (iOS 18 SDK).
    case automatic = -2
}

extension UIModalPresentationStyle {
    /// Whether the presenter's content disappears under this style (the double's appearance model).
    var doubleCoversPresenter: Bool {
        self == .fullScreen || self == .currentContext
    }

    /// Whether a user may swipe the presentation away.
    var doubleIsUserDismissible: Bool {
        self == .pageSheet || self == .formSheet || self == .popover
    }
}
#endif
