// A tiny release-mode driver for instruction counts under callgrind (issue 16).
//
// Each measured operation runs inside one `@inline(never)` function whose name callgrind can
// switch collection on for, so nothing else (building the state, the untimed undo step) counts:
//
//   swift build -c release --product CoordinatorKitCallgrind
//   SYMBOL=$(nm .build/release/CoordinatorKitCallgrind | grep -o '$s[^ ]*measuredOperation[^ ]*F$')
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$SYMBOL" \
//       --callgrind-out-file=push.out .build/release/CoordinatorKitCallgrind push 1000 40
//   grep '^summary' push.out                  # total Ir ÷ 40 = instructions per push
//
// Arguments: the operation, the depth, the iterations. Operations:
// - `push`, `pop`, `sheet` (present + dismiss), through the `Navigator` with a host that
//   completes each command at once;
// - `uikit-push`, `uikit-pop`, `uikit-sheet`: the same through `UIKitHost` on the UIKit double,
//   and `hand-push`, `hand-pop`, `hand-sheet`: the same calls by hand on a
//   `UINavigationController` of the double (Linux only; transitions finish inside the call);
// - `deeplink`, `deeplink-state`: from nothing to 3 layers × 30 screens, through coordinators,
//   or set in one `Navigator.update` (the depth is ignored);
// - `restore`: that deep link's running navigation saved (`savedData(coordinators:)`) and restored
//   (`restore(from:routes:coordinators:)`) into a fresh navigator, and `restore-codec`: the bare
//   `NavigationState` encoded and decoded (the depth is ignored).

import CoordinatorKit
import Foundation
#if os(Linux)
import CoordinatorKitUIKit
import UIKitDouble
#endif

enum ProbeRoute: Route, Codable {
    case screen(Int)
}

@MainActor
final class NullHost: NavigationHost {
    func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) { completion() }
}

enum Operation: String {
    case push, pop, sheet
    case uikitPush = "uikit-push", uikitPop = "uikit-pop", uikitSheet = "uikit-sheet"
    case handPush = "hand-push", handPop = "hand-pop", handSheet = "hand-sheet"
    /// From nothing to 3 layers × 30 screens, through coordinators (a root flow presenting a
    /// flow presenting a flow), on a fresh navigator.
    case deepLink = "deeplink"
    /// The same state set in one `Navigator.update`, on a fresh navigator.
    case deepLinkState = "deeplink-state"
    /// The deep link's navigation saved and restored into a fresh navigator.
    case restore
    /// The deep link's bare state encoded and decoded.
    case restoreCodec = "restore-codec"

    /// The single change, for operations that make one.
    var change: Change? {
        switch self {
        case .push, .uikitPush, .handPush: .push
        case .pop, .uikitPop, .handPop: .pop
        case .sheet, .uikitSheet, .handSheet: .sheet
        case .deepLink, .deepLinkState, .restore, .restoreCodec: nil
        }
    }
}

enum Change { case push, pop, sheet }

/// What one side does for a change, and how it undoes it outside the measurement.
@MainActor
protocol Probe: AnyObject {
    func perform(_ change: Change)
    func undo(_ change: Change)
    /// Checks, after the run, that the side is back at its depth.
    func check(depth: Int)
}

/// A flow of 30 screens that presents the next flow as a sheet, `layersBelow` times.
final class LayerFlow: Coordinator<ProbeRoute>, RestorableCoordinator {
    struct Configuration: Codable { var layersBelow: Int }
    let layersBelow: Int
    init(layersBelow: Int) {
        self.layersBelow = layersBelow
        super.init()
    }

    var configuration: Configuration { Configuration(layersBelow: layersBelow) }

    override func start() {
        setStack(DeepLink.routes)
        if layersBelow > 0 { startChild(LayerFlow(layersBelow: layersBelow - 1), as: .sheet) }
    }
}

/// The deep link's routes and state, built once before measuring: both sides start from the
/// same routes, so neither pays for making them.
enum DeepLink {
    /// One layer's 30 routes.
    static let routes = (0..<30).map { ProbeRoute.screen($0) }

    static let target: NavigationState = {
        var state = NavigationState(root: .stack(Stack(routes: routes)))
        for _ in 0..<2 { try! state.present(.stack(Stack(routes: routes)), as: .sheet) }
        return state
    }()

    @MainActor static let coordinators = CoordinatorTypes()
        .registering(LayerFlow.self, as: "layer") { LayerFlow(layersBelow: $0.layersBelow) }
    static let routeTypes = RouteTypes(ProbeRoute.self)
}

/// The navigator side: each change in one `Navigator.update`.
@MainActor
final class NavigatorProbe: Probe {
    let navigator: Navigator
    init(navigator: Navigator) { self.navigator = navigator }

    func perform(_ change: Change) {
        switch change {
        case .push: try! navigator.update { try $0.push(ProbeRoute.screen(-1)) }
        case .pop: try! navigator.update { _ = try $0.pop() }
        case .sheet:
            try! navigator.update { _ = try $0.present(ProbeRoute.screen(-2), as: .sheet) }
            try! navigator.update { _ = try $0.dismiss() }
        }
    }

    func undo(_ change: Change) {
        switch change {
        case .push: try! navigator.update { _ = try $0.pop() }
        case .pop: try! navigator.update { try $0.push(ProbeRoute.screen(-1)) }
        case .sheet: break
        }
    }

