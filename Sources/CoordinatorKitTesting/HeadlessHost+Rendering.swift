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

    /// Shows what a command asks, as the navigator will apply it once the command finishes. Like
    /// UIKit, which presents one alert per presenter, the host refuses a question over a question.
    func show(_ action: HostCommand.Action) {
        if case .presentQuestion = action, shownState.question != nil { return }
        var next = shownState
        next.apply(action)
        show(next)
    }

    /// Shows a new state: every split at the host's width, an instance made for each screen that
    /// arrives, and let go for each that leaves.
    func show(_ next: NavigationState) {
        var next = next
        showSplitsAtTheHostWidth(in: &next)
        let (left, arrived) = shownState.screenDifference(to: next)
        for screen in left { instances[screen.id] = nil }
        for screen in arrived where instances[screen.id] == nil {
            instancesCreated += 1
            instances[screen.id] = ScreenInstance(screen)
        }
        shownState = next
    }
}
