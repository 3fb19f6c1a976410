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

private enum SwitchRoute: Route {
    case home
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
    func view(for route: SwitchRoute) -> some View { Text("home") }
}
#endif
