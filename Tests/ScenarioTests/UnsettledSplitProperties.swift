import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The world does not settle: quick selections, width changes, pushes, links, questions and the
// user's back taps and swipes arrive while transitions are in flight, which the test holds and
// releases in random order. Whenever everything has settled, the host shows exactly the
// navigator's target, no flow runs that ended or runs without screens, and every question asked
// is answered once.

/// The seeds the property tries on each host: the first 40 by default (times
/// `COORDINATORKIT_LONG_RUNS`); `COORDINATORKIT_SEEDS=500 swift test --filter UnsettledSplitProperties`
/// tries the first that many. `COORDINATORKIT_STEPS` sets the steps of each run (500 by
/// default), and `COORDINATORKIT_KINDS=UIKit` runs only the host kinds whose name contains it.
private let seeds: [UInt64] = Array(
    1...max(ProcessInfo.processInfo.environment["COORDINATORKIT_SEEDS"].flatMap(UInt64.init) ?? UInt64(LongRuns.scaled(40)), 1)
)

private let steps = ProcessInfo.processInfo.environment["COORDINATORKIT_STEPS"].flatMap(Int.init) ?? 500
private let kinds = ProcessInfo.processInfo.environment["COORDINATORKIT_KINDS"]

/// What happens next in an unsettled run.
private enum Step: CaseIterable {
    case select, push, pushInSidebar, changeWidth, tapBack, swipeBack, beginSwipeBack, endSwipeBack
    case presentSheet, dismissSheet, swipeDownSheet, finishOneTransition, yield, settle
    case ask, answer, openLink, finishLogin
}

@MainActor
@Suite struct UnsettledSplitProperties {
    @Test(arguments: splitHosts)
    func selectionsWidthChangesAndPushesInAnyOrderEndWithTheHostShowingTheTarget(_ kind: ScenarioHostKind) async {
        if let kinds, !"\(kind)".contains(kinds) { return }
        for seed in seeds {
            await run(kind, seed: seed)
        }
    }

