import CoordinatorKit
import CoordinatorFixtures
import CoordinatorKitTesting
import Foundation
import Testing

// A guard that asks the user before it allows a route (issue 42): from code and from a link.

private enum OrderRoute: Route {
    case orders, order(Int), cancelOrder(Int)
}

extension Question<Bool> {
    fileprivate static let reallyCancel = Question(
        "Cancel this order?", style: .confirmationDialog,
        choices: [.destructive("Cancel order", true), .cancel("Keep it", false)]
    )
}

private struct OrderShipped: Error {}

private final class Orders: Coordinator<OrderRoute> {
    var questionsAsked = 0
    /// Whether the order shipped: cancelling it is denied then.
    var shipped = false
    override func start() { show(.orders) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/orders/:id/cancel") else { return try super.handle(link) }
        let id = try match.parameter("id", as: Int.self)
        setStack([.orders, .order(id), .cancelOrder(id)])
        return .handled
    }

    override func decision(for route: OrderRoute) -> RouteDecision {
        guard case .cancelOrder = route else { return .allow }
        questionsAsked += 1
        return shipped ? .deny(reason: OrderShipped()) : .confirm(.reallyCancel)
    }
}

@MainActor
private struct App {
    let navigator = Navigator()
    let host = HeadlessHost()
    let orders = Orders()

    init() {
        navigator.attach(host)
        navigator.start(orders)
    }
}

@MainActor
@Suite struct AGuardThatAsksFromCode {
    @Test func theRouteIsShownOnlyWhenTheUserAllowsIt() {
        let app = App()
        app.orders.push(.order(3))
        app.orders.push(.cancelOrder(3))

        #expect(app.orders.routes == [.orders, .order(3)], "nothing is shown before the answer")
        #expect(app.navigator.state.question?.question.title == "Cancel this order?")
        #expect(app.host.tapChoice("Cancel order"))

        #expect(app.orders.routes == [.orders, .order(3), .cancelOrder(3)])
        #expect(app.navigator.state.question == nil)
        #expect(app.orders.questionsAsked == 2, "asked again once allowed, and its question not asked twice")
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aGuardThatDeniesByTheTimeTheUserAllowsWins() {
        let app = App()
        var denials: [RouteDenial] = []
        app.navigator.observe { event in
            if case .denied(let denial) = event { denials.append(denial) }
        }
        app.orders.push(.order(3))
        app.orders.push(.cancelOrder(3))
        app.orders.shipped = true
        #expect(app.host.tapChoice("Cancel order"))

        #expect(app.orders.routes == [.orders, .order(3)], "the route is not shown")
        #expect(denials.map(\.route) == [AnyRoute(OrderRoute.cancelOrder(3))])
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func aFalseAnswerOrNoAnswerChangesNothing() {
        for answer in ["Keep it", nil] {
            let app = App()
            app.orders.push(.order(3))
            let before = app.navigator.state
            app.orders.show(.cancelOrder(3))
            if let answer {
                #expect(app.host.tapChoice(answer))
            } else {
                #expect(app.host.tapOutsideQuestion())
            }
            #expect(app.navigator.state == before, "\(answer ?? "tap outside")")
            #expect(app.host.shownState == before)
        }
    }

    @Test func theFlowEndingWhileTheQuestionIsShownShowsNothing() {
        let navigator = Navigator()
        let host = HeadlessHost()
        navigator.attach(host)
        let main = MainCoordinator()
        navigator.start(main)
        let orders = Orders()
        main.startChild(orders, as: .sheet)
        orders.push(.cancelOrder(1))
        #expect(navigator.state.question != nil)
        orders.finish()
        #expect(navigator.state.question == nil, "the question goes with its flow")
        #expect(navigator.state.layers.count == 1)
    }
}

@MainActor
@Suite struct AGuardThatAsksForALink {
    @Test func theLinkShowsTheQuestionAndOpensWhenAllowed() throws {
        let app = App()
        let result = try app.navigator.open(DeepLink(path: "/orders/5/cancel"))
        guard case .asked(let asker) = result else { Issue.record("\(result)"); return }
        #expect(asker === app.orders)
        #expect(app.orders.routes == [.orders], "the link's screens wait for the answer")
        #expect(app.navigator.state.question?.question.title == "Cancel this order?")

        #expect(app.host.tapChoice("Cancel order"))
        #expect(app.orders.routes == [.orders, .order(5), .cancelOrder(5)])
        #expect(app.navigator.state.question == nil)
        #expect(app.orders.questionsAsked == 2, "asked once when the link stopped, skipped once allowed")
        #expect(app.host.shownState == app.navigator.state)
    }

    @Test func theLinkIsDroppedWhenNotAllowed() throws {
        let app = App()
        let before = app.navigator.state
        _ = try app.navigator.open(DeepLink(path: "/orders/5/cancel"))
        #expect(app.host.tapChoice("Keep it"))
        #expect(app.navigator.state == before)
        #expect(app.host.shownState == before)
    }

    @Test func aLinkWhoseGuardAsksWhileAQuestionIsShownAsksOnceThatOneIsAnswered() throws {
        let app = App()
        var first: Outcome<Bool>?
        app.orders.ask(Question<Bool>.reallyCancel) { first = $0 }
        let before = app.navigator.state
        let result = try app.navigator.open(DeepLink(path: "/orders/5/cancel"))
        guard case .waitingForAnswer = result else { Issue.record("\(result)"); return }
        #expect(app.navigator.state == before)
        #expect(app.orders.questionsAsked == 0, "the link waits before any guard is asked")

        #expect(app.host.tapChoice("Keep it"))
        #expect(first == .finished(false))
        #expect(app.orders.questionsAsked == 1)
        #expect(app.navigator.state.question?.question.title == "Cancel this order?", "the link's own question")
        #expect(app.host.tapChoice("Cancel order"))
        #expect(app.orders.routes == [.orders, .order(5), .cancelOrder(5)])
    }
}
