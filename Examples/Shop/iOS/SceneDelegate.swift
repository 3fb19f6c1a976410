// One window of the shop app: the model, the host that renders it, links and restoration.
#if canImport(UIKit) && !os(watchOS)
import CoordinatorKitSwiftUI
import CoordinatorKitUIKit
import SwiftUI
import UIKit

// The app is built for iOS only (its Xcode project), where NavigatorView needs iOS 16.
#if os(iOS)
/// What every window of the app shares: the catalog, who is signed in, and the windows, each with
/// its navigator, that links are sent to.
@MainActor
enum ShopScenes {
    static let shop = Shop()
    static let session = Session()
    /// The activity type of a request for a new window (declared under `NSUserActivityTypes`).
    static let windowActivityType = "com.example.coordinatorkit.shop.window"
    static let windows = Windows(
        opener: SceneWindowOpener(application: UIApplication.shared, activityType: windowActivityType))
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    // An iPad shows the Catalog in columns; Slide Over collapses them into the iPhone's stack.
    private let model = ShopAppModel(
        shop: ShopScenes.shop, session: ShopScenes.session,
        layout: UIDevice.current.userInterfaceIdiom == .pad ? .columns : .tabs)
    /// This scene's window among the app's: its session's identity.
    private var windowID: WindowID?
    private static let savedStateKey = "shop.savedState"

    /// Which host renders the navigation: SwiftUI's `NavigatorView` on iOS 16 and later, unless
    /// the scheme's launch argument `-ShopHost uikit` asks for `UIKitHost`, which iOS 15 always uses.
    private var usesNavigatorView: Bool {
        guard #available(iOS 16, *) else { return false }
        return UserDefaults.standard.string(forKey: "ShopHost") != "uikit"
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = makeWindow(in: windowScene)
        if #available(iOS 16, *), usesNavigatorView {
            window.rootViewController = UIHostingController(rootView: NavigatorView(model.navigator))
        } else {
            let host = UIKitHost(window: window)
            host.register(CardAnimation.animator(), named: CatalogRoute.cardAnimation)
            model.navigator.attach(host)
        }
        self.window = window
        window.makeKeyAndVisible()

        // Restoration: the state this scene saved when it went to the background last time, or,
        // in debug builds, the state a bug report exported (launch argument `-ShopImport DATA`).
        var saved = session.stateRestorationActivity?.userInfo?[Self.savedStateKey] as? Data
        #if DEBUG
        if let imported = UserDefaults.standard.string(forKey: "ShopImport") { saved = Data(base64Encoded: imported) }
        #endif
        model.start(restoring: saved)
        let windowID = WindowID(session.persistentIdentifier)
        self.windowID = windowID
        ShopScenes.windows.connect(model.navigator, as: windowID)

        // A link that launched the app, or the one a request for a new window carries.
        if let url = connectionOptions.urlContexts.first?.url { model.open(url) }
        if let link = SceneWindowOpener.link(in: connectionOptions.userActivities) {
            _ = try? model.navigator.open(link, animated: false)
        }

        // Handoff: the screen on top, as the universal link another device opens it with.
        model.navigator.observe { [weak self, weak windowScene] event in
            guard case .changed = event, let windowScene else { return }
            self?.offerHandoff(in: windowScene)
        }
        offerHandoff(in: windowScene)
    }

    /// Offers the screen on top to Handoff, or nothing when it has no link.
    private func offerHandoff(in windowScene: UIWindowScene) {
        let link = model.currentLink
        guard link != windowScene.userActivity?.webpageURL else { return }
        windowScene.userActivity?.invalidate()
        windowScene.userActivity = link.map { link in
            let activity = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.webpageURL = link
            activity.becomeCurrent()
            return activity
        }
    }

    /// A universal link another device handed off, or one opened from Safari: to the window
    /// that shows its content, else this one.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
        guard let url = userActivity.webpageURL else { return }
        open(url)
    }

    /// The user came to this window: links that no window shows go here.
    func sceneDidBecomeActive(_ scene: UIScene) {
        if let windowID { ShopScenes.windows.activate(windowID) }
    }

    /// The window closed, or the system let it go: its flows end. Its state was saved when it went
    /// to the background (``stateRestorationActivity(for:)``), and comes back if it reconnects.
    func sceneDidDisconnect(_ scene: UIScene) {
        if let windowID { ShopScenes.windows.close(windowID) }
        windowID = nil
    }

    /// Opens a link in the window that shows its content, else in the one the user used last.
    private func open(_ url: URL) {
        do {
            try ShopScenes.windows.open(url)
        } catch {
            print("Cannot open \(url): \(error)")
        }
    }

    /// The scene's window. In debug builds, a shake shows the navigation inspector (the log, a way
    /// back to any earlier state, and the state to export for a bug report) above the app.
    private func makeWindow(in windowScene: UIWindowScene) -> UIWindow {
        #if DEBUG
        let window = InspectableWindow(windowScene: windowScene)
        window.inspector = NavigationInspector(model.navigator)
        // What a bug report gets: the user and the navigation, as the app saves them. Held
        // weakly: the model keeps the navigator, which keeps the host, which keeps the window.
        window.exportNavigation = { [weak model] _ in
            guard let saved = model?.savedState() else { throw CocoaError(.coderInvalidValue) }
            return saved
        }
        return window
        #else
        return UIWindow(windowScene: windowScene)
        #endif
    }

    /// Links iOS opens while the app runs: `shop://products/2`, `shop://orders/1001`, `shop://settings`;
    /// each goes to the window that shows its content.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
        for context in URLContexts { open(context.url) }
    }

    /// What iOS keeps for this scene if it terminates the app in the background.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        guard let saved = model.savedState() else { return nil }
        let activity = NSUserActivity(activityType: "com.example.coordinatorkit.shop.restoration")
        activity.addUserInfoEntries(from: [Self.savedStateKey: saved])
        return activity
    }
}
#endif
#endif
