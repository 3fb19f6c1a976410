#if os(Linux)
/// Double of UIKit's `UIActionHandler`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Double of UIKit's `UIAction`: a title and a handler a control runs.
///
/// UIKit's initializer also takes an image, identifier, discoverability title, attributes and
/// state, each with a default; the double takes the title and the handler only.
@MainActor @preconcurrency
open class UIAction: NSObject {
    /// Double of `UIAction.title`.
    open var title: String
    let handler: UIActionHandler

    /// Double of `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`,
    /// without the arguments the double has no types for.
    @available(iOS 13.0, tvOS 14.0, *)
    public init(title: String = "", handler: @escaping UIActionHandler) {
        self.title = title
        self.handler = handler
        super.init()
    }
}
#endif
