/// One button on a screen: its title and what tapping it does.
public struct ScreenAction {
    /// The button's title.
    public var title: String
    /// What tapping the button does: a call on the screen's coordinator, or a model change.
    public var perform: @MainActor () -> Void

    /// Makes a button.
    /// - Parameters:
    ///   - title: the button's title.
    ///   - perform: what tapping it does.
    public init(_ title: String, perform: @escaping @MainActor () -> Void) {
        self.title = title
        self.perform = perform
    }
}
