#if os(Linux)
/// Double of UIKit's `UIView`: only a frame, a hidden flag and the window the view is shown in.
@MainActor @preconcurrency
open class UIView: UIResponder {
    /// Double of `UIView.frame`: stored, never laid out.
    open var frame: CGRect

    /// Double of `UIView.bounds`: the frame's size at the origin; setting it resizes the frame.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Double of `UIView.isHidden`.
    open var isHidden: Bool = false

    /// Double of `UIView.isUserInteractionEnabled`: stored; the double delivers no touches to views.
    open var isUserInteractionEnabled: Bool = true

    /// Double of `UIView.autoresizingMask`: stored; the double lays nothing out.
    open var autoresizingMask: UIView.AutoresizingMask = []

    /// The view controller whose root view this is (the double's bookkeeping, not UIKit API).
    weak var doubleOwner: UIViewController?
    /// The view this one is a subview of (weak, as UIKit's `superview`) and its subviews (owned).
    weak var doubleSuperview: UIView?
    var doubleSubviews: [UIView] = []

    /// Double of `UIView.init(frame:)`.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Double of `UIView.init?(coder:)`: decodes nothing.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        super.init()
    }

    /// Double of `UIView.init()`, UIKit's `init(frame: .zero)`.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Double of `UIView.window`: the window when the owning view controller is in its view hierarchy.
    open var window: UIWindow? {
        doubleOwner?.doubleWindowIfViewInHierarchy
    }
}
#endif
