extension AnyCoordinator {
    /// Puts the coordinator's first content where its home says: a new layer for a modal flow,
    /// the window's root for a root flow.
    @discardableResult
    func place(_ content: Container, in state: inout NavigationState) throws(NavigationError) -> LayerID {
        let presentation: ChildPresentation
        switch home {
        case .unplaced(let unplaced): presentation = unplaced
        case .stack(let stack): throw NavigationError("show \(content.summary)", .noSuchStack(stack))
        case .collecting: throw NavigationError("show \(content.summary)", .nothingShown)
        }
        let layer: LayerID
        if let modal = presentation.modalPresentation {
            layer = try state.present(content, as: modal)
        } else if presentation == .replacingRoot {
            layer = try state.replaceRoot(with: content)
        } else {
            throw NavigationError("show \(content.summary)", .nothingShown)
        }
        if case .stack = content {
            home = .stack(StackID(layer: layer))
        }
        return layer
    }
}
