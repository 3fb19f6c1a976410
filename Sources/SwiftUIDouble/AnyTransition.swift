#if os(Linux)
/// Double of SwiftUI's `AnyTransition`: how a view is inserted and removed. The double draws no
/// transition; the runtime records, by its name, each one SwiftUI would play
/// (``SwiftUIDoubleRuntime/playedViewTransitions``).
@frozen public struct AnyTransition {
    /// A reference, as SwiftUI's own box: the transition is not `Sendable`, as in SwiftUI.
    @usableFromInline final class Box {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @usableFromInline let box: Box

    init(name: String) { box = Box(name) }

    /// The transition's name, as the runtime records it when it plays.
    var name: String { box.name }

    /// Double of `AnyTransition.opacity`: the view fades in and out.
    nonisolated(unsafe) public static let opacity: AnyTransition = AnyTransition(name: "opacity")

    /// Double of `AnyTransition.identity`: the view comes and goes as it is.
    public static var identity: AnyTransition { AnyTransition(name: "identity") }

    /// Double of `AnyTransition.slide`: the view comes in from the leading edge and leaves
    /// towards the trailing one.
    public static var slide: AnyTransition { AnyTransition(name: "slide") }

    /// Double of `AnyTransition.move(edge:)`: the view comes in from an edge and leaves towards it.
    ///
    /// - Parameter edge: The edge.
    /// - Returns: The transition.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move(edge: \(edge))") }
}
#endif
