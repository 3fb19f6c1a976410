#if os(Linux)
extension UIViewController {
    func doublePresent(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
        let runtime = doubleRuntime
        guard doubleWindowIfViewInHierarchy != nil else {
            runtime.record(.warning, "Attempt to present \(presented.doubleDescription) on \(doubleDescription) whose view is not in the window hierarchy.")
            return
        }
        let presenter = doubleRootAncestor
        if let parent = presented.doubleParent {
            runtime.record(.exception, "Application tried to present modally a view controller \(presented.doubleDescription) that has a parent view controller \(parent.doubleDescription).")
            return
        }
        if let presenting = presented.doubleStoredPresenting {
            runtime.record(.exception, "Application tried to present modally a view controller \(presented.doubleDescription) that is already being presented by \(presenting.doubleDescription).")
            return
        }
        if presented.doubleWindow != nil || presented === presenter {
            runtime.record(.exception, "Application tried to present modally an active controller \(presented.doubleDescription).")
            return
        }
        if presented.modalPresentationStyle == .popover, presented.popoverPresentationController?.sourceView == nil {
            // What an iPad does; an iPhone adapts the popover to a sheet. Apps must run on both.
            runtime.record(.exception, "UIPopoverPresentationController (\(presented.doubleDescription)) should have a non-nil sourceView or barButtonItem set before the presentation occurs. (NSGenericException)")
            return
        }
        if runtime.presentationInFlight != nil {
            runtime.record(.warning, "Attempt to present \(presented.doubleDescription) on \(presenter.doubleDescription) (from \(doubleDescription)) while a presentation is in progress.")
            return
        }
        if let current = presenter.doubleStoredPresented {
            runtime.record(.warning, "Attempt to present \(presented.doubleDescription) on \(presenter.doubleDescription) (from \(doubleDescription)) which is already presenting \(current.doubleDescription).")
            return
        }

        presenter.doubleStoredPresented = presented
        presented.doubleStoredPresenting = presenter
        presented.presentationController?.doublePresentingViewController = presenter
        presented.doubleIsBeingPresented = true
        let transition = DoubleTransition(
            kind: .present,
            animated: animated,
            presentationStyle: presented.modalPresentationStyle,
            from: presenter,
            to: presented,
            participants: [presenter, presented]
        )
        runtime.begin(transition)
        if animated {
            let (style, interaction) = presented.doubleModalStyle(presenting: presenter, source: self, zoomSource: self)
            transition.style = style
            if let interaction { transition.startInteraction(with: interaction) }
        }
        runtime.recordStart(of: transition)
        transition.appearance = runtime.beginAppearance(animated: animated)
        transition.endWork.append { transition, runtime in
            runtime.endAppearance(transition.appearance)
            presented.doubleIsBeingPresented = false
            completion?()
        }
        runtime.proceed(transition)
    }

    /// Dismisses what this controller's root presented (or the root itself) and everything above it.
    ///
    /// - Parameter swipedSheet: the presentation controller of a sheet the user swipes down: the
    ///   dismissal is interactive (the returned transition waits for the gesture to complete or
    ///   cancel), its delegate hears `presentationControllerWillDismiss` once the transition
    ///   exists, before any appearance callback, and `presentationControllerDidDismiss` at the end
    ///   unless the user gave up.
    @discardableResult
    func doubleDismiss(animated: Bool, completion: (() -> Void)?, swipedSheet: UIPresentationController? = nil) -> DoubleTransition? {
        let runtime = doubleRuntime
        let root = doubleRootAncestor
        guard let presenter = root.doubleStoredPresented != nil ? root : root.doubleStoredPresenting,
              let first = presenter.doubleStoredPresented
        else {
            // Nothing presented and not presented: UIKit drops the request without a word and
            // never calls `completion` (believed; Apple documents nothing for this case).
            return nil
        }
        if runtime.presentationInFlight != nil {
            runtime.record(.warning, "Attempt to dismiss from view controller \(presenter.doubleDescription) while a presentation or dismiss is in progress!")
            return nil
        }

        let chain = Array(sequence(first: first, next: \.doubleStoredPresented))
        for controller in chain {
            controller.doubleIsBeingDismissed = true
        }
        let transition = DoubleTransition(
            kind: .dismiss,
            animated: animated,
            interactive: swipedSheet != nil,
            presentationStyle: first.modalPresentationStyle,
            from: chain.last,
            to: presenter,
            participants: [presenter] + chain
        )
        runtime.begin(transition)
        if animated, let top = chain.last {
            // "The top-most view is dismissed using its modal transition style" (UIKit's
            // `dismiss(animated:completion:)`).
            let (style, interaction) = top.doubleModalStyle(presenting: nil, source: nil, zoomSource: presenter)
            transition.style = style
            if swipedSheet == nil, let interaction { transition.startInteraction(with: interaction) }
        }
        runtime.recordStart(of: transition)
        if let swipedSheet {
            // "Use this callback to setup alongside animations or interaction notifications with
            // the presentingViewController's transitionCoordinator" (UIPresentationController.h).
            swipedSheet.delegate?.presentationControllerWillDismiss(swipedSheet)
        }
        transition.appearance = runtime.beginAppearance(animated: animated)
        transition.cancelWork.append { transition, runtime in
            // The user let go: the sheet stays, and its delegate hears nothing more.
            for controller in chain {
                controller.doubleIsBeingDismissed = false
            }
            runtime.cancelAppearance(transition.appearance)
        }
        transition.endWork.append { transition, runtime in
            runtime.endAppearance(transition.appearance)
            presenter.doubleStoredPresented = nil
            for controller in chain {
                controller.doubleStoredPresented = nil
                controller.doubleStoredPresenting = nil
                controller.doubleStoredPresentationController?.doublePresentingViewController = nil
                controller.doubleStoredPresentationController = nil
                controller.doubleIsBeingDismissed = false
            }
            if let swipedSheet {
                swipedSheet.delegate?.presentationControllerDidDismiss(swipedSheet)
            }
            completion?()
        }
        runtime.proceed(transition)
        return transition
    }
}
#endif
