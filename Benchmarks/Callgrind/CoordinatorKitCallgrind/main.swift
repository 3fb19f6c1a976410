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
// - `uikit-push-inspected`: `uikit-push` with a `NavigationInspector` recording the navigator
//   (its log fills to its capacity, 500 entries, after about 85 iterations: measure past that);
// - `swiftui-push`, `swiftui-pop`, `swiftui-sheet`: the same through `NavigatorView` drawn by the
//   SwiftUI double (Linux only; each change updated and its transitions finished until settled);
// - `deeplink`, `deeplink-state`: from nothing to 3 layers × 30 screens, through coordinators,
//   or set in one `Navigator.update` (the depth is ignored);
// - `restore`: that deep link's running navigation saved (`savedData(coordinators:)`) and restored
//   (`restore(from:routes:coordinators:)`) into a fresh navigator, and `restore-codec`: the bare
//   `NavigationState` encoded and decoded (the depth is ignored).

import BenchmarkFixtures
import CoordinatorKit
import Foundation

enum Operation: String {
    case push, pop, sheet
    case uikitPush = "uikit-push", uikitPop = "uikit-pop", uikitSheet = "uikit-sheet"
    case uikitPushInspected = "uikit-push-inspected"
    case handPush = "hand-push", handPop = "hand-pop", handSheet = "hand-sheet"
    case swiftUIPush = "swiftui-push", swiftUIPop = "swiftui-pop", swiftUISheet = "swiftui-sheet"
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
    var change: SingleChange? {
        switch self {
        case .push, .uikitPush, .uikitPushInspected, .handPush, .swiftUIPush: .push
        case .pop, .uikitPop, .handPop, .swiftUIPop: .pop
        case .sheet, .uikitSheet, .handSheet, .swiftUISheet: .sheet
        case .deepLink, .deepLinkState, .restore, .restoreCodec: nil
        }
    }
}

/// The measured operation: the only function callgrind collects in (`--toggle-collect` with
/// its exact mangled name, which `nm` prints; a wildcard would also match the closures inside
/// and switch collection off within them).
@MainActor
@inline(never)
func measuredOperation(_ change: SingleChange, on side: any SingleChangeSide) {
    side.perform(change)
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

/// The side that makes `operation`'s change at `depth`, and whether it is back at that depth.
@MainActor
func makeSide(_ operation: Operation, depth: Int) -> (side: any SingleChangeSide, isSettled: () -> Bool) {
    func navigatorSide(_ host: some NavigationHost) -> (side: any SingleChangeSide, isSettled: () -> Bool) {
        let side = NavigatorChanges(depth: depth, host: host)
        return (side, { side.isSettled(atDepth: depth) })
    }
    switch operation {
    case .push, .pop, .sheet:
        return navigatorSide(NullHost())
    #if os(Linux)
    case .uikitPush, .uikitPop, .uikitSheet:
        return navigatorSide(synchronousUIKitHost())
    case .uikitPushInspected:
        // The same push with an inspector recording it: what the inspector costs when on.
        let side = NavigatorChanges(depth: depth, host: synchronousUIKitHost())
        let inspector = NavigationInspector(side.navigator)
        return (side, { withExtendedLifetime(inspector) { side.isSettled(atDepth: depth) } })
    case .handPush, .handPop, .handSheet:
        let side = ByHandNavigation(depth: depth)
        return (side, { side.isSettled(atDepth: depth) })
    case .swiftUIPush, .swiftUIPop, .swiftUISheet:
        let side = NavigatorViewSide(depth: depth)
        return (side, { side.isSettled(atDepth: depth) })
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
        let source = DeepLink.running()
        for _ in 0..<iterations {
            let navigator = DeepLink.freshNavigator()
            measuredOperation(operation, on: navigator, restoring: source)
            if operation != .restoreCodec {
                precondition(navigator.renderedState.layers.count == 3 && navigator.renderedState.screens.count == 90, "the deep link did not render")
            }
        }
        print("\(arguments[1]) × \(iterations): rendered")
        return
    }
    let (side, isSettled) = makeSide(operation, depth: depth)
    for _ in 0..<iterations {
        measuredOperation(change, on: side)
        side.undo(change)
    }
    precondition(isSettled(), "\(arguments[1]) did not settle at depth \(depth)")
    print("\(arguments[1]) depth \(depth) × \(iterations): settled")
}

MainActor.assumeIsolated { run() }
