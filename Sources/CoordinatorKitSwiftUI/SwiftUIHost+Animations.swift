#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit
import IssueReporting

// How the host plays each RouteAnimation: a zoom through `navigationTransition(.zoom)`, a new
// root through a view transition (`transition(_:)`): a cross-fade, or the app's registered one.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Registers a SwiftUI transition of the app's, played for `RouteAnimation.custom` with this
    /// name where SwiftUI plays a view transition: when a flow replaces the window's root.
    ///
    /// ```swift
    /// let host = SwiftUIHost()
    /// host.register(.move(edge: .bottom), named: "card")
    /// navigator.attach(host)
    /// ```
    ///
    /// SwiftUI's pushes and presentations take no view transition: there a custom animation plays
    /// SwiftUI's own (see the "Transitions" article). A root switch with a name the host does not
    /// know appears without animation, and is reported once.
    /// - Parameters:
    ///   - transition: the transition the new root arrives with; the old one leaves with it too.
    ///   - name: the name routes and calls give in `.custom(name)`.
    public func register(_ transition: AnyTransition, named name: String) {
        transitions[name] = transition
    }

    /// The transition a new root arriving with `animation` plays: a cross-fade, the app's
    /// registered transition, or none.
    func rootTransition(for animation: RouteAnimation) -> AnyTransition {
        switch animation {
        case .crossDissolve:
            return .opacity
        case .custom(let name):
            if let transition = transitions[name] { return transition }
            if unknownTransitionsReported.insert(name).inserted {
                reportIssue(
                    "SwiftUIHost has no transition named \"\(name)\": register it with register(_:named:) before a new root uses .custom(\"\(name)\"). The root changes without animation."
                )
            }
            return .identity
        case .system, .none, .zoom:
            return .identity
        }
    }
}
#endif
