// Issue 12: one change through NavigatorView (SwiftUIHost on the SwiftUI double) beside the same
// change through UIKitHost (on the UIKit double), at depths 10, 100 and 1,000, in one run.
//
// A NavigatorView sample holds the whole change: the navigator's command, SwiftUI's update that
// draws it, the transition finished by hand, the host's completion and the update after it. The
// UIKitHost sample is the one of `Ratios.swift` (windows finish transitions inside the call).
// `ratios.py` pairs "Ratio SwiftUI <op>, depth N: Navigator+NavigatorView" with
// "…: Navigator+UIKitHost beside it". Both sides come from BenchmarkFixtures (`NavigatorViewSide`).

#if os(Linux)
import Benchmark
import BenchmarkFixtures

func registerSwiftUIRatioBenchmarks(_ single: Benchmark.Configuration) {
    func register(_ name: String, _ makeSide: @escaping @MainActor () -> any SingleChangeSide, _ change: SingleChange) {
        registerRatio(name, single, makeSide, change)
    }
    for depth in [10, 100, 1_000] {
        for change in SingleChange.allCases {
            register("Ratio SwiftUI \(change.rawValue), depth \(depth): Navigator+NavigatorView", { NavigatorViewSide(depth: depth) }, change)
            register("Ratio SwiftUI \(change.rawValue), depth \(depth): Navigator+UIKitHost beside it", { navigatorSide(depth: depth, host: .uikit) }, change)
        }
    }
}
#endif
