import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
@Suite struct RouteAnimationsTravelWithTheValue {
    @Test func aRoutesOwnAnimationStaysWithItsScreenAndLayer() {
        let app = HeadlessScenarioHost()
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.show(.detail(3))
        #expect(app.navigator.state.top?.content.visibleStack?.top?.animation == .zoom(from: AnimatedRoute.row(3)))
        flow.show(.card)
        #expect(app.navigator.state.top?.animation == .custom("card"))
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aCallGivesAnotherAnimationForOneScreen() {
        let app = HeadlessScenarioHost()
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.push(.detail(1), animation: .crossDissolve)
        #expect(app.navigator.state.top?.content.visibleStack?.top?.animation == .crossDissolve)
        flow.present(.settings, as: .sheet, animation: .none)
        #expect(app.navigator.state.top?.animation == RouteAnimation.none)
        flow.dismiss()
        flow.perform(.present(.settings, .fullScreenCover, animation: .crossDissolve))
        #expect(app.navigator.state.top?.animation == .crossDissolve)
        #expect(app.navigator.state.top?.presentation == .fullScreenCover)
    }

    @Test func aModalFlowsLayerArrivesWithItsFirstScreensAnimation() {
        let app = HeadlessScenarioHost()
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.startChild(CardFlow(), as: .fullScreenCover)
        #expect(app.navigator.state.top?.animation == .custom("card"))
    }

    @Test func equalScreensNeedEqualAnimations() {
        let id = ScreenID()
        #expect(Screen(AnimatedRoute.home, animation: .crossDissolve, id: id) != Screen(AnimatedRoute.home, animation: .system, id: id))
        #expect(Screen(AnimatedRoute.home, id: id) == Screen(AnimatedRoute.home, animation: .system, id: id))
    }

    @Test func aScreensAnimationIsNotPartOfItsRoute() throws {
        let chosen = Screen(AnimatedRoute.detail(1), animation: .crossDissolve)
        let plain = Screen(AnimatedRoute.detail(1))
        #expect(chosen.route == plain.route)
        #expect(chosen.route.hashValue == plain.route.hashValue)
        #expect(chosen.route.animation == .zoom(from: AnimatedRoute.row(1)), "the route's own animation")
        #expect(Screen(chosen.route).animation == .zoom(from: AnimatedRoute.row(1)), "a new screen arrives with the route's own")
        #expect(Screen(plain.route, animation: .none).animation == RouteAnimation.none)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.encode(chosen.route) == encoder.encode(plain.route))
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        try state.push(chosen.route)
        #expect(state.top?.content.visibleStack?.top?.animation == .zoom(from: AnimatedRoute.row(1)))
    }

    @Test func aScreenSavedWithoutAnAnimationArrivesWithTheSystemsEvenIfItsRouteHasOne() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        try state.push(AnimatedRoute.detail(1), animation: .system)
        let data = try state.encoded()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("animation"))
        let restored = try NavigationState(restoring: data, routes: RouteTypes(AnimatedRoute.self))
        #expect(restored == state)
        #expect(restored.top?.content.visibleStack?.top?.animation == .system)
    }

    @Test func aCustomAnimationWithoutANameIsATypedErrorAndChangesNothing() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        let before = state
        #expect {
            try state.push(AnimatedRoute.detail(1), animation: .custom(""))
        } throws: { error in
            guard let error = error as? NavigationError, case .invalidAnimation = error.reason else { return false }
            return true
        }
        #expect {
            try state.present(AnimatedRoute.settings, as: .sheet, animation: .custom(""))
        } throws: { error in
            guard let error = error as? NavigationError, case .invalidAnimation = error.reason else { return false }
            return true
        }
        #expect(state == before)
    }
}

@Suite struct PlansCarryTheAnimation {
    @Test func aPushPlaysTheNewScreensAnimationAndAPopItsInverse() throws {
        let rendered = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        var pushed = rendered
        try pushed.push(AnimatedRoute.detail(1), animation: .crossDissolve)
        let push = NavigationPlan(from: rendered, to: pushed).commands
        #expect(push.map(\.animation) == [.crossDissolve])
        let pop = NavigationPlan(from: pushed, to: rendered).commands
        #expect(pop.map(\.animation) == [.crossDissolve], "the pop plays what the popped screen arrived with")
        #expect(NavigationPlan(from: pushed, to: rendered, animated: false).commands.map(\.animation) == [RouteAnimation.none])
    }

    @Test func aPresentationAndItsDismissalPlayTheLayersAnimation() throws {
        let rendered = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        var presented = rendered
        try presented.present(AnimatedRoute.card, as: .fullScreenCover)
        #expect(NavigationPlan(from: rendered, to: presented).commands.map(\.animation) == [.custom("card")])
        #expect(NavigationPlan(from: presented, to: rendered).commands.map(\.animation) == [.custom("card")])
    }

    @Test func aNewRootArrivesWithItsLayersAnimation() throws {
        let login = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        var home = login
        try home.replaceRoot(with: .stack(Stack(routes: [AnimatedRoute.settings])), animation: .crossDissolve)
        let commands = NavigationPlan(from: login, to: home).commands
        #expect(commands.map(\.animation) == [.crossDissolve])
        #expect(commands.map(\.description) == ["setRoot(root .stack([settings])) animated crossDissolve"])
    }

