/// What every coordinator is, whatever its routes: a node in the tree of flows, with a parent,
/// children, and a lifetime tied to the screens it owns.
///
/// Apps subclass ``Coordinator`` for a flow of screens and ``TabCoordinator`` for a tab bar.
/// A coordinator that shows no screen of its own and only starts children (an app coordinator
/// choosing login or home) subclasses this class directly. It is also the type of ``parent``
/// and ``children``.
///
/// A coordinator lives while it owns screens on its home stack, or, if it never shows a screen,
/// while one of its children runs. When the last of them leaves (the user swiped back past its
/// first screen, its sheet was swiped down, its parent popped past it), it ends with
/// `.cancelled`, is removed from its parent and released, and everything it presented leaves
/// with it. No app code has to call `childDidFinish`. The navigator owns its running
/// coordinators; a coordinator keeps its navigator `weak`.
///
/// The name: in Swift `Any…` usually names a type eraser (`AnyHashable`, ``AnyRoute``). This
/// one is a base class, not an eraser: "any coordinator", whatever its route type. Every
/// ``Coordinator`` is one, so `[AnyCoordinator]` holds flows of different routes, and a class
/// deriving from it directly is a real coordinator, not a wrapper.
@MainActor
open class AnyCoordinator: Identifiable, CustomStringConvertible {
    /// The coordinator's identity, the ``Screen/owner`` of the screens it shows.
    public nonisolated let id = CoordinatorID()
    /// The navigator this flow runs on, while it runs. Written by the coordinator tree only.
    public internal(set) weak var navigator: Navigator?
    /// Where the coordinator is in its life. Written by the coordinator tree only.
    public internal(set) var status = Status.ready

    /// The stages of a coordinator's life.
    public enum Status: Equatable, Sendable {
        /// Made, not started yet.
        case ready
        /// Started: it shows screens and may navigate.
        case running
        /// Finished or cancelled: it navigates no more.
        case ended
    }

    /// Makes a coordinator; ``start()`` runs when a navigator or a parent starts it.
    public init() {}

    /// Shows the flow's first screen(s). The default shows nothing; subclasses override it.
    ///
    /// A flow must show its first screen (or start a child) here: one that shows nothing is
    /// reported and ends, cancelled.
    open func start() {}

