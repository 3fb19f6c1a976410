#if os(Linux)
extension Never: View {
    /// `Never`'s `Body`: itself, the body of every primitive view.
    ///
    /// Not SwiftUI API: Apple's interface declares `extension Never : View` without it, as SwiftUI satisfies
    /// `body` outside the public interface; the double's compiler needs the type spelled out.
    public typealias Body = Never
}
#endif
