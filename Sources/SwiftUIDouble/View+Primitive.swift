#if os(Linux)
extension View where Body == Never {
    /// The `body` of a primitive view, which the double's renderer draws itself; evaluating it traps.
    ///
    /// Not SwiftUI API: Apple's primitive views satisfy `body` outside the public interface.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive view: its body is never evaluated")
    }
}
#endif
