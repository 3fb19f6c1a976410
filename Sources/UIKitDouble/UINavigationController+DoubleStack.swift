#if os(Linux)
extension UINavigationController {
    /// The push or pop of this navigation controller that is in flight.
    var doubleNavigationInFlight: DoubleTransition? {
        doubleRuntime.activeTransitions.first { transition in
            transition.isInFlight && (transition.kind == .push || transition.kind == .pop) && transition.participants.first === self
        }
    }

    /// When a navigation transition is in flight, logs UIKit's warning, queues `change` to run
    /// once that transition has ended (UIKit does not update `viewControllers` until then) and
    /// returns `true`.
    private func doubleQueuesNestedChange(_ operation: String, _ change: @escaping @MainActor () -> Void) -> Bool {
        guard let inFlight = doubleNavigationInFlight else { return false }
        doubleRuntime.record(.warning, "nested \(operation) animation can result in corrupted navigation bar: \(operation) on \(doubleDescription) while \(inFlight.snapshot.description) is in flight; it runs when that one ends")
        inFlight.afterEnd.append(change)
        return true
    }

    /// When this navigation controller appeared in the window since the last layout pass, an
    /// animated change waits for that pass (UIKit starts its transition a layout pass later, so
    /// `transitionCoordinator` is still `nil` right after the call): queues it and returns `true`.
    private func doubleWaitsForLayoutPass(animated: Bool, _ change: @escaping @MainActor () -> Void) -> Bool {
        let runtime = doubleRuntime
        // Only on UIKit's own clock: held or synchronous transitions are driven by the test.
        guard animated, doubleNeedsLayout, !runtime.completesTransitionsSynchronously, !runtime.holdsTransitions,
              doubleWindowIfViewInHierarchy != nil else { return false }
        runtime.onNextLayoutPass(change)
        return true
    }

    /// Records a violation and returns `true` when one of `controllers` is presented or a window's root.
    ///
    /// Such a controller is held by its presentation or window; a container that adopts it moves
    /// its view away from both, which still hold it. UIKit does not document what happens next.
    private func doubleRejectsControllersShownElsewhere(_ controllers: [UIViewController], _ operation: String) -> Bool {
        guard let shown = controllers.first(where: { $0.doubleStoredPresenting != nil || $0.doubleWindow != nil }) else { return false }
        let place = shown.doubleStoredPresenting.map { "is presented by \($0.doubleDescription)" } ?? "is the root view controller of a window"
        doubleRuntime.record(.violation, "\(operation) on \(doubleDescription) with \(shown.doubleDescription), which \(place): a view controller is shown in one place at a time")
        return true
    }

    func doublePush(_ controller: UIViewController, animated: Bool) {
        if doubleChildren.contains(where: { $0 === controller }) {
            doubleRuntime.record(.exception, "Pushing the same view controller instance more than once is not supported (\(controller.doubleDescription)) (NSInvalidArgumentException)")
            return
        }
        if controller is UINavigationController {
            doubleRuntime.record(.exception, "Pushing a navigation controller is not supported (\(controller.doubleDescription)) (NSInvalidArgumentException)")
            return
        }
        if doubleRejectsControllersShownElsewhere([controller], "push") { return }
        if doubleQueuesNestedChange("push", { [weak self] in self?.doublePush(controller, animated: animated) }) { return }
        if doubleWaitsForLayoutPass(animated: animated, { [weak self] in self?.doublePush(controller, animated: animated) }) { return }
        doubleChangeStack(to: doubleChildren + [controller], animated: animated)
    }

    func doublePop(animated: Bool) -> UIViewController? {
        guard doubleChildren.count > 1, let top = doubleChildren.last else { return nil }
        if doubleQueuesNestedChange("pop", { [weak self] in _ = self?.doublePop(animated: animated) }) { return nil }
        doubleChangeStack(to: Array(doubleChildren.dropLast()), animated: animated)
        return top
    }

    func doublePop(to controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = doubleChildren.firstIndex(where: { $0 === controller }) else {
            doubleRuntime.record(.exception, "Tried to pop to a view controller that doesn't exist (\(controller.doubleDescription)) (NSInvalidArgumentException)")
            return nil
        }
        guard index < doubleChildren.count - 1 else { return [] }
        if doubleQueuesNestedChange("pop", { [weak self, weak controller] in
            guard let self, let controller, doubleChildren.contains(where: { $0 === controller }) else { return }
            _ = doublePop(to: controller, animated: animated)
        }) { return nil }
        let popped = Array(doubleChildren[(index + 1)...])
        doubleChangeStack(to: Array(doubleChildren[...index]), animated: animated)
        return popped
    }

