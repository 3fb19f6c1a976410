// What both benchmark executables measure (the harness's ratios and the callgrind driver): the
// routes, the do-nothing host, the three single changes and who makes them, the deep link's flows.
// One definition, so that an instruction count and a harness median describe the same code.

import CoordinatorKit

/// The route of every benchmark screen; `Codable`, as restoration needs.
public enum BenchRoute: Route, Codable {
    case screen(Int)
}

/// A stack of `depth` screens.
func makeStack(depth: Int) -> Stack {
    Stack(routes: (0..<depth).map { BenchRoute.screen($0) })
}

/// A window's root stack of `depth` screens.
public func makeState(depth: Int) -> NavigationState {
    NavigationState(root: .stack(makeStack(depth: depth)))
}

/// A host that finishes every command at once and shows nothing: what is left is the navigator's
/// own cost (change, coordinator bookkeeping, diff, plan, apply).
@MainActor
public final class NullHost: NavigationHost {
    public init() {}

    public func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void) {
        completion()
    }
}

/// The three single changes both sides of a ratio make.
public enum SingleChange: String, CaseIterable, Sendable {
    case push, pop
    case sheet = "sheet present+dismiss"
}

/// One side of a ratio: how it makes each change, and undoes it outside the measurement. A push
/// is undone by a pop and a pop by a push, so the depth stays the same from sample to sample; a
/// sheet sample presents and dismisses, and leaves nothing to undo.
@MainActor
public protocol SingleChangeSide: AnyObject {
    func perform(_ change: SingleChange)
    func undo(_ change: SingleChange)
}

/// The library's side: each change in one `Navigator.update`, rendered by the attached host.
@MainActor
public final class NavigatorChanges: SingleChangeSide {
    public let navigator: Navigator
    /// What runs between a sheet's present and its dismissal: nothing for hosts that finish
    /// inside the call; SwiftUI's updates for `NavigatorView`.
    var betweenUpdates: (@MainActor () -> Void)?

    public init(_ navigator: Navigator) { self.navigator = navigator }

    /// A navigator at `depth` (a root stack of that many screens) with `host` attached.
    public convenience init(depth: Int, host: some NavigationHost) {
        let navigator = try! Navigator(state: makeState(depth: depth))
        navigator.attach(host)
        self.init(navigator)
    }

    public func perform(_ change: SingleChange) {
        switch change {
        case .push: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .pop: try! navigator.update { _ = try $0.pop() }
        case .sheet:
            try! navigator.update { _ = try $0.present(BenchRoute.screen(-2), as: .sheet) }
            betweenUpdates?()
            try! navigator.update { _ = try $0.dismiss() }
        }
    }

    public func undo(_ change: SingleChange) {
        switch change {
        case .push: try! navigator.update { _ = try $0.pop() }
        case .pop: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .sheet: break
        }
    }

    /// Whether the host rendered the target, with `depth` screens on the root's visible stack.
    public func isSettled(atDepth depth: Int) -> Bool {
        navigator.renderedState == navigator.state
            && navigator.renderedState.root?.content.visibleStack?.screens.count == depth
    }
}

// MARK: - The deep link

/// A flow of 30 screens that presents the next flow as a sheet, `layersBelow` times: the deep
/// link made through coordinators, in the one transaction that starting the root opens.
/// Restoration makes it again from its configuration.
@MainActor
public final class LayerFlow: Coordinator<BenchRoute>, RestorableCoordinator {
    public struct Configuration: Codable, Sendable {
        public var layersBelow: Int
    }

    public let layersBelow: Int

    public init(layersBelow: Int) {
        self.layersBelow = layersBelow
        super.init()
    }

    public var configuration: Configuration { Configuration(layersBelow: layersBelow) }

    override public func start() {
        setStack(DeepLink.routes)
        if layersBelow > 0 { startChild(LayerFlow(layersBelow: layersBelow - 1), as: .sheet) }
    }
}

/// The deep link from nothing to 3 layers × 30 screens, built once before measuring: both sides
/// start from the same routes, so neither pays for making them.
public enum DeepLink {
    /// One layer's 30 routes.
    public static let routes = (0..<30).map { BenchRoute.screen($0) }

    /// The state the deep link ends in, set directly.
    public static let target: NavigationState = {
        var state = NavigationState(root: .stack(Stack(routes: routes)))
        for _ in 0..<2 { try! state.present(.stack(Stack(routes: routes)), as: .sheet) }
        return state
    }()

    /// The flows restoration makes again.
    @MainActor public static let coordinators = CoordinatorTypes()
        .registering(LayerFlow.self, as: "layer") { LayerFlow(layersBelow: $0.layersBelow) }

    /// The routes restoration decodes.
    public static let routeTypes = RouteTypes(BenchRoute.self)

    /// A navigator that shows nothing yet, its do-nothing host attached.
    @MainActor public static func freshNavigator() -> Navigator {
        let navigator = Navigator()
        navigator.attach(NullHost())
        return navigator
    }

    /// A navigator running the deep link's three flows: what restoration saves.
    @MainActor public static func running() -> Navigator {
        let navigator = freshNavigator()
        navigator.start(LayerFlow(layersBelow: 2))
        precondition(navigator.state.layers.count == 3 && navigator.state.screens.count == 90, "the deep link did not start")
        return navigator
    }
}
