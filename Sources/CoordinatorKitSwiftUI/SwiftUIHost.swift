#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit
import Dispatch

/// Renders a `Navigator` with SwiftUI: the host behind ``NavigatorView``.
///
/// ``NavigatorView`` makes and attaches one when its navigator has none; make one yourself to
/// give screens that no ``ViewProviding`` coordinator shows a view:
///
/// ```swift
/// let navigator = Navigator()
/// navigator.attach(SwiftUIHost { screen in AnyView(Text("\(screen.route)")) })
/// navigator.start(AppCoordinator())
/// // …
/// NavigatorView(navigator)
/// ```
///
/// The host holds the tree it shows (``shownState``): a command changes it in one SwiftUI
/// transaction, and the command is finished when SwiftUI says so, with the transaction's
/// animation completion. SwiftUI changes one presentation per update, so the host asks the plan
/// for one layer per command (`HostLimits.dismissesOneLayerAtATime`), and the
/// navigator sends nothing while a command runs. What the user does comes back through the
/// bindings `NavigatorView` gives SwiftUI: a shortened path, a presentation set to `nil`, a
/// selected tab.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
public final class SwiftUIHost: NavigationHost, SteppedHost {
    /// What the host shows: the tree `NavigatorView` renders.
    public var shownState: NavigationState { hosted.shown }
    /// What the host shows and is busy with: the host kit every host is built on. Presentations
    /// wait for the first `NavigatorView` to draw the host, so that SwiftUI presents one layer
    /// per update.
    var hosted = HostedState(waitsForDrawing: true)

    /// SwiftUI presents, and dismisses, one layer per update.
    public var limits: HostLimits { [.dismissesOneLayerAtATime] }

    package weak var navigator: Navigator?
    /// How the host finds the view of a screen, with its `makeView`.
    let screenResolution: ScreenResolution<AnyView>
    /// The rendering `NavigatorView`'s revision: writing it makes SwiftUI render again.
    var revision: Binding<Int>?
    /// The last view of each shown screen, for a screen that leaves after its owner ended.
    var lastViews: [ScreenID: AnyView] = [:]
    /// Screens whose missing view was reported already.
    var reportedMissingViews: Set<ScreenID> = []
    /// The views marked with `marksControl(for: .popover(route))` on screen, by the route they anchor.
    var popoverAnchors = ControlMarks<AnyRoute>()
    /// Popover layers presented from a marked view.
    var anchoredPopovers: Set<LayerID> = []
    /// The views marked with `marksControl(for: .dialog(title))` on screen, by the title of the dialog they
    /// anchor.
    var questionAnchors = ControlMarks<String>()
    /// Confirmation dialogs presented from a marked view.
    var anchoredQuestions: Set<LayerID> = []
    /// Whether the user asked for less motion (`accessibilityReduceMotion`, read by
    /// `NavigatorView`): nothing animates then.
    package var isReduceMotionEnabled = false
    /// The app's transitions, by the name `RouteAnimation.custom` gives (`register(_:named:)`).
    var transitions: [String: AnyTransition] = [:]
    /// Names of custom transitions used without being registered, reported once each.
    var unknownTransitionsReported: Set<String> = []
    /// The presented layer whose content fades in or out with a transition of its own, while
    /// its command runs.
    var layerFade: LayerFade?
    /// What the layer whose content is to arrive waits for.
    var fadeArrival: FadeArrival?
    /// Whether the widths drawn go to the navigator on the next turn already.
    var widthsReportScheduled = false
    /// What the host asked the leave guards ahead of a dismissal by hand, and the layer it locks.
    var dismissLock = DismissLock()
    /// Written when the lists bound to a ``ColumnSelection`` must read their selection again.
    var selectionRevision = 0

    /// Makes a host that shows nothing yet.
    /// - Parameter makeView: the view of a screen whose owner is not ``ViewProviding`` (or
    ///   provides no view for its route). Return `nil` to get a placeholder, reported as an issue.
    public init(makeView: (@MainActor (Screen) -> AnyView?)? = nil) {
        screenResolution = .swiftUIHost(makeView: makeView)
    }

    /// Remembers the navigator, to report the user's changes and find the owners of screens.
    public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        hosted.navigatorAttached()
        bumpRevision()
    }

    /// Changes the shown tree in one SwiftUI transaction; `completion` runs when SwiftUI has
    /// finished its animation (at once when nothing is on screen).
    public func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        perform(command, step: nil, completion: completion)
    }

    package func perform(_ command: HostCommand, step: RenderedStep?, completion: @escaping @MainActor () -> Void) {
        // Held while SwiftUI takes away what the user dismissed, or a presentation before any
        // view draws the host.
        carryOut(hosted.handle(.commandArrived(command, completion, step: step)))
    }

    /// Carries out what the host's state answered to an event, in order.
    func carryOut(_ actions: HostedState.Actions) {
        for action in actions {
            switch action {
            case .show:
                if let command = hosted.inFlight { show(command) }
            case .finish:
                forgetViewsOfLeftScreens()
                hosted.takeCompletion()?()
                carryOut(hosted.handle(.turnEnded))
            case .report(let change):
                navigator?.hostDidReport(change)
            }
        }
        // The user's gesture ended with widths drawn meanwhile still to report.
        if !hosted.splitsToReport.isEmpty, hosted.isIdle { reportWidthsOnNextTurn() }
        // What the guards of the flows on the top sheet say, once what it shows is settled.
        refreshDismissLock()
    }

    /// What the user did: shown at once, drawn again, and told to the navigator.
    func userDid(_ change: UserChange) {
        let actions = hosted.handle(.user(change))
        bumpRevision()
        carryOut(actions)
    }

    /// Draws the shown tree, which holds the command already, in the command's transaction.
    private func show(_ command: HostCommand) {
        let finish: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            carryOut(hosted.handle(.commandFinished))
        }
        guard revision != nil else { return finish() }
        let animated = command.animated && !isReduceMotionEnabled
        if animated, let fade = fade(for: command) {
            play(fade, then: finish)
        } else {
            render(animated: animated, then: finish)
        }
    }

    /// Draws the tree again in one transaction, animated or not; `completion` runs when SwiftUI
    /// has finished what the change started.
    func render(animated: Bool, then completion: @escaping @MainActor () -> Void) {
        guard let revision else { return completion() }
        var transaction = Transaction(animation: animated ? .default : nil)
        transaction.disablesAnimations = !animated
        if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, *) {
            transaction.addAnimationCompletion {
                MainActor.assumeIsolated { completion() }
            }
            withTransaction(transaction) {
                revision.wrappedValue &+= 1
            }
        } else {
            // iOS 16 has no transaction completions: the next turn of the main queue, after the
            // update that starts the transition.
            withTransaction(transaction) {
                revision.wrappedValue &+= 1
            }
            DispatchQueue.main.async { completion() }
        }
    }

    /// Makes the rendering view render again, outside any command.
    func bumpRevision() {
        revision?.wrappedValue &+= 1
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// The host attached to `navigator`, or a new one attached now.
    static func attached(to navigator: Navigator) -> SwiftUIHost {
        if let host = navigator.host as? SwiftUIHost { return host }
        let host = SwiftUIHost()
        navigator.attach(host)
        return host
    }
}
#endif
