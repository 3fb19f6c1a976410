// Release-mode cost of CoordinatorKit's core operations (issue 2, "Measured, in Benchmarks/").
//
// Every benchmark builds its states before it measures. Push and pop at a fixed depth alternate,
// so the depth stays the same from one sample to the next: a "push, depth N" sample pushes onto a
// stack of N screens and pops again unmeasured; a "pop, depth N" sample pops a stack of N screens
// and pushes again unmeasured; a "push+pop" sample measures both.
//
// Single operations (scaling factor 1) are timed one sample each, between
// `startMeasurement()` and `stopMeasurement()`; "harness floor" is what that bracket costs when it
// holds nothing. Sub-microsecond operations (scaling factor K) run 1,000 times per sample and are
// reported per run.

import Benchmark
import BenchmarkFixtures
import CoordinatorKit
import CoordinatorKitTesting

// MARK: - Fixtures

let depths = [10, 100, 1_000]

/// A state that benchmarks mutate in place, one per benchmark.
final class StateBox: @unchecked Sendable {
    var state: NavigationState
    init(depth: Int) { state = makeState(depth: depth) }
}

/// A navigator at a fixed depth with its host attached.
@MainActor
final class NavigatorFixture {
    enum HostKind {
        case headless, null, uikit

        /// The hosts this platform measures: `uikit` needs the UIKit double, on Linux.
        static var measured: [HostKind] {
            #if os(Linux)
            return [.headless, .null, .uikit]
            #else
            return [.headless, .null]
            #endif
        }
    }

    let navigator: Navigator
    /// The changes the benchmarks make, as the ratios' library side makes them.
    let changes: NavigatorChanges
    let kind: HostKind
    private var samples = 0

    init(depth: Int, host kind: HostKind) {
        navigator = try! Navigator(state: makeState(depth: depth))
        changes = NavigatorChanges(navigator)
        self.kind = kind
        attachNewHost()
    }

    private func attachNewHost() {
        switch kind {
        case .headless: navigator.attach(HeadlessHost(completion: .immediate))
        case .null: navigator.attach(NullHost())
        case .uikit:
            #if os(Linux)
            // UIKitHost on the UIKit double, whose transitions finish inside the call: the
            // host's cost plus the double's bookkeeping (which grows with the stack's depth).
            navigator.attach(synchronousUIKitHost())
            #else
            preconditionFailure("UIKitHost is measured on Linux only, against the UIKit double")
            #endif
        }
    }

    /// `HeadlessHost` keeps its newest 10,000 commands (each holding a whole stack); a new host
    /// every 256 samples keeps that history, and so memory, small. Called outside the
    /// measurement.
    func prepareSample() {
        samples += 1
        if kind == .headless, samples % 256 == 0 { attachNewHost() }
    }
}

/// Holds a main-actor fixture made on first use, inside the benchmark run.
final class Lazy<Value>: @unchecked Sendable {
    private var value: Value?
    private let make: @MainActor () -> Value
    init(_ make: @escaping @MainActor () -> Value) { self.make = make }

    @MainActor func get() -> Value {
        if let value { return value }
        let made = make()
        value = made
        return made
    }
}

/// Registers a benchmark whose samples run on the main actor: each sample makes what it measures
/// with `prepare`, measures `measure` on it, then runs `after`; only `measure` is timed.
func registerMainActorBenchmark<Prepared>(
    _ name: String, configuration: Benchmark.Configuration,
    prepare: @escaping @MainActor () -> Prepared,
    measure: @escaping @MainActor (Prepared) -> Void,
    after: @escaping @MainActor (Prepared) -> Void = { _ in }
) {
    Benchmark(name, configuration: configuration) { benchmark in
        // The harness's Benchmark is not Sendable; only the main actor uses it while this
        // sample's task waits.
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let prepared = prepare()
            benchmark.startMeasurement()
            measure(prepared)
            benchmark.stopMeasurement()
            after(prepared)
        }
    }
}

