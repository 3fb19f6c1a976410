#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

/// What a control on a screen is marked for: the popover it opens, the confirmation dialog it
/// asks, or the zoom that starts from it.
///
/// A screen marks its controls with it in both adapters: in SwiftUI with
/// `marksControl(for:)`, in UIKit by answering `ControlMarking`'s
/// `markedControl(for:)`.
///
/// ```swift
/// Button("Share") { coordinator?.show(.share) }
///     .marksControl(for: .popover(ProductRoute.share))
/// ```
public enum ControlAnchor: Hashable, Sendable {
    /// The control a popover layer whose first screen shows this route points at.
    case popover(AnyRoute)
    /// The control a confirmation dialog with this title points at, on iPad.
    case dialog(String)
    /// The control a zoom from this route (`RouteAnimation.zoom(from:)`) starts from and
    /// returns to.
    case zoomSource(AnyRoute)

    /// The control a popover showing `route` first points at.
    /// - Parameter route: the route of the popover's first screen.
    /// - Returns: the anchor.
    public static func popover(_ route: some Route) -> ControlAnchor { .popover(AnyRoute(route)) }

    /// The control a zoom from `route` starts from.
    /// - Parameter route: the source route the zoom names.
    /// - Returns: the anchor.
    public static func zoomSource(_ route: some Route) -> ControlAnchor { .zoomSource(AnyRoute(route)) }
}

extension View {
    /// Marks this view as the control of a popover, a confirmation dialog or a zoom, in
    /// `NavigatorView` and in the screens `UIKitHost` shows in a `UIHostingController`.
    ///
    /// ```swift
    /// Button("Share") { coordinator?.show(.share) }
    ///     .marksControl(for: .popover(ProductRoute.share))
    /// Button("Delete", role: .destructive) { coordinator?.confirmDelete() }
    ///     .marksControl(for: .dialog("Delete this photo?"))
    /// ProductRow(product)
    ///     .marksControl(for: .zoomSource(CatalogRoute.product(product.id)))
    /// ```
    ///
    /// - A **popover** layer whose first screen shows the route, presented over this screen's
    ///   layer, is presented from this view; without a mark, from the screen's layer as a whole.
    ///   On compact widths SwiftUI shows a popover as a sheet, and the anchor does not matter;
    ///   tvOS and watchOS have no popovers.
    /// - A **confirmation dialog** with the title, asked over this screen's layer, points at this
    ///   view on iPad; alerts are centred on the screen and take no mark.
    /// - A screen or layer that arrives with `RouteAnimation.zoom(from:)` the route **zooms**
    ///   out of this view and back into it when it leaves (iOS 18:
    ///   `matchedTransitionSource(id:in:)`); before iOS 18 and on macOS it arrives with the
    ///   system's animation.
    ///
    /// In a screen `UIKitHost` shows (a `ViewProviding` coordinator's view in a
    /// `UIHostingController`), the view reports its frame after each layout
    /// (`onGeometryChange(for:of:action:)`), and UIKit anchors the popover or the dialog at that
    /// rectangle of the hosting controller's view, and zooms from it. Until SwiftUI has laid the
    /// view out, and when it has left the screen, UIKit falls back as for an unmarked screen.
    ///
    /// Systems older than iOS 16 (macOS 13) have nothing to anchor: there the mark does nothing,
    /// so that a screen shown by `UIKitHost` on iOS 13 can carry it unguarded; a popover points
    /// at the middle of the screen there (a view controller can mark its controls through
    /// `ControlMarking`).
    /// - Parameter anchor: what the control opens or starts.
    /// - Returns: this view, marked.
    public func marksControl(for anchor: ControlAnchor) -> some View {
        if #available(iOS 16, macOS 13, tvOS 16, watchOS 9, *) {
            // Its frame too, for `UIKitHost`'s hosting controllers.
            let measured = modifier(ControlFrameModifier(anchor: anchor))
            return switch anchor {
            case .popover(let route): AnyView(measured.modifier(PopoverAnchorModifier(route: route)))
            case .dialog(let title): AnyView(measured.modifier(QuestionAnchorModifier(title: title)))
            case .zoomSource(let route): AnyView(measured.modifier(ZoomSourceModifier(route: route)))
            }
        }
        return AnyView(self)
    }

    /// Marks this view as the control a popover showing `route` points at: the former spelling
    /// of `marksControl(for: .popover(route))`.
    @available(*, deprecated, renamed: "marksControl(for:)", message: "Use marksControl(for: .popover(route))")
    public func popoverAnchor(for route: some Route) -> some View { marksControl(for: .popover(route)) }

    /// Marks this view as the control a confirmation dialog titled `title` points at: the former
    /// spelling of `marksControl(for: .dialog(title))`.
    @available(*, deprecated, renamed: "marksControl(for:)", message: "Use marksControl(for: .dialog(title))")
    public func questionAnchor(for title: String) -> some View { marksControl(for: .dialog(title)) }

    /// Marks this view as the control a zoom from `route` starts from: the former spelling of
    /// `marksControl(for: .zoomSource(route))`.
    @available(*, deprecated, renamed: "marksControl(for:)", message: "Use marksControl(for: .zoomSource(route))")
    public func zoomSource(for route: some Route) -> some View { marksControl(for: .zoomSource(route)) }
}
#endif
