#if os(Linux)
/// Double of UIKit's `UIResponder`, the root of the responder chain. Of the chain it models only
/// the end of a motion event, which nothing handles unless a subclass does.
@MainActor @preconcurrency
open class UIResponder: NSObject {
    /// Double of `UIResponder.motionEnded(_:with:)`: UIKit passes the event up the responder
    /// chain, whose end ignores it; the double has no chain and ignores it here.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
}
#endif
