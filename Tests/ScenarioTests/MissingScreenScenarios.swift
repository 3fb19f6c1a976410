#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitSwiftUITesting
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Synchronization
import Testing

// A screen whose owner shows nothing, on every host that finds a view or a view controller for
// each screen (the headless host shows routes, and needs none). On Linux, over the doubles.

@MainActor
@Suite struct ScreensNothingShows {
    @Test(arguments: hostsThatShowScreens)
    func aScreenWithoutAViewIsTheSameIssueOnEveryHost(_ host: ScreenShowingHost) async {
        let app = host.kind.makeHost()
        let viewless = Coordinator<MapRoute>()
        let expected =
            "\(host.name) has no \(host.makes) for map, owned by \(viewless): make the owner ViewProviding (CoordinatorKitSwiftUI) or ViewControllerProviding (CoordinatorKitUIKit), or pass \(host.fallbackParameter) to \(host.name). A placeholder is shown."
        await withKnownIssue {
            app.navigator.start(viewless)
            viewless.show(.map)
            await app.settle()
        } matching: { $0.comments.map(\.rawValue) == [expected] }
        #expect(app.treeDescription == "root stack: [map]", "a placeholder shows the screen")
    }

    @Test(arguments: hostsThatShowScreens)
    func aScreenWithoutAViewIsReportedOnceWhileItStays(_ host: ScreenShowingHost) async {
        let app = host.kind.makeHost()
        let viewless = Coordinator<MapRoute>()
        let reports = Mutex(0)
        await withKnownIssue {
            app.navigator.start(viewless)
            viewless.show(.map)
            await app.settle()
            // Drawn again under and after another screen: the same screen, still without a view.
            viewless.show(.city(named: "El Paso"))
            await app.settle()
            viewless.pop()
            await app.settle()
        } matching: { issue in
            guard issue.comments.contains(where: { $0.rawValue.contains("no \(host.makes) for map,") }) else {
                return issue.comments.contains { $0.rawValue.contains("no \(host.makes) for city") }
            }
            reports.withLock { $0 += 1 }
            return true
        }
        #expect(reports.withLock { $0 } == 1)
    }
}

/// A host that finds what each screen shows, made without a fallback, with the words its issue
/// uses for itself.
struct ScreenShowingHost: Sendable, CustomStringConvertible {
    let kind: ScenarioHostKind
    /// The host's type name.
    let name: String
    /// What it makes for a screen.
    let makes: String
    /// Its initialiser's parameter for screens no coordinator shows.
    let fallbackParameter: String

    var description: String { kind.name }
}

private let hostsThatShowScreens: [ScreenShowingHost] = {
    let uikit = { (kind: ScenarioHostKind) in
        ScreenShowingHost(kind: kind, name: "UIKitHost", makes: "view controller", fallbackParameter: "makeViewController")
    }
    let swiftUI = { (kind: ScenarioHostKind) in
        ScreenShowingHost(kind: kind, name: "SwiftUIHost", makes: "view", fallbackParameter: "makeView")
    }
    return [
        uikit(ScenarioHostKind("UIKit") { UIKitScenarioHost(makeViewController: { _ in nil }) }),
        uikit(
            ScenarioHostKind("UIKit, transitions held") {
                UIKitScenarioHost(holdsTransitions: true, makeViewController: { _ in nil })
            }),
        uikit(
            ScenarioHostKind("UIKit in SwiftUI, transitions held") {
                UIKitScenarioHost(holdsTransitions: true, inSwiftUI: true, makeViewController: { _ in nil })
            }),
        swiftUI(ScenarioHostKind("SwiftUI") { SwiftUIScenarioHost(makeView: { _ in nil }) }),
        swiftUI(
            ScenarioHostKind("SwiftUI, transitions held") {
                SwiftUIScenarioHost(holdsTransitions: true, makeView: { _ in nil })
            }),
    ]
}()
#endif
