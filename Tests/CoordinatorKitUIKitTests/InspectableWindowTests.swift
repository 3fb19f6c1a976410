#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import Foundation
import SwiftUIDouble
import Testing
import UIKitDouble

/// A checkout the app can save and restore.
private final class Checkout: Coordinator<BuyRoute>, RestorableCoordinator, ViewControllerProviding {
    override func start() { show(.cart) }
    func viewController(for route: BuyRoute) -> UIViewController { RouteViewController(route) }
}

/// The window that opens the inspector on a shake (issue 56): above the app, key while shown,
/// closed by Done, and letting a tap in it take the app back.
@MainActor
@Suite struct AShakeOpensTheInspector {
    @MainActor private struct App {
        let scene = UIWindowScene()
        let navigator = Navigator()
        let window: InspectableWindow
        let buy = Checkout()
        let inspector: NavigationInspector

        init() {
            window = InspectableWindow(windowScene: scene)
            inspector = NavigationInspector(navigator)
            navigator.attach(UIKitHost(window: window))
            window.makeKeyAndVisible()
            navigator.start(buy)
            buy.show(.shipping)
            buy.show(.payment)
        }

        /// The inspector's window, the scene's other window.
        var overlay: UIWindow? { scene.windows.first { $0 !== window } }

        /// What the inspector's window draws now.
        var overlayTexts: [String] {
            guard let list = overlay?.rootViewController as? UIHostingController<AnyView> else { return [] }
            list.loadViewIfNeeded()
            list.doubleRender()
            return list.doubleTexts
        }

        func tapInOverlay(_ title: String) -> Bool {
            guard let list = overlay?.rootViewController as? UIHostingController<AnyView> else { return false }
            list.doubleRender()
            return list.doubleTapButton(titled: title)
        }
    }

    @Test func aShakeShowsTheLogAboveTheAppAndDoneClosesIt() async throws {
        let app = App()
        let inspector = app.inspector
        app.window.inspector = inspector
        app.buy.show(.confirmation)
        await app.window.doubleRuntime.settle()
        #expect(app.window.isKeyWindow)

        app.window.motionEnded(.motionShake, with: nil)
        let overlay = try #require(app.overlay)
        #expect(app.window.isShowingInspector)
        #expect(overlay.windowLevel == .alert && !overlay.isHidden)
        #expect(overlay.isKeyWindow && !app.window.isKeyWindow, "the inspector takes the keyboard")
        let texts = app.overlayTexts
        #expect(texts.first == "Done")
        #expect(texts.contains("root stack: [cart] > [shipping] > [payment] > [confirmation]\nCheckout: [cart] [shipping] [payment] [confirmation]"))
        #expect(texts.contains(try #require(inspector.entries.last).description), "the log as it stands")
        #expect(!texts.contains("Export the navigation"), "no export unless the app gives one")

        app.window.motionEnded(.motionShake, with: nil)
        app.window.showInspector()
        #expect(app.scene.windows.count == 2, "one inspector at a time")

        #expect(app.tapInOverlay("Done"))
        #expect(!app.window.isShowingInspector)
        #expect(overlay.isHidden)
        #expect(app.window.isKeyWindow && !overlay.isKeyWindow)
        #expect(app.navigator.state.treeDescription == "root stack: [cart] > [shipping] > [payment] > [confirmation]")
    }

    @Test func aChangeTappedInTheInspectorTakesTheAppBack() async throws {
        let app = App()
        let inspector = app.inspector
        app.window.inspector = inspector
        app.buy.show(.confirmation)
        await app.window.doubleRuntime.settle()

        app.window.showInspector()
        #expect(!app.tapInOverlay(try #require(inspector.entries.last).description), "a host's command is no button")
        let earlier = try #require(app.overlayTexts.first { $0.hasSuffix("Checkout: +[payment]") })
        #expect(app.tapInOverlay(earlier))
        await app.window.doubleRuntime.settle()
        #expect(app.navigator.state.treeDescription == "root stack: [cart] > [shipping] > [payment]")
        #expect(app.navigator.renderedState == app.navigator.state)
        #expect(app.window.doubleRuntime.issues.isEmpty)
    }

    @Test func theExportShowsDataThatRestoresTheSameNavigation() async throws {
        let app = App()
        app.window.inspector = app.inspector
        let coordinators = CoordinatorTypes().registering(Checkout.self, as: "buy") { _ in Checkout() }
        var exports = 0
        app.window.exportNavigation = { navigator in
            exports += 1
            return try navigator.savedData(coordinators: coordinators)
        }
        await app.window.doubleRuntime.settle()

        app.window.showInspector()
        #expect(app.tapInOverlay("Export the navigation"))
        #expect(exports == 1)
        // The double's hosting controller keeps no @State between renders, so the text itself is
        // read by the view's test on SwiftUI's runtime; here, the data the tap exported restores.
        #expect(app.navigator.state.treeDescription == "root stack: [cart] > [shipping] > [payment]")
        let data = try app.navigator.savedData(coordinators: coordinators)
        let restored = Navigator()
        try restored.restore(from: data, routes: RouteTypes(BuyRoute.self), coordinators: coordinators)
        #expect(restored.state.treeDescription == app.navigator.state.treeDescription)
    }

    @Test func anyOtherMotionOrAWindowWithoutInspectorShowsNothing() {
        let app = App()
        app.window.motionEnded(.motionShake, with: nil)
        #expect(app.scene.windows.count == 1 && !app.window.isShowingInspector)

        app.window.inspector = app.inspector
        app.window.motionEnded(.remoteControlPlay, with: nil)
        #expect(app.scene.windows.count == 1 && !app.window.isShowingInspector)

        let sceneless = InspectableWindow(frame: .zero)
        sceneless.inspector = NavigationInspector(app.navigator)
        sceneless.motionEnded(.motionShake, with: nil)
        #expect(!sceneless.isShowingInspector, "a window of no scene has nowhere to show another")
    }

    @Test func theWindowReleasesTheInspectorItsWindowAndTheNavigator() async {
        weak var window: InspectableWindow?
        weak var overlay: UIWindow?
        weak var inspector: NavigationInspector?
        weak var navigator: Navigator?
        let scene = UIWindowScene()
        do {
            let made = InspectableWindow(windowScene: scene)
            let madeNavigator = Navigator()
            let madeInspector = NavigationInspector(madeNavigator)
            made.inspector = madeInspector
            made.exportNavigation = { try $0.savedData(coordinators: CoordinatorTypes()) }
            madeNavigator.attach(UIKitHost(window: made))
            made.makeKeyAndVisible()
            madeNavigator.start(Checkout())
            await made.doubleRuntime.settle()
            made.showInspector()
            window = made
            inspector = madeInspector
            navigator = madeNavigator
            overlay = scene.windows.last
            #expect(overlay != nil && overlay !== made)
        }
        #expect(navigator == nil, "the export closure keeps no navigator")
        #expect(window == nil)
        #expect(inspector == nil)
        #expect(overlay == nil)
        #expect(scene.windows.isEmpty)
    }

    @Test func doneReleasesTheInspectorsWindow() {
        let app = App()
        app.window.inspector = app.inspector
        app.window.showInspector()
        weak var overlay: UIWindow?
        overlay = app.overlay
        #expect(overlay != nil)
        app.window.hideInspector()
        #expect(overlay == nil)
        #expect(app.scene.windows.count == 1)
    }
}
#endif
