import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Testing

// A scenario host of a user's own implements only what ScenarioHost requires without a default:
// the protocol grows with defaults, so such a host keeps compiling as the library adds gestures
// (questions, widths, columns, animations, transitions finished one at a time).

/// The fewest members a scenario host needs, over a headless host.
@MainActor
private final class MinimalHost: ScenarioHost {
    let navigator = Navigator()
    private let host = HeadlessHost()

    init() { navigator.attach(host) }

    var shownState: NavigationState { host.shownState }
    var hostIssues: [String] { [] }
    func tapBack() -> Bool { host.tapBack() }
    func swipeBack(completing: Bool) -> Bool { host.swipeBack(completing: completing) }
    func swipeDown() -> Bool { host.swipeDown() }
    func dragSheet(to detent: SheetDetent) -> Bool { host.dragSheet(to: detent) }
    func tapTab(_ tab: TabID) -> Bool { host.tapTab(tab) }
    func settle() async {}
}

@MainActor
@Suite struct AScenarioHostOfYourOwn {
    @Test func needsOnlyTheRequirementsWithoutADefault() async {
        let app = MinimalHost()
        let main = MainCoordinator()
        app.navigator.start(main)
        main.show(.product(id: 1))
        await app.settle()
        #expect(app.tapBack())
        main.ask(.saveAlert) { _ in }
        #expect(!app.tapChoice("Save"), "a host that shows no questions taps none")
        #expect(!app.finishNextTransition())
        #expect(!app.setHorizontalSizeClass(.compact))
        await expectInSync(app)
    }
}
