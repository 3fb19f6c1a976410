#if os(Linux)
/// Double of SwiftUI's `AnyTransition`: how a view is inserted and removed. The double draws no
/// transition; a view that comes or goes does so at once.
@frozen public struct AnyTransition {
    /// A reference, as SwiftUI's own box: the transition is not `Sendable`, as in SwiftUI.
    @usableFromInline final class Box {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @usableFromInline let box: Box

    init(name: String) { box = Box(name) }

    /// Double of `AnyTransition.opacity`: the view fades in and out.
    nonisolated(unsafe) public static let opacity: AnyTransition = AnyTransition(name: "opacity")

    /// Double of `AnyTransition.identity`: the view comes and goes as it is.
    public static var identity: AnyTransition { AnyTransition(name: "identity") }
}
#endif
