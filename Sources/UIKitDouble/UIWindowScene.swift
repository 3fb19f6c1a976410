#if os(Linux)
/// Double of UIKit's `UIWindowScene`: the scene its windows belong to. It models two rules: its
/// windows are those whose `windowScene` it is, and one of them at most is key, the last one made
/// key.
///
/// ```swift
/// let scene = UIWindowScene()   // the double's test control; UIKit makes scenes itself
/// let window = UIWindow(windowScene: scene)
/// ```
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
    weak var keyWindow: UIWindow?
    private var attached: [WeakWindow] = []

    /// Double of `UIWindowScene.windows`: the scene's windows, in the order they joined it.
    open var windows: [UIWindow] {
        attached.compactMap(\.window)
    }

    func attach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        attached.append(WeakWindow(window: window))
    }

    func detach(_ window: UIWindow) {
        attached.removeAll { $0.window == nil || $0.window === window }
        if keyWindow === window { keyWindow = nil }
    }
}

private struct WeakWindow {
    weak var window: UIWindow?
}
#endif
