#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit
import Dispatch

/// Renders a `Navigator`'s whole state with SwiftUI's own navigation.
///
/// A SwiftUI app's whole setup:
///
/// ```swift
/// @main
/// struct ShopApp: App {
///     @State private var navigator = Navigator()
///
///     var body: some Scene {
///         WindowGroup {
///             NavigatorView(navigator)
///                 .onAppear { navigator.start(AppCoordinator()) }
///         }
///     }
/// }
/// ```
///
/// How the state maps to SwiftUI:
/// - a stack is a `NavigationStack(path:)`: its root screen is the root view, the screens above
///   it are the path (their IDs), each shown by its navigation destination;
/// - tabs are a `TabView(selection:)` with a `NavigationStack` per tab, tagged and labelled with
///   the tab's identity; a sidebar-adaptable tab bar (`TabBarStyle.sidebarAdaptable`) is made
///   of `Tab`s in the `.sidebarAdaptable` style on iOS 18 and macOS 15, a sidebar at a regular
///   width;
/// - each presented layer is a `.sheet`, `.fullScreenCover` or `.popover` (item form, keyed by
///   the layer's identity) on the layer below it;
/// - a screen's view comes from its owner (``ViewProviding``), with the owner in the
///   environment (``ScreenCoordinator``); a UIKit screen comes from a ``SwiftUIScreenProviding``
///   owner, which CoordinatorKitUIKit's `ViewControllerProviding` coordinators are: their view
///   controller in a `UIViewControllerRepresentable`.
///
/// For iOS 13–15, CoordinatorKitUIKit's `UIKitNavigatorView` renders the same navigator with UIKit
/// inside a SwiftUI hierarchy.
///
/// What the user does (back button, edge swipe, the back button's menu, a sheet swiped down, a
/// popover tapped outside, a tab tapped or tapped again) is written back to the navigator, and
/// the child flows it ends finish as they do on UIKit.
///
/// The view renders through the navigator's ``SwiftUIHost``, attaching a new one when the
/// navigator has none.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
@MainActor
public struct NavigatorView: View {
    private let host: SwiftUIHost
    @State private var revision = 0
    /// Where zoom sources and destinations match (`marksControl(for: .zoomSource(route))`).
    @Namespace private var zoomNamespace
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Renders `navigator`.
    /// - Parameter navigator: the navigator to render. Its host becomes a ``SwiftUIHost``
    ///   unless it has one already.
    public init(_ navigator: Navigator) {
        host = SwiftUIHost.attached(to: navigator)
    }

    public var body: some View {
        // Reading the revision makes this view render again whenever the host writes it.
        let _ = host.connect($revision, at: revision)
        let _ = host.isReduceMotionEnabled = reduceMotion
        // While a layer's content leaves before its dismissal, the layer is still drawn.
        let drawn = host.drawnState
        if drawn.layers.isEmpty {
            EmptyView()
        } else {
            let root = drawn.layers[0]
            LayerView(host: host, layers: drawn.layers, question: drawn.question, fade: host.layerFade)
                .environment(\.zoomNamespace, zoomNamespace)
                .environment(\.selectionRevision, host.selectionRevision)
                // A new root is a new view: it cross-fades in over the old one, or plays the
                // app's registered transition, when it says so (login → home), in the command's
                // animation.
                .id(root.id)
                .transition(host.rootTransition(for: root.animation))
        }
    }
}

@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
extension SwiftUIHost {
    /// Remembers the rendering view's revision, to write it when the shown tree changes. A
    /// presentation that waited for a view goes on the next turn, after this first update.
    func connect(_ revision: Binding<Int>, at value: Int) {
        let isFirst = self.revision == nil
        self.revision = revision
        guard isFirst else { return }
        carryOut(hosted.handle(.drawn))
        guard !hosted.heldCommands.isEmpty else { return }
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            carryOut(hosted.handle(.turnEnded))
        }
    }
}
#endif
