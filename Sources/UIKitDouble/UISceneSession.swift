#if os(Linux)
/// Double of UIKit's `UISceneSession`: the class only, for the session a scene request names.
@MainActor @preconcurrency
open class UISceneSession: NSObject {}
#endif
