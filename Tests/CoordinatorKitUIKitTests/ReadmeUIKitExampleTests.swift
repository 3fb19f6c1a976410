#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import Testing
import UIKitDouble

// The README's UIKit example, verbatim but for the enclosing type and the assertions.
fileprivate enum MapRoute: Route {
    case map
    case city(named: String)
    case settings

    var presentation: Presentation? { self == .settings ? .sheet : nil }
}

fileprivate final class MapCoordinator: Coordinator<MapRoute> {
    override func start() { show(.map) }
}

fileprivate final class MapViewController: UIViewController {
    weak var coordinator: MapCoordinator?
    init(coordinator: MapCoordinator) {
        self.coordinator = coordinator
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

fileprivate final class CityViewController: UIViewController {
    init(name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }
}

fileprivate final class SettingsViewController: UIViewController {}

extension MapCoordinator: ViewControllerProviding {
    func viewController(for route: MapRoute) -> UIViewController {
        switch route {
        case .map: MapViewController(coordinator: self)
        case .city(let name): CityViewController(name: name)
        case .settings: SettingsViewController()
        }
    }
}

@MainActor
@Suite struct ReadmeUIKitExample {
    @Test func theSceneDelegatesThreeLinesShowTheRootCoordinatorsScreens() async throws {
        let window = UIWindow(frame: .zero)

        let navigator = Navigator()
        navigator.attach(UIKitHost(window: window))
        navigator.start(MapCoordinator())
        window.makeKeyAndVisible()

        let stack = try #require(window.rootViewController as? UINavigationController)
        let map = try #require(stack.topViewController as? MapViewController)
        map.coordinator?.show(.city(named: "El Paso"))
        // UIKit animates the push; the screen is on top once the main queue has run.
        await window.doubleRuntime.settle()
        #expect(stack.topViewController?.title == "El Paso")
        map.coordinator?.show(.settings)
        await window.doubleRuntime.settle()
        #expect(stack.presentedViewController is UINavigationController)
        #expect((stack.presentedViewController as? UINavigationController)?.topViewController is SettingsViewController)
    }
}
#endif
