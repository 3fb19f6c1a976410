#if os(Linux)
extension UIKitDoubleRuntime {
    /// Simulates the user dragging the sheet that shows `controller` (the presented controller or one of
    /// its children) until it rests at the detent named `identifier` (double-only control, not UIKit API).
    ///
    /// As in UIKit, only the topmost sheet takes the drag, not while a transition runs, and only to one
    /// of its active detents other than the one it rests at. The drag sets `selectedDetentIdentifier`,
    /// then calls the delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)` once.
    /// `isModalInPresentation` does not stop it: it only refuses a swipe down.
    /// - Returns: `false` (and nothing happens) when `controller` is not in a presented page or form
    ///   sheet, the sheet presents another controller or is being presented or dismissed, a transition
    ///   runs, the sheet has no active detent named `identifier`, or already rests there.
    @discardableResult
    public func dragSheet(of controller: UIViewController, to identifier: UISheetPresentationController.Detent.Identifier) -> Bool {
        let presented = controller.doubleRootAncestor
        guard presented.doubleStoredPresenting != nil,
              presented.doubleStoredPresented == nil,
              !presented.doubleIsBeingPresented,
              !presented.doubleIsBeingDismissed,
              !presented.doubleRuntime.ignoresTouch(),
              let sheet = presented.sheetPresentationController,
              sheet.detents.contains(where: { $0.identifier == identifier && $0.doubleIsActive }),
              sheet.doubleRestingDetentIdentifier != identifier
        else { return false }
        sheet.selectedDetentIdentifier = identifier
        (sheet.delegate as? any UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet)
        return true
    }
}
#endif
