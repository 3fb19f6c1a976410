#if canImport(UIKit) && !os(watchOS)
public import UIKit
#elseif os(Linux)
public import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit
import IssueReporting

/// Renders a ``CoordinatorKit/Navigator`` into a `UIWindow`, one legal UIKit transition at a time.
///
/// Set it up in the scene delegate, after making the window:
///
/// ```swift
/// let navigator = Navigator()
/// navigator.attach(UIKitHost(window: window))
/// navigator.start(AppCoordinator())
/// ```
/// Keep the navigator (it owns the host) for as long as the window lives.
///
/// How the state maps to UIKit:
/// - Each stack is a `UINavigationController`; a changed stack is one
///   `setViewControllers(_:animated:)`.
/// - Each tabs container is a `UITabBarController` with one navigation controller per tab.
/// - The root layer is the window's `rootViewController`; each presented layer is one
///   `present(_:animated:completion:)` with the matching `modalPresentationStyle`, and one
///   `dismiss(animated:completion:)` removes a layer with everything above it.
/// - A command is finished when UIKit says so: the presentation's completion, or the navigation
///   controller's `didShow`. The navigator sends nothing while one is in flight, so UIKit never
///   sees "present while presenting" or a push during a push.
/// - The view controller of a screen is made once, by the screen's owner
///   (``ViewControllerProviding`` or ``ViewProviding``), and reused until the screen leaves.
///
/// What the user does by hand is written back to the navigator: the back button and edge swipe
/// (a cancelled swipe changes nothing), a sheet swiped down, a tab tapped.
@MainActor
public final class UIKitHost: NavigationHost {
    /// The window the host renders into.
    public let window: UIWindow

    /// The navigator the host renders, once attached.
    public private(set) weak var navigator: Navigator?

    let makeFallbackViewController: (@MainActor (Screen) -> UIViewController?)?
    let delegate = UIKitHostDelegate()
    /// The layers shown, the window's root first.
    var layers: [LayerControllers] = []
    /// The navigation controller of every stack shown.
    var stacks: [StackID: UINavigationController] = [:]
    /// The view controller of every screen made and not yet released.
    var controllers: [ScreenID: UIViewController] = [:]
    var screenOfController: [ObjectIdentifier: ScreenID] = [:]
    /// Above zero while the host itself calls UIKit: delegate calls then are the host's own.
    var uikitCalls = 0
    /// The navigation controller whose change the host waits for, with its completion.
    var awaitedNavigation: (controller: UINavigationController, change: NavigationChangeToken, completion: @MainActor () -> Void)?
    /// Navigation controllers a user's back tap or swipe is changing.
    var userNavigations: Set<ObjectIdentifier> = []
    /// The layer the user is swiping down.
    var userDismissal: LayerID?
    /// Screens that left the target and may still be shown, or have a view controller.
    var leavingScreens: Set<ScreenID> = []
    private var removals: NavigationObservation?
    /// A command that arrived while the user was swiping a sheet down; it runs afterwards.
    var deferredCommand: (command: HostCommand, completion: @MainActor () -> Void)?

    /// Makes a host for a window.
    ///
    /// - Parameters:
    ///   - window: the window to render into. The host sets its `rootViewController`; call
    ///     `makeKeyAndVisible()` as usual.
    ///   - makeViewController: view controllers for screens no coordinator provides: screens the
    ///     app pushed with `navigator.update { }` (owner ``CoordinatorKit/CoordinatorID/app``), or
    ///     owned by a coordinator that is neither ``ViewControllerProviding`` nor
    ///     ``ViewProviding``. Return `nil` to get a placeholder, which is reported as an issue.
    public init(window: UIWindow, makeViewController: (@MainActor (Screen) -> UIViewController?)? = nil) {
        self.window = window
        self.makeFallbackViewController = makeViewController
        delegate.host = self
    }

    public func didAttach(to navigator: Navigator) {
        self.navigator = navigator
        // Screens that leave the target are the only ones whose view controllers can be let go.
        removals = navigator.observe { [weak self] event in
            guard let self, case .changed(let change) = event else { return }
            for screen in change.removedScreens {
                leavingScreens.insert(screen.id)
            }
        }
    }

    /// The view controller showing a screen, while the screen is on screen.
    /// - Parameter screen: a screen of the navigator's state.
    public func viewController(for screen: ScreenID) -> UIViewController? {
        controllers[screen]
    }

    /// The screen a view controller shows, when it is one of the host's.
    /// - Parameter viewController: a view controller in the window.
    public func screen(for viewController: UIViewController) -> ScreenID? {
        screenOfController[ObjectIdentifier(viewController)]
    }

