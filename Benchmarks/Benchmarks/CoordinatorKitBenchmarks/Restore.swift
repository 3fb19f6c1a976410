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
import CoordinatorKit
import Foundation

/// A `Codable` route, as restoration needs.
enum SavedRoute: Route, Codable {
    case screen(Int)
}

/// A flow of 30 screens presenting the next one as a sheet, `layersBelow` times, that restoration
/// makes again from its configuration.
@MainActor
final class RestorableLayerFlow: Coordinator<SavedRoute>, RestorableCoordinator {
    struct Configuration: Codable { var layersBelow: Int }
    let layersBelow: Int
    init(layersBelow: Int) {
        self.layersBelow = layersBelow
        super.init()
    }

    var configuration: Configuration { Configuration(layersBelow: layersBelow) }

    override func start() {
        setStack((0..<30).map { SavedRoute.screen($0) })
        if layersBelow > 0 { startChild(RestorableLayerFlow(layersBelow: layersBelow - 1), as: .sheet) }
    }
}

/// What both sides restore: a navigator running the deep link's 3 flows, and its state.
@MainActor
final class SavedDeepLink {
    let source = Navigator()
    let coordinators = CoordinatorTypes()
        .registering(RestorableLayerFlow.self, as: "layer") { RestorableLayerFlow(layersBelow: $0.layersBelow) }
    let routes = RouteTypes(SavedRoute.self)

    init() {
        source.attach(NullHost())
        source.start(RestorableLayerFlow(layersBelow: 2))
        precondition(source.state.layers.count == 3 && source.state.screens.count == 90, "the deep link did not start")
    }

    /// A navigator that shows nothing yet, its host attached.
    func freshNavigator() -> Navigator {
        let navigator = Navigator()
        navigator.attach(NullHost())
        return navigator
    }
}

func registerRestoreBenchmarks(_ single: Benchmark.Configuration) {
    let saved = Lazy { SavedDeepLink() }
    Benchmark("Ratio restore 3 layers x 30: saved and restored", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let saved = saved.get()
            let navigator = saved.freshNavigator()
            benchmark.startMeasurement()
            let data = try! saved.source.savedData(coordinators: saved.coordinators)
            try! navigator.restore(from: data, routes: saved.routes, coordinators: saved.coordinators)
            benchmark.stopMeasurement()
            precondition(navigator.renderedState.screens.count == 90, "the navigation was not restored")
        }
    }
    Benchmark("Ratio restore 3 layers x 30: state set directly", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let saved = saved.get()
            let navigator = saved.freshNavigator()
            let target = saved.source.state
            benchmark.startMeasurement()
            try! navigator.update { $0 = target }
            benchmark.stopMeasurement()
            blackHole(navigator)
        }
    }
    Benchmark("Ratio restore 3 layers x 30: bare state encoded and decoded", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let saved = saved.get()
            let target = saved.source.state
            benchmark.startMeasurement()
            let data = try! target.encoded()
            let decoded = try! NavigationState(restoring: data, routes: saved.routes)
            benchmark.stopMeasurement()
            blackHole(decoded)
        }
    }
}
