#if os(Linux)
/// Double of SwiftUI's `PopoverAttachmentAnchor`: where a popover is attached to its source view.
public enum PopoverAttachmentAnchor {
    /// Double of `PopoverAttachmentAnchor.rect(_:)`.
    case rect(Anchor<CGRect>.Source)
    /// Double of `PopoverAttachmentAnchor.point(_:)`.
    case point(UnitPoint)
}
#endif
