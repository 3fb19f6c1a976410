import IssueReporting

extension SplitCoordinator {
    /// Shows `route` as the selection of a list in the column before `splitColumn`, as a tap on a
    /// row of the sidebar does: the column's flow sets its stack to the route, asking its guard
    /// (`decision(for:)`) first, and a collapsed split shows the column on top.
    ///
    /// ```swift
    /// split.select(CatalogRoute.product(id: 12))
    /// ```
    ///
    /// Selecting the route the column shows already (``Split/selectedRoute(for:)``) changes
    /// nothing, so the screens pushed onto it stay. A guard that denies the route changes nothing
    /// either. The column's flow must be a `Coordinator<R>`: otherwise an issue is reported at
    /// the call and nothing changes. CoordinatorKitSwiftUI's `ColumnSelection` binds a SwiftUI
    /// `List(selection:)` to this.
    /// - Parameters:
    ///   - route: the route the column shows.
    ///   - splitColumn: the column that shows it: the detail, or the content list of three columns.
    ///   - animated: whether the change animates.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func select<R: Route>(
        _ route: R, for splitColumn: SplitColumn = .detail, animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "select(\(route), for: .\(splitColumn))"
        guard let navigator = runningNavigator(for: request, site: site), let split else { return }
        guard split.selectedRoute(for: splitColumn) != AnyRoute(route) else { return }
        guard let flow = coordinator(for: splitColumn) else {
            return site.report("\(self) cannot \(request): the split runs no flow in that column.")
        }
        guard let owner = flow as? Coordinator<R> else {
            return site.report(
                "\(self) cannot \(request): the column's flow, \(flow), does not show \(R.self); start the column with a Coordinator<\(R.self)>."
            )
        }
        navigator.transaction(animated: animated) {
            owner.setStack([route], animated: animated, fileID: fileID, filePath: filePath, line: line, column: column)
            // Shown on top of a collapsed split, in the same change, once its guard let it in.
            guard self.split?[splitColumn]?.screens.first?.route == AnyRoute(route) else { return }
            show(splitColumn, animated: animated, fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
