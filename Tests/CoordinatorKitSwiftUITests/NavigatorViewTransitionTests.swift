#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// The transitions NavigatorView gives SwiftUI for a new root, over the SwiftUI double.
@MainActor
@Suite struct NavigatorViewRootTransitions {
    /// A navigator whose root flow, once told, replaces itself with a flow arriving with `animation`.
    private func switchRoot(to animation: RouteAnimation, registering register: (SwiftUIHost) -> Void) -> SwiftUIDoubleRuntime {
        let navigator = Navigator()
        let host = SwiftUIHost()
        register(host)
        navigator.attach(host)
        let runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        let root = SwitchingRoot()
        navigator.start(root)
        runtime.update()
        root.startChild(Arriving(animation: animation), as: .replacingRoot)
        runtime.update()
        #expect(navigator.renderedState == navigator.state)
        #expect(navigator.state.layers.first?.animation == animation)
        return runtime
    }

    @Test func aNewRootPlaysTheTransitionRegisteredForItsCustomAnimation() {
        let runtime = switchRoot(to: .custom("card")) { $0.register(.move(edge: .bottom), named: "card") }
        #expect(runtime.playedViewTransitions == ["move(edge: bottom)"])
    }

    @Test func aNewRootCrossFadesAndASystemOneChangesWithoutTransition() {
        #expect(switchRoot(to: .crossDissolve) { _ in }.playedViewTransitions == ["opacity"])
        #expect(switchRoot(to: .system) { _ in }.playedViewTransitions == [])
    }

    @Test func anUnregisteredNameIsReportedOnceAndChangesTheRootWithoutTransition() {
        withKnownIssue {
            let runtime = switchRoot(to: .custom("card")) { _ in }
            #expect(runtime.playedViewTransitions == [])
        } matching: { $0.description.contains("SwiftUIHost has no transition named \"card\"") }
    }
}

/// How NavigatorView presents and dismisses a cover that cross-fades or plays the app's
/// transition: the cover without SwiftUI's animation, its content with the transition.
@MainActor
@Suite struct NavigatorViewPresentationFades {
    private let navigator = Navigator()
    private let runtime: SwiftUIDoubleRuntime
    private let flow = Arriving(animation: .system)

    init() {
        let host = SwiftUIHost()
        host.register(.move(edge: .bottom), named: "card")
        navigator.attach(host)
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        navigator.start(flow)
        runtime.update()
        runtime.holdsTransitions = true
    }

    private var coverTexts: [String]? {
        runtime.shownLayers.count == 2 ? runtime.shownLayers[1].texts : nil
    }

    @Test(arguments: [(RouteAnimation.crossDissolve, "opacity"), (.custom("card"), "move(edge: bottom)")])
    func theCoverComesWithoutAnimationThenItsContentWithTheTransition(_ style: RouteAnimation, _ name: String) {
        flow.present(.detail, as: .fullScreenCover, animation: style)
        runtime.update()
        // The cover, presented without animation, shows nothing yet.
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .present(.fullScreenCover), isAnimated: false)])
        #expect(coverTexts == [])
        #expect(runtime.playedViewTransitions == [])
        // See-through: the screen below shows while the content, with its background, fades.
        #expect(runtime.shownLayers.last?.background == "clear")
        #expect(runtime.finishNextTransition())
        // Its content arrives with the transition; the command runs until it ends.
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .view(name))])
        #expect(coverTexts == ["detail"])
        #expect(runtime.playedViewTransitions == [name])
        // A call while the content arrives waits for it.
        flow.dismiss()
        runtime.update()
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .view(name))])
        #expect(runtime.finishNextTransition())
        // The content leaves first, the cover still up…
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .view(name))])
        #expect(coverTexts == [])
        #expect(runtime.playedViewTransitions == [name, name])
        // …and a call while it does waits for the cover to go, without animation.
        flow.present(.other, as: .fullScreenCover, animation: style)
        runtime.update()
        #expect(runtime.finishNextTransition())
        #expect(runtime.pendingTransitions == [SwiftUIDoubleTransition(kind: .dismiss(.fullScreenCover), isAnimated: false)])
        runtime.holdsTransitions = false
        runtime.finishAllTransitions()
        runtime.update()
        #expect(coverTexts == ["other"])
        #expect(runtime.playedViewTransitions == [name, name, name])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings == [])
    }

    @Test func theUsersSwipeDownOfAFadedSheetIsTheUsersAndPlaysSwiftUIsSlide() {
        runtime.holdsTransitions = false
        flow.present(.detail, as: .sheet, animation: .crossDissolve)
        runtime.update()
        #expect(runtime.playedViewTransitions == ["opacity"])
        #expect(runtime.shownLayers.last?.background == nil, "a sheet keeps its own background")
        #expect(runtime.swipeDown())
        runtime.update()
        #expect(navigator.state.layers.count == 1)
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.shownLayers.count == 1)
        #expect(runtime.playedViewTransitions == ["opacity"], "SwiftUI's own slide, not the content's transition")
        #expect(runtime.warnings == [])
    }
}

private enum SwitchRoute: Route {
    case home, detail, other
}

/// Shows nothing itself: its children replace the window's root, the first without animation.
private final class SwitchingRoot: Coordinator<SwitchRoute> {
    override func start() { startChild(Arriving(animation: .system), as: .replacingRoot) }
}

private final class Arriving: Coordinator<SwitchRoute>, ViewProviding {
    let animation: RouteAnimation
    init(animation: RouteAnimation) {
        self.animation = animation
        super.init()
    }
    override var layerAnimation: RouteAnimation { animation }
    override func start() { show(.home) }
    func view(for route: SwitchRoute) -> some View { Text("\(route)") }
}
#endif
