// Issue 14: restoring the deep link's navigation end to end, against two baselines in the same
// run (see Benchmarks/ratios.py):
//
// | library                                                          | baselines                                   |
// | ---------------------------------------------------------------- | ------------------------------------------- |
// | `savedData(coordinators:)` of a navigator running 3 flows × 30    | the same state set in one `Navigator.update` |
// | screens, then `restore(from:routes:coordinators:)` into a fresh   | the bare `NavigationState` encoded to JSON   |
// | navigator (do-nothing host attached, the flows' types registered) | and decoded again                            |
//
// Every sample starts from a fresh navigator made outside the measurement.

import Benchmark
import BenchmarkFixtures
import CoordinatorKit

func registerRestoreBenchmarks(_ single: Benchmark.Configuration) {
    // What every sample restores: a navigator running the deep link's 3 flows, made once.
    let running = Lazy { DeepLink.running() }
    registerMainActorBenchmark(
        "Ratio restore 3 layers x 30: saved and restored", configuration: single,
        prepare: { (source: running.get(), navigator: DeepLink.freshNavigator()) },
        measure: { sample in
            let data = try! sample.source.savedData(coordinators: DeepLink.coordinators)
            try! sample.navigator.restore(from: data, routes: DeepLink.routeTypes, coordinators: DeepLink.coordinators)
        },
        after: { precondition($0.navigator.renderedState.screens.count == 90, "the navigation was not restored") }
    )
    registerMainActorBenchmark(
        "Ratio restore 3 layers x 30: state set directly", configuration: single,
        prepare: { (navigator: DeepLink.freshNavigator(), target: running.get().state) },
        measure: { sample in try! sample.navigator.update { $0 = sample.target } },
        after: { blackHole($0.navigator) }
    )
    registerMainActorBenchmark(
        "Ratio restore 3 layers x 30: bare state encoded and decoded", configuration: single,
        prepare: { running.get().state },
        measure: { target in
            let data = try! target.encoded()
            blackHole(try! NavigationState(restoring: data, routes: DeepLink.routeTypes))
        }
    )
}
