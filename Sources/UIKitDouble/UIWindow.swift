#if os(Linux)
/// Double of UIKit's `UIWindow`: holds the root view controller and owns the double's runtime.
///
/// ```swift
/// let window = UIWindow(frame: .zero)
/// window.rootViewController = UINavigationController(rootViewController: home)
/// window.makeKeyAndVisible()
/// window.doubleRuntime.holdsTransitions = true   // the double's test control
/// ```
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The double's test control for everything shown in this window (not UIKit API).
    public let doubleRuntime = UIKitDoubleRuntime()

    private var storedRootViewController: UIViewController?
    private var storedIsKeyWindow = false

    /// Double of `UIWindow.init(frame:)`; like UIKit's, a new window starts hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        doubleRuntime.window = self
        isHidden = true
    }

    /// Double of `UIWindow.init?(coder:)`: decodes nothing; the window starts hidden.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        doubleRuntime.window = self
        isHidden = true
    }

    /// Double of `UIWindow.rootViewController`: setting it replaces the whole hierarchy at once.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            guard newValue !== storedRootViewController else { return }
            storedRootViewController?.doubleWindow = nil
            if let newRoot = newValue {
                newRoot.doubleDetachFromContainer()
                newRoot.doubleWindow = self
            }
            storedRootViewController = newValue
            doubleRuntime.updateAppearanceAtOnce(animated: false)
        }
    }

    /// Double of `UIWindow.isKeyWindow`.
    open var isKeyWindow: Bool {
        storedIsKeyWindow
    }

    /// Double of `UIView.isHidden` for a window: showing or hiding it makes its controllers appear or disappear.
    open override var isHidden: Bool {
        didSet {
            guard oldValue != isHidden else { return }
            doubleRuntime.updateAppearanceAtOnce(animated: false)
        }
    }

    /// Double of `UIWindow.makeKeyAndVisible()`: shows the window and makes it key.
    open func makeKeyAndVisible() {
        storedIsKeyWindow = true
        isHidden = false
    }
}
#endif
