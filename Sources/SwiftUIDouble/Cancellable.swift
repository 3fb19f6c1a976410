#if os(Linux)
/// Double of Combine's `Cancellable` (which SwiftUI re-exports): something that can be stopped.
public protocol Cancellable {
    /// Double of `Cancellable.cancel()`: stops it.
    func cancel()
}
#endif
