import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

@MainActor
@Suite struct PresentationOptionsTravelWithTheValue {
    @Test func aRoutesOwnOptionsOpenItsLayer() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        #expect(app.navigator.state.top?.options == cartOptions)
        #expect(app.host.shownState == app.navigator.state)
        #expect(app.treeDescription == "root  stack: [home]\nsheet stack: [cart]  (detents: medium, large; grabber)")
    }

    @Test func aCoordinatorGivesOtherOptionsForOneCall() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        let locked = PresentationOptions(sheetSizing: .form, isInteractiveDismissDisabled: true)
        flow.present(.cart, as: .sheet, options: locked)
        #expect(app.navigator.state.top?.options == locked)
        flow.dismiss()
        flow.perform(.present(.settings, .fullScreenCover, options: PresentationOptions(coverStyle: .overFullScreen)))
        #expect(app.navigator.state.top?.options.coverStyle == .overFullScreen)
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aModalFlowsLayerTakesItsFirstRoutesOptions() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.startChild(CartFlow(), as: .sheet)
        #expect(app.navigator.state.top?.options == cartOptions)
    }

    @Test(arguments: [
        PresentationOptions(detents: [.height(0)]),
        PresentationOptions(detents: [.height(-Double.infinity)]),
        PresentationOptions(detents: [.fraction(0)]),
        PresentationOptions(detents: [.fraction(1.5)]),
        PresentationOptions(detents: [.fraction(.nan)]),
        PresentationOptions(detents: [.medium, .medium]),
        PresentationOptions(detents: [.medium], selectedDetent: .large),
        PresentationOptions(selectedDetent: .medium),
    ])
    func impossibleOptionsAreATypedErrorAndChangeNothing(options: PresentationOptions) throws {
        var state = NavigationState(root: .stack(Stack(routes: [OptionsRoute.home])))
        let before = state
        #expect {
            try state.present(OptionsRoute.cart, as: .sheet, options: options)
        } throws: { error in
            guard let error = error as? NavigationError, case .invalidOptions = error.reason else { return false }
            return true
        }
        #expect(state == before)
    }

    @Test func optionsOfTheRootLayerAreRefused() throws {
        var state = NavigationState(root: .stack(Stack(routes: [OptionsRoute.home])))
        let before = state
        #expect(throws: NavigationError.self) { try state.setOptions(PresentationOptions(showsGrabber: true), for: state.layers[0].id) }
        #expect(throws: NavigationError.self) { try state.setOptions(PresentationOptions(showsGrabber: true)) }
        #expect(state == before)
    }
}

@MainActor
@Suite struct PresentationOptionsChangeInPlace {
    @Test func aChangedDetentIsOneCommandThatKeepsTheLayer() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        let layer = try #require(app.navigator.state.top?.id)
        let before = app.host.performedCommands.count
        try app.navigator.update { try $0.selectDetent(.large) }
        #expect(app.host.performedCommands.dropFirst(before).map(\.action) == [.setOptions(layer, PresentationOptions(detents: [.medium, .large], selectedDetent: .large, showsGrabber: true))])
        #expect(app.navigator.state.top?.id == layer)
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aPresentedLayersSizingIsFixed() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        let before = app.navigator.state
        withKnownIssue {
            flow.updatePresentationOptions { $0.sheetSizing = .form }
        }
        #expect(app.navigator.state == before)
    }

    @Test func aStateSetWholeWithAnotherSizingPresentsTheLayerAgain() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        let layer = try #require(app.navigator.state.top)
        let formSheet = Layer(.sheet, content: layer.content, options: PresentationOptions(sheetSizing: .form), id: layer.id)
        let target = try NavigationState(layers: [app.navigator.state.layers[0], formSheet])
        let before = app.host.performedCommands.count
        try app.navigator.update { $0 = target }
        let actions = app.host.performedCommands.dropFirst(before).map(\.action)
        #expect(actions == [.dismiss(layer.id), .present(formSheet)])
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aModalFlowLocksItsOwnSheet() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        let cart = CartFlow()
        flow.startChild(cart, as: .sheet)
        cart.updatePresentationOptions { $0.isInteractiveDismissDisabled = true }
        #expect(app.navigator.state.top?.options.isInteractiveDismissDisabled == true)
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aFlowOnTheRootLayerHasNoOptionsToChange() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        let before = app.navigator.state
        withKnownIssue {
            flow.updatePresentationOptions { $0.showsGrabber = true }
        }
        #expect(app.navigator.state == before)
    }
}

