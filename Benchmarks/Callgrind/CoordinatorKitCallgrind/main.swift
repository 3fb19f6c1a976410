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
// Arguments: the operation (`push`, `pop`, `sheet`, `deeplink`, `deeplink-state`), the depth, the
// iterations. Every operation goes through the `Navigator` with a host that completes each
// command at once.

import CoordinatorKit

enum ProbeRoute: Route {
    case screen(Int)
}

@MainActor
final class NullHost: NavigationHost {
    func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) { completion() }
}

enum Operation: String {
    case push, pop, sheet
    /// From nothing to 3 layers × 30 screens, through coordinators (a root flow presenting a
    /// flow presenting a flow), on a fresh navigator; the depth argument is ignored.
    case deepLink = "deeplink"
    /// The same state set in one `Navigator.update`, on a fresh navigator.
    case deepLinkState = "deeplink-state"
}

/// A flow of 30 screens that presents the next flow as a sheet, `layersBelow` times.
final class LayerFlow: Coordinator<ProbeRoute> {
    let layersBelow: Int
    init(layersBelow: Int) {
        self.layersBelow = layersBelow
        super.init()
    }

    override func start() {
        setStack((0..<30).map { ProbeRoute.screen($0) })
        if layersBelow > 0 { startChild(LayerFlow(layersBelow: layersBelow - 1), as: .sheet) }
    }
}

/// The deep link's state, built once before measuring.
enum DeepLink {
    static let target: NavigationState = {
        var state = NavigationState(root: .stack(Stack(routes: (0..<30).map { ProbeRoute.screen($0) })))
        for _ in 0..<2 { try! state.present(.stack(Stack(routes: (0..<30).map { ProbeRoute.screen($0) })), as: .sheet) }
        return state
    }()
}

/// The measured operation: the only function callgrind collects in (`--toggle-collect` with
/// its exact mangled name, which `nm` prints; a wildcard would also match the closures inside
/// and switch collection off within them).
@MainActor
@inline(never)
func measuredOperation(_ operation: Operation, on navigator: Navigator) {
    switch operation {
    case .push:
        try! navigator.update { try $0.push(ProbeRoute.screen(-1)) }
    case .pop:
        try! navigator.update { _ = try $0.pop() }
    case .sheet:
        try! navigator.update { _ = try $0.present(ProbeRoute.screen(-2), as: .sheet) }
        try! navigator.update { _ = try $0.dismiss() }
    case .deepLink:
        navigator.start(LayerFlow(layersBelow: 2))
    case .deepLinkState:
        try! navigator.update { $0 = DeepLink.target }
    }
}

/// Brings the navigator back to its depth after an operation, outside the measurement.
@MainActor
@inline(never)
func undo(_ operation: Operation, on navigator: Navigator) {
    switch operation {
    case .push: try! navigator.update { _ = try $0.pop() }
    case .pop: try! navigator.update { try $0.push(ProbeRoute.screen(-1)) }
    case .sheet, .deepLink, .deepLinkState: break
    }
}

@MainActor
func run() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let operation = Operation(rawValue: arguments[1]),
          let depth = Int(arguments[2]), let iterations = Int(arguments[3]) else {
        print("usage: CoordinatorKitCallgrind push|pop|sheet DEPTH ITERATIONS")
        return
    }
    let state = NavigationState(root: .stack(Stack(routes: (0..<depth).map { ProbeRoute.screen($0) })))
    if operation == .deepLink || operation == .deepLinkState {
        _ = DeepLink.target
        for _ in 0..<iterations {
            let navigator = Navigator()
            navigator.attach(NullHost())
            measuredOperation(operation, on: navigator)
            precondition(navigator.renderedState.layers.count == 3 && navigator.renderedState.screens.count == 90, "the deep link did not render")
        }
        print("\(arguments[1]) × \(iterations): rendered")
        return
    }
    let navigator = try! Navigator(state: state)
    let host = NullHost()
    navigator.attach(host)
    for _ in 0..<iterations {
        measuredOperation(operation, on: navigator)
        undo(operation, on: navigator)
    }
    let shown = navigator.renderedState.root?.content.visibleStack?.screens.count ?? -1
    precondition(navigator.renderedState == navigator.state && shown == depth, "the navigator did not settle at depth \(depth)")
    print("\(arguments[1]) depth \(depth) × \(iterations): settled")
}

MainActor.assumeIsolated { run() }
