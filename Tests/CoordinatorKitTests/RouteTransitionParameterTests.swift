import CoordinatorKit
import CoordinatorKitTesting
import Testing

/// A push or a presentation says how it arrives with parameters (`animation:`, `animated:`,
/// `options:`); the wrapper cases they replaced still work for code written before.
@MainActor
@Suite struct RouteTransitionParameters {
    @Test func aPushOrPresentationSaysItDoesNotAnimate() async {
        let app = HeadlessScenarioHost()
        let flow = TransitionFlow()
        app.navigator.start(flow)
        await app.settle()
        let still = await app.commands { flow.perform(.push(.detail(1), animated: false)) }
        #expect(still.last?.animated == false)
        let stillSheet = await app.commands { flow.perform(.present(.settings, .sheet, animated: false)) }
        #expect(stillSheet.last?.animated == false)
        let dismissal = await app.commands { flow.perform(.dismiss) }
        #expect(dismissal.last?.animated == true, "animated: false is the push's or presentation's own")
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
    }

    @Test func aPushOrPresentationArrivesWithItsParameters() {
        let app = HeadlessScenarioHost()
        let flow = TransitionFlow()
        app.navigator.start(flow)
        flow.perform(.push(.detail(1), animation: .crossDissolve))
        #expect(app.navigator.state.top?.content.visibleStack?.top?.animation == .crossDissolve)
        flow.perform(.present(.settings, .sheet, options: PresentationOptions(detents: [.medium])))
        #expect(app.navigator.state.top?.options.detents == [.medium])
        #expect(app.navigator.state.top?.animation == .system)
        flow.perform(.dismiss)
        flow.perform(.present(.settings, .fullScreenCover, animation: .crossDissolve))
        #expect(app.navigator.state.top?.animation == .crossDissolve)
        #expect(app.navigator.state.top?.presentation == .fullScreenCover)
    }

    @Test func aTransitionWithoutParametersTakesTheRoutesOwn() {
        #expect(RouteTransition<AnimatedRoute>.push(.detail(2)) == .push(.detail(2), animation: .zoom(from: AnimatedRoute.row(2))))
        #expect(
            RouteTransition<AnimatedRoute>.present(.card, .fullScreenCover)
                == .present(.card, .fullScreenCover, options: PresentationOptions(), animation: .custom("card")))
        #expect(RouteTransition<AnimatedRoute>.push(.detail(2)) != .push(.detail(2), animated: false))
    }

    @Test func theFormerWrapperCasesStillWork() async {
        let former = FormerSpelling.self as any FormerTransitionSpelling.Type
        let app = HeadlessScenarioHost()
        let flow = TransitionFlow()
        app.navigator.start(flow)
        await app.settle()
        let still = await app.commands { flow.perform(former.notAnimated(.push(.detail(1)))) }
        #expect(still.last?.animated == false)
        flow.perform(former.arriving(.push(.detail(2)), with: .crossDissolve))
        #expect(app.navigator.state.top?.content.visibleStack?.top?.animation == .crossDissolve)
        flow.perform(former.presenting(.settings, .sheet, options: PresentationOptions(detents: [.medium])))
        #expect(app.navigator.state.top?.options.detents == [.medium])
        await app.settle()
        #expect(app.syncReport.isInSync, "\(app.syncReport)")
    }
}

/// Makes the former wrapper cases through requirements, so that this suite names them without a
/// deprecation warning, as an app written before them does with one.
private protocol FormerTransitionSpelling {
    static func notAnimated(_ transition: RouteTransition<AnimatedRoute>) -> RouteTransition<AnimatedRoute>
    static func arriving(
        _ transition: RouteTransition<AnimatedRoute>, with animation: RouteAnimation
    ) -> RouteTransition<AnimatedRoute>
    static func presenting(
        _ route: AnimatedRoute, _ presentation: Presentation, options: PresentationOptions
    ) -> RouteTransition<AnimatedRoute>
}

private enum FormerSpelling: FormerTransitionSpelling {
    @available(*, deprecated, message: "The former spelling, kept for the apps that use it")
    static func notAnimated(_ transition: RouteTransition<AnimatedRoute>) -> RouteTransition<AnimatedRoute> {
        .animated(transition, false)
    }

    @available(*, deprecated, message: "The former spelling, kept for the apps that use it")
    static func arriving(
        _ transition: RouteTransition<AnimatedRoute>, with animation: RouteAnimation
    ) -> RouteTransition<AnimatedRoute> {
        .withAnimation(transition, animation)
    }

    @available(*, deprecated, message: "The former spelling, kept for the apps that use it")
    static func presenting(
        _ route: AnimatedRoute, _ presentation: Presentation, options: PresentationOptions
    ) -> RouteTransition<AnimatedRoute> {
        .presentWithOptions(route, presentation, options)
    }
}

private final class TransitionFlow: Coordinator<AnimatedRoute> {
    override func start() { show(.home) }
}
