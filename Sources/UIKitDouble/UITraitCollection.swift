#if os(Linux)
/// Double of UIKit's `UITraitCollection`, reduced to the horizontal size class.
///
/// Every view controller in a window has the window's traits (``UIKitDoubleRuntime/horizontalSizeClass``,
/// which a test changes with ``UIKitDoubleRuntime/simulateHorizontalSizeClassChange(to:)``); a
/// controller in no window has a regular width. Not modelled: the other traits, overrides
/// (`traitOverrides`, `setOverrideTraitCollection(_:forChild:)`), and a form sheet's compact width
/// on an iPad.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Double of `UITraitCollection.horizontalSizeClass`.
    open private(set) var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified

    /// Double of `UITraitCollection.init()`: every trait unspecified.
    public override init() {
        super.init()
    }

    /// Double of `UITraitCollection.init(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init()
        self.horizontalSizeClass = horizontalSizeClass
    }
}
#endif
