#if os(Linux)
/// Evaluates a view tree down to its primitive views and records what they draw.
///
/// Custom views get the environment installed into their ``Environment`` properties, then their `body`
/// is rendered; primitive views (``PrimitiveView``) draw themselves, which for containers means
/// rendering their children. With a ``SwiftUIDoubleRuntime`` it also installs ``State`` storage by the
/// view's place in the tree (its `path`) and records
/// the screens, stacks, tabs and presented layers the runtime shows.
@MainActor
final class ViewRenderer {
    /// A button that was drawn: its title (the texts of its label) and its action.
    struct RenderedButton {
        let title: String
        let action: @MainActor () -> Void
        var role: ButtonRole? = nil
        /// The row the button takes in a hosting controller's layout.
        var row = 0
    }

    /// A view whose geometry an action reads (`onGeometryChange`): the rows it drew, and how to
    /// report their frame, given the value reported last; returns the value to keep.
    struct MeasuredView {
        /// The view's place in the tree: what it reported last is kept under it.
        let key: String
        let rows: Range<Int>
        let report: @MainActor (_ proxy: GeometryProxy, _ last: Any?) -> Any
    }

    /// What one render drew, in order.
    struct Output {
        var texts: [String] = []
        var buttons: [RenderedButton] = []
        /// The images drawn: an SF Symbol's name or an asset's.
        var images: [(systemName: String?, name: String?)] = []
        /// How many rows a hosting controller's layout gives what was drawn: one per text outside
        /// a button, one per button.
        var rows = 0
        /// The views whose geometry an action reads, in drawing order.
        var measured: [MeasuredView] = []
        /// The lists with a selection, in drawing order.
        var lists: [ListRecord] = []
    }

    private(set) var output = Output()
    let runtime: SwiftUIDoubleRuntime?

    /// The identity of the place being drawn: the names of the views and positions from the root.
    var path = "root"
    /// The layer being drawn (the root, or a presented layer).
    private(set) var layer: LayerRecord
    /// The screen being drawn, which collects texts, buttons and appearance handlers.
    private(set) var screen: ScreenRecord
    /// The innermost navigation stack being drawn.
    private var stack: StackRecord?
    /// Whether what is being drawn is on screen (top of its stack, selected tab, shown layer).
    private var visible = true
    /// Every layer drawn, parents before children.
    private(set) var layers: [LayerRecord] = []
    /// Every appearance handler drawn, in drawing order.
    private(set) var appearances: [AppearanceRecord] = []
    /// Whether what is being drawn is a body SwiftUI kept from the last update: the views in it
    /// are the same values as then.
    private var isReusingBodies = false
    /// The transition given around the view being drawn (`transition(_:)`), for the identified
    /// view inside it (`id(_:)`).
    var viewTransition: AnyTransition?

    init(runtime: SwiftUIDoubleRuntime?) {
        self.runtime = runtime
        screen = ScreenRecord(id: "root", isVisible: true)
        layer = LayerRecord(id: "root", kind: nil, parentID: nil)
        layer.screens.append(screen)
        layers.append(layer)
    }

    /// Renders `view` from the root, with a default environment and no runtime (a hosting controller's render).
    static func render<V: View>(_ view: V) -> Output {
        let renderer = ViewRenderer(runtime: nil)
        renderer.render(view, in: EnvironmentValues())
        return renderer.output
    }

    func render<V: View>(_ view: V, in environment: EnvironmentValues) {
        if let primitive = view as? any PrimitiveView {
            primitive.draw(in: self, environment: environment)
        } else if let representable = view as? any UIViewControllerRepresentable {
            representable.drawController(in: self, environment: environment)
        } else {
            let outer = path
            path += "/" + String(describing: V.self)
            defer { path = outer }
            Self.install(environment, into: view)
            runtime?.installState(into: view, at: path)
            let outerReusing = isReusingBodies
            defer { isReusingBodies = outerReusing }
            if let runtime, let kept = runtime.keptBody(of: view, at: path, insideKeptBody: isReusingBodies) {
                // SwiftUI keeps the body of a view whose value did not change: what it draws is
                // drawn again from it, without evaluating the body.
                isReusingBodies = true
                render(kept, in: environment)
                return
            }
            let body = view.body
            runtime?.evaluatedBody(body, of: view, at: path)
            isReusingBodies = false
            render(body, in: environment)
        }
    }

