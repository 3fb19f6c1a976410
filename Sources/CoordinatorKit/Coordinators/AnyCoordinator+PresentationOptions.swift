extension AnyCoordinator {
    /// Changes the options of the presented layer this flow shows its screens in: lock a sheet
    /// while it holds unsaved changes, move it to another detent, show its grabber.
    ///
    /// ```swift
    /// func didEdit() {
    ///     updatePresentationOptions { $0.isInteractiveDismissDisabled = true }
    /// }
    /// ```
    ///
    /// A flow whose screens are on the window's root layer has no presentation to change: that
    /// is reported, and nothing changes. So are options that contradict each other.
    /// - Parameters:
    ///   - animated: whether a detent change animates.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    ///   - body: changes the options.
    public func updatePresentationOptions(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ body: (inout PresentationOptions) -> Void
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let request = "updatePresentationOptions"
        guard let navigator = runningNavigator(for: request, site: site) else { return }
        navigator.change(by: self, request: request, animated: animated, site: site) {
            state, scope throws(NavigationError) in
            guard let stack = state.flowStack(of: scope),
                let index = state.layers.firstIndex(where: { $0.id == stack.layer }), index > 0
            else {
                throw NavigationError(
                    request,
                    .invalidOptions(
                        "\(scope.name) shows its screens on the window's root layer, which is not presented; options belong to presented layers"
                    ))
            }
            var options = state.layers[index].options
            body(&options)
            try state.setOptions(options, for: state.layers[index].id)
        }
    }
}