    private func run(_ kind: ScenarioHostKind, seed: UInt64) async {
        var random = SplitMix(seed: seed)
        let app = kind.makeHost()
        let session = Session()
        let split = SplitCoordinator(sidebar: LinkedColumn(session: session), detail: LinkedColumn(session: session))
        app.navigator.start(split)
        await app.settle()
        var compact = false
        var product = 0
        // The last steps, for the report: a long run keeps the last 100 to 200.
        var log: [Step] = []
        // A swipe back the user's finger holds while other steps run.
        var swipe: SwipeBackInProgress?
        let answers = Answers()
        // The choice the user tapped, by question.
        var tapped: [Int: Int] = [:]
        var asks = 0
        let observation = app.navigator.observe { event in
            guard case .changed(let change) = event, let question = change.before.question,
                change.after.question?.id != question.id
            else { return }
            if case .user(.answered) = change.cause { return }
            answers.takenAway.insert(question.question.title)
        }
        defer { observation.cancel() }
        for _ in 0..<steps {
            let step = Step.allCases.randomElement(using: &random)!
            if log.count == 200 { log.removeFirst(100) }
            log.append(step)
            product += 1
            switch step {
            case .select:
                split.showDetail(LinkedColumn(session: session, first: .product(id: product)))
            case .push:
                push(.product(id: product), in: .detail, of: split)
            case .pushInSidebar:
                push(.product(id: product), in: .sidebar, of: split)
            case .changeWidth:
                compact.toggle()
                #expect(app.setHorizontalSizeClass(compact ? .compact : .regular))
            case .tapBack:
                app.tapBack()
            case .swipeBack:
                app.swipeBack(completing: Bool.random(using: &random))
            case .beginSwipeBack:
                if swipe == nil { swipe = app.beginSwipeBack() }
            case .endSwipeBack:
                swipe?.end(Bool.random(using: &random))
                swipe = nil
            case .presentSheet:
                // (Nothing is presented over a question: the app waits for its answer.)
                guard app.navigator.state.question == nil else { break }
                (split.coordinator(for: .detail) as? Coordinator<ShopRoute>)?.present(.cart, as: .sheet)
            case .dismissSheet:
                // The app takes the top sheet away (its presenter may have been replaced), and a
                // question over it with it.
                if app.navigator.state.layers.count > 1 { try? app.navigator.update { _ = try $0.dismiss() } }
            case .swipeDownSheet:
                app.swipeDown()
            case .finishOneTransition:
                app.finishNextTransition()
            case .yield:
                await Task.yield()
            case .settle:
                // Nothing settles while the finger is down.
                swipe?.end(Bool.random(using: &random))
                swipe = nil
                await app.settle()
                expectSettled(app, seed: seed, after: log)
            case .ask:
                // A flow on screen asks (an alert or a dialog), half as often as the user answers; a question asked
                // while another is up waits its turn (and links wait for the answer).
                guard random.next(below: 2) == 0 else { break }
                let flows = runningFlows(of: app.navigator).filter { $0 !== split }
                guard !flows.isEmpty else { break }
                let flow = flows[random.next(below: flows.count)]
                let index = asks
                asks += 1
                let style: QuestionStyle = random.next(below: 2) == 0 ? .alert : .confirmationDialog
                let question = Question(
                    "q\(index)", style: style, choices: [.default("yes\(index)", 1), .cancel("no\(index)", 0)])
                flow.ask(question) { answers.heard[index, default: []].append($0) }
            case .answer:
                let choice = random.next(below: 2)
                if let shown = app.shownState.question, let index = Int(shown.question.title.dropFirst()),
                    app.tapChoice(choice == 1 ? "yes\(index)" : "no\(index)")
                {
                    tapped[index] = choice
                }
            case .openLink:
                // A link into either column: a product (one sold out, which its guard denies) or
                // the payment, which waits for a login first when the user is signed out.
                let column = random.next(below: 3) == 0 ? "sidebar" : "detail"
                let id = random.next(below: 4) == 0 ? -product : product
                let path = random.next(below: 3) == 0 ? "payment" : "products/\(id)"
                if random.next(below: 2) == 0 { session.isSignedIn = false }
                _ = try? app.navigator.open(DeepLink(path: "/\(column)/\(path)"))
            case .finishLogin:
                let logins = runningFlows(of: app.navigator).compactMap { $0 as? LoginCoordinator }
                if let login = logins.last {
                    session.isSignedIn = true
                    login.finish(with: User(name: "seed \(seed)"))
                }
            }
        }
        swipe?.end(Bool.random(using: &random))
        await app.settle()
        expectSettled(app, seed: seed, after: log)
        guard case .split(let shown)? = app.navigator.state.root?.content else {
            Issue.record("seed \(seed): no split")
            return
        }
        #expect(shown.isCollapsed == compact, "seed \(seed): the navigator knows the width")
        // The user answers what is left, in turn: every question asked hears one answer, the
        // one tapped if the user tapped one.
        for _ in 0...asks {
            guard let shown = app.shownState.question, let index = Int(shown.question.title.dropFirst()),
                app.tapChoice("yes\(index)")
            else { break }
            tapped[index] = 1
            await app.settle()
        }
        #expect(app.navigator.state.question == nil, "seed \(seed): a question is left")
        for index in 0..<asks {
            let heard = answers.heard[index] ?? []
            let expected: [Outcome<Int>] = tapped[index].map { [.finished($0)] } ?? [.cancelled]
            #expect(
                heard == expected || (answers.takenAway.contains("q\(index)") && heard == [.cancelled]),
                "seed \(seed): q\(index) heard \(heard)")
        }
        expectSettled(app, seed: seed, after: log)
    }

    /// Pushes a route onto a column, or, once the column holds a dozen screens, takes it back
    /// to its first one (the user's backs rarely reach a column off screen): a long run keeps
    /// its stacks short, and so each step's cost.
    private func push(_ route: ShopRoute, in column: SplitColumn, of split: SplitCoordinator) {
        guard let flow = split.coordinator(for: column) as? Coordinator<ShopRoute> else { return }
        guard case .split(let shown)? = split.navigator?.state.root?.content, let stack = shown[column],
            stack.screens.count >= 12
        else { return flow.show(route) }
        flow.popToRoot()
    }

    /// At a quiescent point: the host shows the target, no screen twice, and the flows that run
    /// are those that own what is shown.
    private func expectSettled(_ app: any ScenarioHost, seed: UInt64, after log: [Step]) {
        let sync = app.syncReport
        #expect(sync.isInSync, "seed \(seed), after \(log.map { "\($0)" }.joined(separator: " ")):\n\(sync)")
        let screens = app.shownState.screens
        #expect(Set(screens.map(\.id)).count == screens.count, "seed \(seed): a screen shown twice")
        expectNoFlowEndedButAlive(app.navigator, seed: seed)
    }

    /// Every flow in the tree runs and owns a screen (a split, its columns' flows); every screen
    /// and the question shown belong to a flow in the tree.
    private func expectNoFlowEndedButAlive(_ navigator: Navigator, seed: UInt64) {
        let flows = runningFlows(of: navigator)
        let state = navigator.state
        let owners = Set(state.screens.map(\.owner))
        for flow in flows {
            #expect(flow.status == .running, "seed \(seed): \(flow) is in the tree, \(flow.status)")
            #expect(
                owners.contains(flow.id) || !flow.children.isEmpty, "seed \(seed): \(flow) runs without screens")
        }
        let inTree = Set(flows.map(\.id))
        #expect(owners.isSubset(of: inTree), "seed \(seed): a screen's owner is not in the tree\n\(state.treeDescription)")
        if let question = state.question {
            #expect(inTree.contains(question.owner), "seed \(seed): the question's flow is not in the tree")
        }
    }

    /// The coordinator tree, root first.
    private func runningFlows(of navigator: Navigator) -> [AnyCoordinator] {
        var flows: [AnyCoordinator] = []
        var next = navigator.rootCoordinator.map { [$0] } ?? []
        while let flow = next.popLast() {
            flows.append(flow)
            next += flow.children
        }
        return flows
    }
}

