#if os(Linux)
/// What a ``SwiftUIDoubleRuntime`` shows in one layer: the root, or a presented sheet, cover or popover.
/// Not SwiftUI API.
public struct SwiftUIDoubleLayer: Equatable, Sendable, CustomStringConvertible {
    /// Where a presented layer is in its presentation.
    public enum Phase: String, Equatable, Sendable {
        case presenting, presented, dismissing
    }

    /// `nil` for the root layer.
    public let kind: SwiftUIDoublePresentationKind?
    /// `.presented` for the root layer.
    public let phase: Phase
    /// The navigation stacks on screen in this layer, each as its screens' titles (the first text each
    /// screen draws, `""` when it draws none), root first.
    public let stacks: [[String]]
    /// The titles (tab item texts) of the tabs of the tab view on screen in this layer, if any.
    public let tabs: [String]
    /// The title of the selected tab, if a tab view is on screen in this layer.
    public let selectedTab: String?
    /// The texts on screen in this layer, in drawing order.
    public let texts: [String]
    /// Whether the layer's content asked for `interactiveDismissDisabled()`.
    public let isInteractiveDismissDisabled: Bool
    /// The tabs of the tab view on screen in this layer, with their icons and badges, if any.
    public let tabItems: [SwiftUIDoubleTab]
    /// For a sheet, the detents it offers, smallest first (`[.large]` unless its content asked for
    /// `presentationDetents`); empty for the root, covers and popovers.
    public let detents: [PresentationDetent]
    /// For a sheet, the detent it rests at; `nil` for the root, covers and popovers.
    public let selectedDetent: PresentationDetent?
    /// What the layer's content asked for with `presentationDragIndicator(_:)`; `.automatic` without it.
    public let dragIndicator: Visibility
    /// What the layer's content asked for with `presentationSizing(_:)`, or `nil` without it.
    public let sizing: Sizing?
    /// What the layer's content asked for with `presentationBackground(_:)`, by the style's name
    /// ("clear"), or `nil` without it: the presentation's own background then.
    public var background: String?
    /// The buttons on screen in this layer, each as its title, followed by ` (cancel)` or
    /// ` (destructive)` for a button with that role: an alert's or a dialog's actions.
    public var buttons: [String] = []
    /// The titles of the tabs the sidebar of the tab view on screen in this layer lists, or `nil`
    /// when it shows no sidebar: a tab view built with `Tab`s in the `.sidebarAdaptable` style
    /// shows one at a regular width.
    public var sidebarTabs: [String]?

    /// A system `PresentationSizing`, as a layer records it.
    public enum Sizing: String, Equatable, Sendable {
        case automatic, page, form

        init(_ sizing: some PresentationSizing) {
            switch sizing {
            case is PagePresentationSizing: self = .page
            case is FormPresentationSizing: self = .form
            default: self = .automatic
            }
        }
    }

    public var description: String {
        var parts = ["\(kind.map(\.rawValue) ?? "root")\(phase == .presented ? "" : " (\(phase.rawValue))")"]
        if let selectedTab {
            parts.append("tab \(selectedTab) of \(tabs)")
        }
        parts += stacks.map { "stack \($0)" }
        if stacks.isEmpty {
            parts.append("\(texts)")
        }
        return parts.joined(separator: ", ")
    }
}
#endif
