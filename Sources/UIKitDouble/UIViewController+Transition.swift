#if os(Linux)
extension UIViewController {
    /// Double of UIKit's `UIViewController.Transition` (iOS 18): a system transition a view
    /// controller prefers when it is pushed or presented (its `preferredTransition`).
    ///
    /// Not isolated to the main actor, as in UIKit: a source view provider that reads the
    /// screen says so itself (`MainActor.assumeIsolated`).
    @available(iOS 18.0, tvOS 18.0, *)
    open class Transition: NSObject {
        /// What the double knows of the transition.
        enum Kind {
            case zoom(sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            case coverVertical, flipHorizontal, crossDissolve, partialCurl
        }

        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// Double of `zoom(options:sourceViewProvider:)`: zooms from the view the provider gives,
        /// asked whenever the transition needs it (at the start, and again when it is dismissed
        /// or popped).
        @available(iOS 18.0, tvOS 18.0, *)
        @discardableResult
        public static func zoom(options: UIViewController.Transition.ZoomOptions? = nil, sourceViewProvider: @escaping (_ context: UIViewController.Transition.ZoomSourceViewProviderContext) -> UIView?) -> Self {
            Self.make(.zoom(sourceViewProvider: sourceViewProvider))
        }

        // UIKit's factories return `Self`; nothing subclasses the double's transition.
        private static func make(_ kind: Kind) -> Self {
            unsafeDowncast(Transition(kind: kind), to: Self.self)
        }

        /// Double of `coverVertical`.
        @available(iOS 18.0, tvOS 18.0, *)
        public static var coverVertical: Self { Self.make(.coverVertical) }

        /// Double of `crossDissolve`.
        @available(iOS 18.0, tvOS 18.0, *)
        public static var crossDissolve: Self { Self.make(.crossDissolve) }

        /// Double of `UIViewController.Transition.ZoomOptions` (`UIZoomTransitionOptions`): the
        /// double models none of its options.
        @available(iOS 18.0, tvOS 18.0, *)
        open class ZoomOptions: NSObject {
            /// Double of the inherited `init()`.
            public override init() {
                super.init()
            }
        }

        /// Double of `UIViewController.Transition.ZoomSourceViewProviderContext`: what a zoom's
        /// source view provider is told.
        @available(iOS 18.0, tvOS 18.0, *)
        open class ZoomSourceViewProviderContext: NSObject {
            /// Double of `sourceViewController`: the view controller the zoom starts from.
            public let sourceViewController: UIViewController
            /// Double of `zoomedViewController`: the view controller zoomed into.
            public let zoomedViewController: UIViewController

            init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
                self.sourceViewController = sourceViewController
                self.zoomedViewController = zoomedViewController
                super.init()
            }
        }
    }
}
#endif
