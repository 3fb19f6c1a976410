import CoordinatorFixtures
import CoordinatorKit
import Testing

/// The rule for what the user can do by hand on what a state shows; the scenario suite's
/// `OfferedGestureProperties` checks every host against it.
@Suite struct OfferedGesturesRule {
    @Test func aStackAtItsRootOffersNoBackAndAPushedScreenOffersItsStack() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        #expect(state.offeredGestures.back == nil)
        try state.push(MapRoute.city(named: "Oslo"))
        let root = try #require(state.root)
        #expect(state.offeredGestures.back == .pop(StackID(layer: root.id)))
        #expect(state.offeredGestures.dismissal == nil)
    }

    @Test func aSheetOffersItsDismissalAndACoverDoesNot() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let sheet = try state.present(MapRoute.settings, as: .sheet)
        #expect(state.offeredGestures.dismissal == sheet)
        #expect(!state.offeredGestures.isDismissalLocked)
        try state.dismiss()
        _ = try state.present(MapRoute.about, as: .fullScreenCover)
        #expect(state.offeredGestures.dismissal == nil)
        let popover = try state.present(MapRoute.settings, as: .popover)
        #expect(state.offeredGestures.dismissal == popover)
    }

    @Test func aLockedSheetIsNamedAndSaysSo() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        let sheet = try state.present(
            MapRoute.settings, as: .sheet, options: PresentationOptions(isInteractiveDismissDisabled: true))
        #expect(state.offeredGestures.dismissal == sheet)
        #expect(state.offeredGestures.isDismissalLocked)
    }

    @Test func aSheetOffersEachDetentButTheOneItRestsAt() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map])))
        _ = try state.present(
            MapRoute.settings, as: .sheet,
            options: PresentationOptions(detents: [.medium, .large, .height(150)], selectedDetent: .large))
        #expect(state.offeredGestures.sheetDetents == [.medium, .height(150)])
        _ = try state.present(MapRoute.about, as: .popover, options: PresentationOptions(detents: [.medium, .large]))
        #expect(state.offeredGestures.sheetDetents == [], "a popover is not dragged between detents")
    }

    @Test func theTopLayersTabsAreOfferedAndTheBackButtonIsTheSelectedTabs() throws {
        let tabs = Tabs(
            [
                NavigationTab(id: TabID("map"), stack: Stack(routes: [MapRoute.map, MapRoute.city(named: "Oslo")])),
                NavigationTab(id: TabID("settings"), stack: Stack(routes: [MapRoute.settings])),
            ], selected: TabID("settings"))
        var state = NavigationState(root: .tabs(tabs))
        #expect(state.offeredGestures.tabs == [TabID("map"), TabID("settings")])
        #expect(state.offeredGestures.back == nil)
        _ = try state.present(MapRoute.about, as: .sheet)
        #expect(state.offeredGestures.tabs == [], "the tab bar is under the sheet")
    }

    @Test func aQuestionShownLeavesNothingButItsChoices() throws {
        var state = NavigationState(root: .stack(Stack(routes: [MapRoute.map, MapRoute.city(named: "Oslo")])))
        _ = try state.present(MapRoute.settings, as: .sheet)
        try state.ask(Question("Leave?", choices: [.cancel("Stay", 0), .destructive("Leave", 1)]))
        let offered = state.offeredGestures
        #expect(offered.back == nil && offered.dismissal == nil && offered.tabs.isEmpty && offered.sheetDetents.isEmpty)
    }

    @Test func anExpandedSplitOffersTheDetailsBackOnly() throws {
        let split = Split(sidebar: Stack(routes: [MapRoute.map, MapRoute.settings]), detail: Stack(routes: [MapRoute.about]))
        var state = NavigationState(root: .split(split))
        #expect(state.offeredGestures.back == nil, "the sidebar's back button is not the one the user reaches first")
        try state.push(MapRoute.city(named: "Oslo"))
        let root = try #require(state.root)
        #expect(state.offeredGestures.back == .pop(StackID(layer: root.id, column: .detail)))
    }

    @Test func aCollapsedSplitGoesBackInItsTopColumnThenToTheColumnBefore() throws {
        let collapsed = Split(
            sidebar: Stack(routes: [MapRoute.map]), content: nil,
            detail: Stack(routes: [MapRoute.about, MapRoute.city(named: "Oslo")]),
            visibility: .automatic, compactColumn: .detail, isCollapsed: true)
        let state = NavigationState(root: .split(collapsed))
        let root = try #require(state.root)
        #expect(state.offeredGestures.back == .pop(StackID(layer: root.id, column: .detail)))

        let atFirstScreen = Split(
            sidebar: Stack(routes: [MapRoute.map]), content: nil, detail: Stack(routes: [MapRoute.about]),
            visibility: .automatic, compactColumn: .detail, isCollapsed: true)
        let first = NavigationState(root: .split(atFirstScreen))
        let firstRoot = try #require(first.root)
        #expect(first.offeredGestures.back == .showColumn(.sidebar, in: firstRoot.id))

        let sidebarOnTop = Split(
            sidebar: Stack(routes: [MapRoute.map]), content: nil, detail: Stack(routes: [MapRoute.about]),
            visibility: .automatic, compactColumn: .sidebar, isCollapsed: true)
        #expect(NavigationState(root: .split(sidebarOnTop)).offeredGestures.back == nil)
    }
}
