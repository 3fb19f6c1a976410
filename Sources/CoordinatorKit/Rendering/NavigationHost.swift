/// What renders a ``Navigator``'s state: UIKit, SwiftUI, the terminal demo, or a test's
/// `HeadlessHost`.
///
/// A host performs one command at a time and calls `completion` when the transition has
/// finished (for UIKit: when its completion handler fires). The navigator never sends a second
/// command before that. What the user does by hand, the host reports with
/// ``Navigator/hostDidReport(_:)``.
@MainActor
public protocol NavigationHost: AnyObject {
    /// What the host cannot do in one command.
    var limits: HostLimits { get }

    /// Performs one command, then calls `completion` exactly once when its transition finished.
    func perform(_ command: HostCommand, completion: @escaping @MainActor () -> Void)

    /// Called by ``Navigator/attach(_:)`` before the first command, so that the host knows whom
    /// to report the user's gestures to and whose coordinators build its screens. A host keeps
    /// the navigator `weak`: the navigator owns its host.
    func didAttach(to navigator: Navigator)
}

extension NavigationHost {
    /// Hosts have no limits unless they say so.
    public var limits: HostLimits { [] }

    /// By default a host does not need to know its navigator.
    public func didAttach(to navigator: Navigator) {}
}
