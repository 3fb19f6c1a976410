#if os(Linux)
/// Double of UIKit's `UIAlertAction`: one button of a `UIAlertController`, and the handler UIKit
/// runs once the user tapped it and the alert is gone.
@MainActor @preconcurrency
open class UIAlertAction: NSObject {
    /// Double of `UIAlertAction.title`.
    public private(set) var title: String?
    /// Double of `UIAlertAction.style`.
    public private(set) var style: UIAlertAction.Style
    /// Double of `UIAlertAction.isEnabled`: a disabled action ignores taps.
    open var isEnabled: Bool = true
    let doubleHandler: ((UIAlertAction) -> Void)?

    /// Double of `UIAlertAction.init(title:style:handler:)`.
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init(doubleTitle: title, style: style, handler: handler)
    }

    init(doubleTitle title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)?) {
        self.title = title
        self.style = style
        self.doubleHandler = handler
        super.init()
    }

    /// Double of `UIAlertAction.Style` (raw values as in the iOS SDK).
    public enum Style: Int, @unchecked Sendable {
        /// Double of `UIAlertAction.Style.default`.
        case `default` = 0
        /// Double of `UIAlertAction.Style.cancel`: at most one per alert controller.
        case cancel = 1
        /// Double of `UIAlertAction.Style.destructive`.
        case destructive = 2
    }
}
#endif
