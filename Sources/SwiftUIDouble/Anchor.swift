#if os(Linux)
/// Double of SwiftUI's `Anchor`: a geometry value of a view; the double keeps only its sources.
@frozen
public struct Anchor<Value> {
    /// Double of `Anchor.Source`: where an anchor's value comes from.
    @frozen
    public struct Source {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// Double of `Anchor.Source.bounds`: the view's bounds.
    public static var bounds: Anchor<CGRect>.Source {
        Anchor<CGRect>.Source(name: "bounds")
    }
}
#endif
