#if os(Linux)
/// Double of UIKit's `UIStackView`: the views it arranges, in order, never laid out.
///
/// ```swift
/// let stack = UIStackView(arrangedSubviews: [title, button])
/// stack.axis = .vertical
/// ```
/// Hidden arranged views take no place in UIKit's layout; the double keeps them in
/// `arrangedSubviews` all the same, as UIKit does.
@MainActor @preconcurrency
open class UIStackView: UIView {
    /// Double of `UIStackView.arrangedSubviews`.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Double of `UIStackView.axis`: horizontal unless set.
    open var axis: NSLayoutConstraint.Axis = .horizontal

    /// Double of `UIStackView.spacing`.
    open var spacing: CGFloat = 0

    /// Double of `UIStackView.isLayoutMarginsRelativeArrangement`.
    open var isLayoutMarginsRelativeArrangement: Bool = false

    /// Double of `UIStackView.init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        arrangedSubviews = views
    }

    /// Double of `UIStackView.addArrangedSubview(_:)`.
    open func addArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.append(view)
    }
}
#endif