/// The answers each question heard, by question.
@MainActor
private final class Answers {
    var heard: [Int: [Outcome<Int>]] = [:]
    /// The questions a change of the code's took away (a layer dismissed, a flow ended): one the
    /// user tapped may hear the tap or `.cancelled`, as on a device, where UIKit runs an alert
    /// action's handler only once the alert is gone.
    var takenAway: Set<String> = []
}

/// Whether the user is signed in, which the payment needs.
@MainActor
private final class Session {
    var isSignedIn = true
}

/// A product the shop sold out of: its guard denies it.
private struct SoldOut: Error {}

/// A column's flow: its first screen, then products pushed and a cart presented, by code or by
/// links (`/products/:id`, `/payment`). A product of a negative number is sold out (denied); the payment
/// redirects to a login sheet while the user is signed out, and goes on once it finishes.
private final class LinkedColumn: Coordinator<ShopRoute> {
    let session: Session
    let first: ShopRoute

    init(session: Session, first: ShopRoute = .list) {
        self.session = session
        self.first = first
        super.init()
    }

    override func start() { show(first) }

    override func decision(for route: ShopRoute) -> RouteDecision {
        switch route {
        case .product(let id) where id < 0: .deny(reason: SoldOut())
        case .payment where !session.isSignedIn: .redirect(to: LoginCoordinator(), as: .sheet)
        default: .allow
        }
    }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if link.match("/payment") != nil {
            show(.payment)
            return .handled
        }
        if let match = link.match("/products/:id") {
            show(.product(id: try match.parameter("id", as: Int.self)))
            return .handled
        }
        return try super.handle(link)
    }
}
