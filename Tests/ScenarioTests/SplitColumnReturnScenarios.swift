import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif
import Testing

// A collapsed split tells its coordinator when the user goes back to a column below, so that
// the sidebar's flow can clear its selection (issue 53), on every split host.

/// A split that records the columns the user brought on top.
private final class RecordingSplit: SplitCoordinator {
    var shownByUser: [SplitColumn] = []
    override func userDidShowColumn(_ column: SplitColumn) { shownByUser.append(column) }
}

@MainActor
@Suite struct BackToTheSidebarInACollapsedSplit {
    @Test(arguments: splitHosts)
    func theSplitHearsTheColumnTheUserWentBackToAndNothingElse(_ kind: ScenarioHostKind) async {
        for swipes in [false, true] {
            let app = kind.makeHost()
            let detail = ListCoordinator()
            let split = RecordingSplit(sidebar: ListCoordinator(), detail: detail)
            app.navigator.start(split)
            detail.show(.product(id: 1))
            await app.settle()
            #expect(app.setHorizontalSizeClass(.compact))
            await app.settle()

            // A pop within the detail is no return to another column.
            #expect(swipes ? app.swipeBack() : app.tapBack())
            await app.settle()
            #expect(split.shownByUser == [], "\(kind), swipe: \(swipes)")
            // Back past the detail's first screen: the sidebar is on top.
            #expect(swipes ? app.swipeBack() : app.tapBack())
            await app.settle()
            #expect(split.shownByUser == [.sidebar], "\(kind), swipe: \(swipes)")
            // Code showing the detail again is not the user's doing.
            detail.show(.product(id: 2))
            await app.settle()
            #expect(split.shownByUser == [.sidebar])
            await expectInSync(app)
        }
    }
}
