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

import Benchmark
import CoordinatorKit
#if os(Linux)
import CoordinatorKitUIKit
import UIKitDouble
#endif

let ratioDepths = [10, 100, 1_000, 10_000]

/// The three single changes both sides make.
enum RatioOperation: String, CaseIterable {
    case push, pop
    case sheet = "sheet present+dismiss"
}

/// One side of a ratio: how it makes each change and undoes it.
@MainActor
protocol RatioSide: AnyObject {
    func perform(_ operation: RatioOperation)
    func undo(_ operation: RatioOperation)
}

/// The baseline: the change made on a `NavigationState` held in place.
@MainActor
final class StateSide: RatioSide {
    var state: NavigationState
    init(depth: Int) { state = makeState(depth: depth) }

    func perform(_ operation: RatioOperation) {
        switch operation {
        case .push: blackHole(try! state.push(BenchRoute.screen(-1)))
        case .pop: blackHole(try! state.pop())
        case .sheet:
            blackHole(try! state.present(BenchRoute.screen(-2), as: .sheet))
            blackHole(try! state.dismiss())
        }
    }

    func undo(_ operation: RatioOperation) {
        switch operation {
        case .push: blackHole(try! state.pop())
        case .pop: blackHole(try! state.push(BenchRoute.screen(-1)))
        case .sheet: break
        }
    }
}

/// The library: the same change through `Navigator.update`, rendered by a host.
@MainActor
final class NavigatorSide: RatioSide {
    let navigator: Navigator
    init(depth: Int, host: NavigatorFixture.HostKind) {
        navigator = NavigatorFixture(depth: depth, host: host).navigator
    }

    func perform(_ operation: RatioOperation) {
        switch operation {
        case .push: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .pop: try! navigator.update { _ = try $0.pop() }
        case .sheet:
            try! navigator.update { _ = try $0.present(BenchRoute.screen(-2), as: .sheet) }
            try! navigator.update { _ = try $0.dismiss() }
        }
    }

    func undo(_ operation: RatioOperation) {
        switch operation {
        case .push: try! navigator.update { _ = try $0.pop() }
        case .pop: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .sheet: break
        }
    }
}

#if os(Linux)
/// The UIKit baseline, as the articles' coordinators navigate: a `UINavigationController` of
/// `depth` view controllers as the window's root, driven by hand.
@MainActor
final class UIKitByHandSide: RatioSide {
    let window = UIWindow(frame: .zero)
    let navigation: UINavigationController

    init(depth: Int) {
        // Transitions finish inside the call, as on the library's side.
        window.doubleRuntime.completesTransitionsSynchronously = true
        navigation = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
        navigation.setViewControllers((0..<depth).map { _ in UIViewController(nibName: nil, bundle: nil) }, animated: false)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    func perform(_ operation: RatioOperation) {
        switch operation {
        case .push: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .pop: blackHole(navigation.popViewController(animated: true))
        case .sheet:
            let sheet = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: true)
            navigation.dismiss(animated: true)
        }
    }

    func undo(_ operation: RatioOperation) {
        switch operation {
        case .push: blackHole(navigation.popViewController(animated: true))
        case .pop: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .sheet: break
        }
    }
}
#endif

/// One layer's 30 routes of the deep link, built once: both sides of the ratio start from routes
/// made before measuring (the state side from a state made before measuring).
let deepLinkRoutes = (0..<30).map { BenchRoute.screen($0) }

/// A root flow of 30 screens that presents a flow of 30 screens, which presents another: the
/// deep link made through coordinators, in the one transaction that starting the root opens.
@MainActor
final class LayerFlow: Coordinator<BenchRoute> {
    let layersBelow: Int
    init(layersBelow: Int) {
        self.layersBelow = layersBelow
        super.init()
    }

    override func start() {
        setStack(deepLinkRoutes)
        if layersBelow > 0 { startChild(LayerFlow(layersBelow: layersBelow - 1), as: .sheet) }
    }
}

/// Registers one side of a ratio: each sample measures `operation` on a side made once, then
/// undoes it unmeasured.
func registerRatio(
    _ name: String, _ single: Benchmark.Configuration,
    _ makeSide: @escaping @MainActor () -> any RatioSide, _ operation: RatioOperation
) {
    let side = Lazy(makeSide)
    Benchmark(name, configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let side = side.get()
            benchmark.startMeasurement()
            side.perform(operation)
            benchmark.stopMeasurement()
            side.undo(operation)
        }
    }
}

func registerRatioBenchmarks(_ single: Benchmark.Configuration) {
    func register(_ name: String, _ makeSide: @escaping @MainActor () -> any RatioSide, _ operation: RatioOperation) {
        registerRatio(name, single, makeSide, operation)
    }

    for depth in ratioDepths {
        for operation in RatioOperation.allCases {
            register("Ratio \(operation.rawValue), depth \(depth): NavigationState alone", { StateSide(depth: depth) }, operation)
            register("Ratio \(operation.rawValue), depth \(depth): Navigator+NullHost", { NavigatorSide(depth: depth, host: .null) }, operation)
            #if os(Linux)
            if depth <= 1_000 {
                register("Ratio UIKit \(operation.rawValue), depth \(depth): by hand", { UIKitByHandSide(depth: depth) }, operation)
                register("Ratio UIKit \(operation.rawValue), depth \(depth): Navigator+UIKitHost", { NavigatorSide(depth: depth, host: .uikit) }, operation)
            }
            #endif
        }
    }

    // The deep link, from a fresh navigator each sample (made and attached unmeasured).
    let deepLinkTarget: NavigationState = {
        var state = NavigationState(root: .stack(Stack(routes: deepLinkRoutes)))
        try! state.present(.stack(Stack(routes: deepLinkRoutes)), as: .sheet)
        try! state.present(.stack(Stack(routes: deepLinkRoutes)), as: .sheet)
        return state
    }()
    Benchmark("Ratio deep link 3 layers x 30: state set directly", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let navigator = Navigator()
            navigator.attach(NullHost())
            benchmark.startMeasurement()
            try! navigator.update { $0 = deepLinkTarget }
            benchmark.stopMeasurement()
            blackHole(navigator)
        }
    }
    Benchmark("Ratio deep link 3 layers x 30: through coordinators", configuration: single) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        await MainActor.run {
            let navigator = Navigator()
            navigator.attach(NullHost())
            let root = LayerFlow(layersBelow: 2)
            blackHole(deepLinkRoutes)
            benchmark.startMeasurement()
            navigator.start(root)
            benchmark.stopMeasurement()
            blackHole(navigator)
        }
    }

    registerRestoreBenchmarks(single)
}
