#if os(Linux) || (canImport(UIKit) && !os(watchOS))
import CoordinatorKit

// What UIKit is doing for the host, as one value: events come in (a command, a delegate call, a
// completion, a turn of the main queue), and each returns what the host does next. No UIKit here:
// `UIKitHost` reads UIKit, sends the events, and carries out the actions.

/// The host's view of UIKit's timing: which transition the host waits for, and what the user's
/// finger is doing.
struct UIKitHostMachine: Equatable {
    /// What the host is waiting for.
    enum State: Equatable {
        /// No command in flight, no gesture.
        case idle
        /// A stack change runs in a window: the navigation controller's `didShow` finishes it.
        case waitingForDidShow(StackID)
        /// A stack change runs in a split whose width UIKit changed meanwhile: `didShow` finishes
        /// it, or, as UIKit may have moved its view controllers to another column or out of the
        /// window and never call it, a later turn that finds nothing moving in the split.
        case waitingForDidShowAfterWidthChange(StackID)
        /// A present or dismiss runs: its completion finishes it; if UIKit dropped it, the next
        /// turn of the main queue finds nothing happening. `isRetry` for a dismissal asked again.
        case waitingForCompletion(Presentation, isRetry: Bool)
        /// The user's back tap or swipe back runs in this stack.
        case userPop(StackID)
        /// The user swipes this layer down; the host's state holds commands until the end.
        case userDismissal(LayerID)
        /// The user let go of this layer past the threshold: the navigator has heard it is gone,
        /// and UIKit still takes it away. The host's state holds commands until the end: UIKit
        /// would take a sheet presented now away with the leaving one.
        case userDismissalEnding(LayerID)
    }

    /// A present or dismiss the host asked UIKit for.
    enum Presentation: Equatable {
        case present(LayerID)
        case dismiss(LayerID)
    }

    /// What the host does in answer to an event.
    enum Action: Equatable {
        /// Perform the host's own command with UIKit now: a dismissal asked again.
        case run(HostCommand)
        /// Hear from the stack's transition coordinator whether the user's swipe back is
        /// cancelled: UIKit then puts the screen back and never calls `didShow`.
        case watchPopCancellation(StackID)
        /// Call the completion of the command in flight.
        case finishCommand
        /// Tell the navigator what the user did.
        case report(UserChange)
        /// Forget the layers from this one up: UIKit no longer shows them.
        case forgetLayers(from: LayerID)
        /// Report that UIKit dropped the request: the host's misuse of UIKit, or something moved
        /// behind its back.
        case reportDropped(Presentation)
        /// Look again on the next turn of the main queue (UIKit may have dropped the request, or
        /// give no coordinator to hear the end of a gesture from).
        case checkOnNextTurn
        /// Tell the host's state what the user's swipe down did: it holds the navigator's
        /// commands from its beginning to the layer's end, and shows and reports the layer gone.
        case swipeDown(SwipeDown)
    }

    /// What the user's swipe down did, as the host's state hears it (`HostedState.Event`).
    enum SwipeDown: Equatable {
        /// The user put a finger on the layer: `swipeDownBegan`.
        case began(LayerID)
        /// The user let go before the threshold and the layer stays: `swipeDownCancelled`.
        case cancelled(LayerID)
        /// The user let go past the threshold: the layer is gone for the navigator, and still
        /// slides away: `layerLeaving` with `.dismissed`.
        case letGo(LayerID)
        /// The layer is gone from the screen: `layerGone`.
        case gone(LayerID)
    }

    /// What the host does in answer to one event, in order: usually nothing or one action.
    typealias Actions = SmallArray<Action>

    /// What happens.
    enum Event: Equatable {
        /// The host set a stack; `awaitsDidShow` when UIKit will call `didShow` for it (its
        /// navigation controller is in a window and its top changes).
        case stackChanged(StackID, awaitsDidShow: Bool)
        /// The host asked UIKit to present or dismiss.
        case presentationRequested(Presentation)
        /// UIKit called the completion of the host's present or dismiss.
        case presentationCompleted(Presentation)
        /// `willShow` of a navigation controller of the host's, outside the host's own calls;
        /// `poppedTo` when it shows a screen below the rendered top.
        case willShow(StackID, poppedTo: ScreenID?)
        /// `didShow` of a navigation controller of the host's; `poppedTo` as for `willShow`;
        /// `duringHostCall` when the host's own UIKit call is still running.
        case didShow(StackID, poppedTo: ScreenID?, duringHostCall: Bool)
        /// `willShow` of a collapsed split's primary navigation controller, outside the host's
        /// own calls, showing the column below this one: the user goes back past this column's
        /// first screen.
        case columnWillLeave(StackID)
        /// `didShow` after it: the column below is on top.
        case columnLeft(StackID)
        /// The user's swipe back ended without popping.
        case popCancelled(StackID)
        /// UIKit collapsed or expanded the split of this layer.
        case splitChangedWidth(LayerID)
        /// `presentationControllerWillDismiss`: the user started swiping this layer down;
        /// `hasCoordinator` when the presenting controller has a transition coordinator to hear
        /// the end from.
        case swipeDownBegan(LayerID, hasCoordinator: Bool)
        /// The user let go of the sheet: it stays.
        case swipeDownCancelled(LayerID)
        /// The user let go of the sheet past the threshold: it leaves, and its dismissal still
        /// animates.
        case swipeDownCommitted(LayerID)
        /// `presentationControllerDidDismiss`: the layer is gone; `nil` when the host no longer
        /// knows it: the layer the user let go of, which it forgot then.
        case swipeDownCompleted(LayerID?)
        /// A later turn of the main queue, looking at what the host waits for: `requestDone` when
        /// UIKit shows the outcome (the layer presented; the layer gone), `transitioning` while
        /// UIKit still animates towards it.
        case nextTurn(requestDone: Bool, transitioning: Bool)
    }

