#if os(Linux)
/// Double of UIKit's `UIViewControllerContextTransitioning`: the context UIKit gives a custom
/// animation. Only the protocol: the double runs no custom animation, so none of its members is
/// declared, and only UIKit makes one.
@MainActor @preconcurrency
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {}
#endif
