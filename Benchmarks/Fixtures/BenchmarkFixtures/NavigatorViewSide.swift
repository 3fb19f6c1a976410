// The library's SwiftUI side: NavigatorView drawn by Linux's SwiftUI double.

#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import SwiftUIDouble

/// `NavigatorView` drawn by the SwiftUI double's runtime, an empty view for every screen. One
/// change holds the whole of it: the navigator's command, SwiftUI's update that draws it, the
/// transition finished by hand, the host's completion and the update after it.
@MainActor
public final class NavigatorViewSide: SingleChangeSide {
    public let navigator: Navigator
    public let runtime: SwiftUIDoubleRuntime

    public init(depth: Int) {
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

    public func perform(_ change: SingleChange) {
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

    public func undo(_ change: SingleChange) {
        switch change {
        case .push: try! navigator.update { _ = try $0.pop() }
        case .pop: try! navigator.update { _ = try $0.push(BenchRoute.screen(-1)) }
        case .sheet: break
        }
        settle()
    }

    /// Whether the host rendered the target, with `depth` screens on the root's visible stack.
    public func isSettled(atDepth depth: Int) -> Bool {
        navigator.renderedState == navigator.state
            && navigator.renderedState.root?.content.visibleStack?.screens.count == depth
    }
}
#endif
