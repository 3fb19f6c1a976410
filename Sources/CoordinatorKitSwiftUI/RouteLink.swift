#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// A control that shows a route through the screen's coordinator, as `NavigationLink` shows a
/// value: the row says where it leads, and the coordinator decides how.
///
/// ```swift
/// List(products) { product in
///     RouteLink(product.name, route: CatalogRoute.product(id: product.id))
/// }
/// ```
///
/// A tap asks the coordinator of the screen the link is in to
/// `show(_:)` the route: its guard decides,
/// and its `transition(for:)` pushes, presents or starts a flow. A route that opens
/// a popover is anchored at the link, and one that arrives with a zoom zooms from it
/// (``ControlAnchor``). A link in a view that is not inside a screen of a coordinator of the
/// route's type reports an issue at the line that made it when tapped, and shows nothing.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct RouteLink<R: Route, Label: View>: View {
    @Environment(\.coordinator) private var coordinator
    private let route: R
    private let label: Label
    private let site: CallSite

    /// A link with a label of its own.
    /// - Parameters:
    ///   - route: where the link leads.
    ///   - label: what the link shows.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public init(
        route: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column, @ViewBuilder label: () -> Label
    ) {
        self.route = route
        self.label = label()
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var body: some View {
        let button = Button(action: show) { label }
        if let anchor = Self.anchor(for: route) {
            button.marksControl(for: anchor)
        } else {
            button
        }
    }

    /// What a link to `route` marks: the popover's anchor, or the zoom's source.
    static func anchor(for route: R) -> ControlAnchor? {
        if route.presentation == .popover { return .popover(route) }
        if case .zoom = route.animation { return .zoomSource(route) }
        return nil
    }

    private func show() {
        guard let owner = coordinator as? Coordinator<R> else {
            site.report(
                coordinator.map { "RouteLink to \(route): the screen's coordinator, \($0), does not show \(R.self)." }
                    ?? "RouteLink to \(route): the link is not inside a screen of a ViewProviding coordinator."
            )
            return
        }
        owner.show(route, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension RouteLink where Label == Text {
    /// A link whose label is a title.
    /// - Parameters:
    ///   - title: the link's title.
    ///   - route: where the link leads.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public init(
        _ title: String, route: R, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.init(route: route, fileID: fileID, filePath: filePath, line: line, column: column) {
            Text(verbatim: title)
        }
    }
}
#endif
