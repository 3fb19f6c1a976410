#if os(Linux)
/// A weak reference to a view controller, so the double's bookkeeping never keeps one alive.
struct WeakController {
    weak var controller: UIViewController?
}
#endif
