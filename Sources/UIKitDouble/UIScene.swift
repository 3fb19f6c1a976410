#if os(Linux)
/// Double of UIKit's `UIScene`: the class only. Tests make a scene with `UIWindowScene()`.
@MainActor @preconcurrency
open class UIScene: UIResponder {}
#endif
