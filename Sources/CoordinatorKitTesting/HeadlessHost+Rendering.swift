public import CoordinatorKit

extension HeadlessHost {
    /// The alert or confirmation dialog the host shows over the topmost layer, if any.
    public var question: QuestionLayer? { shownState.question }

    /// What the host shows, as `NavigationState.treeDescription` prints it.
    public var treeDescription: String { shownState.treeDescription }

    /// Every screen instance the host shows, in the order of `shownState.screens`.
    public var shownInstances: [ScreenInstance] {
        shownState.screens.compactMap { instances[$0.id] }
    }

    /// The instance the host made for a screen it shows; `nil` when it does not show the screen.
    /// - Parameter screen: the screen's identity.
    public func instance(for screen: ScreenID) -> ScreenInstance? {
        instances[screen]
    }
}