    public func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        if userDismissal != nil {
            deferredCommand = (command, completion)
            return
        }
        let finish: @MainActor () -> Void = { [weak self] in
            completion()
            self?.releaseControllersOfGoneScreens()
        }
        callingUIKit { host in host.run(command, then: finish) }
    }

    /// Runs `body`, during which UIKit's delegate calls are the host's own doing.
    func callingUIKit(_ body: (UIKitHost) -> Void) {
        uikitCalls += 1
        defer { uikitCalls -= 1 }
        body(self)
    }

    private func run(_ command: HostCommand, then finish: @escaping @MainActor () -> Void) {
        switch command.action {
        case .setRoot(let layer):
            setRoot(layer, then: finish)
        case .dismiss(let layer):
            dismiss(layer, animated: command.animated, then: finish)
        case .setStack(let stack, let screens):
            setStack(stack, to: screens, animated: command.animated, then: finish)
        case .setTabs(let layer, let tabs):
            setTabs(tabs, in: layer)
            finish()
        case .selectTab(let tab, let layer):
            select(tab, in: layer)
            finish()
        case .present(let layer):
            present(layer, animated: command.animated, then: finish)
        }
    }

    // MARK: Commands

    private func setRoot(_ layer: Layer?, then finish: @escaping @MainActor () -> Void) {
        // Something presented over the old root (an alert the screen showed itself) would stay
        // on screen, orphaned, when the root is replaced.
        if let root = window.rootViewController, root.presentedViewController != nil {
            root.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.setRoot(layer, then: finish) }
            }
            return
        }
        layers = []
        stacks = [:]
        if let layer {
            let made = makeControllers(for: layer)
            layers = [made]
            window.rootViewController = made.container
        } else {
            window.rootViewController = nil
        }
        finish()
    }

    private func dismiss(_ layer: LayerID, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let index = layers.firstIndex(where: { $0.id == layer }), index > 0 else {
            return finish()
        }
        // The layer below dismisses what it presented: this layer and every layer above it.
        layers[index - 1].container.dismiss(animated: animated) { [weak self] in
            self?.forgetLayers(from: layer)
            finish()
        }
    }

    private func setStack(_ id: StackID, to stack: Stack, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let navigationController = stacks[id] else { return finish() }
        let viewControllers = stack.screens.map(viewController(making:))
        guard !viewControllers.elementsEqual(navigationController.viewControllers, by: ===) else { return finish() }
        let change = NavigationChangeToken()
        awaitedNavigation = (navigationController, change, finish)
        navigationController.setViewControllers(viewControllers, animated: animated)
        // `didShow` may have come already (no animation), finishing the command.
        guard awaitedNavigation?.change === change else { return }
        // An animated change has a transition to this stack's new top; `didShow` ends it.
        if let transition = navigationController.transitionCoordinator,
           transition.viewController(forKey: .to) === viewControllers.last {
            return
        }
        awaitedNavigation = nil
        finish()
    }

    private func setTabs(_ tabs: Tabs, in layer: LayerID) {
        guard let index = layers.firstIndex(where: { $0.id == layer }),
              let tabBarController = layers[index].container as? UITabBarController else { return }
        show(tabs, on: tabBarController, in: &layers[index])
    }

    /// Gives a tab bar controller one navigation controller per tab (reusing those of tabs it
    /// keeps), each with its screens, and selects the selected tab.
    private func show(_ tabs: Tabs, on tabBarController: UITabBarController, in record: inout LayerControllers) {
        for tabID in record.tabs where tabs[tabID] == nil {
            stacks[StackID(layer: record.id, tab: tabID)] = nil
        }
        let navigationControllers = tabs.tabs.map { tab in
            let id = StackID(layer: record.id, tab: tab.id)
            let navigationController = stacks[id] ?? makeNavigationController(for: id, title: tab.id.rawValue)
            navigationController.setViewControllers(tab.stack.screens.map(viewController(making:)), animated: false)
            return navigationController
        }
        record.tabs = tabs.tabs.map(\.id)
        tabBarController.setViewControllers(navigationControllers, animated: false)
        if let selected = record.tabs.firstIndex(of: tabs.selected) {
            tabBarController.selectedIndex = selected
        }
    }

    private func select(_ tab: TabID, in layer: LayerID) {
        guard let record = layers.first(where: { $0.id == layer }),
              let tabBarController = record.container as? UITabBarController,
              let index = record.tabs.firstIndex(of: tab) else { return }
        tabBarController.selectedIndex = index
    }

    private func present(_ layer: Layer, animated: Bool, then finish: @escaping @MainActor () -> Void) {
        guard let presenter = layers.last?.container else { return finish() }
        // A presentation the screens made themselves (an alert) would make UIKit refuse this one.
        if presenter.presentedViewController != nil {
            presenter.dismiss(animated: false) { [weak self] in
                self?.callingUIKit { $0.present(layer, animated: animated, then: finish) }
            }
            return
        }
        let made = makeControllers(for: layer)
        made.container.modalPresentationStyle = Self.modalPresentationStyle(for: layer.presentation)
        made.container.presentationController?.delegate = delegate
        #if !os(tvOS)
        if let popover = made.container.popoverPresentationController {
            // An iPad needs an anchor (an iPhone shows a sheet): the middle of the screen below.
            let bounds = presenter.view.bounds
            popover.sourceView = presenter.view
            popover.sourceRect = CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0)
        }
        #endif
        layers.append(made)
        presenter.present(made.container, animated: animated, completion: finish)
    }

    /// The UIKit style of a presentation.
    ///
    /// tvOS has no page sheets and no popovers: there, sheets and popovers are presented
    /// `.fullScreen`, like full-screen covers.
    static func modalPresentationStyle(for presentation: Presentation) -> UIModalPresentationStyle {
        #if os(tvOS)
        return .fullScreen
        #else
        switch presentation {
        case .root, .fullScreenCover: return .fullScreen
        case .sheet: return .pageSheet
        case .popover: return .popover
        }
        #endif
    }

    // MARK: Containers

    /// Makes the container of a layer, with its screens.
    private func makeControllers(for layer: Layer) -> LayerControllers {
        switch layer.content {
        case .stack(let stack):
            let id = StackID(layer: layer.id)
            let navigationController = makeNavigationController(for: id, title: nil)
            navigationController.setViewControllers(stack.screens.map(viewController(making:)), animated: false)
            return LayerControllers(id: layer.id, container: navigationController, tabs: [])
        case .tabs(let tabs):
            let tabBarController = UITabBarController()
            tabBarController.delegate = delegate
            var record = LayerControllers(id: layer.id, container: tabBarController, tabs: [])
            show(tabs, on: tabBarController, in: &record)
            return record
        }
    }

    private func makeNavigationController(for id: StackID, title: String?) -> UINavigationController {
        let navigationController = UINavigationController(nibName: nil, bundle: nil)
        navigationController.title = title
        navigationController.delegate = delegate
        stacks[id] = navigationController
        return navigationController
    }

    /// The stack a navigation controller of the host shows.
    func stackID(of navigationController: UIViewController?) -> StackID? {
        stacks.first { $0.value === navigationController }?.key
    }

    /// Forgets a dismissed layer and the layers above it.
    func forgetLayers(from layer: LayerID) {
        guard let index = layers.firstIndex(where: { $0.id == layer }) else { return }
        let gone = Set(layers[index...].map(\.id))
        layers.removeSubrange(index...)
        stacks = stacks.filter { !gone.contains($0.key.layer) }
    }

    // MARK: Screens

    /// The view controller of a screen: the one already made, or a new one from its owner.
    func viewController(making screen: Screen) -> UIViewController {
        if let made = controllers[screen.id] { return made }
        let made = makeViewController(for: screen)
        controllers[screen.id] = made
        screenOfController[ObjectIdentifier(made)] = screen.id
        return made
    }

    private func makeViewController(for screen: Screen) -> UIViewController {
        if let route = screen.route.as(ViewControllerRoute.self) {
            return route.viewController
        }
        let owner = navigator?.coordinator(for: screen.owner)
        if let provider = owner as? any ViewControllerProviding, let made = provider.makeViewController(for: screen.route) {
            return made
        }
        if let provider = owner as? any ViewProviding, let made = provider.makeHostingController(for: screen.route) {
            return made
        }
        if let made = makeFallbackViewController?(screen) {
            return made
        }
        let ownerName = owner.map { String(describing: $0) } ?? "the app"
        reportIssue("UIKitHost has no view controller for \(screen.route), owned by \(ownerName): make the owner ViewControllerProviding or ViewProviding, or pass makeViewController to UIKitHost. A placeholder is shown.")
        let placeholder = UIViewController(nibName: nil, bundle: nil)
        placeholder.title = screen.route.description
        return placeholder
    }

    /// Lets go of the view controllers of screens that left both the target and what is shown.
    func releaseControllersOfGoneScreens() {
        guard let navigator, !leavingScreens.isEmpty else { return }
        var live = Set<ScreenID>()
        for screen in navigator.renderedState.screens { live.insert(screen.id) }
        for screen in navigator.state.screens { live.insert(screen.id) }
        for id in leavingScreens where !live.contains(id) {
            leavingScreens.remove(id)
            if let controller = controllers.removeValue(forKey: id) {
                screenOfController[ObjectIdentifier(controller)] = nil
            }
        }
    }
}

/// The identity of one stack change the host waits for.
final class NavigationChangeToken {}

/// The UIKit containers of one layer.
struct LayerControllers {
    let id: LayerID
    /// A navigation controller for a stack, a tab bar controller for tabs.
    let container: UIViewController
    /// The tabs, in the tab bar's order; empty for a stack.
    var tabs: [TabID]
}
#endif
