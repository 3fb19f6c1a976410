#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// What app code does to UIKit behind the navigator's back, which UIKit tells no delegate of,
// written back so that the navigator's states keep matching what UIKit shows.

extension UIKitHost {
    // MARK: Dismissals

    /// One of the host's containers is about to disappear: when it is being dismissed, and
    /// neither by the host nor by the user's swipe, the app dismissed it.
    ///
    /// A screen's own `dismiss(animated:completion:)` (on itself, its navigation controller or
    /// the presenter) reaches no delegate: UIKit calls `presentationControllerDidDismiss` for the
    /// user's swipe only. What does reach the presented view controller, with real UIKit as with
    /// the double, is `viewWillDisappear` with `isBeingDismissed` set, so the host's containers
    /// forward theirs here. The dismissal is written back now, as it starts, rather than at
    /// `viewDidDisappear` or before the next command: a programmatic dismissal cannot be
    /// cancelled, and whatever the code asks for next (a presentation, typically) must be
    /// planned without the layers leaving, or it would be dropped with them. A command that
    /// arrives while the dismissal still animates waits for it (see `perform`).
    func containerWillDisappear(_ container: UIViewController) {
        guard container.isBeingDismissed,
            let index = containers.index(ofLayerIn: container), index > 0,
            // The host's own dismissal takes this layer and those above the one it dismisses;
            // the user's swipe down is reported when it completes.
            !isDismissingAny(of: containers.layers[...index]),
            !activity.machine.isUserDismissing(containers.layers[index].id)
        else { return }
        let layer = containers.layers[index].id
        if let transition = container.transitionCoordinator, transition.isInteractive {
            // A swipe down the host did not hear of (the app replaced the presentation
            // controller's delegate): it may still be cancelled.
            transition.animate(alongsideTransition: nil) { [weak self] context in
                guard !context.isCancelled else { return }
                self?.writeBackDismissal(from: layer)
            }
            return
        }
        // Dismissing a lower layer takes every layer above it.
        let lowest = containers.layers.dropFirst().first { $0.container.isBeingDismissed }?.id ?? layer
        writeBackDismissal(from: lowest)
    }

    /// Whether the host waits for UIKit to dismiss one of these layers.
    private func isDismissingAny(of records: ArraySlice<LayerControllers>) -> Bool {
        for record in records where activity.machine.isDismissing(record.id) { return true }
        return false
    }

    /// Tells the navigator that `layer` and the layers above it are gone.
    func writeBackDismissal(from layer: LayerID) {
        guard let index = containers.index(ofLayer: layer), index > 0 else { return }
        report(.dismissed(layer))
    }

    // MARK: Tab selection

    /// The selected tab of one of the host's tab bar controllers changed.
    ///
    /// UIKit calls `tabBarController(_:didSelect:)` for the user's taps only, never when code
    /// sets `selectedIndex` or `selectedViewController`; the host's tab bar controller hears its
    /// own setters instead. A user's tap, which may go through the setters too, is written back
    /// once: by whichever comes first.
    func tabSelectionChanged(in tabBarController: UITabBarController) {
        // The host's own selections are already the navigator's.
        guard !activity.isCallingUIKit else { return }
        writeBackSelection(of: tabBarController)
    }

    /// Tells the navigator which tab a tab bar controller shows, when it thinks another.
    /// - Returns: whether it told the navigator.
    @discardableResult
    private func writeBackSelection(of tabBarController: UITabBarController) -> Bool {
        guard let layer = containers.record(ofLayerIn: tabBarController)?.id,
            let tab = stackID(of: tabBarController.selectedViewController)?.tab,
            case .tabs(let rendered)? = showing.layer(layer)?.content,
            rendered.selected != tab
        else { return false }
        report(.selectedTab(tab, in: layer))
        return true
    }

    // MARK: Before each command

    /// Writes back what UIKit shows differently from the host's records, before each command:
    /// layers gone from the presentation chain (window's root, then each
    /// `presentedViewController`), and tab selections.
    ///
    /// The hooks above hear of these changes as they happen; this catches one that no view
    /// controller heard of, such as a dismissal while the window was hidden.
    /// - Parameter shown: the window's presentations, when the caller read them just before.
    /// - Returns: whether it told the navigator anything (which may have run the app's code).
    @discardableResult
    func writeBackWhatUIKitChanged(shown: Presentations? = nil) -> Bool {
        var wroteBack = false
        if containers.layers.count > 1, writeBackDismissals(shown: shown) { wroteBack = true }
        // Only a tabs layer has tabs (a stack's record has none): no cast for the others. Read
        // where they lie, by index: a record copied out retains its container.
        var index = 0
        while index < containers.layers.count {
            if !containers.layers[index].tabs.isEmpty,
                let tabBarController = containers.layers[index].container as? UITabBarController,
                writeBackSelection(of: tabBarController)
            {
                wroteBack = true
            }
            index += 1
        }
        return wroteBack
    }

    /// The first presented layer UIKit no longer shows, written back as dismissed.
    private func writeBackDismissals(shown: Presentations?) -> Bool {
        // The chain read just before answers for each layer's presenter, as long as it starts at
        // the root layer's container.
        var known: [UIViewController]?
        if let shown, let root = containers.layers.first?.container, shown.root === root {
            known = shown.presented
        }
        var presenter = containers.layers.first?.container
        var index = 1
        while index < containers.layers.count {
            let record = containers.layers[index]
            let presented =
                if let known {
                    index <= known.count ? known[index - 1] : nil
                } else {
                    presenter?.presentedViewController
                }
            guard presenter != nil, presented === record.container, !record.container.isBeingDismissed else {
                writeBackDismissal(from: record.id)
                return true
            }
            presenter = record.container
            index += 1
        }
        return false
    }

    /// The transition of a presentation or dismissal in the window that the host did not start:
    /// UIKit refuses to present or dismiss until it ends.
    var presentationTransitionOfTheApp: (any UIViewControllerTransitionCoordinator)? {
        shownPresentations().transitionOfTheApp
    }

    /// The window's presentations as UIKit shows them now: one walk up the chain of
    /// `presentedViewController`, which each command reads once.
    func shownPresentations() -> Presentations {
        let root = rootViewController
        var presented: [UIViewController] = []
        var presenter = root
        while let next = presenter?.presentedViewController {
            presented.append(next)
            presenter = next
        }
        return Presentations(root: root, presented: presented)
    }
}

/// The window's presentations as UIKit showed them when the host read them: the root layer's
/// container, and each view controller presented above it, lowest first.
struct Presentations {
    /// The window's root view controller (or the container's child).
    let root: UIViewController?
    /// `root.presentedViewController`, then each one's own, up to the one that presents nothing.
    let presented: [UIViewController]

    /// The view controller that presents nothing.
    var top: UIViewController? { presented.last ?? root }

    /// Whether `controller` is presented in the chain.
    func contains(_ controller: UIViewController) -> Bool {
        for presented in presented where presented === controller { return true }
        return false
    }

    /// The transition of a presentation or dismissal the host did not start (see
    /// `UIKitHost.presentationTransitionOfTheApp`).
    @MainActor var transitionOfTheApp: (any UIViewControllerTransitionCoordinator)? {
        for presented in presented where presented.isBeingPresented || presented.isBeingDismissed {
            if let transition = presented.transitionCoordinator { return transition }
        }
        return nil
    }
}
#endif
