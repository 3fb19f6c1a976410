import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// Each animation style pushed and popped, presented and dismissed; an app's interactive
// dismissal completed and cancelled; a style restored; Reduce Motion; a burst of animated
// changes, on every host. Each host plays a style or its fallback (`plays(_:on:)`).

// Made for each use, not kept in a global: an indirect case's box is referenced by a pointer
// that carries the case in its spare bits, which LeakSanitizer does not recognise as a
// reference, so a box kept alive by a global until exit is reported as leaked.
private var styles: [RouteAnimation] {
    [.system, .none, .crossDissolve, .zoom(from: GalleryRoute.thumbnail(7)), .custom("card")]
}

/// A host with the app's "card" animation registered, showing a gallery.
@MainActor
private func galleryApp(_ kind: ScenarioHostKind) async -> (app: any ScenarioHost, gallery: GalleryFlow) {
    let app = kind.makeHost()
    app.registerCustomAnimation(named: "card")
    let gallery = GalleryFlow()
    app.navigator.start(gallery)
    await app.settle()
    return (app, gallery)
}

extension ScenarioHost {
    /// What the host plays for each motion asked with a style, in order: the style or its
    /// fallback, leaving out the motions it plays without animation.
    fileprivate func played(_ asked: [(PlayedAnimation.Motion, RouteAnimation)]) -> [PlayedAnimation] {
        asked.compactMap { motion, style in
            let played = plays(style, on: motion)
            return played == .none ? nil : PlayedAnimation(motion, played)
        }
    }
}

@MainActor
@Suite struct TransitionStyles {
    @Test(arguments: everyHost)
    func eachStyleIsPushedAndPoppedWithItsAnimationAndItsInverse(_ kind: ScenarioHostKind) async {
        let (app, gallery) = await galleryApp(kind)
        var expected: [PlayedAnimation] = []
        for (index, style) in styles.enumerated() {
            gallery.push(.photo(index), animation: style)
            await app.settle()
            #expect(app.shownState.top?.content.visibleStack?.top?.animation == style)
            // Popped by code, then by the user's back button: both play the inverse.
            gallery.pop()
            await app.settle()
            gallery.push(.photo(index), animation: style)
            await app.settle()
            #expect(app.tapBack())
            await app.settle()
            // The user's back button animates even a screen that arrived without animation.
            let byHand = style == .none ? RouteAnimation.system : style
            expected += app.played([(.push, style), (.pop, style), (.push, style), (.pop, byHand)])
        }
        #expect(app.playedAnimations == expected)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func eachStyleIsPresentedAndDismissedWithItsAnimationAndItsInverse(_ kind: ScenarioHostKind) async {
        let (app, gallery) = await galleryApp(kind)
        var expected: [PlayedAnimation] = []
        for (index, style) in styles.enumerated() {
            gallery.present(.photo(index), as: .fullScreenCover, animation: style)
            await app.settle()
            #expect(app.shownState.top?.animation == style)
            gallery.dismiss()
            await app.settle()
            expected += app.played([(.present, style), (.dismiss, style)])
        }
        #expect(app.playedAnimations == expected)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aRootSwitchCrossFadesWhereTheHostCan(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let root = RootFlow()
        app.navigator.start(root)
        await app.settle()
        let before = app.playedAnimations.count
        root.startChild(GalleryFlow(first: .album), as: .replacingRoot)
        await app.settle()
        #expect(app.shownState.layers.first?.animation == .crossDissolve)
        #expect(Array(app.playedAnimations.dropFirst(before)) == app.played([(.replaceRoot, .crossDissolve)]))
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func aRootSwitchPlaysTheAppsRegisteredAnimationWhereTheHostCan(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        app.registerCustomAnimation(named: "card")
        let root = RootFlow()
        app.navigator.start(root)
        await app.settle()
        let before = app.playedAnimations.count
        root.startChild(GalleryFlow(first: .card), as: .replacingRoot)
        await app.settle()
        #expect(app.shownState.layers.first?.animation == .custom("card"))
        #expect(Array(app.playedAnimations.dropFirst(before)) == app.played([(.replaceRoot, .custom("card"))]))
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func nothingAnimatesWithReduceMotionOn(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        app.registerCustomAnimation(named: "card")
        app.isReduceMotionEnabled = true
        let gallery = GalleryFlow()
        app.navigator.start(gallery)
        await app.settle()
        gallery.push(.photo(1), animation: .custom("card"))
        await app.settle()
        gallery.present(.photo(2), as: .fullScreenCover, animation: .crossDissolve)
        await app.settle()
        gallery.dismiss()
        gallery.pop()
        await app.settle()
        #expect(app.isReduceMotionEnabled, "every host models Reduce Motion")
        #expect(app.playedAnimations.isEmpty)
        await expectInSync(app)
    }

    @Test(arguments: everyHost)
    func theUsersBackTapAndSwipeDownPlayNoRouteAnimationWithReduceMotionOn(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        app.registerCustomAnimation(named: "card")
        app.isReduceMotionEnabled = true
        let gallery = GalleryFlow()
        app.navigator.start(gallery)
        await app.settle()
        let styles: [RouteAnimation] = [.zoom(from: GalleryRoute.thumbnail(1)), .crossDissolve, .custom("card")]
        for (index, style) in styles.enumerated() {
            gallery.push(.photo(index), animation: style)
            await app.settle()
            #expect(app.tapBack())
            await app.settle()
            gallery.present(.photo(index + 10), as: .sheet, animation: style)
            await app.settle()
            #expect(app.swipeDown())
            await app.settle()
        }
        #expect(app.isReduceMotionEnabled, "Reduce Motion stays on")
        // The user's gestures still move (UIKit's own slide), never with the route's animation.
        #expect(app.playedAnimations.filter { $0.animation != .system } == [])
        await expectInSync(app)
    }
}

@MainActor
@Suite struct InteractiveCustomDismissal {
    @Test(arguments: everyHost)
    func aCancelledDismissalChangesNothingAndACompletedOneIsTheUsers(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        app.registerCustomAnimation(named: "card")
        let gallery = GalleryFlow()
        app.navigator.start(gallery)
        var outcome: Outcome<Void>?
        weak var card: GalleryFlow?
        do {
            let child = GalleryFlow(first: .card)
            card = child
            gallery.startChild(child, as: .fullScreenCover) { outcome = $0 }
        }
        await app.settle()
        #expect(app.shownState.top?.animation == .custom("card"))
        // SwiftUI plays the app's transition as a cover's content leaves, but the user cannot
        // drive it: a presentation has no interactive dismissal of the app's there.
        let offersCustomDismissal =
            app.plays(.custom("card"), on: .dismiss) == .custom("card") && !kind.name.hasPrefix("SwiftUI")
        #expect(app.dismissInteractively(completing: false) == offersCustomDismissal)
        await app.settle()
        #expect(app.treeDescription == "root            stack: [grid]\nfullScreenCover stack: [card]")
        #expect(outcome == nil)
        #expect(card != nil)
        await expectInSync(app)
        #expect(app.dismissInteractively(completing: true) == offersCustomDismissal)
        await app.settle()
        if offersCustomDismissal {
            #expect(app.treeDescription == "root stack: [grid]")
            #expect(outcome.map { "\($0)" } == "cancelled")
            #expect(card == nil)
            #expect(app.playedAnimations == [
                PlayedAnimation(.present, .custom("card")),
                PlayedAnimation(.dismiss, .custom("card")), PlayedAnimation(.dismiss, .custom("card")),
            ])
        }
        await expectInSync(app)
    }
}