// MARK: - Benchmarks

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 100,
        maxDuration: .seconds(1),
        maxIterations: 100_000
    )
    let single = Benchmark.Configuration()
    let scaled = Benchmark.Configuration(scalingFactor: .kilo)

    Benchmark("harness floor (empty start/stop)", configuration: single) { benchmark in
        benchmark.startMeasurement()
        benchmark.stopMeasurement()
    }

    // 1. NavigationState, a value changed in place.
    for depth in depths {
        let pushBox = StateBox(depth: depth)
        Benchmark("NavigationState push, depth \(depth)", configuration: single) { benchmark in
            benchmark.startMeasurement()
            let id = try! pushBox.state.push(BenchRoute.screen(-1))
            benchmark.stopMeasurement()
            blackHole(id)
            blackHole(try! pushBox.state.pop())
        }

        let popBox = StateBox(depth: depth)
        Benchmark("NavigationState pop, depth \(depth)", configuration: single) { benchmark in
            benchmark.startMeasurement()
            let popped = try! popBox.state.pop()
            benchmark.stopMeasurement()
            blackHole(popped)
            blackHole(try! popBox.state.push(BenchRoute.screen(-1)))
        }

        let pairBox = StateBox(depth: depth)
        Benchmark("NavigationState push+pop, depth \(depth)", configuration: scaled) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try! pairBox.state.push(BenchRoute.screen(-1)))
                blackHole(try! pairBox.state.pop())
            }
        }
    }

    // 2. Through a Navigator: change + plan + render, with the headless test host and with a
    //    host that does nothing.
    for kind in NavigatorFixture.HostKind.measured {
        let hostName = switch kind {
        case .headless: "HeadlessHost"
        case .null: "NullHost"
        case .uikit: "UIKitHost"
        }
        for depth in depths {
            // Each sample measures `measured` on a fixture made once, then runs `after` unmeasured.
            func register(_ change: String, measured: @escaping @MainActor (NavigatorFixture) -> Void,
                          after: @escaping @MainActor (NavigatorFixture) -> Void = { _ in }) {
                let fixture = Lazy { NavigatorFixture(depth: depth, host: kind) }
                registerMainActorBenchmark(
                    "Navigator+\(hostName) \(change), depth \(depth)", configuration: single,
                    prepare: {
                        let fixture = fixture.get()
                        fixture.prepareSample()
                        return fixture
                    },
                    measure: measured, after: after
                )
            }
            register("push", measured: { $0.changes.perform(.push) }, after: { $0.changes.undo(.push) })
            register("pop", measured: { $0.changes.perform(.pop) }, after: { $0.changes.undo(.pop) })
            register("push+pop", measured: { $0.changes.perform(.push); $0.changes.undo(.push) })
        }
    }

    // 2b. Issue 16: the library against the same navigation without it, as ratios.
    registerRatioBenchmarks(single)
    #if os(Linux)
    registerSwiftUIRatioBenchmarks(single)
    #endif

    // 3. A deep link: from nothing to 3 layers (root stack + 2 sheets) of 30 screens each.
    let empty = NavigationState()
    let deepLink = DeepLink.target
    Benchmark("NavigationPlan empty -> deep link 3 layers x 30 screens", configuration: scaled) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(NavigationPlan(from: empty, to: deepLink))
        }
    }

    // 4. Two states that differ in their top `changed` screens: b is a with `changed` pops and
    //    `changed` pushes, so every other screen keeps its identity (and b its own storage).
    func changedTop(of state: NavigationState, count changed: Int) -> NavigationState {
        var next = state
        try! next.pop(count: changed)
        for index in 0..<changed { try! next.push(BenchRoute.screen(-1 - index)) }
        return next
    }
    for depth in depths {
        let a = makeState(depth: depth)
        let b = changedTop(of: a, count: 1)
        Benchmark("NavigationPlan top screen changed, depth \(depth)", configuration: scaled) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationPlan(from: a, to: b))
            }
        }
    }
    for changed in [10, 100] {
        let a = makeState(depth: 1_000)
        let b = changedTop(of: a, count: changed)
        Benchmark("NavigationPlan top \(changed) screens changed, depth 1000", configuration: scaled) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationPlan(from: a, to: b))
            }
        }
    }
    // The worst case for the stack comparison: equal stacks that do not share storage (as after a
    // user's pop was written into the target and the rendered state separately).
    do {
        let a = makeState(depth: 1_000)
        var b = a
        let screens = a.stack(a.visibleStackID!)!.screens.map { $0 }
        try! b.setStack(Stack(screens))
        Benchmark("NavigationPlan equal, unshared storage, depth 1000", configuration: scaled) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(NavigationPlan(from: a, to: b))
            }
        }
    }
}
