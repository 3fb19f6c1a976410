#if os(Linux)
import Observation
import SwiftUIDouble
import Testing

/// A `UIViewControllerRepresentable` gets SwiftUI's calls in SwiftUI's order, and its controller
/// lives in the runtime's window while its view is in the tree.
@MainActor
@Suite struct RepresentableTests {
    @Test func makeThenUpdateOnceWhenFirstDrawnThenUpdateOnEveryDraw() {
        let log = RepresentableLog()
        let runtime = SwiftUIDoubleRuntime(rootView: RepresentableShell(log: log))
        #expect(Array(log.events.prefix(3)) == ["makeCoordinator", "make", "update"])
        #expect(log.events.dropFirst(3).contains("didMove(toParent:)"))
        #expect(log.events.dropFirst(3).contains("viewWillAppear"))
        log.events = []
        log.title = "Changed"
        runtime.update()
        #expect(log.events == ["update"])
    }

    @Test func theControllerIsInTheWindowWhileItsViewIsInTheTree() throws {
        let log = RepresentableLog()
        let runtime = SwiftUIDoubleRuntime(rootView: RepresentableShell(log: log))
        let controller = try #require(runtime.representedViewControllers.first as? LoggingViewController)
        #expect(controller.viewIfLoaded?.window === runtime.uiKitWindow)
        #expect(controller.view.superview === runtime.uiKitWindow.rootViewController?.view)

        log.isShown = false
        runtime.update()
        #expect(runtime.representedViewControllers.isEmpty)
        #expect(controller.parent == nil)
        #expect(controller.viewIfLoaded?.superview == nil)
    }

    @Test func leavingTheTreeDismantlesBeforeTheControllerLeavesItsParentThenReleasesIt() {
        let log = RepresentableLog()
        let runtime = SwiftUIDoubleRuntime(rootView: RepresentableShell(log: log))
        weak let controller = runtime.representedViewControllers.first
        weak let coordinator = log.coordinator
        #expect(controller != nil)
        log.events = []
        log.isShown = false
        runtime.update()
        #expect(log.events == ["dismantle", "willMove(toParent:)", "didMove(toParent:)"])
        #expect(controller == nil)
        #expect(coordinator == nil)
    }

    @Test func aViewShownAgainGetsANewController() {
        let log = RepresentableLog()
        let runtime = SwiftUIDoubleRuntime(rootView: RepresentableShell(log: log))
        let first = runtime.representedViewControllers.first
        log.isShown = false
        runtime.update()
        log.isShown = true
        log.events = []
        runtime.update()
        #expect(Array(log.events.prefix(3)) == ["makeCoordinator", "make", "update"])
        #expect(runtime.representedViewControllers.count == 1)
        #expect(runtime.representedViewControllers.first !== first)
    }

    @Test func theContextCarriesTheEnvironmentAndTheCoordinator() {
        let log = RepresentableLog()
        _ = SwiftUIDoubleRuntime(rootView: RepresentableShell(log: log).environment(\.representableTestValue, "set above"))
        #expect(log.environmentValues == ["set above"])
        #expect(log.coordinatorWasTheSame)
    }
}

// MARK: Fixtures

@MainActor @Observable
private final class RepresentableLog {
    var isShown = true
    var title = "Title"
    @ObservationIgnored var events: [String] = []
    @ObservationIgnored weak var coordinator: RepresentableCoordinator?
    @ObservationIgnored var environmentValues: [String] = []
    @ObservationIgnored var coordinatorWasTheSame = true
}

private struct RepresentableShell: View {
    let log: RepresentableLog

    var body: some View {
        if log.isShown {
            LoggingRepresentable(log: log, title: log.title)
        } else {
            Text("Gone")
        }
    }
}

@MainActor
private final class RepresentableCoordinator {}

private struct LoggingRepresentable: UIViewControllerRepresentable {
    let log: RepresentableLog
    let title: String

    func makeCoordinator() -> RepresentableCoordinator {
        log.events.append("makeCoordinator")
        let coordinator = RepresentableCoordinator()
        log.coordinator = coordinator
        return coordinator
    }

    func makeUIViewController(context: Context) -> LoggingViewController {
        log.events.append("make")
        return LoggingViewController(log: log)
    }

    func updateUIViewController(_ uiViewController: LoggingViewController, context: Context) {
        log.events.append("update")
        uiViewController.title = title
        log.environmentValues.append(context.environment.representableTestValue)
        if context.coordinator !== log.coordinator { log.coordinatorWasTheSame = false }
    }

    static func dismantleUIViewController(_ uiViewController: LoggingViewController, coordinator: RepresentableCoordinator) {
        uiViewController.log?.events.append("dismantle")
    }
}

private final class LoggingViewController: UIViewController {
    weak var log: RepresentableLog?

    init(log: RepresentableLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func willMove(toParent parent: UIViewController?) {
        if parent == nil { log?.events.append("willMove(toParent:)") }
    }

    override func didMove(toParent parent: UIViewController?) {
        log?.events.append("didMove(toParent:)")
    }

    override func viewWillAppear(_ animated: Bool) {
        log?.events.append("viewWillAppear")
    }
}

private struct RepresentableTestKey: EnvironmentKey {
    static let defaultValue = "default"
}

extension EnvironmentValues {
    fileprivate var representableTestValue: String {
        get { self[RepresentableTestKey.self] }
        set { self[RepresentableTestKey.self] = newValue }
    }
}
#endif
