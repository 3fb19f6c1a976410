/// Which window a link went to: what ``Windows/open(_:otherwise:animated:)-(DeepLink,_,_)`` did with it.
@MainActor
public enum WindowLinkResult {
    /// The window's navigator took the link, with what came of it there.
    case opened(in: WindowID, DeepLinkResult)
    /// No window shows the link's content and the app chose a new window for it: the opener
    /// was asked for one, which connects on a later turn and opens the link then.
    case requestedWindow

    /// The window that took the link; `nil` when a new window was asked for.
    public var window: WindowID? {
        if case .opened(let window, _) = self { return window }
        return nil
    }
}
