extension Split {
    /// The route a list in the column before `column` shows selected: the route of the first
    /// screen of `column`, while the user sees that column; `nil` while the split is collapsed
    /// with a column before it on top.
    ///
    /// ```swift
    /// split.selectedRoute(for: .detail)   // the product the detail shows, whatever was pushed on it
    /// ```
    ///
    /// Screens pushed onto the column do not change it, so a sidebar's selection stays on the
    /// row that opened them. A collapsed split shows the sidebar's list alone once the user went
    /// back to it: no row is selected then, as in a collapsed `UISplitViewController`.
    /// - Parameter column: the column whose first screen is the selection; the detail by default.
    /// - Returns: the route, or `nil` for the sidebar (no list comes before it), a column the split
    ///   does not have or that is empty, or one the user does not see.
    public func selectedRoute(for column: SplitColumn = .detail) -> AnyRoute? {
        guard column != .sidebar, !isCollapsed || compactColumn >= column else { return nil }
        return self[column]?.screens.first?.route
    }
}
