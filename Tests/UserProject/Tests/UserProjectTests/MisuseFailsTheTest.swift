import CoordinatorKit
import CoordinatorKitTesting
import Testing

// This target links CoordinatorKit and CoordinatorKitTesting only, as a user's test target would:
// no IssueReporting, no IssueReportingTestSupport. CoordinatorKit reports misuse through
// IssueReporting, which on Linux records a test issue only where its test support is linked
// (otherwise it prints a line and the test passes); this proves that CoordinatorKitTesting brings
// it along.
@MainActor
@Suite struct MisuseFailsTheTest {
    @Test func popAtTheRootIsRecordedAsATestIssue() {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let flow = ListCoordinator()
        navigator.start(flow)
        let before = navigator.state
        // Swift Testing's own `withKnownIssue`: it fails the test unless an issue is recorded.
        withKnownIssue { flow.pop() } matching: { $0.description.contains("pop") }
        #expect(navigator.state == before)
    }
}

private enum ListRoute: Route {
    case list
}

private final class ListCoordinator: Coordinator<ListRoute> {
    override func start() { show(.list) }
}
