// Issue 12: one change through NavigatorView (SwiftUIHost on the SwiftUI double) beside the same
// change through UIKitHost (on the UIKit double), at depths 10, 100 and 1,000, in one run.
//
// A NavigatorView sample holds the whole change: the navigator's command, SwiftUI's update that
// draws it, the transition finished by hand, the host's completion and the update after it. The
// UIKitHost sample is the one of `Ratios.swift` (windows finish transitions inside the call).
// `ratios.py` pairs "Ratio SwiftUI <op>, depth N: Navigator+NavigatorView" with
// "…: Navigator+UIKitHost beside it".

#if os(Linux)
import Benchmark
import BenchmarkFixtures
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble

/// The library on SwiftUI: `NavigatorView` drawn by the SwiftUI double's runtime.
@MainActor
final class NavigatorViewSide: SingleChangeSide {
    let navigator: Navigator
    let runtime: SwiftUIDoubleRuntime

    init(depth: Int) {
        navigator = try! Navigator(state: makeState(depth: depth))
        navigator.attach(SwiftUIHost { _ in AnyView(EmptyView()) })
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(navigator))
        settle()
    }

    /// Updates and finishes SwiftUI's transitions until the host has rendered the target.
    private func settle() {
        for _ in 0..<100 {
            runtime.update()
            runtime.finishAllTransitions()
            if !runtime.needsUpdate, runtime.pendingTransitions.isEmpty, navigator.renderedState == navigator.state { return }
        }
        preconditionFailure("NavigatorView did not settle")
    }

    func perform(_ change: SingleChange) {
        switch change {
        case .push: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .pop: try! navigator.update { _ = try $0.pop() }
        case .sheet:
            try! navigator.update { _ = try $0.present(BenchRoute.screen(-2), as: .sheet) }
            settle()
            try! navigator.update { _ = try $0.dismiss() }
        }
        settle()
    }

    func undo(_ change: SingleChange) {
        switch change {
        case .push: try! navigator.update { _ = try $0.pop() }
        case .pop: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .sheet: break
        }
        settle()
    }
}

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
