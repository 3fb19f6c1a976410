public import CoordinatorKit

/// One button on a screen: its title and what tapping it does.
public struct ScreenAction {
    /// The button's title.
    public var title: String
    /// What tapping the button does: a call on the screen's coordinator, or a model change.
    public var perform: @MainActor () -> Void
    /// The route a zoom from this action's control names, if a screen zooms out of it.
    public var zoomSource: AnyRoute?

    /// Makes a button.
    /// - Parameters:
    ///   - title: the button's title.
    ///   - perform: what tapping it does.
    public init(_ title: String, zoomSource: AnyRoute? = nil, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.zoomSource = zoomSource
        self.perform = perform
    }
}
