#if os(Linux)
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import ShopApp
import ShopDemoCore
import ShopExample
import Testing

/// The terminal demo's tour, played with the app's real screens on `UIKitHost` (over the UIKit
/// double) and on `NavigatorView` (over the SwiftUI double), step by step beside the demo itself
/// on `HeadlessHost`: after each step the host is in sync and shows the demo's navigation, and
/// all three end on the same navigation and coordinator tree.
///
/// A tap is made on the button the app's screen drew, found by the title the demo's screen model
/// gives the action: so each step also proves the screen shows what the model says.
@MainActor
@Suite struct TourOnEveryHost {
    enum Kind: String, CaseIterable, CustomStringConvertible {
        case uikit = "UIKitHost"
        case swiftUI = "NavigatorView"
        var description: String { rawValue }

        @MainActor
        func makeHost(for navigator: Navigator) -> any ShopTourHost {
            switch self {
            case .uikit: ShopUIKitHost(navigator: navigator)
            case .swiftUI: ShopSwiftUIHost(navigator: navigator)
            }
        }
    }

    @Test(arguments: Kind.allCases)
    func theTourEndsOnTheDemosTreesAndEveryStepIsInSync(_ kind: Kind) async throws {
        let demo = DemoSession()
        var model = ShopAppModel()
        var app = kind.makeHost(for: model.navigator)
        model.start(restoring: nil)
        await app.settle()
        var step = 0
        weak var firstTabs: MainTabsCoordinator?
        var sawTabs = false
        weak var hostBeforeRelaunch: (any ShopTourHost)?

        tour: for line in DemoScript.tour.lines {
            guard let command = DemoCommand(line) else {
                _ = demo.handle(line)      // the tour's deliberate mistake: nothing happens anywhere
                continue
            }
            step += 1
            let expectedTitle: String
            switch command {
            case .tap(let number) where demo.navigator.state.question != nil:
                // A question is shown: the tap answers it, on the alert or dialog the host drew.
                let choices = try #require(demo.navigator.state.question).question.choices
                try #require(choices.indices.contains(number - 1), "step \(step) \(line): the question has no such choice")
                let title = choices[number - 1].title
                #expect(app.tapChoice(title), "step \(step) \(line): \(kind) shows no choice \"\(title)\"; it shows \(app.visibleTexts)")
            case .tap(let number):
                let actions = demo.screen.content.actions
                try #require(actions.indices.contains(number - 1), "step \(step) \(line): the demo's screen has no such action")
                let title = actions[number - 1].title
                #expect(app.tapButton(titled: title), "step \(step) \(line): \(kind) shows no button \"\(title)\"; it shows \(app.visibleTexts)")
            case .back:
                _ = app.tapBack()
            case .swipe:
                _ = app.swipeBack(completing: true)
            case .swipeCancel:
                _ = app.swipeBack(completing: false)
            case .dismiss:
                _ = app.swipeDown()
            case .drag(let detent):
                _ = app.dragSheet(to: detent)
            case .tab(let number):
                _ = app.tapTab(MainTab.allCases[number - 1])
            case .open(let link):
                _ = model.open(try #require(URL(string: link)))
            case .relaunch:
                // iOS terminates the app in the background and launches it again: the saved
                // state goes to a new model, navigator and host; the shop's data stays.
                hostBeforeRelaunch = app
                let saved = try #require(model.savedState())
                model = ShopAppModel(shop: model.shop, session: model.session)
                app = kind.makeHost(for: model.navigator)
                #expect(model.start(restoring: saved) == nil)
            case .device, .width:
                // The tour's last part runs on an iPad, checked on HeadlessHost by the demo's
                // tests and on every host by the shop's split scenarios.
                break tour
            case .backInHistory, .forwardInHistory, .import:
                Issue.record("step \(step) \(line): the tour jumps through history, which this test does not replay")
                break tour
            case .openWindow, .windows, .showWindow, .closeWindow:
                Issue.record("step \(step) \(line): the tour opens windows, which this test does not replay")
                break tour
            case .show, .comment, .help, .tree, .quit, .history, .export:
                break
            }
            _ = demo.handle(line)
            // Over a question, the user sees the question first.
            expectedTitle = demo.navigator.state.question?.question.title ?? demo.screen.content.title
            await app.settle()

            if !sawTabs, let tabs = model.navigator.rootCoordinator?.children.first as? MainTabsCoordinator {
                firstTabs = tabs
                sawTabs = true
            }
            let sync = app.syncReport
            #expect(sync.isInSync, "step \(step) \(line) on \(kind): \(sync)")
            #expect(app.navigator.state.treeDescription == demo.tree, "step \(step) \(line) on \(kind)")
            #expect(app.visibleTexts.contains(expectedTitle), "step \(step) \(line) on \(kind): the screen shows \(app.visibleTexts), not \"\(expectedTitle)\"")
        }

        #expect(step > 50)
        // Logged out: the tabs' flows, their screens and the host of the first launch are released.
        #expect(sawTabs && firstTabs == nil)
        #expect(hostBeforeRelaunch == nil)
        #expect(app.navigator.state.treeDescription == demo.navigator.state.treeDescription)
        #expect(app.navigator.coordinatorTreeDescription == demo.navigator.coordinatorTreeDescription)
        #expect(model.shop.orders.map(\.number) == demo.app.shop.orders.map(\.number))
    }
}

extension DemoSession {
    var tree: String { navigator.state.treeDescription }
}
#endif
