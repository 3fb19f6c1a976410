#if os(Linux)
/// Double of UIKit's `UISheetPresentationController` (iOS 15): the presentation controller of a page or
/// form sheet, with the heights it may rest at (its detents) and the one it rests at.
///
/// A controller whose `modalPresentationStyle` is `.pageSheet` or `.formSheet` (`.automatic` reads
/// back as `.formSheet`) gets one as its `presentationController`, also reachable as
/// `sheetPresentationController`:
/// ```swift
/// if let sheet = controller.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// ```
/// Changes made by code take effect at once and tell nobody; only the user's drag
/// (`UIKitDoubleRuntime.dragSheet(of:to:)`) calls the delegate's
/// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`, as UISheetPresentationController.h
/// says. The double does no layout: it keeps which detent the sheet rests at, not its height.
///
/// Apple redeclares `delegate` as `(any UISheetPresentationControllerDelegate)?`; Swift cannot change
/// the type of an inherited read-write property, so the double keeps the inherited
/// `(any UIAdaptivePresentationControllerDelegate)?` and calls the sheet method on a delegate that
/// conforms to ``UISheetPresentationControllerDelegate``. Setting a sheet delegate compiles on both.
@available(iOS 15.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency
open class UISheetPresentationController: UIPresentationController {
    private var storedDetents: [UISheetPresentationController.Detent] = [.large()]

    /// Double of `UISheetPresentationController.detents`: `[.large()]` by default.
    ///
    /// The header: "This array must have at least one element. Detents must be specified in order from
    /// smallest to largest height." Setting an empty array records an exception and keeps the detents.
    /// Detents that no longer contain `selectedDetentIdentifier` leave the property as it is: the sheet
    /// then rests at the smallest detent (see ``doubleRestingDetentIdentifier``).
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var detents: [UISheetPresentationController.Detent] {
        get { storedDetents }
        set {
            guard !newValue.isEmpty else {
                presentedViewController.doubleRuntime.record(.exception, "UISheetPresentationController \(presentedViewController.doubleDescription): detents must contain at least one detent (NSInternalInconsistencyException)")
                return
            }
            storedDetents = newValue
        }
    }

    /// Double of `UISheetPresentationController.selectedDetentIdentifier`: `nil` by default.
    ///
    /// "When nil or the identifier is not found in detents, the sheet is displayed at the smallest
    /// detent" (UISheetPresentationController.h): the property keeps what was set, and
    /// ``doubleRestingDetentIdentifier`` says where the sheet is. Setting it never calls the delegate.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var selectedDetentIdentifier: UISheetPresentationController.Detent.Identifier?

    /// Double of `UISheetPresentationController.prefersGrabberVisible`: `false` by default; kept, not drawn.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    @available(visionOS, unavailable)
    open var prefersGrabberVisible: Bool = false

    /// Double of `UISheetPresentationController.animateChanges(_:)`: runs `changes` at once.
    ///
    /// "By the time this method returns, the receiver … will have been laid out": changes made inside
    /// or outside the block are visible as soon as they are made; the double animates nothing.
    @available(iOS 15.0, *)
    @available(tvOS, unavailable)
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// The detent the sheet rests at: the selected one when `detents` has it and it is active, else the
    /// smallest active one (the first, as detents go from smallest to largest). Double-only.
    public var doubleRestingDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        let active = storedDetents.filter(\.doubleIsActive)
        if let selected = selectedDetentIdentifier, active.contains(where: { $0.identifier == selected }) {
            return selected
        }
        return active.first?.identifier
    }
}
#endif
