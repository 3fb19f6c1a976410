#if os(Linux)
/// Double of UIKit's `UINavigationItem`: what a view controller shows in a navigation bar while
/// it is on a navigation controller's stack. The double keeps the back action only.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
    private var doubleStoredBackAction: UIAction?

    /// Double of `UINavigationItem.init(title:)`: the title is not kept.
    public init(title: String) {
        super.init()
    }

    /// Double of `UINavigationItem.backAction`: when the item is the top one, the back button
    /// runs this action instead of popping (`UIKitDoubleRuntime.tapBack(in:)`). `nil` (the
    /// default) leaves UIKit's pop. Apple copies the action (`@NSCopying`); the double keeps it.
    @available(iOS 16.0, *) @available(tvOS, unavailable)
    open var backAction: UIAction? {
        get { doubleStoredBackAction }
        set { doubleStoredBackAction = newValue }
    }
}
#endif
