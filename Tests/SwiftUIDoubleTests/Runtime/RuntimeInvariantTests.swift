#if os(Linux)
import SwiftUIDouble
import Testing

/// Random interleavings of model changes, updates, held transitions and gestures keep SwiftUI's limits.
@MainActor
@Suite struct RuntimeInvariantTests {
    @Test(arguments: 0..<40)
    func randomInterleavingsKeepOneModalChangeInFlightAndOneLayerPerPresenter(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let model = AppModel()
        let runtime = SwiftUIDoubleRuntime(rootView: StackApp(model: model))
        for step in 0..<60 {
            switch random.next(below: 15) {
            case 0: if model.path.count < 4 { model.path.append(random.next(below: 3)) }
            case 1: if !model.path.isEmpty { model.path.removeLast() }
            case 2: model.sheet.toggle()
            case 3: model.innerSheet.toggle()
            case 4: model.secondSheet.toggle()
            case 5: model.cover.toggle()
            case 6: model.popover.toggle()
            case 7: model.item = random.next(below: 2) == 0 ? nil : Item(id: random.next(below: 3))
            case 8: runtime.update()
            case 9: runtime.finishNextTransition()
            case 10: runtime.tapBack()
            case 11:
                if !runtime.beginSwipeBack() {
                    runtime.endSwipeBack(completing: random.next(below: 2) == 0)
                }
            case 12: runtime.swipeDown()
            case 13: runtime.tapOutsidePopover()
            default: runtime.holdsTransitions.toggle()
            }
            let modal = runtime.pendingTransitions.filter { transition in
                switch transition.kind {
                case .present, .dismiss: true
                case .push, .pop, .edgeSwipe, .view: false
                }
            }
            #expect(modal.count <= 1, "seed \(seed) step \(step): \(runtime.pendingTransitions)")
            let layers = runtime.shownLayers
            #expect(layers.count <= 3, "seed \(seed) step \(step): \(layers)")
            if layers.count == 3 {
                #expect(layers[1].texts == ["Sheet"] && layers[2].texts == ["Inner"], "only the sheet presents a layer of its own: \(layers)")
            }
        }
        runtime.endSwipeBack(completing: false)
        runtime.holdsTransitions = false
        runtime.finishAllTransitions()
        runtime.update()
        #expect(runtime.pendingTransitions.isEmpty)
        #expect(!runtime.needsUpdate)
    }
}

/// A small deterministic random number generator (SplitMix64), so each seed replays the same run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}
#endif
