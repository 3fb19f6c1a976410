#if os(Linux)
/// One screen of a render: the root of a layer, a stack's root or pushed view, a tab, a presented content.
@MainActor
final class ScreenRecord {
    let id: String
    let isVisible: Bool
    var texts: [String] = []
    var buttons: [ViewRenderer.RenderedButton] = []
    /// The lists with a selection drawn on the screen.
    var lists: [ListRecord] = []

    init(id: String, isVisible: Bool) {
        self.id = id
        self.isVisible = isVisible
    }
}

/// A list with a selection as one render drew it: its rows, and the row it shows selected.
@MainActor
final class ListRecord {
    struct Row {
        /// The texts of the row, joined by spaces.
        let title: String
        let tag: TabTag?
    }

    let id: String
    let selection: ListSelection
    var rows: [Row] = []
    /// The selection value the list shows selected, `nil` for none.
    var shown: AnyHashable?

    init(id: String, selection: ListSelection) {
        self.id = id
        self.selection = selection
    }

    /// The row the list shows selected.
    var shownRow: Row? {
        guard let shown else { return nil }
        return rows.first { $0.tag?.value(asSelectionOf: selection.type) == shown }
    }
}

/// A navigation stack as one render drew it.
@MainActor
final class StackRecord {
    let id: String
    let path: StackPath?
    let isVisible: Bool
    var screens: [ScreenRecord] = []
    var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// In a collapsed split, the screens of the columns stacked under this one, leading first.
    var stackedBelow: [ScreenRecord] = []
    /// In a collapsed split, what a back at this stack's root does: the column below comes on top.
    var backToColumnBelow: (() -> Void)?

    init(id: String, path: StackPath?, isVisible: Bool) {
        self.id = id
        self.path = path
        self.isVisible = isVisible
    }
}

/// A tab view as one render drew it.
@MainActor
final class TabsRecord {
    struct Tab {
        let tag: TabTag?
        let title: String
        let screenID: String
        /// The label's icon, its badge.
        var systemImage: String?
        var imageName: String?
        var badge: String?
    }

    let id: String
    let selection: TabSelection?
    let isVisible: Bool
    var tabs: [Tab] = []
    var selectedIndex: Int?
    /// Whether it lists its tabs in a sidebar: built with `Tab`s, in the `.sidebarAdaptable`
    /// style, at a regular width.
    var showsSidebar = false

    init(id: String, selection: TabSelection?, isVisible: Bool) {
        self.id = id
        self.selection = selection
        self.isVisible = isVisible
    }
}

/// A navigation split view as one render drew it.
@MainActor
final class SplitRecord {
    let id: String
    let isVisible: Bool
    /// Whether a compact width collapsed its columns into one stack.
    let isCollapsed: Bool
    /// The column on top while collapsed (0 sidebar, 1 content, 2 detail).
    let top: Int
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    init(id: String, isVisible: Bool, isCollapsed: Bool, top: Int, columnVisibility: Binding<NavigationSplitViewVisibility>?) {
        self.id = id
        self.isVisible = isVisible
        self.isCollapsed = isCollapsed
        self.top = top
        self.columnVisibility = columnVisibility
    }
}

/// A layer as one render drew it: the root, or a presented sheet, cover or popover.
@MainActor
final class LayerRecord {
    let id: String
    /// `nil` for the root layer.
    let kind: SwiftUIDoublePresentationKind?
    let parentID: String?
    var screens: [ScreenRecord] = []
    var stacks: [StackRecord] = []
    var tabs: [TabsRecord] = []
    var splits: [SplitRecord] = []
    var interactiveDismissDisabled = false
    /// What `presentationDetents`, `presentationDragIndicator` and `presentationSizing` asked for.
    var detents: Set<PresentationDetent>?
    var detentSelection: Binding<PresentationDetent>?
    var dragIndicator = Visibility.automatic
    var sizing: SwiftUIDoubleLayer.Sizing?
    /// What `presentationBackground` asked for, by the style's name.
    var background: String?

    init(id: String, kind: SwiftUIDoublePresentationKind?, parentID: String?) {
        self.id = id
        self.kind = kind
        self.parentID = parentID
    }
}

/// An `onAppear`/`onDisappear` modifier as one render drew it.
struct AppearanceRecord {
    let key: String
    let layerID: String
    let isVisible: Bool
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
}
#endif
