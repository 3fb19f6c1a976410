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

    /// Double of `UIWindow.init(windowScene:)`: a hidden window of the scene.
    public init(windowScene: UIWindowScene) {
        super.init(frame: .zero)
        doubleRuntime.window = self
        isHidden = true
        self.windowScene = windowScene
        windowScene.attach(self)  // an initializer's own assignment runs no observer
    }

    /// Double of `UIWindow.windowScene`: the scene the window belongs to, if any.
    open weak var windowScene: UIWindowScene? {
        didSet {
            guard oldValue !== windowScene else { return }
            oldValue?.detach(self)
            windowScene?.attach(self)
        }
    }

    /// Double of `UIWindow.windowLevel`: where the window stands among the others.
    open var windowLevel: UIWindow.Level = .normal

    /// Double of `UIWindow.isKeyWindow`: of a scene's windows, only the last one made key is.
    open var isKeyWindow: Bool {
        guard let windowScene else { return storedIsKeyWindow }
        return windowScene.keyWindow === self
    }

    /// Double of `UIWindow.makeKey()`: makes the window key, and another window of its scene no longer.
    open func makeKey() {
        storedIsKeyWindow = true
        windowScene?.keyWindow = self
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
        makeKey()
        isHidden = false
    }
}

extension UIWindow {
    /// Double of `UIWindow.Level`: a window's level; a window of a higher level stands above.
    public struct Level: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// Double of `UIWindow.Level.rawValue`.
        public var rawValue: CGFloat

        /// Double of `UIWindow.Level.init(_:)`.
        public init(_ rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// Double of `UIWindow.Level.init(rawValue:)`.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }
    }
}

extension UIWindow.Level {
    /// Double of `UIWindow.Level.normal`: the level of an app's windows.
    public static let normal: UIWindow.Level = UIWindow.Level(0)

    /// Double of `UIWindow.Level.alert`: above the app's windows, as alerts were shown.
    public static let alert: UIWindow.Level = UIWindow.Level(2000)
}
#endif
