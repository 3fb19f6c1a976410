#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import IssueReportingTestSupport
import Observation
import SwiftUIDouble
import Testing
import UIKitDouble

/// A SwiftUI app on iOS 13–15: `UIKitNavigatorView` embeds a `UIKitHost` rendering into a
/// container view controller in the SwiftUI hierarchy.
@MainActor
final class EmbeddedApp {
    let navigator = Navigator()
    let swiftUI: SwiftUIDoubleRuntime

    init(holdsTransitions: Bool = false) {
        swiftUI = SwiftUIDoubleRuntime(rootView: UIKitNavigatorView(navigator))
        runtime.holdsTransitions = holdsTransitions
    }

    var runtime: UIKitDoubleRuntime { swiftUI.uiKitWindow.doubleRuntime }
    var host: UIKitHost? { navigator.host as? UIKitHost }
    /// The container SwiftUI shows, made by the view.
    var container: UIViewController? { swiftUI.representedViewControllers.first }
    /// The root layer's container, the container's child.
    var root: UIViewController? { container?.children.last }

    var topContainer: UIViewController? {
        var top = root
        while let presented = top?.presentedViewController { top = presented }
        return top
    }

    var visibleNavigationController: UINavigationController? {
        if let tabs = topContainer as? UITabBarController { return tabs.selectedViewController as? UINavigationController }
        return topContainer as? UINavigationController
    }

    func settle() async {
        await runtime.finishTransitionsAndSettle()
    }

    func expectInSync(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(host?.shownState == navigator.state, "UIKit shows\n\(host?.shownTreeDescription ?? "nothing")", sourceLocation: sourceLocation)
        #expect(navigator.renderedState == navigator.state, sourceLocation: sourceLocation)
        #expect(runtime.issues.isEmpty, "\(runtime.issues)", sourceLocation: sourceLocation)
        #expect(swiftUI.warnings.isEmpty, "\(swiftUI.warnings)", sourceLocation: sourceLocation)
    }
}

@MainActor
@Suite struct UIKitNavigatorViewRendering {
    @Test func theRootLayerFillsTheContainerSwiftUIShows() async throws {
        let app = EmbeddedApp()
        app.navigator.start(MapCoordinator())
        await app.settle()
        let container = try #require(app.container)
        let root = try #require(app.root as? UINavigationController)
        #expect(container.children.count == 1)
        #expect(root.view.superview === container.view)
        #expect(root.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
        #expect(root.viewIfLoaded?.window === app.swiftUI.uiKitWindow)
        #expect(root.viewControllers.map(\.title) == ["map"])
        app.expectInSync()
    }

    @Test func pushesAndPresentationsRenderFromTheContainer() async throws {
        let app = EmbeddedApp(holdsTransitions: true)
        let main = MainCoordinator()
        app.navigator.start(main)
        await app.settle()
        main.show(.product(id: 1))
        await app.settle()
        #expect(app.visibleNavigationController?.viewControllers.map(\.title) == ["list", "product(id: 1)"])
        main.startChild(BuyCoordinator(), as: .sheet)
        await app.settle()
        let sheet = try #require(app.root?.presentedViewController as? UINavigationController)
        #expect(sheet.viewControllers.map(\.title) == ["cart"])
        app.expectInSync()
    }

