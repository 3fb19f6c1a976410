#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import Observation
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

/// A faded sheet SwiftUI does not present: the screen below presents a sheet of the app's own
/// from the same view controller, and SwiftUI presents one sheet at a time there. The host waits
/// for the layer's container to appear before its content arrives; that it never does must not
/// hold the navigator.
@MainActor
@Suite struct NavigatorViewRefusedFades {
    private let navigator = Navigator()
    private let runtime: SwiftUIDoubleRuntime
    private let own = OwnSheet()
    private let flow: SheetHome

    init() {
        flow = SheetHome(own: own)
        let host = SwiftUIHost()
        host.register(.move(edge: .bottom), named: "card")
        navigator.attach(host)
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        navigator.start(flow)
        runtime.update()
        own.isShown = true
        runtime.update()
    }

    @Test(arguments: [RouteAnimation.crossDissolve, .custom("card")])
    func aFadedSheetSwiftUIHoldsBackFinishesItsCommandAndArrivesWhenSwiftUIPresentsIt(_ style: RouteAnimation) {
        #expect(runtime.shownLayers.map(\.texts) == [["home"], ["own"]], "the app's own sheet is up")
        flow.present(.detail, as: .sheet, animation: style)
        runtime.update()
        #expect(
            runtime.warnings == [
                "Currently, only presenting a single sheet is supported.\nThe next sheet will be presented when the currently presented sheet gets dismissed."
            ])
        #expect(navigator.renderedState == navigator.state, "the command finished")
        #expect(runtime.shownLayers.map(\.texts) == [["home"], ["own"]])

        // Once the app's sheet goes, SwiftUI presents the one it held back, with its content.
        own.isShown = false
        runtime.update()
        #expect(runtime.shownLayers.map(\.texts) == [["home"], ["detail"]])
        #expect(navigator.renderedState == navigator.state)

        // The navigator goes on.
        flow.dismiss()
        runtime.update()
        #expect(runtime.shownLayers.map(\.texts) == [["home"]])
        #expect(navigator.state.layers.count == 1)
        #expect(navigator.renderedState == navigator.state)
    }
}

/// Whether the home screen of `SheetHome` presents a sheet of the app's own.
@MainActor @Observable
private final class OwnSheet {
    var isShown = false
}

/// A flow whose home screen presents a sheet of the app's own, outside the navigator.
private final class SheetHome: Coordinator<SwitchRoute>, ViewProviding {
    let own: OwnSheet
    init(own: OwnSheet) {
        self.own = own
        super.init()
    }
    override func start() { show(.home) }
    func view(for route: SwitchRoute) -> some View {
        let own = own
        return Text("\(route)").sheet(isPresented: Binding(get: { own.isShown }, set: { own.isShown = $0 })) {
            Text("own")
        }
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
