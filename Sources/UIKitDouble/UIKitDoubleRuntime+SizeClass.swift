#if os(Linux)
extension UIKitDoubleRuntime {
    /// Simulates the window changing its horizontal size class, as a rotation, Split View or
    /// Slide Over does: every view controller's `traitCollection` has the new width, and each
    /// split view controller in the window (presented ones included) collapses its columns into
    /// one stack (compact) or expands them (regular), telling its delegate as UIKit does.
    /// Double-only.
    /// - Parameter sizeClass: `.compact` or `.regular`; `.unspecified` reads as regular.
    public func simulateHorizontalSizeClassChange(to sizeClass: UIUserInterfaceSizeClass) {
        let sizeClass: UIUserInterfaceSizeClass = sizeClass == .compact ? .compact : .regular
        guard sizeClass != horizontalSizeClass else { return }
        horizontalSizeClass = sizeClass
        guard let root = window?.rootViewController else { return }
        var splits: [UISplitViewController] = []
        var presenter: UIViewController? = root
        while let current = presenter {
            Self.collectSplits(in: current, into: &splits)
            presenter = current.doubleStoredPresented
        }
        for split in splits { split.doubleMatchSizeClass() }
        updateAppearanceAtOnce(animated: false)
    }

    private static func collectSplits(in controller: UIViewController, into splits: inout [UISplitViewController]) {
        if let split = controller as? UISplitViewController { splits.append(split) }
        for child in controller.doubleChildren { collectSplits(in: child, into: &splits) }
    }
}
#endif