@MainActor
@Suite struct WhatTheUserDoesWithPresentationOptions {
    @Test func draggingASheetToAnotherDetentIsWrittenBack() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        var events: [NavigationEvent] = []
        let observation = app.navigator.observe { events.append($0) }
        defer { observation.cancel() }
        #expect(app.host.dragSheet(to: .large))
        #expect(app.navigator.state.top?.options.selectedDetent == .large)
        #expect(app.navigator.renderedState == app.navigator.state)
        #expect(app.host.shownState == app.navigator.state)
        #expect(!app.host.dragSheet(to: .large), "it rests there already")
        #expect(!app.host.dragSheet(to: .height(100)), "the sheet does not offer it")
        #expect(events.contains { "\($0)".contains("large detent") })
    }

    @Test func aLockedSheetStaysAndItsFlowHearsTheAttempt() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        let cart = CartFlow()
        flow.startChild(cart, as: .sheet)
        cart.updatePresentationOptions { $0.isInteractiveDismissDisabled = true }
        let before = app.navigator.state
        #expect(!app.host.swipeDown())
        #expect(app.navigator.state == before)
        #expect(cart.attempts == 1)
        #expect(flow.attempts == 0)
        // Code still dismisses it.
        cart.updatePresentationOptions { $0.isInteractiveDismissDisabled = false }
        #expect(app.host.swipeDown())
        #expect(app.navigator.state.layers.count == 1)
    }

    @Test func anAttemptOnAnUnlockedLayerIsAMismatch() throws {
        let app = HeadlessScenarioHost()
        let flow = OptionsFlow()
        app.navigator.start(flow)
        flow.show(.cart)
        let before = app.navigator.state
        withKnownIssue {
            app.navigator.hostDidReport(.attemptedDismiss(app.navigator.state.top!.id))
        }
        #expect(app.navigator.state == before)
    }
}

@MainActor
@Suite struct TabItemsAndBadges {
    @Test func tabValuesDeclareTheirItems() throws {
        let app = HeadlessScenarioHost()
        let tabs = TabCoordinator<ItemTab>([.catalog: TabFlow(), .orders: TabFlow()])
        app.navigator.start(tabs)
        guard case .tabs(let shown)? = app.navigator.state.layers.first?.content else {
            Issue.record("no tabs")
            return
        }
        #expect(shown.tabs.map(\.item) == [TabItem("Catalog", systemImage: "cup.and.saucer"), TabItem("Orders", image: .named("bag"))])
        #expect(shown.tabs.map(\.title) == ["Catalog", "Orders"])
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aBadgeChangesWithoutTouchingTheStacks() throws {
        let app = HeadlessScenarioHost()
        let tabs = TabCoordinator<ItemTab>([.catalog: TabFlow(), .orders: TabFlow()])
        app.navigator.start(tabs)
        let before = app.host.performedCommands.count
        tabs.setBadge("2", for: .orders)
        #expect(tabs.badge(for: .orders) == "2")
        let layer = try #require(tabs.layerID)
        #expect(app.host.performedCommands.dropFirst(before).map(\.action) == [
            .setTabItem("orders", TabItem("Orders", image: .named("bag"), badge: "2"), in: layer),
        ])
        #expect(app.host.shownState == app.navigator.state)
        #expect(app.treeDescription.contains("orders: [home]  (badge 2)"))
        tabs.setBadge(nil, for: .orders)
        #expect(tabs.badge(for: .orders) == nil)
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aTabWithoutAnItemIsTitledByItsIdentity() throws {
        var state = NavigationState(root: .tabs(Tabs([NavigationTab(id: "a", stack: Stack(routes: [OptionsRoute.home]))])))
        #expect(state.layers[0].content.stacks.count == 1)
        try state.setBadge("new", for: "a")
        guard case .tabs(let tabs) = state.layers[0].content else { return }
        #expect(tabs.tabs[0].item == TabItem("a", badge: "new"))
        #expect(throws: NavigationError.self) { try state.setBadge("x", for: "missing") }
    }
}

