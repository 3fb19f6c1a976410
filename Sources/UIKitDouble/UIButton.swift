#if os(Linux)
/// Double of UIKit's `UIButton`: a control with a title per state.
///
/// ```swift
/// let button = UIButton(type: .system)
/// button.setTitle("Refresh", for: .normal)
/// button.addAction(UIAction { _ in refresh() }, for: .touchUpInside)
/// ```
@MainActor @preconcurrency
open class UIButton: UIControl {
    private var titles: [UInt: String] = [:]

    /// Double of `UIButton.init(type:)`.
    public convenience init(type buttonType: UIButton.ButtonType) {
        self.init(frame: .zero)
    }

    /// Double of `UIButton.setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
    }

    /// Double of `UIButton.title(for:)`: the state's title, or the normal state's.
    @discardableResult
    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }
}

extension UIButton {
    /// Double of `UIButton.ButtonType` (raw values as in the iOS SDK; the double draws no button, so
    /// the type changes nothing).
    public enum ButtonType: Int, @unchecked Sendable {
        /// Double of `UIButton.ButtonType.custom`.
        case custom = 0
        /// Double of `UIButton.ButtonType.system`.
        case system = 1
    }
}
#endif
