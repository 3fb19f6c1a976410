extension CoordinatorTree.Node {
    /// Puts a flow's first content where its home says: a new layer for a modal flow, the
    /// window's root for a root flow. The flow's home becomes the new stack. `own` is the flow's
    /// ``AnyCoordinator/layerAnimation``.
    /// - Returns: the new layer.
    @discardableResult
    func place(
        _ content: Container, in state: inout NavigationState, request: @autoclosure () -> String,
        allowingEmptyStacks: Bool = false, screensMadeAfter mark: IdentifierSource.Mark? = nil,
        layerAnimation own: RouteAnimation
    ) throws(NavigationError) -> LayerID {
        let presentation: ChildPresentation
        switch home {
        case .unplaced(let unplaced):
            presentation = unplaced
        case .stack(let stack):
            // Placed in a change that was dropped, or removed since in this same transaction.
            guard state.stack(stack) == nil, let placement else {
                throw NavigationError(request(), .flowShowsNothing(flow: coordinator.description))
            }
            presentation = placement
        }
        let layer: LayerID
        // The flow says how its layer arrives, or else its first screen does.
        let animation = own != .system ? own : content.visibleStack?.list.first?.animation ?? .system
        if let modal = presentation.modalPresentation {
            // The flow's first route declares how its layer looks; the flow may change it later.
            let options = content.visibleStack?.list.first?.route.presentationOptions ?? PresentationOptions()
            layer = try state.present(
                content, as: modal, options: options, animation: animation, request: request(),
                allowingEmptyStacks: allowingEmptyStacks, screensMadeAfter: mark
            )
        } else if presentation == .replacingRoot {
            layer = try state.replaceRoot(
                with: content, animation: animation, allowingEmptyStacks: allowingEmptyStacks, screensMadeAfter: mark)
        } else {
            throw NavigationError(request(), .flowShowsNothing(flow: coordinator.description))
        }
        if case .stack = content {
            moveHome(to: StackID(layer: layer))
        }
        return layer
    }
}
