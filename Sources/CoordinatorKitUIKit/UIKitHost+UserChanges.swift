#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import IssueReporting

// What the user does by hand in UIKit, written back to the navigator.
extension UIKitHost {
    // MARK: Back button and edge swipe

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController)
    {
        guard !activity.isCallingUIKit, let stack = stackID(of: navigationController, showing: viewController) else {
            return
        }
        if let leaving = columnLeaving(showing: viewController, in: stack) {
            return carryOut(activity.machine.handle(.columnWillLeave(leaving)))
        }
        let poppedTo = userPop(in: stack, to: viewController)
        carryOut(activity.machine.handle(.willShow(stack, poppedTo: poppedTo)))
    }

    /// Hears from the transition coordinator of the navigation controller showing the stack
    /// whether the user's swipe back is cancelled. A collapsed split's columns are stacked in
    /// its primary column's navigation controller, which runs the pop.
    func watchPopCancellation(in stack: StackID) {
        let shownIn =
            stack.column != nil && collapsedColumns(of: stack.layer) != nil
            ? StackID(layer: stack.layer, column: .sidebar) : stack
        containers.navigationController(of: shownIn)?.transitionCoordinator?.animate(alongsideTransition: nil) {
            [weak self] context in
            guard context.isCancelled, let self else { return }
            // The user let go before the threshold: UIKit put the screen back, and never calls didShow.
            carryOut(activity.machine.handle(.popCancelled(stack)))
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController)
    {
        guard let stack = stackID(of: navigationController, showing: viewController) else { return }
        // The host's own change pops to nothing the user chose: the machine does not ask.
        let duringHostCall = activity.isCallingUIKit
        let poppedTo =
            activity.machine.needsPoppedTo(onDidShowOf: stack, duringHostCall: duringHostCall)
            ? userPop(in: stack, to: viewController) : nil
        carryOut(activity.machine.handle(.didShow(stack, poppedTo: poppedTo, duringHostCall: duringHostCall)))
        noticeColumnLeft(in: navigationController)
    }

    /// The screen a stack's navigation controller pops to, when that is a pop of what the
    /// navigator rendered: the screen is in the rendered stack, below its top.
    private func userPop(in stack: StackID, to viewController: UIViewController) -> ScreenID? {
        guard let screen = screen(for: viewController),
            let rendered = showing.stack(stack),
            let index = rendered.lastIndex(of: screen),
            index < rendered.count - 1
        else { return nil }
        return screen
    }

    // MARK: Tabs

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        guard !activity.isCallingUIKit,
            let layer = containers.record(ofLayerIn: tabBarController),
            let stack = stackID(of: viewController), stack.layer == layer.id, let tab = stack.tab,
            case .tabs(let rendered)? = showing.layer(layer.id)?.content,
            rendered.selected != tab
        else {
            // Tapping the selected tab pops its stack to the root, which the navigation
            // controller's delegate reports.
            return
        }
        report(.selectedTab(tab, in: layer.id))
    }

    // MARK: Swipe down

    /// The user started swiping a sheet down: the host hears its end from the presenting
    /// controller's transition coordinator, as `UIPresentationController.h` says to, and holds
    /// commands until then.
    func userWillDismiss(_ presentationController: UIPresentationController) {
        guard let layer = layer(presenting: presentationController.presentedViewController) else { return }
        let coordinator =
            presentationController.presentingViewController.transitionCoordinator
            ?? presentationController.presentedViewController.transitionCoordinator
        carryOut(activity.machine.handle(.swipeDownBegan(layer, hasCoordinator: coordinator != nil)))
        // Without a coordinator the machine looks at the sheet on the next turns instead.
        coordinator?.notifyWhenInteractionChanges { [weak self] context in
            guard !context.isCancelled, let self else { return }
            // The user let go past the threshold: the sheet leaves, though it still slides away.
            carryOut(activity.machine.handle(.swipeDownCommitted(layer)))
        }
        coordinator?.animate(alongsideTransition: nil) { [weak self] context in
            guard context.isCancelled, let self else { return }
            // The user let go: the sheet stays.
            carryOut(activity.machine.handle(.swipeDownCancelled(layer)))
        }
    }

    func userDidDismiss(_ presentationController: UIPresentationController) {
        // A layer the user let go of is forgotten already: UIKit ignores touches while it
        // leaves, so this is its end.
        let layer = layer(presenting: presentationController.presentedViewController)
        carryOut(activity.machine.handle(.swipeDownCompleted(layer)))
    }

    private func layer(presenting container: UIViewController) -> LayerID? {
        containers.record(ofLayerIn: container, presented: true)?.id
    }

    /// A later turn of the main queue: tells the machine what UIKit shows of what it waits for.
    ///
    /// While UIKit still animates, the host looks again when the transition's coordinator says it
    /// ended, rather than on every turn of the main queue; only a transition without a
    /// coordinator is looked at turn after turn.
    func lookAgain() {
        let layer: LayerID
        let done: Bool
        switch activity.machine.state {
        case .waitingForCompletion(let request, _):
            layer = request.layer
            done = isDone(request)
        case .userDismissal(let swiped), .userDismissalEnding(let swiped):
            layer = swiped
            done = !isPresented(swiped)
        case .waitingForDidShowAfterWidthChange(let stack):
            return lookAgainAfterWidthChange(of: stack.layer)
        case .idle, .waitingForDidShow, .userPop:
            return
        }
        let transitioning = isTransitioning(layer)
        if transitioning,
            let coordinator = containers.record(ofLayer: layer)?.container.transitionCoordinator
                ?? presentationTransitionOfTheApp
        {
            let lookAfterTheEnd: @MainActor () -> Void = { [weak self] in
                Task { @MainActor in self?.lookAgain() }
            }
            if !coordinator.animate(alongsideTransition: nil, completion: { _ in lookAfterTheEnd() }) {
                lookAfterTheEnd()
            }
            return
        }
        carryOut(activity.machine.handle(.nextTurn(requestDone: done, transitioning: transitioning)))
    }

    /// A stack change of a split that changed width meanwhile: once no navigation controller of
    /// the split moves, the change is over, whether or not UIKit called `didShow`.
    private func lookAgainAfterWidthChange(of layer: LayerID) {
        let moving = containers.stacks.lazy.filter { $0.key.layer == layer && $0.key.column != nil }
            .compactMap { $0.value.transitionCoordinator }.first
        guard let moving else {
            return carryOut(activity.machine.handle(.nextTurn(requestDone: true, transitioning: false)))
        }
        let lookAfterTheEnd: @MainActor () -> Void = { [weak self] in
            Task { @MainActor in self?.lookAgain() }
        }
        if !moving.animate(alongsideTransition: nil, completion: { _ in lookAfterTheEnd() }) {
            lookAfterTheEnd()
        }
    }

    /// Whether UIKit shows the outcome of `request`: the layer presented, or gone.
    private func isDone(_ request: UIKitHostMachine.Presentation) -> Bool {
        switch request {
        case .present(let layer): isPresented(layer)
        case .dismiss(let layer): !isPresented(layer)
        }
    }

    /// Whether the layer's container is presented, in the window's chain of presentations.
    func isPresented(_ layer: LayerID) -> Bool {
        if let question = isQuestionPresented(layer) { return question }
        guard let index = containers.index(ofLayer: layer) else { return false }
        return shownPresentations().contains(containers.layers[index].container)
    }

    /// Whether the layer's container, or anything in the window's presentations, still animates.
    private func isTransitioning(_ layer: LayerID) -> Bool {
        if let container = containers.record(ofLayer: layer)?.container,
            container.isBeingPresented || container.isBeingDismissed
        {
            return true
        }
        return presentationTransitionOfTheApp != nil
    }

    /// UIKit dropped a present or dismiss of the host's: it logged why and will never call the
    /// completion. The host says so, and goes on from what UIKit shows.
    func reportDropped(_ request: UIKitHostMachine.Presentation) {
        let what =
            switch request {
            case .present(let layer):
                "presenting layer \(layer): its presenter is not in the window, or already presents"
            case .dismiss(let layer):
                "dismissing layer \(layer): there was nothing to dismiss, or another presentation ran"
            }
        reportIssue(
            """
            UIKit dropped UIKitHost's request \(what) (UIKit logs a warning and never calls the completion). \
            Something changed UIKit's view controllers behind the host's back; the navigator goes on from what UIKit shows.
            """)
    }
}
#endif