/// The two styles a host plays on a cover's content where it cannot on the cover itself.
private var fadingStyles: [RouteAnimation] { [.crossDissolve, .custom("card")] }

@MainActor
@Suite struct CoverFades {
    @Test(arguments: everyHost, fadingStyles)
    func aCoverArrivesAndLeavesWithItsAnimation(_ kind: ScenarioHostKind, style: RouteAnimation) async {
        let (app, gallery) = await galleryApp(kind)
        gallery.present(.photo(1), as: .fullScreenCover, animation: style)
        await app.settle()
        #expect(app.treeDescription == "root            stack: [grid]\nfullScreenCover stack: [photo(1)]")
        #expect(app.playedAnimations == app.played([(.present, style)]))
        gallery.dismiss()
        await app.settle()
        #expect(app.treeDescription == "root stack: [grid]")
        // What SwiftUI played, told by the SwiftUI double: the style on the cover's content.
        #expect(app.playedAnimations == app.played([(.present, style), (.dismiss, style)]))
        #expect(app.played([(.present, style), (.dismiss, style)]).count == 2, "every host plays the style")
        await expectInSync(app)
    }

    @Test(arguments: everyHost, fadingStyles)
    func aCallWhileACoverArrivesOrLeavesRunsAfterItWithNoLayerLostOrTwice(
        _ kind: ScenarioHostKind, style: RouteAnimation
    ) async {
        let (app, gallery) = await galleryApp(kind)
        gallery.present(.photo(1), as: .fullScreenCover, animation: style)
        // Hosts that hold transitions: the cover is up, its content still arriving.
        app.finishNextTransition()
        // The app changes its mind while the cover arrives: another cover instead.
        gallery.dismiss()
        gallery.present(.photo(2), as: .fullScreenCover, animation: style)
        await app.settle()
        #expect(app.treeDescription == "root            stack: [grid]\nfullScreenCover stack: [photo(2)]")
        // It leaves, and the app presents another while it does.
        gallery.dismiss()
        app.finishNextTransition()
        gallery.present(.photo(3), as: .fullScreenCover, animation: style)
        await app.settle()
        #expect(app.treeDescription == "root            stack: [grid]\nfullScreenCover stack: [photo(3)]")
        let played = app.playedAnimations
        #expect(played.last == PlayedAnimation(.present, app.plays(style, on: .present)))
        #expect(played.allSatisfy { $0.animation == app.plays(style, on: $0.motion) }, "\(played)")
        #expect(played.filter { $0.motion == .present }.count >= 2)
        await expectInSync(app)
    }

