#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import IssueReportingTestSupport
import Testing
import UIKitDouble

// View controllers that cannot be a screen: a container (a flow is a child coordinator), or an
// instance UIKit already shows. The misuse is reported where the app made it, and never reaches
// UIKit.

/// The classic style: a coordinator that pushes view controllers it built itself.
private final class ClassicCoordinator: Coordinator<MapRoute> {
    let first = UIViewController(nibName: nil, bundle: nil)
    override func start() { push(first) }
}

@MainActor
@Suite struct UIKitContainersAsScreens {
    @Test func pushingANavigationControllerIsReportedWithTheRightCallAndChangesNothing() async {
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        withKnownIssue {
            classic.push(UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil)))
        } matching: { issue in
            issue.description.contains("UINavigationController") && issue.description.contains("startChild(_:as:)")
        }
        await app.runtime.settle()
        #expect(app.tree == "root stack: [UIViewController]")
        app.expectInSync()
    }

    @Test func presentingATabBarControllerIsReportedWithTheRightCallAndChangesNothing() async {
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        withKnownIssue {
            classic.present(UITabBarController(), as: .sheet)
        } matching: { issue in
            issue.description.contains("UITabBarController") && issue.description.contains("startChild(_:as:)")
        }
        await app.runtime.settle()
        #expect(app.navigator.state.layers.count == 1)
        #expect(app.window.rootViewController?.presentedViewController == nil)
        app.expectInSync()
    }

    @Test func aProviderReturningAContainerGetsAPlaceholder() async {
        let app = UIKitScenarioHost.testApp()
        withKnownIssue {
            app.navigator.start(ContainerProvidingCoordinator())
        } matching: { issue in
            issue.description.contains("UINavigationController") && issue.description.contains("startChild(_:as:)")
        }
        await app.runtime.settle()
        #expect(app.visibleViewController.map { $0 is UINavigationController } == false)
        #expect(app.visibleViewController?.title == "map")
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitViewControllersShownTwice {
    @Test func pushingTheSameViewControllerTwiceIsReportedAndChangesNothing() async {
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        let detail = UIViewController(nibName: nil, bundle: nil)
        classic.push(detail)
        withKnownIssue { classic.push(detail) } matching: { $0.description.contains("already shows a screen") }
        withKnownIssue { classic.push(classic.first) } matching: { $0.description.contains("already shows a screen") }
        await app.runtime.settle()
        #expect(app.navigator.state.screens.count == 2)
        app.expectInSync()
    }

    @Test func presentingAPushedViewControllerIsReportedAndChangesNothing() async {
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        withKnownIssue { classic.present(classic.first, as: .sheet) } matching: { $0.description.contains("already shows a screen") }
        await app.runtime.settle()
        #expect(app.navigator.state.layers.count == 1)
        app.expectInSync()
    }

    @Test func pushingAProvidersViewControllerAgainIsReported() async {
        let app = UIKitScenarioHost.testApp()
        let map = MapCoordinator()
        app.navigator.start(map)
        let classic = ClassicCoordinator()
        map.startChild(classic, as: .push)
        let mapScreen = app.host.viewController(for: app.navigator.state.screens[0].id)
        withKnownIssue { mapScreen.map { classic.push($0) } } matching: { $0.description.contains("already shows a screen") }
        await app.runtime.settle()
        #expect(app.navigator.state.screens.count == 2)
        app.expectInSync()
    }

    @Test func aProviderReturningAControllerAlreadyOnScreenGetsAPlaceholder() async throws {
        let app = UIKitScenarioHost.testApp()
        let cities = CachingCoordinator()
        app.navigator.start(cities)
        withKnownIssue { cities.show(.city(named: "Austin")) } matching: { $0.description.contains("already shows a screen") }
        await app.runtime.settle()
        let top = try #require(app.visibleViewController)
        #expect(top !== cities.cached)
        #expect(top.title == "city(named: \"Austin\")")
        #expect(app.tree == "root stack: [map] > [city(named: \"Austin\")]")
        app.expectInSync()
        cities.pop()
        await app.runtime.settle()
        #expect(app.visibleViewController === cities.cached)
        app.expectInSync()
    }

    @Test func aControllerAScreenPresentedItselfGetsAPlaceholder() async {
        let app = UIKitScenarioHost.testApp()
        app.navigator.start(MapCoordinator())
        let alert = UIViewController(nibName: nil, bundle: nil)
        app.visibleViewController?.present(alert, animated: false)
        withKnownIssue {
            try? app.navigator.update { try $0.push(ViewControllerRoute(alert)) }
        } matching: { $0.description.contains("outside the navigation state") }
        await app.runtime.settle()
        #expect((app.window.rootViewController as? UINavigationController)?.viewControllers.count == 2)
        #expect((app.window.rootViewController as? UINavigationController)?.viewControllers.contains { $0 === alert } == false)
        #expect(app.window.rootViewController?.presentedViewController === alert)
        app.expectInSync()
    }

    @Test func theSameInstanceTwiceInOneUpdateGetsAPlaceholder() async {
        let app = UIKitScenarioHost.testApp()
        let shared = UIViewController(nibName: nil, bundle: nil)
        withKnownIssue {
            try? app.navigator.update {
                try $0.replaceRoot(with: .stack(Stack(routes: [ViewControllerRoute(shared), ViewControllerRoute(shared)])))
            }
        } matching: { $0.description.contains("already shows a screen") }
        await app.runtime.settle()
        #expect(app.visibleNavigationController?.viewControllers.first === shared)
        #expect(app.visibleViewController !== shared)
        app.expectInSync()
    }
}

@MainActor
@Suite struct UIKitIssueLocations {
    @Test func theClassicAPIReportsAtTheAppsOwnLine() async {
        let app = UIKitScenarioHost.testApp()
        let classic = ClassicCoordinator()
        app.navigator.start(classic)
        let pushLine = #line + 2
        withKnownIssue {
            classic.push(UITabBarController())
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.filePath == #filePath && issue.sourceLocation?.line == pushLine
        }
        let presentLine = #line + 2
        withKnownIssue {
            classic.present(classic.first, as: .sheet)
        } matching: { issue in
            issue.sourceLocation?.fileID == #fileID && issue.sourceLocation?.line == presentLine
        }
    }
}

/// A coordinator whose provider wrongly returns a whole navigation controller for a screen.
private final class ContainerProvidingCoordinator: Coordinator<MapRoute>, ViewControllerProviding {
    override func start() { show(.map) }

    func viewController(for route: MapRoute) -> UIViewController {
        UINavigationController(rootViewController: RouteViewController(route))
    }
}

/// A coordinator whose provider wrongly caches one view controller for every screen.
private final class CachingCoordinator: Coordinator<MapRoute>, ViewControllerProviding {
    let cached = UIViewController(nibName: nil, bundle: nil)
    override func start() { show(.map) }

    func viewController(for route: MapRoute) -> UIViewController { cached }
}
#endif
