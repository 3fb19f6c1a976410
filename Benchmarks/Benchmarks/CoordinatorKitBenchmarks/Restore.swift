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
    Benchmark("Ratio restore 3 layers x 30: saved and restored", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let source = running.get()
            let navigator = DeepLink.freshNavigator()
            benchmark.startMeasurement()
            let data = try! source.savedData(coordinators: DeepLink.coordinators)
            try! navigator.restore(from: data, routes: DeepLink.routeTypes, coordinators: DeepLink.coordinators)
            benchmark.stopMeasurement()
            precondition(navigator.renderedState.screens.count == 90, "the navigation was not restored")
        }
    }
    Benchmark("Ratio restore 3 layers x 30: state set directly", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let source = running.get()
            let navigator = DeepLink.freshNavigator()
            let target = source.state
            benchmark.startMeasurement()
            try! navigator.update { $0 = target }
            benchmark.stopMeasurement()
            blackHole(navigator)
        }
    }
    Benchmark("Ratio restore 3 layers x 30: bare state encoded and decoded", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let source = running.get()
            let target = source.state
            benchmark.startMeasurement()
            let data = try! target.encoded()
            let decoded = try! NavigationState(restoring: data, routes: DeepLink.routeTypes)
            benchmark.stopMeasurement()
            blackHole(decoded)
        }
    }
}