    /// Installs ``State`` storage into a custom modifier, at its place one level down, `component`.
    func installState(into modifier: Any, named component: String) {
        runtime?.installState(into: modifier, at: path + "/" + component)
    }

    /// Renders a view a closure made during this pass (a destination, a presentation's content):
    /// a new value even inside a kept body, whose own body is kept only by its own rules.
    private func renderMadeNow(_ view: any View, in environment: EnvironmentValues) {
        let outer = isReusingBodies
        isReusingBodies = false
        defer { isReusingBodies = outer }
        render(view, in: environment)
    }

    /// Renders `view` one level down the identity path, at `component`.
    func render(_ view: any View, in environment: EnvironmentValues, at component: String) {
        let outer = path
        path += "/" + component
        defer { path = outer }
        render(view, in: environment)
    }

    /// Whether a button's label is being drawn: its texts share the button's row.
    private var isDrawingButtonLabel = false

    func drawText(_ text: String) {
        if !isDrawingButtonLabel { output.rows += 1 }
        output.texts.append(text)
        screen.texts.append(text)
    }

    /// Renders `label`, then records a button titled with the texts the label drew.
    func drawButton<Label: View>(label: Label, action: @escaping @MainActor () -> Void, role: ButtonRole? = nil, in environment: EnvironmentValues) {
        let firstText = output.texts.count
        let (row, outerLabel) = (output.rows, isDrawingButtonLabel)
        isDrawingButtonLabel = true
        render(label, in: environment)
        isDrawingButtonLabel = outerLabel
        if !outerLabel { output.rows = row + 1 }
        let title = output.texts[firstText...].joined(separator: " ")
        let button = RenderedButton(title: title, action: action, role: role, row: row)
        output.buttons.append(button)
        screen.buttons.append(button)
    }

    /// Renders `content`, then records the rows it drew as a view whose geometry `report` reads.
    func drawMeasured(
        _ content: any View, in environment: EnvironmentValues,
        report: @escaping @MainActor (_ proxy: GeometryProxy, _ last: Any?) -> Any
    ) {
        let first = output.rows
        render(content, in: environment)
        output.measured.append(MeasuredView(key: "\(path)#\(output.measured.count)", rows: first..<output.rows, report: report))
    }

