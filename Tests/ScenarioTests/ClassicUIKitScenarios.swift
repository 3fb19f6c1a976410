#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble

// The classic UIKit style, `vc.coordinator = self; push(vc)`, by a coordinator with no route
// enum (ViewControllerCoordinator), on the UIKit host, its transitions finishing on their own or
// held until the scenario settles.

@MainActor
@Suite struct ClassicCoordinatorsWithoutARouteEnum {
    @Test(arguments: [false, true])
    func itPushesTheViewControllersItBuildsAndHearsTheUsersBackSwipe(holdingTransitions: Bool) async throws {
        let app = UIKitScenarioHost(holdsTransitions: holdingTransitions)
        let products = ProductsCoordinator()
        app.navigator.start(products)
        await app.settle()
        let list = try #require(app.visibleViewController as? ListViewController)
        #expect(list.coordinator === products)
        #expect(app.treeDescription == "root stack: [ListViewController]")

        list.coordinator?.showDetail()
        await app.settle()
        let detail = try #require(app.visibleViewController as? DetailViewController)
        #expect(app.treeDescription == "root stack: [ListViewController] > [DetailViewController]")
        #expect(products.viewControllers == [list, detail])
        await expectInSync(app)

        #expect(app.swipeBack())
        await app.settle()
        #expect(app.treeDescription == "root stack: [ListViewController]")
        #expect(products.removedByUser == [[detail]])
        #expect(products.viewControllers == [list])
        #expect(app.visibleViewController === list)
        await expectInSync(app)
    }

    @Test(arguments: [false, true])
    func itPresentsAViewControllerAndDismissesIt(holdingTransitions: Bool) async throws {
        let app = UIKitScenarioHost(holdsTransitions: holdingTransitions)
        let products = ProductsCoordinator()
        app.navigator.start(products)
        products.showFilters()
        await app.settle()
        #expect(app.treeDescription == "root  stack: [ListViewController]\nsheet stack: [FiltersViewController]")
        let filters = try #require(app.visibleViewController as? FiltersViewController)
        #expect(filters.coordinator === products)
        await expectInSync(app)

        filters.coordinator?.dismiss()
        await app.settle()
        #expect(app.treeDescription == "root stack: [ListViewController]")
        #expect(products.removedByUser.isEmpty, "a dismissal in code is not the user's doing")
        await expectInSync(app)

        products.showFilters()
        await app.settle()
        #expect(app.swipeDown())
        await app.settle()
        #expect(app.treeDescription == "root stack: [ListViewController]")
        #expect(products.removedByUser.count == 1)
        await expectInSync(app)
    }

    @Test(arguments: [false, true])
    func itPopsToAViewControllerOfItsOwn(holdingTransitions: Bool) async throws {
        let app = UIKitScenarioHost(holdsTransitions: holdingTransitions)
        let products = ProductsCoordinator()
        app.navigator.start(products)
        products.showDetail()
        products.showDetail()
        await app.settle()
        let first = try #require(products.viewControllers.first)
        products.pop(to: first)
        await app.settle()
        #expect(app.treeDescription == "root stack: [ListViewController]")
        #expect(app.visibleViewController === first)
        await expectInSync(app)
    }

    @Test(arguments: [false, true])
    func aChildFlowsViewControllersAndTheChildAreReleasedOnceTheUserSwipesPastIt(holdingTransitions: Bool) async {
        let app = UIKitScenarioHost(holdsTransitions: holdingTransitions)
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var child: ProductsCoordinator?
        weak var list: UIViewController?
        weak var detail: UIViewController?
        var outcomes: [String] = []
        do {
            let products = ProductsCoordinator()
            child = products
            main.startChild(products, as: .push) { outcomes.append($0.description) }
            products.showDetail()
            await app.settle()
            list = products.viewControllers.first
            detail = products.viewControllers.last
        }
        #expect(app.treeDescription == "root stack: [list] > [ListViewController] > [DetailViewController]")
        #expect(list != nil && detail != nil && list !== detail)
        #expect(app.swipeBack())
        await app.settle()
        #expect(app.swipeBack())
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        #expect(outcomes == ["cancelled"])
        #expect(child == nil)
        #expect(list == nil)
        #expect(detail == nil)
        await expectInSync(app)
    }

    @Test(arguments: [false, true])
    func aPresentedChildFlowAndItsViewControllersAreReleasedWhenItFinishes(holdingTransitions: Bool) async {
        let app = UIKitScenarioHost(holdsTransitions: holdingTransitions)
        let main = MainCoordinator()
        app.navigator.start(main)
        weak var child: ProductsCoordinator?
        weak var list: UIViewController?
        var outcomes: [String] = []
        do {
            let products = ProductsCoordinator()
            child = products
            main.startChild(products, as: .sheet) { outcomes.append($0.description) }
            await app.settle()
            list = products.viewControllers.first
        }
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [ListViewController]")
        child?.finish()
        await app.settle()
        #expect(app.treeDescription == "root stack: [list]")
        #expect(outcomes == ["finished(())"])
        #expect(child == nil)
        #expect(list == nil)
        await expectInSync(app)
    }
}

/// A classic UIKit coordinator: it builds its view controllers and hands itself to them.
private final class ProductsCoordinator: ViewControllerCoordinator {
    var removedByUser: [[UIViewController]] = []

    override func start() {
        let list = ListViewController(nibName: nil, bundle: nil)
        list.coordinator = self
        push(list)
    }

    func showDetail() {
        let detail = DetailViewController(nibName: nil, bundle: nil)
        detail.coordinator = self
        push(detail)
    }

    func showFilters() {
        let filters = FiltersViewController(nibName: nil, bundle: nil)
        filters.coordinator = self
        present(filters, as: .sheet)
    }

    override func userDidRemove(_ routes: [ViewControllerRoute]) {
        removedByUser.append(routes.map(\.viewController))
    }
}

private final class ListViewController: UIViewController {
    weak var coordinator: ProductsCoordinator?
}

private final class DetailViewController: UIViewController {
    weak var coordinator: ProductsCoordinator?
}

private final class FiltersViewController: UIViewController {
    weak var coordinator: ProductsCoordinator?
}
#endif