    func doubleSetViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let unique = Set(controllers.map(ObjectIdentifier.init))
        if unique.count != controllers.count {
            doubleRuntime.record(.exception, "Pushing the same view controller instance more than once is not supported: setViewControllers on \(doubleDescription) lists a controller twice (NSInvalidArgumentException)")
            return
        }
        if let nested = controllers.first(where: { $0 is UINavigationController }) {
            doubleRuntime.record(.exception, "Pushing a navigation controller is not supported (\(nested.doubleDescription)) (NSInvalidArgumentException)")
            return
        }
        if doubleRejectsControllersShownElsewhere(controllers, "setViewControllers") { return }
        if doubleQueuesNestedChange("setViewControllers", { [weak self] in self?.doubleSetViewControllers(controllers, animated: animated) }) { return }
        if doubleWaitsForLayoutPass(animated: animated, { [weak self] in self?.doubleSetViewControllers(controllers, animated: animated) }) { return }
        doubleChangeStack(to: controllers, animated: animated)
    }

    /// Starts a swipe back driven by the test; `nil` when the stack cannot pop now.
    func doubleBeginInteractivePop() -> DoubleTransition? {
        guard doubleChildren.count > 1, doubleNavigationInFlight == nil, doubleWindowIfViewInHierarchy != nil else { return nil }
        return doubleChangeStack(to: Array(doubleChildren.dropLast()), animated: true, interactive: true)
    }

    /// Replaces the stack the way UIKit's push, pop and `setViewControllers` do.
    ///
    /// The stack changes at once; `willShow`, `willMove(toParent:)` and the `viewWill…` calls happen
    /// now, `didShow`, `didMove(toParent:)` and the `viewDid…` calls when the transition ends. Only a
    /// changed top animates, and only in a window. The delegate hears only a navigation controller
    /// whose view is in a window: UIKit ties `willShow`/`didShow` to display.
    @discardableResult
    func doubleChangeStack(to stack: [UIViewController], animated: Bool, interactive: Bool = false) -> DoubleTransition? {
        let runtime = doubleRuntime
        let old = doubleChildren
        let oldTop = old.last
        let newTop = stack.last
        // Sets of identities: deep stacks stay linear to compare.
        let oldIDs = Set(old.map(ObjectIdentifier.init))
        let newIDs = Set(stack.map(ObjectIdentifier.init))
        let removed = old.filter { !newIDs.contains(ObjectIdentifier($0)) }
        let added = stack.filter { !oldIDs.contains(ObjectIdentifier($0)) }
        let topChanged = oldTop !== newTop
        let isInWindow = doubleWindowIfViewInHierarchy != nil
        let animates = animated && topChanged && isInWindow
        let isPop = newTop.map { oldIDs.contains(ObjectIdentifier($0)) } ?? true

        for controller in added {
            controller.willMove(toParent: self)
            controller.doubleDetachFromContainer()
        }
        for controller in removed {
            controller.willMove(toParent: nil)
        }
        doubleChildren = stack
        for controller in added {
            controller.doubleParent = self
            controller.doubleIsMovingToParent = true
        }
        for controller in removed {
            controller.doubleIsMovingFromParent = true
        }

        let transition = DoubleTransition(
            kind: isPop ? .pop : .push,
            animated: animated,
            interactive: interactive,
            from: oldTop,
            to: newTop,
            participants: [self]
        )
        if animates {
            runtime.begin(transition)
        }
        if topChanged, isInWindow, let newTop {
            delegate?.navigationController(self, willShow: newTop, animated: animated)
        }
        if animates, let oldTop, let newTop {
            // UIKit asks for a custom animation once the change has started, then for the
            // gesture driving it.
            if let animator = delegate?.navigationController(self, animationControllerFor: isPop ? .pop : .push, from: oldTop, to: newTop) {
                transition.style = .custom(String(describing: animator))
                if !interactive, let interaction = delegate?.navigationController(self, interactionControllerFor: animator) {
                    transition.startInteraction(with: interaction)
                }
            } else if let preferred = isPop ? oldTop.doublePreferredStyle(from: newTop) : newTop.doublePreferredStyle(from: oldTop) {
                transition.style = preferred
            }
            runtime.recordStart(of: transition)
        }
        transition.appearance = runtime.beginAppearance(animated: animated)

        transition.endWork.append { [self] transition, runtime in
            runtime.endAppearance(transition.appearance)
            for controller in added {
                controller.doubleIsMovingToParent = false
            }
            for controller in removed {
                controller.doubleIsMovingFromParent = false
                if controller.doubleParent === self, !doubleChildren.contains(where: { $0 === controller }) {
                    controller.doubleParent = nil
                }
            }
            for controller in removed {
                controller.didMove(toParent: nil)
            }
            for controller in added {
                controller.didMove(toParent: self)
            }
            if topChanged, isInWindow, let newTop {
                delegate?.navigationController(self, didShow: newTop, animated: animated)
            }
        }
        transition.cancelWork.append { [self] transition, runtime in
            // A view controller another container took meanwhile (a split view controller moving
            // its columns as the width changed) stays there: a view controller has one parent.
            doubleChildren = old.filter { $0.doubleParent === self }
            for controller in removed {
                controller.doubleParent = self
            }
            for controller in added where controller.doubleParent === self {
                controller.doubleParent = nil
            }
            runtime.cancelAppearance(transition.appearance)
            for controller in added {
                controller.doubleIsMovingToParent = false
            }
            for controller in removed {
                controller.doubleIsMovingFromParent = false
            }
        }

        if animates {
            runtime.proceed(transition)
            return transition
        }
        transition.runEnd(in: runtime)
        return nil
    }
}
#endif