    /// Fills the ``Environment`` properties of `value`, also those nested in other ``DynamicProperty`` values.
    static func install(_ environment: EnvironmentValues, into value: Any) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any EnvironmentReading {
                property.install(environment)
            } else if child.value is any DynamicProperty {
                install(environment, into: child.value)
            }
        }
    }

    // MARK: Regions

    /// Draws `body` as the screen `record`, with `isVisible`, then returns to the enclosing screen.
    private func within(_ record: ScreenRecord, path newPath: String, _ body: () -> Void) {
        let (outerScreen, outerVisible, outerPath) = (screen, visible, path)
        screen = record
        visible = record.isVisible
        path = newPath
        layer.screens.append(record)
        body()
        (screen, visible, path) = (outerScreen, outerVisible, outerPath)
    }

    // MARK: Navigation stacks

    func drawStack<Root: View>(root: Root, path stackPath: StackPath?, environment: EnvironmentValues) {
        let record = StackRecord(id: path, path: stackPath, isVisible: visible)
        let outerStack = stack
        stack = record
        defer { stack = outerStack }
        let elements = runtime == nil ? [] : (stackPath?.elements() ?? [])
        let rootScreen = ScreenRecord(id: path + "/root", isVisible: visible && elements.isEmpty)
        record.screens.append(rootScreen)
        within(rootScreen, path: rootScreen.id) {
            render(root, in: environment)
        }
        for (index, element) in elements.enumerated() {
            let pushed = ScreenRecord(id: record.id + "/\(index):\(String(reflecting: element.base))", isVisible: visible && index == elements.count - 1)
            record.screens.append(pushed)
            within(pushed, path: pushed.id) {
                if let destination = record.destinations[ObjectIdentifier(type(of: element.base))], let view = destination(element) {
                    renderMadeNow(view, in: environment)
                } else {
                    runtime?.warnNoDestination(for: element, at: pushed.id)
                }
            }
        }
        layer.stacks.append(record)
        runtime?.stackDrawn(record)
    }

    /// Registers a destination with the enclosing stack; the one declared first (closest to the root) wins.
    func registerDestination(type: ObjectIdentifier, name: String, _ destination: @escaping (AnyHashable) -> AnyView?) {
        guard let stack else { return }
        if stack.destinations[type] == nil {
            stack.destinations[type] = destination
        } else {
            runtime?.warnDuplicateDestination(for: name, at: path)
        }
    }

    // MARK: Lists

    /// Draws a list with a selection: each row at its position, with the row it shows selected.
    /// A list drawn anew reads its selection from the binding; one inside a body SwiftUI kept
    /// shows what it showed (the row tapped last, if any), as SwiftUI does not update it.
    func drawList(_ content: any View, selection: ListSelection, environment: EnvironmentValues) {
        let record = ListRecord(id: path + "/List", selection: selection)
        for (index, row) in Self.rows(of: content).enumerated() {
            let firstText = output.texts.count
            render(row, in: environment, at: "List/\(index)")
            let title = output.texts[firstText...].joined(separator: " ")
            record.rows.append(ListRecord.Row(title: title, tag: Self.traits(of: row).tag))
        }
        record.shown = runtime?.listDrawn(record, anew: !isReusingBodies) ?? selection.current()
        screen.lists.append(record)
        output.lists.append(record)
    }

    /// A list's rows: the views of its content, a `ForEach` or a block giving several.
    static func rows(of view: any View) -> [any View] {
        guard let views = view as? any TupleViewContent else { return [view] }
        return views.elements.flatMap { rows(of: $0) }
    }

    // MARK: Split views

    /// Draws a split's columns: each shown column side by side in a regular width; in a compact
    /// one, the columns up to the preferred compact column stacked into one stack, the top one
    /// on screen.
    func drawSplit(columns: [any View], columnVisibility: Binding<NavigationSplitViewVisibility>?, compactColumn: SplitCompactColumn?, environment: EnvironmentValues) {
        let places = columns.count == 2 ? [0, 2] : [0, 1, 2]
        let isCollapsed = environment.horizontalSizeClass == .compact
        let preferred = compactColumn?.get() ?? runtime?.ownCompactColumns[path] ?? 0
        let top = places.last { $0 <= preferred } ?? 0
        let shownExpanded: [Int] = switch columnVisibility?.wrappedValue.value ?? .automatic {
        case .all: places
        case .doubleColumn, .automatic: Array(places.suffix(2))
        case .detailOnly: [2]
        }
        let record = SplitRecord(id: path, isVisible: visible, isCollapsed: isCollapsed, top: top, columnVisibility: columnVisibility)
        let splitID = path
        var stackedScreens: [ScreenRecord] = []
        for (index, column) in columns.enumerated() {
            let place = places[index]
            let isShown = isCollapsed ? place == top : shownExpanded.contains(place)
            let region = ScreenRecord(id: path + "/column\(place)", isVisible: visible && isShown)
            let firstStack = layer.stacks.count
            within(region, path: region.id) {
                render(column, in: environment)
            }
            let stacks = layer.stacks[firstStack...]
            guard isCollapsed, place <= top else { continue }
            if place == top {
                let below = places.last { $0 < place }
                for stack in stacks {
                    stack.stackedBelow = stackedScreens
                    if let below {
                        stack.backToColumnBelow = { [weak runtime] in
                            if let compactColumn { compactColumn.set(below) } else { runtime?.ownCompactColumns[splitID] = below }
                            runtime?.updateFlag.set()
                        }
                    }
                }
            } else {
                stackedScreens += stacks.flatMap(\.screens)
            }
        }
        layer.splits.append(record)
        runtime?.splitDrawn(record, topScreen: layer.stacks.last(where: \.isVisible)?.screens.last?.id)
    }

    // MARK: Tabs

    func drawTabs(content: any View, selection: TabSelection?, environment: EnvironmentValues) {
        let children = Self.children(of: content)
        let tabs = children.map { Self.traits(of: $0) }
        let record = TabsRecord(id: path, selection: selection, isVisible: visible)
        // Only a tab view of `Tab`s becomes a sidebar; a compact width shows the tab bar alone.
        record.showsSidebar =
            content is any TabContentBuilderContent && environment.doubleTabViewStyleIsSidebarAdaptable
            && runtime?.windowSizeClass != .compact
        // Without a selection binding the first tab is selected; with one, the tab tagged with its value
        // (none when no tag matches: the double shows no tab rather than guess).
        let selectedIndex = selection.map { selection in
            let value = selection.current()
            return tabs.firstIndex { $0.tag.map { selection.isSelected($0, current: value) } ?? false }
        } ?? (children.isEmpty ? nil : 0)
        for (index, child) in children.enumerated() {
            let isSelected = index == selectedIndex
            let label = tabs[index].label.map { Self.render($0) }
            let title = label?.texts.joined(separator: " ") ?? ""
            let content = ScreenRecord(id: path + "/tab\(index)", isVisible: visible && isSelected)
            record.tabs.append(TabsRecord.Tab(
                tag: tabs[index].tag, title: title, screenID: content.id,
                systemImage: label?.images.lazy.compactMap(\.systemName).first,
                imageName: label?.images.lazy.compactMap(\.name).first,
                badge: tabs[index].badge
            ))
            if isSelected {
                record.selectedIndex = index
            }
            within(content, path: content.id) {
                render(child, in: environment)
            }
        }
        layer.tabs.append(record)
    }

    /// The views of a ``ViewBuilder`` block: the elements of a tuple, else the view itself.
    static func children(of view: any View) -> [any View] {
        guard let tuple = view as? any TupleViewContent else { return [view] }
        return tuple.elements
    }

    /// The tag, tab label and badge set on `view` by modifiers around it (the outermost wins).
    static func traits(of view: any View) -> (tag: TabTag?, label: AnyView?, badge: String?) {
        var tag: TabTag?
        var label: AnyView?
        var badge: String??
        var current: any View = view
        while let modified = current as? any ModifiedView {
            if let badgeModifier = modified.anyModifier as? BadgeModifier, badge == nil {
                badge = .some(badgeModifier.badge)
            }
            if let tagModifier = modified.anyModifier as? TagModifier, tag == nil {
                tag = tagModifier.tag
            }
            if let item = modified.anyModifier as? TabItemModifier, label == nil {
                label = item.label
            }
            current = modified.anyContent
        }
        return (tag, label, badge ?? nil)
    }

    // MARK: Presentations and appearance

    func drawPresentation(_ presentation: PresentationModifier, environment: EnvironmentValues) {
        guard let runtime else { return }
        guard let shown = runtime.presentation(at: path, presentation, presenter: layer.id, isVisible: visible) else { return }
        let presented = LayerRecord(id: path, kind: presentation.kind, parentID: layer.id)
        let outer = (layer, stack)
        layer = presented
        stack = nil
        layers.append(presented)
        let content = ScreenRecord(id: path + "/content:\(String(reflecting: shown.identity.base))", isVisible: true)
        within(content, path: content.id) {
            renderMadeNow(shown.content, in: environment)
        }
        (layer, stack) = outer
    }

    /// Records an image drawn (a tab item's icon).
    func drawImage(systemName: String?, name: String?) {
        output.images.append((systemName, name))
    }

    /// Records a presentation option on the layer being drawn, when what asks for it is on screen.
    func markPresentationOption(_ option: PresentationOptionModifier.Option) {
        guard visible else { return }
        switch option {
        case .detents(let detents, let selection):
            layer.detents = detents
            layer.detentSelection = selection
        case .dragIndicator(let visibility):
            layer.dragIndicator = visibility
        case .sizing(let sizing):
            layer.sizing = sizing
        case .background(let name):
            layer.background = name
        }
    }

    func markInteractiveDismissDisabled(_ isDisabled: Bool) {
        if visible {
            layer.interactiveDismissDisabled = isDisabled
        }
    }

    func registerAppearance(onAppear: (() -> Void)?, onDisappear: (() -> Void)?) {
        guard runtime != nil else { return }
        appearances.append(AppearanceRecord(key: path, layerID: layer.id, isVisible: visible, onAppear: onAppear, onDisappear: onDisappear))
    }
}

/// A `TupleView`'s elements, type-erased.
@MainActor
protocol TupleViewContent {
    var elements: [any View] { get }
}

/// A `ModifiedContent` view's parts, type-erased.
@MainActor
protocol ModifiedView {
    var anyContent: any View { get }
    var anyModifier: Any { get }
}
#endif
