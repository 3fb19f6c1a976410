#if os(Linux)
// Double of UIKit's conversions between views' spaces. A view's place in its window is its frame's
// origin added up the superview chain; a view with no superview (a view controller's view) sits
// at its frame's origin in the window.

extension UIView {
    /// Double of `UIView.convert(_:from:)`: `rect` from `view`'s space (the window's when `nil`)
    /// into this view's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `view`'s space.
    ///   - view: The view whose space `rect` is in; `nil` for the window.
    /// - Returns: The rectangle in this view's space.
    @discardableResult
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let from = view?.doubleOriginInWindow ?? .zero
        let to = doubleOriginInWindow
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Double of `UIView.convert(_:to:)`: `rect` from this view's space into `view`'s (the
    /// window's when `nil`).
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this view's space.
    ///   - view: The view whose space the result is in; `nil` for the window.
    /// - Returns: The rectangle in `view`'s space.
    @discardableResult
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let from = doubleOriginInWindow
        let to = view?.doubleOriginInWindow ?? .zero
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    /// Where this view's origin is in its window's space.
    var doubleOriginInWindow: CGPoint {
        var origin = frame.origin
        var current = doubleSuperview
        while let view = current {
            origin.x += view.frame.origin.x
            origin.y += view.frame.origin.y
            current = view.doubleSuperview
        }
        return origin
    }
}
#endif
