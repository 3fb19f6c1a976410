// How a question (an alert or a confirmation dialog) is planned: it is always the topmost
// presentation, so one that leaves is taken away before anything else changes, and one that
// comes is shown after every layer is in place.
extension NavigationPlan {
    /// Whether the host keeps showing the rendered question: the target shows the same one,
    /// over the same layer, and no layer is dismissed or presented anew.
    static func keepsQuestion(from rendered: NavigationState, to target: NavigationState, keptLayers kept: Int) -> Bool
    {
        guard let shown = rendered.question, let wanted = target.question else { return false }
        return shown.id == wanted.id && kept == rendered.layers.count && kept == target.layers.count
    }
}
