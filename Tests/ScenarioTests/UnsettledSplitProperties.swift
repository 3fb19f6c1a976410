import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The world does not settle: quick selections, width changes, pushes and the user's back taps
// arrive while transitions are in flight, which the test holds and releases in random order.
// Whenever everything has settled, the host shows exactly the navigator's target.

/// The seeds the property tries on each host: a few, and those that once found a bug, by
/// default; `COORDINATORKIT_SEEDS=500 swift test --filter UnsettledSplitProperties` tries the
/// first that many. `COORDINATORKIT_STEPS` sets the steps of each run (40 by default), and
/// `COORDINATORKIT_KINDS=UIKit` runs only the host kinds whose name contains it.
private let seeds: [UInt64] =
    ProcessInfo.processInfo.environment["COORDINATORKIT_SEEDS"].flatMap(UInt64.init).map { Array(1...max($0, 1)) }
    ?? Array(1...8) + [10, 77, 144]

private let steps = ProcessInfo.processInfo.environment["COORDINATORKIT_STEPS"].flatMap(Int.init) ?? 40
private let kinds = ProcessInfo.processInfo.environment["COORDINATORKIT_KINDS"]

/// What happens next in an unsettled run.
private enum Step: CaseIterable {
    case select, push, pushInSidebar, changeWidth, tapBack, swipeBack, beginSwipeBack, endSwipeBack
    case presentSheet, dismissSheet, swipeDownSheet, finishOneTransition, yield, settle
}

@MainActor
@Suite struct UnsettledSplitProperties {
    @Test(arguments: splitHosts)
    func selectionsWidthChangesAndPushesInAnyOrderEndWithTheHostShowingTheTarget(_ kind: ScenarioHostKind) async {
        if let kinds, !"\(kind)".contains(kinds) { return }
        for seed in seeds {
            var random = SplitMix(seed: seed)
            let app = kind.makeHost()
            let split = SplitCoordinator(sidebar: ListCoordinator(), detail: ListCoordinator())
            app.navigator.start(split)
            await app.settle()
            var compact = false
            var product = 0
            var log: [String] = []
            // A swipe back the user's finger holds while other steps run.
            var swipe: SwipeBackInProgress?
            for _ in 0..<steps {
                let step = Step.allCases.randomElement(using: &random)!
                // A long run keeps the last steps only, for the report.
                if log.count == 200 { log.removeFirst(100) }
                log.append("\(step)")
                product += 1
                switch step {
                case .select:
                    split.showDetail(OneProduct(id: product))
                case .push:
                    (split.coordinator(for: .detail) as? Coordinator<ShopRoute>)?.show(.product(id: product))
                case .pushInSidebar:
                    (split.coordinator(for: .sidebar) as? Coordinator<ShopRoute>)?.show(.product(id: product))
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
                    (split.coordinator(for: .detail) as? Coordinator<ShopRoute>)?.present(.cart, as: .sheet)
                case .dismissSheet:
                    // The app takes the top sheet away (its presenter may have been replaced).
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
                    expectShowsTheTarget(app, seed: seed, after: log)
                }
            }
            swipe?.end(Bool.random(using: &random))
            await app.settle()
            expectShowsTheTarget(app, seed: seed, after: log)
            guard case .split(let shown)? = app.navigator.state.root?.content else {
                Issue.record("seed \(seed): no split")
                continue
            }
            #expect(shown.isCollapsed == compact, "seed \(seed): the navigator knows the width")
        }
    }

    private func expectShowsTheTarget(_ app: any ScenarioHost, seed: UInt64, after log: [String]) {
        let sync = app.syncReport
        #expect(sync.isInSync, "seed \(seed), after \(log.joined(separator: " ")):\n\(sync)")
        let screens = app.shownState.screens.map(\.id)
        #expect(Set(screens).count == screens.count, "seed \(seed): a screen shown twice")
    }
}

/// A detail flow showing one product.
private final class OneProduct: Coordinator<ShopRoute> {
    let product: Int
    init(id: Int) {
        product = id
        super.init()
    }
    override func start() { show(.product(id: product)) }
}
