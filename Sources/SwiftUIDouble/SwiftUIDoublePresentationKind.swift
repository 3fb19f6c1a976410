#if os(Linux)
/// The kind of a presented layer of a ``SwiftUIDoubleRuntime``. Not SwiftUI API.
public enum SwiftUIDoublePresentationKind: String, Sendable, CustomStringConvertible {
    /// `sheet(isPresented:onDismiss:content:)` or `sheet(item:onDismiss:content:)`.
    case sheet
    /// `fullScreenCover(isPresented:onDismiss:content:)` or `fullScreenCover(item:onDismiss:content:)`.
    case fullScreenCover
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)` or `popover(item:attachmentAnchor:arrowEdge:content:)`.
    case popover
    /// `alert(_:isPresented:actions:message:)`.
    case alert
    /// `confirmationDialog(_:isPresented:titleVisibility:actions:message:)`.
    case confirmationDialog

    public var description: String {
        rawValue
    }
}
#endif
