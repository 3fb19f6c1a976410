// The ratios of issue 16 measured as the issue measured its "before" figures: both sides of a
// ratio in one process, taking turns each round (in alternating order), one operation per sample,
// the undo step untimed, and the medians compared. The harness (`CoordinatorKitBenchmarks`)
// measures each side in its own benchmark instead, with its own work between samples.
//
//   swift run -c release CoordinatorKitSideBySide [ROUNDS-AT-DEPTH-10]
//
// Prints a Markdown table: each operation's median on both sides, their ratio, the median of each
// round's ratio (the two samples of a round ran back to back), and the ratio at the 90th
// percentile.

import BenchmarkFixtures
import CoordinatorKit
import Foundation

/// One timed call, in nanoseconds.
@MainActor
@inline(never)
func timed(_ body: () -> Void) -> Int64 {
    let clock = ContinuousClock()
    let start = clock.now
    body()
    let elapsed = start.duration(to: clock.now).components
    return elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
}

/// The median and 90th percentile of some samples, in microseconds.
func percentiles(_ samples: [Int64]) -> (median: Double, p90: Double) {
    let sorted = samples.sorted()
    return (Double(sorted[sorted.count / 2]) / 1_000, Double(sorted[sorted.count * 9 / 10]) / 1_000)
}

/// Two sides' samples, taken in turns: `rounds` rounds after `warmUp`, each side sampled once per
/// round, the side that goes first alternating. `sample(side)` times one operation of that side
/// and leaves it ready for the next.
@MainActor
func sideBySide(rounds: Int, warmUp: Int = 50, _ sample: (_ library: Bool) -> Int64) -> (library: [Int64], baseline: [Int64]) {
    var library: [Int64] = [], baseline: [Int64] = []
    library.reserveCapacity(rounds)
    baseline.reserveCapacity(rounds)
    for round in 0..<(warmUp + rounds) {
        let libraryFirst = round.isMultiple(of: 2)
        let first = sample(libraryFirst), second = sample(!libraryFirst)
        guard round >= warmUp else { continue }
        library.append(libraryFirst ? first : second)
        baseline.append(libraryFirst ? second : first)
    }
    return (library, baseline)
}

@MainActor
func printRow(_ operation: String, _ library: String, _ baseline: String, _ samples: (library: [Int64], baseline: [Int64])) {
    let l = percentiles(samples.library), b = percentiles(samples.baseline)
    // Both samples of a round ran back to back: their ratio is the least touched by the machine's
    // speed drifting during the run.
    let paired = zip(samples.library, samples.baseline).map { Double($0) / Double($1) }.sorted()[samples.library.count / 2]
    func µs(_ value: Double) -> String { value < 10 ? String(format: "%.2f µs", value) : String(format: "%.1f µs", value) }
    print("| \(operation) | \(library) | \(µs(l.median)) | \(baseline) | \(µs(b.median)) | \(String(format: "%.2f×", l.median / b.median)) | \(String(format: "%.2f×", paired)) | \(String(format: "%.2f×", l.p90 / b.p90)) |")
}

@MainActor
func run() {
    let roundsAtTen = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 4_000
    print("| operation | library | library median | baseline | baseline median | ratio of medians | median of paired ratios | ratio at p90 |")
    print("| --- | --- | ---: | --- | ---: | ---: | ---: | ---: |")
    #if os(Linux)
    for depth in [10, 100, 1_000] {
        let rounds = depth == 10 ? roundsAtTen : depth == 100 ? roundsAtTen / 2 : roundsAtTen / 10
        for change in SingleChange.allCases {
            let library = NavigatorChanges(depth: depth, host: synchronousUIKitHost())
            let byHand = ByHandNavigation(depth: depth)
            let samples = sideBySide(rounds: rounds) { isLibrary in
                let side: any SingleChangeSide = isLibrary ? library : byHand
                let time = timed { side.perform(change) }
                side.undo(change)
                return time
            }
            precondition(library.isSettled(atDepth: depth) && byHand.isSettled(atDepth: depth), "\(change) did not settle at depth \(depth)")
            printRow("UIKit \(change.rawValue), depth \(depth)", "Navigator+UIKitHost", "by hand", samples)
        }
    }
    #endif
    _ = DeepLink.routes
    _ = DeepLink.target
    let samples = sideBySide(rounds: roundsAtTen / 4) { throughCoordinators in
        let navigator = DeepLink.freshNavigator()
        let root = LayerFlow(layersBelow: 2)
        let target = DeepLink.target
        let time = timed {
            if throughCoordinators { navigator.start(root) } else { try! navigator.update { $0 = target } }
        }
        precondition(navigator.renderedState.screens.count == 90, "the deep link did not render")
        return time
    }
    printRow("deep link 3 layers x 30", "through coordinators", "state set directly", samples)
}

MainActor.assumeIsolated { run() }
