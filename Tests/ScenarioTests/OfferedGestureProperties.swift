import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
#if os(Linux)
import CoordinatorKitSwiftUITesting
import CoordinatorKitUIKitTesting
#endif
import Testing

// The gestures each host takes are the ones `NavigationState.offeredGestures` names for what it
// shows: one rule, checked against UIKit's and SwiftUI's doubles and the headless host, with
// random states from fixed seeds (a failure names its seed).

/// One gesture a test makes, with what it is made on.
private enum Gesture: CustomStringConvertible {
    case tapBack
    case swipeBack(completing: Bool)
    case swipeDown
    case dragSheet(SheetDetent)
    case tapTab(TabID)

    var description: String {
        switch self {
        case .tapBack: "tap back"
        case .swipeBack(let completing): completing ? "swipe back" : "swipe back, cancelled"
        case .swipeDown: "swipe down"
        case .dragSheet(let detent): "drag the sheet to \(detent)"
        case .tapTab(let tab): "tap \(tab)"
        }
    }

    /// Whether the rule offers the gesture.
    func isOffered(in offered: OfferedGestures) -> Bool {
        switch self {
        case .tapBack: offered.back != nil
        case .swipeBack: offered.back != nil
        case .swipeDown: offered.dismissal != nil && !offered.isDismissalLocked
        case .dragSheet(let detent): offered.sheetDetents.contains(detent)
        case .tapTab(let tab): offered.tabs.contains(tab)
        }
    }

    @MainActor
    func make(on app: any ScenarioHost) -> Bool {
        switch self {
        case .tapBack: app.tapBack()
        case .swipeBack(let completing): app.swipeBack(completing: completing)
        case .swipeDown: app.swipeDown()
        case .dragSheet(let detent): app.dragSheet(to: detent)
        case .tapTab(let tab): app.tapTab(tab)
        }
    }

    /// A random gesture, offered or not, on what a state shows.
    static func random(on state: NavigationState, using random: inout RandomStates) -> Gesture {
        switch Int.random(in: 0..<5, using: &random.rng) {
        case 0: return .tapBack
        case 1: return .swipeBack(completing: Bool.random(using: &random.rng))
        case 2: return .swipeDown
        case 3:
            let detents: [SheetDetent] = [.medium, .large, .height(150), .fraction(0.3)]
            return .dragSheet(detents.randomElement(using: &random.rng)!)
        default:
            var tabs = state.top.map { $0.content.stacks.compactMap(\.tab) } ?? []
            tabs.append(TabID("not a tab"))
            return .tapTab(tabs.randomElement(using: &random.rng)!)
        }
    }
}

@MainActor
@Suite struct OfferedGestureProperties {
    /// From random states (stacks, tabs, sheets, covers and popovers with random options), a
    /// random gesture succeeds exactly when the state offers it, and the host stays in sync.
    @Test(arguments: everyHost)
    func eachHostTakesTheGesturesTheStateOffers(_ kind: ScenarioHostKind) async throws {
        for seed in UInt64(1)...UInt64(LongRuns.scaled(60)) {
            var random = RandomStates(seed: seed)
            let state = random.state()
            try await expectTheOfferedGesture(on: kind, state: state, seed: seed, random: &random)
        }
    }

    /// The same for splits at either width: the back button and the edge swipe pop the column
    /// on top, or show the column before it at a collapsed column's first screen.
    @Test(arguments: splitHosts)
    func eachHostTakesTheGesturesASplitOffersAtEitherWidth(_ kind: ScenarioHostKind) async throws {
        for seed in UInt64(1)...UInt64(LongRuns.scaled(40)) {
            var random = RandomStates(seed: seed)
            var state = random.splitState()
            random.mutateSplit(&state)
            let width: HorizontalSizeClass = Bool.random(using: &random.rng) ? .compact : .regular
            try await expectTheOfferedGesture(on: kind, state: state, width: width, seed: seed, random: &random)
        }
    }

    private func expectTheOfferedGesture(
        on kind: ScenarioHostKind, state: NavigationState, width: HorizontalSizeClass? = nil, seed: UInt64,
        random: inout RandomStates
    ) async throws {
        let app = kind.makeHost()
        if let width { #expect(app.setHorizontalSizeClass(width)) }
        try app.navigator.update { $0 = state }
        await app.settle()
        let shown = app.shownState
        let offered = shown.offeredGestures
        let gesture = Gesture.random(on: shown, using: &random)

        let taken = gesture.make(on: app)
        await app.settle()

        #expect(
            taken == gesture.isOffered(in: offered),
            "seed \(seed): \(gesture) was \(taken ? "taken" : "refused") on\n\(shown.treeDescription)\noffered: \(offered)")
        let sync = app.syncReport
        #expect(sync.isInSync, "seed \(seed), after \(gesture): \(sync)")
    }
}
