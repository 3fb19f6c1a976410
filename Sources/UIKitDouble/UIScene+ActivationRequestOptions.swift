#if os(Linux)
extension UIScene {
    /// Double of UIKit's `UIScene.ActivationRequestOptions`: the class only.
    @MainActor @preconcurrency
    open class ActivationRequestOptions: NSObject {}
}
#endif
