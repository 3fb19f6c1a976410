#if os(Linux)
/// Double of UIKit's `UIResponder`, the root of the responder chain; it models nothing but the class.
@MainActor @preconcurrency
open class UIResponder: NSObject {}
#endif
