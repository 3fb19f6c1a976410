/// One transition a host performs: what the navigator's plan asks of UIKit, SwiftUI or a test
/// host, one at a time.
public struct HostCommand: Equatable, Sendable, CustomStringConvertible {
    /// What to do.
    public let action: Action
    /// The animation the command plays: ``RouteAnimation/none`` when it does not animate. Of a
    /// plan's commands only the last visible one animates, with the animation of what arrives
    /// (a push, a presentation, a new root) or the inverse of what leaves (a pop, a dismissal).
    /// A host with Reduce Motion on plays none.
    public let animation: RouteAnimation

    /// Whether to animate it: whether ``animation`` is anything but ``RouteAnimation/none``.
    public var animated: Bool {
        if case .none = animation { return false }
        return true
    }

    /// Makes a command that plays the system's animation, or none.
    /// - Parameters:
    ///   - action: what to do.
    ///   - animated: whether to animate it.
    package init(_ action: Action, animated: Bool) {
        self.action = action
        self.animation = animated ? .system : .none
    }

    /// Makes a command that plays an animation.
    /// - Parameters:
    ///   - action: what to do.
    ///   - animation: the animation it plays; ``RouteAnimation/none`` for none.
    package init(_ action: Action, animation: RouteAnimation) {
        self.action = action
        self.animation = animation
    }

    /// The transitions a host knows.
    public enum Action: Equatable, Sendable {
        /// Make this layer the window's root (`window.rootViewController = …`), or show nothing
        /// when `nil`. Nothing is presented over the root when this runs.
        case setRoot(Layer?)
        /// Dismiss this presented layer and every layer above it, in one call on the layer below.
        case dismiss(LayerID)
        /// Make the stack show exactly these screens (`setViewControllers(_:animated:)`).
        case setStack(StackID, Stack)
        /// Replace a layer's tabs, their stacks, selection and style (`setViewControllers`, or
        /// `setTabs` in the sidebar-adaptable style, on the tab bar controller).
        case setTabs(LayerID, Tabs)
        /// Select a tab (`selectedIndex`).
        case selectTab(TabID, in: LayerID)
        /// Present this layer over the topmost one.
        case present(Layer)
        /// Change a presented layer's options in place: detents and the resting detent, the
        /// grabber, the lock against dismissing it by hand.
        case setOptions(LayerID, PresentationOptions)
        /// Change what the tab bar shows for a tab (`UITabBarItem`, `tabItem`).
        case setTabItem(TabID, TabItem?, in: LayerID)
        /// Make a layer's split show these columns, their stacks, and which columns the user sees
        /// (`setViewController(_:for:)`, `show(_:)`/`hide(_:)`; `NavigationSplitView`'s
        /// column visibility). A host keeps its own size class: its report of it follows.
        indirect case setSplit(LayerID, Split)
        /// Show an alert or a confirmation dialog over the topmost layer (`UIAlertController`,
        /// `alert`, `confirmationDialog`). Nothing else is presented while it is shown.
        indirect case presentQuestion(QuestionLayer)
        /// Take a question away unanswered. A dismissal of the layer below it takes it too, so
        /// this comes only for a question that leaves on its own.
        case dismissQuestion(LayerID)
    }

    public var description: String {
        let body =
            switch action {
            case .setRoot(let layer?): "setRoot(\(layer.presentation) \(layer.content.summary))"
            case .setRoot(nil): "setRoot(nothing)"
            case .dismiss(let layer): "dismiss(\(layer))"
            case .setStack(let id, let stack): "setStack(\(id), \(stack))"
            case .setTabs(let id, let tabs):
                "setTabs(\(id), \(tabs.tabs.map(\.id.rawValue)), selected: \(tabs.selected)"
                    + (tabs.style == .tabBar ? ")" : ", style: \(tabs.style))")
            case .selectTab(let tab, let layer): "selectTab(\(tab), in: \(layer))"
            case .present(let layer):
                layer.options.summary.isEmpty
                    ? "present(.\(layer.presentation), \(layer.content.summary))"
                    : "present(.\(layer.presentation), \(layer.content.summary), \(layer.options.summary))"
            case .setOptions(let layer, let options):
                "setOptions(\(layer), \(options.summary.isEmpty ? "default" : options.summary))"
            case .setTabItem(let tab, let item, let layer):
                "setTabItem(\(tab), \(item.map(String.init(describing:)) ?? "nil"), in: \(layer))"
            case .setSplit(let layer, let split):
                "setSplit(\(layer), \(split.columns.map(\.rawValue)), \(split.isCollapsed ? "collapsed to \(split.compactColumn)" : "\(split.visibility)"))"
            case .presentQuestion(let question): "presentQuestion(\(question))"
            case .dismissQuestion(let id): "dismissQuestion(\(id))"
            }
        switch animation {
        case .none: return body
        case .system: return body + " animated"
        default: return body + " animated \(animation)"
        }
    }
}
