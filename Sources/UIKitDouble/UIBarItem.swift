#if os(Linux)
/// Double of UIKit's `UIBarItem`, the abstract superclass of tab bar items: a title, an image and a tag.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
    /// Double of `UIBarItem.init()`.
    public override init() {
        super.init()
    }

    /// Double of `UIBarItem.init?(coder:)`: decodes nothing.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Double of `UIBarItem.title`: `nil` by default.
    open var title: String?

    /// Double of `UIBarItem.image`: `nil` by default.
    open var image: UIImage?

    /// Double of `UIBarItem.tag`: `0` by default.
    open var tag: Int = 0
}
#endif