    @Test(arguments: everyHost, fadingStyles)
    func theUsersSwipeDownOfAFadedSheetIsWrittenBackAsTheUsers(_ kind: ScenarioHostKind, style: RouteAnimation) async {
        let (app, gallery) = await galleryApp(kind)
        var outcome: Outcome<Void>?
        // A flow of its own in the sheet, arriving with the style its first route names.
        gallery.startChild(GalleryFlow(first: style == .crossDissolve ? .album : .card), as: .sheet) { outcome = $0 }
        await app.settle()
        #expect(app.shownState.top?.animation == style)
        #expect(app.playedAnimations == app.played([(.present, style)]))
        #expect(app.swipeDown())
        await app.settle()
        #expect(app.treeDescription == "root stack: [grid]")
        #expect(app.navigator.state == app.shownState)
        #expect(outcome.map { "\($0)" } == "cancelled", "the child flow the user swiped away is cancelled")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct TransitionStyleRestoration {
    @Test(arguments: everyHost)
    func aRestoredScreenLeavesWithTheAnimationItArrivedWith(_ kind: ScenarioHostKind) async throws {
        var saved = NavigationState(root: .stack(Stack(routes: [GalleryRoute.grid])))
        try saved.push(GalleryRoute.photo(1), animation: .crossDissolve)
        try saved.present(GalleryRoute.photo(2), as: .fullScreenCover, animation: .custom("card"))
        let restored = try NavigationState(restoring: try saved.encoded(), routes: RouteTypes(GalleryRoute.self))
        #expect(restored == saved)

        let app = kind.makeHost()
        app.registerCustomAnimation(named: "card")
        try app.navigator.update(animated: false) { $0 = restored }
        await app.settle()
        #expect(app.shownState == saved)
        #expect(app.playedAnimations.isEmpty, "a restored state renders without animation")
        try app.navigator.update { state in try state.dismiss() }
        await app.settle()
        try app.navigator.update { state in try state.pop() }
        await app.settle()
        #expect(app.playedAnimations == app.played([(.dismiss, .custom("card")), (.pop, .crossDissolve)]))
        await expectInSync(app)
    }
}

@MainActor
@Suite struct TransitionBursts {
    @Test(arguments: everyHost)
    func aBurstOfAnimatedChangesNeverOverlapsTwoTransitions(_ kind: ScenarioHostKind) async {
        let (app, gallery) = await galleryApp(kind)
        for round in 0..<3 {
            gallery.push(.photo(round), animation: .custom("card"))
            gallery.push(.photo(round + 10), animation: .zoom(from: GalleryRoute.thumbnail(round)))
            gallery.present(.photo(round + 20), as: .fullScreenCover, animation: .custom("card"))
            gallery.dismiss()
            gallery.push(.photo(round + 30), animation: .crossDissolve)
            gallery.popToRoot()
            gallery.present(.photo(round + 40), as: .sheet, animation: .crossDissolve)
        }
        await app.settle()
        #expect(app.treeDescription == "root  stack: [grid]\nsheet stack: [photo(40)]\nsheet stack: [photo(41)]\nsheet stack: [photo(42)]")
        await expectInSync(app)
    }
}

@MainActor
@Suite struct TransitionsInASplit {
    @Test(arguments: splitHosts, [HorizontalSizeClass.regular, .compact])
    func aZoomFromAControlInAColumnZoomsFromIt(_ kind: ScenarioHostKind, width: HorizontalSizeClass) async {
        let app = kind.makeHost()
        #expect(app.setHorizontalSizeClass(width))
        let detail = GalleryFlow()
        app.navigator.start(SplitCoordinator(sidebar: GalleryFlow(), detail: detail))
        await app.settle()
        let before = app.playedAnimations.count
        detail.present(.photo(1), as: .fullScreenCover, animation: .zoom(from: GalleryRoute.thumbnail(1)))
        await app.settle()
        detail.dismiss()
        await app.settle()
        detail.push(.photo(2), animation: .zoom(from: GalleryRoute.thumbnail(2)))
        await app.settle()
        let zoom1 = RouteAnimation.zoom(from: GalleryRoute.thumbnail(1))
        let zoom2 = RouteAnimation.zoom(from: GalleryRoute.thumbnail(2))
        #expect(
            Array(app.playedAnimations.dropFirst(before))
                == app.played([(.present, zoom1), (.dismiss, zoom1), (.push, zoom2)]), "\(width)")
        await expectInSync(app)
    }
}

private enum GalleryRoute: Route, Codable {
    case grid, album, card, thumbnail(Int), photo(Int)

    var animation: RouteAnimation {
        switch self {
        case .album: .crossDissolve
        case .card: .custom("card")
        default: .system
        }
    }
}

/// A root flow that shows nothing itself: its children replace the window's root.
private final class RootFlow: Coordinator<GalleryRoute> {
    override func start() { startChild(GalleryFlow(), as: .replacingRoot) }
}

private final class GalleryFlow: Coordinator<GalleryRoute> {
    let first: GalleryRoute

    init(first: GalleryRoute = .grid) {
        self.first = first
        super.init()
    }

    override func start() { show(first) }
}
