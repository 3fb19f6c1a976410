#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
public import CoordinatorKit

extension UIKitHost {
    /// What UIKit shows, read back from the window's view controllers: the root, the chain of
    /// presented controllers, each navigation stack and tab bar.
    ///
    /// It matches what the navigator rendered whenever UIKit is idle; use it to
    /// check, in a test or a debug build, that nothing moved the view controllers behind the
    /// navigator's back. A view controller the host did not make (pushed or presented by a screen
    /// itself) shows as a ``ViewControllerRoute`` screen owned by the app.
    public var shownState: NavigationState {
        guard let root = rootViewController else { return NavigationState() }
        var known: [ScreenID: Screen] = [:]
        for screen in (activity.hosted.shownBeforeCommand?.screens ?? []) + showing.screens {
            known[screen.id] = screen
        }
        var shown: [Layer] = []
        var container: UIViewController? = root
        var topContainer = root
        while let current = container {
            guard let record = containers.record(ofLayerIn: current) else { break }
            topContainer = current
            let presentation = shown.isEmpty ? Presentation.root : Self.presentation(of: current.modalPresentationStyle)
            let rendered = knownLayer(record.id)
            let options =
                shown.isEmpty ? PresentationOptions() : shownOptions(of: current, known: rendered?.options ?? .init())
            // What a layer arrived with is the navigator's: UIKit keeps it in the container's style.
            shown.append(
                Layer(
                    presentation, content: shownContent(of: record, known: known, rendered: rendered), options: options,
                    animation: rendered?.animation ?? .system, id: record.id
                ))
            container = current.presentedViewController
        }
        return (try? NavigationState(layers: shown, question: shownQuestion(over: topContainer))) ?? NavigationState()
    }

    /// What UIKit shows, as `NavigationState.treeDescription` prints it.
    public var shownTreeDescription: String { shownState.treeDescription }

    /// What the host shows, or moves towards while a command is in flight: every command
    /// applied from the moment it starts, every user change as the host reports it (the host
    /// kit's `HostedState`).
    var showing: NavigationState { activity.hosted.shown }

    /// A layer as the host shows it, or as it showed it before the command in flight, which
    /// takes it away (UIKit still animates it then).
    func knownLayer(_ id: LayerID) -> Layer? {
        showing.layer(id) ?? activity.hosted.shownBeforeCommand?.layer(id)
    }

    private func shownContent(of record: LayerControllers, known: [ScreenID: Screen], rendered: Layer?) -> Container {
        if record.container is UINavigationController {
            return .stack(shownStack(of: StackID(layer: record.id), known: known))
        }
        if record.container is UISplitViewController {
            return shownSplit(of: record, rendered: rendered) { shownStack(of: $0, known: known) }
        }
        guard let tabBarController = record.container as? UITabBarController else { return .stack(Stack([])) }
        var renderedItems: [TabID: TabItem] = [:]
        var renderedStyle = TabBarStyle.tabBar
        if case .tabs(let tabs)? = rendered?.content {
            for tab in tabs.tabs { renderedItems[tab.id] = tab.item }
            renderedStyle = tabs.style
        }
        let tabs = (tabBarController.viewControllers ?? []).compactMap { tab -> NavigationTab? in
            guard let navigationController = tab as? UINavigationController,
                let id = containers.stack(of: navigationController), let tab = id.tab
            else { return nil }
            let item = Self.shownItem(of: navigationController, tab: tab, known: renderedItems[tab])
            return NavigationTab(id: tab, stack: shownStack(of: id, known: known), item: item)
        }
        let selected = stackID(of: tabBarController.selectedViewController)?.tab
        return .tabs(
            Tabs(tabs, selected: selected, style: Self.shownStyle(of: tabBarController, rendered: renderedStyle)))
    }

    /// The screens a stack's navigation controller shows (in UIKit's More navigation controller
    /// for a tab shown there); `known` are the screens of the navigator's states.
    private func shownStack(of id: StackID, known: [ScreenID: Screen]) -> Stack {
        Stack(
            shownViewControllers(of: id).map { controller in
                screen(for: controller).flatMap { known[$0] } ?? Screen(ViewControllerRoute(controller))
            })
    }

    /// The presentation a modal style stands for.
    ///
    /// On tvOS, where sheets and popovers are presented `.fullScreen`, they read back as
    /// full-screen covers.
    static func presentation(of style: UIModalPresentationStyle) -> Presentation {
        switch style {
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: .fullScreenCover
        #if !os(tvOS)
        case .popover: .popover
        #endif
        default: .sheet
        }
    }
}
#endif