    private(set) var state = State.idle

    /// Whether the host waits for UIKit to dismiss this layer, which is then the host's own doing.
    func isDismissing(_ layer: LayerID) -> Bool {
        if case .waitingForCompletion(.dismiss(let dismissed), _) = state { return dismissed == layer }
        return false
    }

    /// Whether the user is swiping this layer down, or it leaves after the user let go.
    func isUserDismissing(_ layer: LayerID) -> Bool {
        switch state {
        case .userDismissal(layer), .userDismissalEnding(layer): true
        default: false
        }
    }

    /// Whether the host waits for nothing from UIKit and no gesture runs.
    var isIdle: Bool {
        if case .idle = state { true } else { false }
    }

    /// Whether a later turn of the main queue can tell the machine something: while it waits for
    /// a present's or dismiss's completion, or the user swipes a sheet down (`Event.nextTurn`).
    var looksAgainOnNextTurn: Bool {
        switch state {
        case .waitingForCompletion, .userDismissal, .userDismissalEnding, .waitingForDidShowAfterWidthChange: true
        case .idle, .waitingForDidShow, .userPop: false
        }
    }

    /// Whether a `didShow` of this stack needs the screen it pops to (see `Event.didShow`):
    /// not when the host waits for it, nor during the host's own call outside a user's pop.
    func needsPoppedTo(onDidShowOf stack: StackID, duringHostCall: Bool) -> Bool {
        switch state {
        case .waitingForDidShow(let awaited) where awaited == stack: false
        case .waitingForDidShowAfterWidthChange(let awaited) where awaited == stack: false
        case .userPop(let popping) where popping == stack: true
        default: !duringHostCall
        }
    }