    @Test func replacingTheRootSwapsTheContainersChild() async throws {
        let app = EmbeddedApp()
        let coordinator = AppCoordinator(user: nil)
        app.navigator.start(coordinator)
        await app.settle()
        let before = try #require(app.root)
        coordinator.login?.finish(with: User(name: "Ada"))
        await app.settle()
        #expect(app.root !== before)
        #expect(app.container?.children.count == 1)
        #expect(before.parent == nil)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitNavigatorViewGestures {
    @Test func backSwipeAndBackButtonAreWrittenBack() async throws {
        let app = EmbeddedApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        map.show(.city(named: "Austin"))
        map.show(.city(named: "Dallas"))
        await app.settle()
        let stack = try #require(app.visibleNavigationController)
        #expect(app.runtime.tapBack(in: stack))
        await app.settle()
        #expect(app.navigator.state.screens.map(\.route) == [AnyRoute(MapRoute.map), AnyRoute(MapRoute.city(named: "Austin"))])

        let swipe = try #require(app.runtime.beginSwipeBack(in: stack))
        swipe.cancel()
        await app.settle()
        #expect(app.navigator.state.screens.count == 2, "a cancelled swipe changes nothing")
        let second = try #require(app.runtime.beginSwipeBack(in: stack))
        second.complete()
        await app.settle()
        #expect(app.navigator.state.screens.map(\.route) == [AnyRoute(MapRoute.map)])
        app.expectInSync()
    }

    @Test func aSheetSwipedDownEndsItsFlow() async throws {
        let app = EmbeddedApp()
        let main = MainCoordinator()
        app.navigator.start(main)
        var outcome: Outcome<Order>?
        main.startChild(BuyCoordinator(), as: .sheet) { outcome = $0 }
        await app.settle()
        let sheet = try #require(app.root?.presentedViewController)
        #expect(app.runtime.swipeDown(of: sheet))
        await app.settle()
        #expect(app.navigator.state.layers.count == 1)
        #expect(outcome == .cancelled)
        app.expectInSync()
    }
}

/// What SwiftUI owns goes when it takes the view away: the container, and (when the navigator
/// lives in the view's state) the host, the navigator and its coordinators.
@MainActor
@Suite struct UIKitNavigatorViewLifetime {
    @Test func dismantlingReleasesContainerHostNavigatorAndCoordinators() async throws {
        let shell = Shell()
        let swiftUI = SwiftUIDoubleRuntime(rootView: ShellView(shell: shell))
        await swiftUI.uiKitWindow.doubleRuntime.finishTransitionsAndSettle()
        weak let navigator = shell.navigator
        weak let coordinator = shell.coordinator
        weak let host = shell.navigator?.host as? UIKitHost
        weak let container = swiftUI.representedViewControllers.first
        weak let screen = container?.children.last?.children.last
        #expect(navigator != nil && coordinator != nil && host != nil && container != nil && screen != nil)

        shell.showsApp = false
        swiftUI.update()
        await swiftUI.uiKitWindow.doubleRuntime.finishTransitionsAndSettle()
        #expect(swiftUI.representedViewControllers.isEmpty)
        #expect(container == nil)
        #expect(screen == nil)
        #expect(host == nil)
        #expect(navigator == nil)
        #expect(coordinator == nil)
    }

    @Test func aNavigatorThatOutlivesTheViewKeepsItsFlowAndRendersInTheNextView() async throws {
        let navigator = Navigator()
        let map = MapCoordinator()
        navigator.start(map)
        let shell = Shell()
        let swiftUI = SwiftUIDoubleRuntime(rootView: ShellView(shell: shell, navigator: navigator))
        map.show(.city(named: "Austin"))
        await swiftUI.uiKitWindow.doubleRuntime.finishTransitionsAndSettle()
        weak let firstContainer = swiftUI.representedViewControllers.first
        weak let firstRoot = firstContainer?.children.last
        #expect(firstRoot != nil)

        shell.showsApp = false
        swiftUI.update()
        await swiftUI.uiKitWindow.doubleRuntime.finishTransitionsAndSettle()
        #expect(firstContainer == nil)
        #expect(firstRoot == nil, "the host lets its view controllers go with the container")
        // The flow goes on while nothing shows it.
        map.show(.city(named: "Dallas"))
        #expect(navigator.renderedState == navigator.state)

        shell.showsApp = true
        swiftUI.update()
        await swiftUI.uiKitWindow.doubleRuntime.finishTransitionsAndSettle()
        let root = try #require(swiftUI.representedViewControllers.first?.children.last as? UINavigationController)
        #expect(root.viewControllers.map(\.title) == ["map", "city(named: \"Austin\")", "city(named: \"Dallas\")"])
        #expect((navigator.host as? UIKitHost)?.shownState == navigator.state)
        #expect(swiftUI.uiKitWindow.doubleRuntime.issues.isEmpty)
    }
}

// MARK: Fixtures

/// What the test sees of the shell: whether it shows the app, and the app's navigator and flow.
@MainActor @Observable
private final class Shell {
    var showsApp = true
    @ObservationIgnored weak var navigator: Navigator?
    @ObservationIgnored weak var coordinator: MapCoordinator?
}

private struct ShellView: View {
    let shell: Shell
    var navigator: Navigator?

    var body: some View {
        if shell.showsApp {
            if let navigator {
                UIKitNavigatorView(navigator)
            } else {
                OwnedNavigatorApp(shell: shell)
            }
        } else {
            Text("Signed out")
        }
    }
}

/// An app whose navigator lives in its view's state, started when the view appears.
private struct OwnedNavigatorApp: View {
    let shell: Shell
    @State private var navigator = Navigator()

    var body: some View {
        UIKitNavigatorView(navigator)
            .onAppear {
                let map = MapCoordinator()
                navigator.start(map)
                map.show(.city(named: "Austin"))
                shell.navigator = navigator
                shell.coordinator = map
            }
    }
}
#endif
