#if os(Linux)
/// Double of SwiftUI's `GeometryProxy`: a view's size and frame, as the last layout placed it.
///
/// The double gives one to `onGeometryChange(for:of:action:)` when a hosting controller lays
/// its content out: after the render, on UIKit's next layout pass, never inside the render.
public struct GeometryProxy {
    /// The frame in the window's space.
    let doubleGlobalFrame: CGRect

    init(doubleGlobalFrame: CGRect) {
        self.doubleGlobalFrame = doubleGlobalFrame
    }

    /// Double of `GeometryProxy.size`: the size of the view.
    public var size: CGSize {
        doubleGlobalFrame.size
    }

    /// Double of `GeometryProxy.frame(in:)`, the form iOS 13 has: the view's frame in
    /// `coordinateSpace` (the window's for `.global`, at the origin for `.local`).
    ///
    /// - Parameter coordinateSpace: The space the frame is given in.
    /// - Returns: The frame.
    @_disfavoredOverload public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: doubleGlobalFrame.size)
        case .global, .named: doubleGlobalFrame
        }
    }
}
#endif
