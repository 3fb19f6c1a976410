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
    public let runtime: SwiftUIDoubleRuntime
    /// The changes, made as on every other host, with SwiftUI's updates between and after them.
    let changes: NavigatorChanges

    public init(depth: Int) {
        changes = NavigatorChanges(depth: depth, host: SwiftUIHost { _ in AnyView(EmptyView()) })
        runtime = SwiftUIDoubleRuntime(rootView: NavigatorView(changes.navigator))
        changes.betweenUpdates = { [unowned self] in settle() }
        settle()
    }

    /// Updates and finishes SwiftUI's transitions until the host has rendered the target.
    private func settle() {
        let navigator = changes.navigator
        for _ in 0..<100 {
            runtime.update()
            runtime.finishAllTransitions()
            if !runtime.needsUpdate, runtime.pendingTransitions.isEmpty, navigator.renderedState == navigator.state { return }
        }
        preconditionFailure("NavigatorView did not settle")
    }

    public func perform(_ change: SingleChange) {
        changes.perform(change)
        settle()
    }

    public func undo(_ change: SingleChange) {
        changes.undo(change)
        settle()
    }

    /// Whether the host rendered the target, with `depth` screens on the root's visible stack.
    public func isSettled(atDepth depth: Int) -> Bool { changes.isSettled(atDepth: depth) }
}
#endif
