/// Where a child coordinator shows its screens.
public enum ChildPresentation: Hashable, Sendable, Codable, CustomStringConvertible {
    /// On its parent's stack: the child's screens are pushed above the parent's.
    case push
    /// In a new sheet layer, whose stack is the child's home.
    case sheet
    /// In a new full-screen layer, whose stack is the child's home.
    case fullScreenCover
    /// In a new popover layer, whose stack is the child's home.
    case popover
    /// As the window's new root flow, replacing everything: login becomes home.
    case replacingRoot

    /// The layer presentation of a modal child.
    var modalPresentation: Presentation? {
        switch self {
        case .sheet: .sheet
        case .fullScreenCover: .fullScreenCover
        case .popover: .popover
        case .push, .replacingRoot: nil
        }
    }

    public var description: String {
        switch self {
        case .push: ".push"
        case .sheet: ".sheet"
        case .fullScreenCover: ".fullScreenCover"
        case .popover: ".popover"
        case .replacingRoot: ".replacingRoot"
        }
    }
}
