#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

/// The selection of a sidebar's `List(selection:)`, kept in step with the route a split's
/// column shows.
///
/// ```swift
/// struct ProductList: View {
///     let products: [Product]
///     @ColumnSelection private var selection: CatalogRoute?
///
///     var body: some View {
///         List(selection: $selection) {
///             ForEach(products) { product in
///                 Text(product.name).tag(CatalogRoute.product(id: product.id))
///             }
///         }
///     }
/// }
/// ```
///
/// The selection is the route of the detail column's first screen
/// (`Split.selectedRoute(for:)`), so the row the user sees selected is the
/// route the detail shows, whatever changed it: a tap, a link, code, the user's back in a
/// collapsed split (no row then), a restored navigation. Screens pushed onto the detail leave
/// the selection as it is, so SwiftUI never sees a new selection that would take them away.
///
/// A tap on a row asks the split's coordinator to `select(_:for:)` the row's route
/// (`SplitCoordinator.select(_:for:animated:fileID:filePath:line:column:)`): the detail's flow sets its stack to it, its guard asked first. When the
/// navigator does not show the route then (the guard denied it, or redirected to a sign-in
/// first), the list is drawn again and its selection goes back to the route the detail shows.
///
/// Use it in a view of a column of a split that ``NavigatorView`` renders, or of a screen that
/// UIKitHost (CoordinatorKitUIKit) hosts in a column of a split view controller: UIKitHost gives
/// its hosted screens the split as NavigatorView gives its columns, and hosts them again (sets
/// the hosting controller's `rootView`) when the split's selection changes or a tapped row must
/// go back. Outside a split's column, the selection is `nil` and a tap reports an issue at the
/// property's declaration.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
@propertyWrapper
public struct ColumnSelection<R: Route>: DynamicProperty {
    @Environment(\.shownSplit) private var shown
    // Read so that the view is drawn again when the host draws the selections again.
    @Environment(\.selectionRevision) private var revision
    private let column: SplitColumn
    private let site: CallSite

    /// The selection of the list that picks what `splitColumn` shows.
    /// - Parameters:
    ///   - splitColumn: the column whose first screen is the selection: the detail, or the
    ///     content list of three columns.
    ///   - fileID: the file of the declaration, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the declaration; leave the default.
    ///   - column: the column of the declaration; leave the default.
    public init(
        _ splitColumn: SplitColumn = .detail, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        self.column = splitColumn
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// The route the column shows, or `nil` when the user does not see it or it shows no `R`.
    public var wrappedValue: R? {
        shown?.split.selectedRoute(for: column)?.as(R.self)
    }

    /// The binding to give `List(selection:)`: reads ``wrappedValue``, and selects the route
    /// SwiftUI writes.
    public var projectedValue: Binding<R?> {
        let (shown, column, site) = (shown, column, site)
        return Binding(
            get: { shown?.split.selectedRoute(for: column)?.as(R.self) },
            set: { route in Self.select(route, in: shown, column: column, site: site) }
        )
    }

    private static func select(_ route: R?, in shown: ShownSplit?, column: SplitColumn, site: CallSite) {
        guard let shown else {
            return site.report(
                "ColumnSelection of \(R.self): the view is not in a column of a split NavigatorView or UIKitHost renders."
            )
        }
        // SwiftUI clears the selection when the user goes back to the list of a collapsed
        // split: the navigator hears of the back itself.
        if let route {
            guard let split = shown.coordinator else {
                return site.report("ColumnSelection of \(R.self): no SplitCoordinator runs the split.")
            }
            split.select(
                route, for: column, fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
        }
        shown.host?.redrawSelection(of: shown.layer, column: column, unlessShowing: route.map(AnyRoute.init))
    }
}
#endif