    /// Handles the part of a link this flow owns, called by ``Navigator/open(_:animated:)-(DeepLink,_)``:
    /// show what it asks for with the flow's verbs, then return ``DeepLinkHandling/handled``, or
    /// ``DeepLinkHandling/forward(_:to:)`` the rest to a child that runs (one started here, or one
    /// that already ran).
    ///
    /// ```swift
    /// override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
    ///     if let match = link.match("/products/:id/*") {
    ///         let product = try match.parameter("id", as: Int.self)
    ///         push(.product(id: product))
    ///         return match.rest.path.isEmpty ? .handled : try forwardToReviews(match.rest)
    ///     }
    ///     return try super.handle(link)
    /// }
    /// ```
    ///
    /// It runs inside the link's transaction: a verb that cannot act, or a guard that denies,
    /// fails the whole link and nothing changes. The default handles the empty link (the flow
    /// already shows what it asks for) and throws ``DeepLinkError/Reason/unhandled(rest:coordinator:)``
    /// for any other.
    /// - Parameter link: what is left of the link for this flow.
    /// - Returns: whether the link is done, or which child takes the rest.
    open func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard link.path.isEmpty else {
            throw DeepLinkError(
                link: link.description, reason: .unhandled(rest: link.description, coordinator: description))
        }
        return .handled
    }

    /// Called after the navigator restored this coordinator's child in a later launch
    /// (``Navigator/restore(from:routes:coordinators:)``): the closure given to `startChild` was
    /// not saved, so hear the child's outcome again here with ``onFinish(of:fileID:filePath:line:column:_:)-441nv``.
    /// The default does nothing.
    /// - Parameter child: a restored child, running.
    open func didRestore(_ child: AnyCoordinator) {}

    /// The coordinator's name in events, issues and tree dumps: its type's name.
    open nonisolated var description: String { TypeNames.shared.name(of: type(of: self)) }

    /// The coordinator that started this one, while it runs; `nil` for the root.
    public var parent: AnyCoordinator? { node?.parent?.coordinator }

    /// The running child flows, oldest first.
    public var children: [AnyCoordinator] { node?.children.map(\.coordinator) ?? [] }

    /// The screens this coordinator owns in the navigation state, as it stands now (inside a
    /// transaction: with the transaction's changes), root layer first, each stack root first.
    public var screens: [Screen] {
        navigator?.currentState.screens.filter { $0.owner == id } ?? []
    }

    /// Ends this flow: its screens (and those of the flows it started) leave the state, and once
    /// that change is committed its parent gets `.finished`. A flow that ``ProducesOutput`` an
    /// output other than `Void` finishes with `finish(with:)`: `finish()` is reported there, and
    /// nothing changes.
    /// - Parameters:
    ///   - animated: whether the host animates the last visible transition.
    ///   - fileID: the file of the call, where an issue is reported; leave the default.
    ///   - filePath: the path of that file; leave the default.
    ///   - line: the line of the call; leave the default.
    ///   - column: the column of the call; leave the default.
    public func finish(
        animated: Bool = true,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let navigator = runningNavigator(for: "finish()", site: site) else { return }
        navigator.end(self, with: .finished(()), animated: animated, request: "finish()", site: site) {
            guard let output = Self.outputType(of: self), output != Void.self else { return nil }
            return
                "\(self) was asked to finish() without its output (of type \(output)); call finish(with:) with one. Nothing changes."
        }
    }

    /// Called when the user removed screens of this flow by hand (back button, swipe, a sheet
    /// swiped down, a tab tapped again) and the flow still runs; a flow that ends instead gets
    /// its outcome. The default does nothing: ``Coordinator`` passes the routes on to
    /// ``Coordinator/userDidRemove(_:)``.
    /// - Parameter screens: the flow's screens that left, root first.
    open func userDidRemoveScreens(_ screens: [Screen]) {}

    /// Called when the user tried to dismiss a layer this flow shows whose options keep them from
    /// it (``PresentationOptions/isInteractiveDismissDisabled``): a swipe down on a locked sheet,
    /// a tap outside a locked popover. The layer stays. A flow with unsaved changes asks here
    /// whether to discard them, and dismisses when the user agrees.
    ///
    /// ```swift
    /// override func userDidAttemptToDismiss() {
    ///     present(.discardChanges, as: .popover)
    /// }
    /// ```
    open func userDidAttemptToDismiss() {}

    /// The leave guard: asked before any change takes this flow's screens away, with what
    /// takes them (``LeaveCause``): the back button, an edge swipe, a swipe down, a tap outside
    /// a popover, a tap on the selected tab, a link, or another flow's or the app's code. The
    /// default allows every cause.
    ///
    /// ```swift
    /// override func leaveDecision(for cause: LeaveCause) -> LeaveDecision {
    ///     hasUnsavedChanges ? .confirm(.discardChanges) : .allow
    /// }
    /// ```
    ///
    /// A flow's own verbs (its `pop()`, `dismiss()`, `finish()`) do not ask it, nor does a
    /// restoration. ``LeaveDecision/allow`` and a confirming answer complete the change in one
    /// render; ``LeaveDecision/deny`` and any other answer change nothing: a refused gesture
    /// does not move where the platform asks before it begins (a sheet's swipe down under
    /// UIKit), and is undone elsewhere. A link refused here fails with
    /// ``DeepLinkError/Reason/refused(_:)``; one
    /// that asks returns ``DeepLinkResult/asked(by:)`` and opens again when the user allows.
    /// Keep it a pure question of the flow's state: it may be asked again once the user answered.
    /// - Parameter cause: what is about to take the screens away.
    /// - Returns: whether to let them go.
    open func leaveDecision(for cause: LeaveCause) -> LeaveDecision { .allow }

    /// Tells the navigator that what ``leaveDecision(for:)`` answers may have changed: call it
    /// when the data the answer follows changes, from ``start()`` on.
    ///
    /// ```swift
    /// var hasUnsavedChanges = false {
    ///     didSet { leaveDecisionDidChange() }
    /// }
    /// ```
    ///
    /// A flow that never calls it is still asked before every change that takes its screens;
    /// one that does lets the host ask earlier where the platform lets it refuse a gesture
    /// before it begins: under UIKit on iOS 16 and Mac Catalyst 16, its screens' back button
    /// (`UINavigationItem.backAction`) and the edge swipe (the pop gesture's delegate) ask its
    /// guard, and a refused back tap or swipe does not move the screen at all (<doc:LeaveGuards>).
    /// Under UIKit the guard is not asked here: only when a gesture or a change would take the
    /// screens. `NavigatorView`, whose platform asks nothing before a swipe down, asks the guard
    /// of a flow on its top sheet or popover here, with the cause the swipe would give, and
    /// locks the layer while the guard denies.
    public func leaveDecisionDidChange() {
        navigator?.leaveDecisionDidChange(of: self)
    }

    /// How the layer this flow opens arrives, when it opens one (a modal flow, or a flow that
    /// replaces the window's root): ``RouteAnimation/system``, the default, leaves it to the
    /// flow's first screen's animation. A home flow that replaces the login flow cross-fades:
    ///
    /// ```swift
    /// override var layerAnimation: RouteAnimation { .crossDissolve }
    /// ```
    open var layerAnimation: RouteAnimation { .system }

    /// Called when the user answered a question this flow showed that no `ask` waits on: one
    /// restored from saved data in a later launch
    /// (``Navigator/restore(from:routes:coordinators:)``), whose `ask` was not saved. The
    /// default does nothing.
    ///
    /// ```swift
    /// override func restoredQuestion(_ question: QuestionLayer, answeredWith answer: AnyAnswer?) {
    ///     if answer?.as(SaveChoice.self) == .save { save() }
    /// }
    /// ```
    /// - Parameters:
    ///   - question: the question, as the state held it.
    ///   - answer: the tapped choice's answer; `nil` when it went without a choice.
    open func restoredQuestion(_ question: QuestionLayer, answeredWith answer: AnyAnswer?) {}

    /// The link to a screen of `child`'s flow, as this flow reads links, from the one `child`
    /// wrote (``Navigator/link(for:)`` asks each flow on the way to the root). The default passes
    /// it on unchanged, for a flow that forwards links whole (``DeepLinkHandling/forward(_:to:)``
    /// with the link it got). A flow whose pattern ends with `*` and forwards the rest puts its
    /// own segments first:
    ///
    /// ```swift
    /// override func link(_ link: DeepLink, writtenBy child: AnyCoordinator) -> DeepLink? {
    ///     try? Self.order.link(["id": "\(orderID)"], rest: link.path, query: link.query)
    /// }
    /// ```
    /// - Parameters:
    ///   - link: the link `child` (or a flow below it) wrote.
    ///   - child: the child flow, a direct child of this one.
    /// - Returns: the link as this flow reads it, or `nil` when it writes none to that screen.
    open func link(_ link: DeepLink, writtenBy child: AnyCoordinator) -> DeepLink? { link }

    /// The link this flow writes to one of its own screens' routes: ``Coordinator`` asks
    /// ``Coordinator/link(for:)`` with the route's type.
    func link(toOwn route: AnyRoute) -> DeepLink? { nil }

    /// This coordinator's place in its navigator's tree, while it runs.
    var node: CoordinatorTree.Node? { navigator?.tree.node(id) }

    /// The navigator this coordinator runs on, or `nil` after reporting, at the app's line, why
    /// it runs on none. The navigator's verbs check whether it may navigate now.
    func runningNavigator(for request: @autoclosure () -> String, site: CallSite) -> Navigator? {
        switch status {
        case .ready:
            site.report(
                "\(self) was asked to \(request()) before it was started; start it with startChild(_:as:) or Navigator.start(_:)."
            )
            return nil
        case .ended:
            site.report("\(self) was asked to \(request()) after its flow ended; the request is ignored.")
            return nil
        case .running:
            guard let navigator else {
                site.report("\(self) was asked to \(request()), but its navigator is gone.")
                return nil
            }
            return navigator
        }
    }

    /// Ends this flow with an outcome for its parent, once the change is committed.
    func end(with outcome: ErasedOutcome, animated: Bool, request: @autoclosure () -> String, site: CallSite) {
        guard let navigator = runningNavigator(for: request(), site: site) else { return }
        navigator.end(self, with: outcome, animated: animated, request: request(), site: site)
    }
}
