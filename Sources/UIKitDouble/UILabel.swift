#if os(Linux)
/// Double of UIKit's `UILabel`: text and a line count, never drawn.
///
/// ```swift
/// let label = UILabel()
/// label.text = "Signed in as Ada"
/// label.numberOfLines = 0
/// ```
@MainActor @preconcurrency
open class UILabel: UIView {
    /// Double of `UILabel.text`.
    open var text: String?

    /// Double of `UILabel.numberOfLines`: 1 unless set, 0 for as many as the text needs.
    open var numberOfLines: Int = 1
}
#endif
