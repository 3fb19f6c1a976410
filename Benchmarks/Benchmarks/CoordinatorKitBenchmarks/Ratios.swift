// Issue 16: what the library adds to the same navigation done without it, measured in one run.
//
// Each library figure has a hand-written baseline with the same name after "Ratio", so
// `Benchmarks/ratios.py` divides one by the other:
//
// | library                                             | baseline                                        |
// | --------------------------------------------------- | ----------------------------------------------- |
// | `Navigator` + do-nothing host: push, pop, sheet     | the same `NavigationState` edit on a value       |
// | deep link 3 layers × 30 screens through coordinators | the same state set in one `Navigator.update`     |
// | `Navigator` + `UIKitHost` (Linux, UIKit double)     | the same calls by hand on `UINavigationController` |
//
// Depths 10, 100, 1,000 and 10,000 (UIKit: 10, 100 and 1,000: the double itself is O(depth)).
// On the UIKit double both sides' windows finish each transition inside the call that starts
// it, so a sample holds the whole change: the host's completion and the next render included.
// A push sample pops back unmeasured, a pop sample pushes back; a sheet sample presents and
// dismisses. The deep-link samples start from a fresh navigator made outside the measurement.

// The sides and the deep link's flows are `BenchmarkFixtures`', which the callgrind driver
// measures too.

import Benchmark
import BenchmarkFixtures
import CoordinatorKit

let ratioDepths = [10, 100, 1_000, 10_000]

/// The baseline of the navigator's own cost: the change made on a `NavigationState` held in place.
@MainActor
final class StateSide: SingleChangeSide {
    var state: NavigationState
    init(depth: Int) { state = makeState(depth: depth) }

    func perform(_ change: SingleChange) {
        switch change {
        case .push: blackHole(try! state.push(BenchRoute.screen(-1)))
        case .pop: blackHole(try! state.pop())
        case .sheet:
            blackHole(try! state.present(BenchRoute.screen(-2), as: .sheet))
            blackHole(try! state.dismiss())
        }
    }

    func undo(_ change: SingleChange) {
        switch change {
        case .push: blackHole(try! state.pop())
        case .pop: blackHole(try! state.push(BenchRoute.screen(-1)))
        case .sheet: break
        }
    }
}

/// The library: a navigator at `depth` with `host` attached, each change in one `Navigator.update`.
@MainActor
func navigatorSide(depth: Int, host: NavigatorFixture.HostKind) -> NavigatorChanges {
    NavigatorFixture(depth: depth, host: host).changes
}

/// Registers one side of a ratio: each sample measures `change` on a side made once, then
/// undoes it unmeasured.
func registerRatio(
    _ name: String, _ single: Benchmark.Configuration,
    _ makeSide: @escaping @MainActor () -> any SingleChangeSide, _ change: SingleChange
) {
    let side = Lazy(makeSide)
    registerMainActorBenchmark(
        name, configuration: single, prepare: { side.get() },
        measure: { $0.perform(change) }, after: { $0.undo(change) }
    )
}

func registerRatioBenchmarks(_ single: Benchmark.Configuration) {
    func register(_ name: String, _ makeSide: @escaping @MainActor () -> any SingleChangeSide, _ change: SingleChange) {
        registerRatio(name, single, makeSide, change)
    }

    for depth in ratioDepths {
        for change in SingleChange.allCases {
            register("Ratio \(change.rawValue), depth \(depth): NavigationState alone", { StateSide(depth: depth) }, change)
            register("Ratio \(change.rawValue), depth \(depth): Navigator+NullHost", { navigatorSide(depth: depth, host: .null) }, change)
            #if os(Linux)
            if depth <= 1_000 {
                register("Ratio UIKit \(change.rawValue), depth \(depth): by hand", { ByHandNavigation(depth: depth) }, change)
                register("Ratio UIKit \(change.rawValue), depth \(depth): Navigator+UIKitHost", { navigatorSide(depth: depth, host: .uikit) }, change)
            }
            #endif
        }
    }

    // The deep link, from a fresh navigator each sample (made and attached unmeasured).
    registerMainActorBenchmark(
        "Ratio deep link 3 layers x 30: state set directly", configuration: single,
        prepare: { (navigator: DeepLink.freshNavigator(), target: DeepLink.target) },
        measure: { sample in try! sample.navigator.update { $0 = sample.target } },
        after: { blackHole($0.navigator) }
    )
    registerMainActorBenchmark(
        "Ratio deep link 3 layers x 30: through coordinators", configuration: single,
        prepare: {
            blackHole(DeepLink.routes)
            return (navigator: DeepLink.freshNavigator(), root: LayerFlow(layersBelow: 2))
        },
        measure: { $0.navigator.start($0.root) },
        after: { blackHole($0.navigator) }
    )

    registerRestoreBenchmarks(single)
}