    @Test func screensOfTheSystemsAnimationPlanAsBefore() throws {
        let rendered = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        var pushed = rendered
        try pushed.push(AnimatedRoute.settings)
        let commands = NavigationPlan(from: rendered, to: pushed).commands
        #expect(commands.map(\.animation) == [.system])
        #expect(commands.map(\.animated) == [true])
        #expect(commands[0].description.hasSuffix(" animated"))
    }
}

@MainActor
@Suite struct RouteAnimationsAreRestored {
    @Test func everyStyleSurvivesARoundTrip() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        try state.push(AnimatedRoute.detail(1), animation: .zoom(from: AnimatedRoute.row(1)))
        try state.push(AnimatedRoute.detail(2), animation: .crossDissolve)
        try state.push(AnimatedRoute.detail(3), animation: .none)
        try state.present(AnimatedRoute.card, as: .fullScreenCover)
        let data = try state.encoded()
        let restored = try NavigationState(restoring: data, routes: RouteTypes(AnimatedRoute.self))
        #expect(restored == state)
        #expect(restored.top?.animation == .custom("card"))
    }

    @Test func dataSavedBeforeAnimationsExistedRestoresWithTheSystemsAnimation() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        try state.push(AnimatedRoute.settings)
        try state.present(AnimatedRoute.settings, as: .sheet)
        let data = try state.encoded()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("animation"), "plain screens and layers encode as they always did")
        let restored = try NavigationState(restoring: data, routes: RouteTypes(AnimatedRoute.self))
        #expect(restored == state)
        #expect(restored.top?.animation == .system)
    }

    @Test func anUnnamedSavedCustomAnimationIsATypedError() throws {
        var state = NavigationState(root: .stack(Stack(routes: [AnimatedRoute.home])))
        try state.present(AnimatedRoute.card, as: .sheet)
        let text = try #require(String(data: try state.encoded(), encoding: .utf8))
        let corrupt = Data(text.replacingOccurrences(of: "\"custom\":\"card\"", with: "\"custom\":\"\"").utf8)
        #expect {
            _ = try NavigationState(restoring: corrupt, routes: RouteTypes(AnimatedRoute.self))
        } throws: { error in
            guard let error = error as? RestorationError, case .invalidState = error else { return false }
            return true
        }
    }

    @Test func aNavigatorRestoresTheAnimationsAndRendersThemWithoutAnimating() throws {
        let before = HeadlessScenarioHost()
        try before.navigator.update { state in
            try state.replaceRoot(with: .stack(Stack(routes: [AnimatedRoute.home])))
            try state.present(AnimatedRoute.card, as: .fullScreenCover)
        }
        let data = try before.navigator.savedData(coordinators: CoordinatorTypes())
        let app = HeadlessScenarioHost()
        try app.navigator.restore(from: data, routes: RouteTypes(AnimatedRoute.self), coordinators: CoordinatorTypes())
        #expect(app.host.shownState.top?.animation == .custom("card"))
        #expect(app.host.playedAnimations.isEmpty, "restoring replays no animation")
        try app.navigator.update { state in try state.dismiss() }
        #expect(app.host.playedAnimations == [PlayedAnimation(.dismiss, .custom("card"))])
    }
}

@MainActor
@Suite struct HeadlessHostPlaysAnimations {
    @Test func itRecordsWhatEachCommandAndGesturePlays() {
        let app = HeadlessScenarioHost()
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.push(.detail(1), animation: .crossDissolve)
        app.host.swipeBack()
        flow.show(.card)
        #expect(app.host.dismissInteractively(completing: false))
        #expect(app.navigator.state.layers.count == 2, "a cancelled interactive dismissal changes nothing")
        #expect(app.host.dismissInteractively(completing: true))
        #expect(app.navigator.state.layers.count == 1)
        #expect(app.host.playedAnimations == [
            PlayedAnimation(.push, .crossDissolve), PlayedAnimation(.pop, .crossDissolve),
            PlayedAnimation(.present, .custom("card")),
            PlayedAnimation(.dismiss, .custom("card")), PlayedAnimation(.dismiss, .custom("card")),
        ], "a cancelled gesture played its animation too")
    }

    @Test func itPlaysNothingWithReduceMotionOn() {
        let app = HeadlessScenarioHost()
        app.host.isReduceMotionEnabled = true
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.push(.detail(1), animation: .crossDissolve)
        flow.pop()
        #expect(app.host.playedAnimations.isEmpty)
        #expect(app.host.performedCommands.last?.animation == .crossDissolve, "the navigator still asks; the host declines")
    }

    @Test func onlyALayerWithACustomAnimationIsDismissedInteractively() {
        let app = HeadlessScenarioHost()
        let flow = AnimatedFlow()
        app.navigator.start(flow)
        flow.present(.settings, as: .fullScreenCover)
        #expect(!app.host.dismissInteractively(completing: true))
        #expect(app.navigator.state.layers.count == 2)
    }
}

enum AnimatedRoute: Route, Codable {
    case home, row(Int), detail(Int), card, settings

    var presentation: Presentation? { self == .card ? .fullScreenCover : nil }

    var animation: RouteAnimation {
        switch self {
        case .detail(let id): .zoom(from: AnimatedRoute.row(id))
        case .card: .custom("card")
        default: .system
        }
    }
}

private final class AnimatedFlow: Coordinator<AnimatedRoute> {
    override func start() { show(.home) }
}

private final class CardFlow: Coordinator<AnimatedRoute> {
    override func start() { push(.card) }
}
