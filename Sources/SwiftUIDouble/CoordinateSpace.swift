#if os(Linux)
/// Double of SwiftUI's `CoordinateSpace`: the space a ``GeometryProxy`` reports a frame in.
///
/// ```swift
/// content.onGeometryChange(for: CGRect.self, of: { $0.frame(in: CoordinateSpace.global) }) { frame in … }
/// ```
///
/// The double lays out only a hosting controller's content; there `.global` is its window's
/// space, as for a `UIHostingController` in SwiftUI.
public enum CoordinateSpace {
    /// Double of `CoordinateSpace.global`: the window's space.
    case global
    /// Double of `CoordinateSpace.local`: the view's own space.
    case local
    /// Double of `CoordinateSpace.named(_:)`: an ancestor's named space; the double names none
    /// and answers with the window's space.
    case named(AnyHashable)
}
#endif