@MainActor
@Suite struct PresentationOptionsAreRestored {
    @Test func everyOptionSurvivesARoundTrip() throws {
        var state = NavigationState(root: .tabs(Tabs([
            NavigationTab(id: "a", stack: Stack(routes: [OptionsRoute.home]), item: TabItem("A", systemImage: "star", badge: "3")),
            NavigationTab(id: "b", stack: Stack(routes: [OptionsRoute.home]), item: TabItem("B", image: .named("b"))),
        ])))
        try state.present(OptionsRoute.cart, as: .sheet, options: PresentationOptions(
            detents: [.height(120), .fraction(0.4), .medium, .large], selectedDetent: .fraction(0.4),
            showsGrabber: true, sheetSizing: .form, isInteractiveDismissDisabled: true
        ))
        try state.present(OptionsRoute.settings, as: .fullScreenCover, options: PresentationOptions(coverStyle: .overFullScreen))
        let data = try state.encoded()
        #expect(try NavigationState(restoring: data, routes: RouteTypes(OptionsRoute.self)) == state)
    }

    @Test func dataSavedBeforeOptionsExistedStillRestores() throws {
        var state = NavigationState(root: .stack(Stack(routes: [OptionsRoute.home])))
        try state.present(OptionsRoute.settings, as: .sheet)
        let data = try state.encoded()
        let text = try #require(String(data: data, encoding: .utf8))
        #expect(!text.contains("options"), "plain layers encode as they always did")
        #expect(try NavigationState(restoring: data, routes: RouteTypes(OptionsRoute.self)) == state)
    }

    @Test func impossibleSavedOptionsAreATypedError() throws {
        var state = NavigationState(root: .stack(Stack(routes: [OptionsRoute.home])))
        try state.present(OptionsRoute.cart, as: .sheet, options: PresentationOptions(detents: [.fraction(0.5)]))
        let text = try #require(String(data: try state.encoded(), encoding: .utf8))
        let corrupt = Data(text.replacingOccurrences(of: "0.5", with: "7").utf8)
        #expect {
            _ = try NavigationState(restoring: corrupt, routes: RouteTypes(OptionsRoute.self))
        } throws: { error in
            guard let error = error as? RestorationError, case .invalidState = error else { return false }
            return true
        }
    }
}

private let cartOptions = PresentationOptions(detents: [.medium, .large], showsGrabber: true)

private enum OptionsRoute: Route, Codable {
    case home, cart, settings

    var presentation: Presentation? {
        switch self {
        case .home: nil
        case .cart: .sheet
        case .settings: .fullScreenCover
        }
    }

    var presentationOptions: PresentationOptions { self == .cart ? cartOptions : .init() }
}

private final class OptionsFlow: Coordinator<OptionsRoute> {
    var attempts = 0
    override func start() { show(.home) }
    override func userDidAttemptToDismiss() { attempts += 1 }
}

private final class CartFlow: Coordinator<OptionsRoute> {
    var attempts = 0
    override func start() { push(.cart) }
    override func userDidAttemptToDismiss() { attempts += 1 }
}

private final class TabFlow: Coordinator<OptionsRoute> {
    override func start() { show(.home) }
}

private enum ItemTab: Hashable, Sendable, TabItemProviding {
    case catalog, orders

    var tabItem: TabItem {
        switch self {
        case .catalog: TabItem("Catalog", systemImage: "cup.and.saucer")
        case .orders: TabItem("Orders", image: .named("bag"))
        }
    }
}