    func check(depth: Int) {
        let shown = navigator.renderedState.root?.content.visibleStack?.screens.count ?? -1
        precondition(navigator.renderedState == navigator.state && shown == depth, "the navigator did not settle at depth \(depth)")
    }
}

#if os(Linux)
/// A window of the UIKit double whose transitions finish inside the call that starts them.
@MainActor
func synchronousWindow() -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.doubleRuntime.completesTransitionsSynchronously = true
    window.makeKeyAndVisible()
    return window
}

/// The UIKit baseline: a `UINavigationController` of `depth` view controllers as the window's
/// root, driven by hand as the articles' coordinators do.
@MainActor
final class ByHandProbe: Probe {
    let window = synchronousWindow()
    let navigation: UINavigationController

    init(depth: Int) {
        navigation = UINavigationController(nibName: nil, bundle: nil)
        navigation.setViewControllers((0..<depth).map { _ in UIViewController(nibName: nil, bundle: nil) }, animated: false)
        window.rootViewController = navigation
    }

    func perform(_ change: Change) {
        switch change {
        case .push: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .pop: _ = navigation.popViewController(animated: true)
        case .sheet:
            let sheet = UINavigationController(rootViewController: UIViewController(nibName: nil, bundle: nil))
            sheet.modalPresentationStyle = .pageSheet
            navigation.present(sheet, animated: true)
            navigation.dismiss(animated: true)
        }
    }

    func undo(_ change: Change) {
        switch change {
        case .push: _ = navigation.popViewController(animated: true)
        case .pop: navigation.pushViewController(UIViewController(nibName: nil, bundle: nil), animated: true)
        case .sheet: break
        }
    }

    func check(depth: Int) {
        precondition(navigation.viewControllers.count == depth && navigation.presentedViewController == nil
                     && window.doubleRuntime.issues.isEmpty, "the navigation controller did not settle at depth \(depth)")
    }
}
#endif

/// The measured operation: the only function callgrind collects in (`--toggle-collect` with
/// its exact mangled name, which `nm` prints; a wildcard would also match the closures inside
/// and switch collection off within them).
@MainActor
@inline(never)
func measuredOperation(_ change: Change, on probe: any Probe) {
    probe.perform(change)
}

/// The measured whole-navigator operations, each on a fresh navigator made outside.
@MainActor
@inline(never)
func measuredOperation(_ operation: Operation, on navigator: Navigator, restoring source: Navigator) {
    switch operation {
    case .deepLink:
        navigator.start(LayerFlow(layersBelow: 2))
    case .deepLinkState:
        try! navigator.update { $0 = DeepLink.target }
    case .restore:
        let saved = try! source.savedData(coordinators: DeepLink.coordinators)
        try! navigator.restore(from: saved, routes: DeepLink.routeTypes, coordinators: DeepLink.coordinators)
    case .restoreCodec:
        let data = try! DeepLink.target.encoded()
        let state = try! NavigationState(restoring: data, routes: DeepLink.routeTypes)
        precondition(state.screens.count == 90)
    default:
        preconditionFailure("\(operation) makes a single change")
    }
}

/// The navigation `restore` saves: a navigator running the deep link's flows.
@MainActor
func runningDeepLink() -> Navigator {
    let navigator = Navigator()
    navigator.attach(NullHost())
    navigator.start(LayerFlow(layersBelow: 2))
    return navigator
}

@MainActor
func makeProbe(_ operation: Operation, depth: Int) -> any Probe {
    let state = NavigationState(root: .stack(Stack(routes: (0..<depth).map { ProbeRoute.screen($0) })))
    switch operation {
    case .push, .pop, .sheet:
        let navigator = try! Navigator(state: state)
        navigator.attach(NullHost())
        return NavigatorProbe(navigator: navigator)
    #if os(Linux)
    case .uikitPush, .uikitPop, .uikitSheet:
        let navigator = try! Navigator(state: state)
        navigator.attach(UIKitHost(window: synchronousWindow()) { _ in UIViewController(nibName: nil, bundle: nil) })
        return NavigatorProbe(navigator: navigator)
    case .handPush, .handPop, .handSheet:
        return ByHandProbe(depth: depth)
    #endif
    default:
        preconditionFailure("\(operation.rawValue) is not measured on this platform")
    }
}

@MainActor
func run() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let operation = Operation(rawValue: arguments[1]),
          let depth = Int(arguments[2]), let iterations = Int(arguments[3]) else {
        print("usage: CoordinatorKitCallgrind OPERATION DEPTH ITERATIONS (see the top of main.swift)")
        return
    }
    guard let change = operation.change else {
        _ = DeepLink.routes
        _ = DeepLink.target
        let source = runningDeepLink()
        for _ in 0..<iterations {
            let navigator = Navigator()
            navigator.attach(NullHost())
            measuredOperation(operation, on: navigator, restoring: source)
            if operation != .restoreCodec {
                precondition(navigator.renderedState.layers.count == 3 && navigator.renderedState.screens.count == 90, "the deep link did not render")
            }
        }
        print("\(arguments[1]) × \(iterations): rendered")
        return
    }
    let probe = makeProbe(operation, depth: depth)
    for _ in 0..<iterations {
        measuredOperation(change, on: probe)
        probe.undo(change)
    }
    probe.check(depth: depth)
    print("\(arguments[1]) depth \(depth) × \(iterations): settled")
}

MainActor.assumeIsolated { run() }