    /// The host's answer to an event, and the state after it.
    ///
    /// Switched on the event first, each case then asking the state only what it needs: the
    /// state is not copied for the match, which matters as events come several times per command.
    mutating func handle(_ event: Event) -> Actions {
        switch event {
        // Stacks
        case .stackChanged(let stack, let awaitsDidShow):
            guard awaitsDidShow else { return .one(.finishCommand) }
            state = .waitingForDidShow(stack)
            return []
        case .didShow(let stack, let screen, let duringHostCall):
            switch state {
            case .waitingForDidShow(let awaited) where awaited == stack,
                .waitingForDidShowAfterWidthChange(let awaited) where awaited == stack:
                state = .idle
                return .one(.finishCommand)
            case .userPop(let popping) where popping == stack:
                state = .idle
                // Without a screen, the pop ended on the rendered top (code pushed meanwhile):
                // nothing left to report.
                guard let screen else { return [] }
                return .one(.report(.popped(to: screen, in: stack)))
            default:
                // A pop by app code that no willShow announced (without animation, or during a
                // command); otherwise the rendered top shown again, a navigation controller
                // appearing, or the host's own change.
                guard let screen, !duringHostCall else { return [] }
                return .one(.report(.popped(to: screen, in: stack)))
            }
        case .willShow(let stack, let screen):
            guard case .idle = state, screen != nil else { return [] }
            state = .userPop(stack)
            // The navigator holds its commands until the pop ends.
            return [.report(.interactivePopBegan(in: stack)), .watchPopCancellation(stack)]
        case .columnWillLeave(let stack):
            guard case .idle = state else { return [] }
            state = .userPop(stack)
            // As for a pop: the navigator holds its commands until the column has left.
            return [.report(.interactivePopBegan(in: stack)), .watchPopCancellation(stack)]
        case .columnLeft(let stack):
            guard case .userPop(let popping) = state, popping == stack else { return [] }
            state = .idle
            return []
        case .popCancelled(let stack):
            guard case .userPop(let popping) = state, popping == stack else { return [] }
            state = .idle
            return .one(.report(.interactivePopCancelled(in: stack)))
        case .splitChangedWidth(let layer):
            guard case .waitingForDidShow(let awaited) = state, awaited.layer == layer else { return [] }
            state = .waitingForDidShowAfterWidthChange(awaited)
            return .one(.checkOnNextTurn)

        // Presentations
        case .presentationRequested(let request):
            if case .waitingForCompletion(let awaited, isRetry: true) = state, awaited == request {
                return .one(.checkOnNextTurn)
            }
            state = .waitingForCompletion(request, isRetry: false)
            return .one(.checkOnNextTurn)
        case .presentationCompleted(let request):
            guard case .waitingForCompletion(let awaited, _) = state, awaited == request else { return [] }
            state = .idle
            if case .dismiss(let layer) = request { return [.forgetLayers(from: layer), .finishCommand] }
            return .one(.finishCommand)
        case .nextTurn(let done, let transitioning):
            return nextTurn(requestDone: done, transitioning: transitioning)

        // Swipe down
        case .swipeDownBegan(let layer, let hasCoordinator):
            state = .userDismissal(layer)
            return hasCoordinator ? .one(.swipeDown(.began(layer))) : [.swipeDown(.began(layer)), .checkOnNextTurn]
        case .swipeDownCancelled(let layer):
            guard state == .userDismissal(layer) else { return [] }
            state = .idle
            return .one(.swipeDown(.cancelled(layer)))
        case .swipeDownCommitted(let layer):
            // Reported now, not once the animation ends: what the code asks for meanwhile (a
            // new sheet, typically) must be planned without the leaving layer, or it would be
            // taken away with it.
            guard state == .userDismissal(layer) else { return [] }
            state = .userDismissalEnding(layer)
            return .one(.swipeDown(.letGo(layer)))
        case .swipeDownCompleted(let completed):
            guard let layer = completed ?? layerLeavingAfterUserLetGo else { return [] }
            switch state {
            case .userDismissal(layer), .userDismissalEnding(layer):
                // Gone now, or reported when the user let go: the held commands go.
                state = .idle
                return .one(.swipeDown(.gone(layer)))
            default:
                return [.forgetLayers(from: layer), .report(.dismissed(layer))]
            }
        }
    }
}

extension UIKitHostMachine {
    /// A later turn of the main queue: a request UIKit dropped, or the end of a swipe down that
    /// no transition coordinator tells of.
    private mutating func nextTurn(requestDone done: Bool, transitioning: Bool) -> Actions {
        switch state {
        case .waitingForCompletion(let request, let isRetry):
            if transitioning { return .one(.checkOnNextTurn) }
            // Nothing moves and no completion came: UIKit calls it as the transition ends, so
            // it dropped the request (it logged why), and will never call it.
            state = .idle
            switch (request, done) {
            case (.present, true):
                return .one(.finishCommand)
            case (.present(let layer), false):
                // The layer is not shown: the navigator re-plans without it.
                return [
                    .reportDropped(request), .forgetLayers(from: layer), .finishCommand, .report(.dismissed(layer)),
                ]
            case (.dismiss(let layer), true):
                // Nothing to dismiss: the layer was gone already, as the navigator asked.
                return [.reportDropped(request), .forgetLayers(from: layer), .finishCommand]
            case (.dismiss(let layer), false) where !isRetry:
                // Still shown: ask once more, now that nothing else runs.
                state = .waitingForCompletion(request, isRetry: true)
                return [.reportDropped(request), .run(HostCommand(.dismiss(layer), animated: false))]
            case (.dismiss, false):
                return .one(.finishCommand)
            }
        case .userDismissal(let layer):
            // No coordinator to hear the end from: look again while the sheet moves.
            if transitioning { return .one(.checkOnNextTurn) }
            return done ? handle(.swipeDownCompleted(layer)) : handle(.swipeDownCancelled(layer))
        case .userDismissalEnding(let layer):
            if transitioning { return .one(.checkOnNextTurn) }
            return handle(.swipeDownCompleted(layer))
        case .waitingForDidShowAfterWidthChange:
            // Nothing moves in the split and no didShow came: UIKit moved the change away.
            if transitioning { return .one(.checkOnNextTurn) }
            state = .idle
            return .one(.finishCommand)
        default:
            return []
        }
    }

    /// The layer UIKit still takes away after the user let go of it, which the host has forgotten.
    private var layerLeavingAfterUserLetGo: LayerID? {
        if case .userDismissalEnding(let layer) = state { return layer }
        return nil
    }
}

extension UIKitHostMachine.Presentation {
    var layer: LayerID {
        switch self {
        case .present(let layer), .dismiss(let layer): layer
        }
    }
}
#endif
