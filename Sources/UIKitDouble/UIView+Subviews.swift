#if os(Linux)
// Double of UIKit's view hierarchy: a view's superview and subviews, and how it resizes with its
// superview. The double lays nothing out: whether a controller's view is in a window still follows
// its controller's place in the controller hierarchy, as for UIKit's containers.

extension UIView {
    /// Double of `UIView.AutoresizingMask`: how a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, @unchecked Sendable {
        /// Double of `UIView.AutoresizingMask.rawValue`.
        public var rawValue: UInt

        /// Double of `UIView.AutoresizingMask.init(rawValue:)`.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Double of `UIView.AutoresizingMask.flexibleWidth`: the width follows the superview's.
        public static var flexibleWidth: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 1) }

        /// Double of `UIView.AutoresizingMask.flexibleHeight`: the height follows the superview's.
        public static var flexibleHeight: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 4) }
    }

    /// Double of `UIView.superview`.
    public var superview: UIView? {
        doubleSuperview
    }

    /// Double of `UIView.subviews`, back to front.
    public var subviews: [UIView] {
        doubleSubviews
    }

    /// Double of `UIView.addSubview(_:)`: moves `view` from its superview, if any, to the front of this view.
    ///
    /// - Parameter view: The view to add.
    public func addSubview(_ view: UIView) {
        guard view !== self else { return }
        view.removeFromSuperview()
        doubleSubviews.append(view)
        view.doubleSuperview = self
    }

    /// Double of `UIView.removeFromSuperview()`.
    public func removeFromSuperview() {
        guard let superview = doubleSuperview else { return }
        superview.doubleSubviews.removeAll { $0 === self }
        doubleSuperview = nil
    }
}
#endif
