import CoordinatorKit
import CoordinatorKitTesting
import Testing

// The flows of QuickBird's SwiftUI coordinator article, on every host: a coordinator object that
// holds its screens' view models, list → detail, the detail moved to a sheet, tabs switched from a
// child, a sheet swiped down, a popover tapped outside.

@MainActor
@Suite struct QuickBirdFlows {
    @Test(arguments: everyHost)
    func backFromTheDetailReleasesItsViewModel(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let recipes = RecipesCoordinator()
        app.navigator.start(recipes)
        recipes.open(recipe: 1)
        await expectInSync(app)
        weak let detail = recipes.detailViewModel
        #expect(detail?.recipe == 1)
        #expect(app.tapBack())
        await expectInSync(app)
        #expect(recipes.detailViewModel == nil)
        #expect(detail == nil, "the coordinator let go of the detail's view model")
        #expect(recipes.listViewModel.selection == nil)
    }

    @Test(arguments: everyHost)
    func theDetailMovesToASheetWithoutTouchingTheList(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let recipes = RecipesCoordinator(detailInSheet: true)
        app.navigator.start(recipes)
        let list = recipes.listViewModel
        let commands = await app.commands { recipes.open(recipe: 2) }
        #expect(commands.count == 1, "one presentation: \(commands)")
        #expect(app.treeDescription == "root  stack: [list]\nsheet stack: [detail(2)]")
        #expect(recipes.listViewModel === list)
        #expect(app.swipeDown())
        await expectInSync(app)
        #expect(recipes.detailViewModel == nil)
        #expect(app.treeDescription == "root stack: [list]")
    }

    @Test(arguments: everyHost)
    func aChildSwitchesToTheFirstTab(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let first = RecipesCoordinator()
        let second = SettingsFlow()
        let tabs = TabCoordinator<RecipeTab>([.recipes: first, .settings: second], selected: .settings)
        second.switchToTabOne = { [weak tabs] in tabs?.select(.recipes) }
        app.navigator.start(tabs)
        await expectInSync(app)
        second.switchToTabOne()
        await expectInSync(app)
        #expect(tabs.selectedTab == .recipes)
    }

    @Test(arguments: everyHost)
    func aPopoverTappedOutsideIsGoneAndItsFlowHears(_ kind: ScenarioHostKind) async {
        let app = kind.makeHost()
        let recipes = RecipesCoordinator()
        app.navigator.start(recipes)
        recipes.show(.filter)
        await expectInSync(app)
        #expect(app.treeDescription == "root    stack: [list]\npopover stack: [filter]")
        #expect(app.swipeDown(), "tap outside")
        await expectInSync(app)
        #expect(recipes.removedByUser == [[.filter]])
        #expect(app.treeDescription == "root stack: [list]")
    }
}

private enum RecipeRoute: Route, CustomStringConvertible {
    case list, detail(Int), filter, settings

    var presentation: Presentation? { self == .filter ? .popover : nil }

    var description: String {
        switch self {
        case .list: "list"
        case .detail(let recipe): "detail(\(recipe))"
        case .filter: "filter"
        case .settings: "settings"
        }
    }
}

private enum RecipeTab: Hashable, Sendable { case recipes, settings }

/// A screen's view model: what the view reads, made by the coordinator.
@MainActor
private final class RecipeListViewModel {
    var selection: Int?
}

@MainActor
private final class RecipeDetailViewModel {
    let recipe: Int
    init(recipe: Int) { self.recipe = recipe }
}

/// QuickBird's coordinator object: it owns its screens' view models and drops the detail's when the
/// detail leaves, whoever removed it.
private final class RecipesCoordinator: Coordinator<RecipeRoute> {
    let listViewModel = RecipeListViewModel()
    private(set) var detailViewModel: RecipeDetailViewModel?
    private let detailInSheet: Bool
    var removedByUser: [[RecipeRoute]] = []

    init(detailInSheet: Bool = false) {
        self.detailInSheet = detailInSheet
        super.init()
    }

    override func start() { show(.list) }

    func open(recipe: Int) {
        listViewModel.selection = recipe
        detailViewModel = RecipeDetailViewModel(recipe: recipe)
        if detailInSheet {
            present(.detail(recipe), as: .sheet)
        } else {
            show(.detail(recipe))
        }
    }

    override func userDidRemove(_ routes: [RecipeRoute]) {
        removedByUser.append(routes)
        if routes.contains(where: { if case .detail = $0 { true } else { false } }) {
            detailViewModel = nil
            listViewModel.selection = nil
        }
    }
}

private final class SettingsFlow: Coordinator<RecipeRoute> {
    var switchToTabOne: () -> Void = {}
    override func start() { show(.settings) }
}
