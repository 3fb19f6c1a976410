#if canImport(SwiftUI)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
public import CoordinatorKit

/// A `NavigationInspector`'s view: the navigation and the coordinator tree as they stand, then
/// the log, newest first. Tap a change to go back to the state after it, in one change, as
/// `NavigationInspector.jump(to:animated:)` does; a jump it refuses shows why at the top.
///
/// Show it in debug builds from a place outside the navigation, a debug menu or a window of
/// its own, so that it never competes with the navigator's presentations:
///
/// ```swift
/// #if DEBUG
/// .sheet(isPresented: $showsInspector) { NavigationInspectorView(inspector) }
/// #endif
/// ```
///
/// In a UIKit app, host it in a `UIHostingController`, or let `InspectableWindow` (in
/// CoordinatorKitUIKit) show it on a shake. The list shows the log as it was when the view was
/// made, and again after each jump.
///
/// Given a way to export the navigation, the view offers it first: a tap shows the saved data as
/// Base64 text to select and paste into a bug report. Whoever reads the report restores it as any
/// saved navigation, with `Navigator.restore(from:routes:coordinators:)` at launch.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
public struct NavigationInspectorView: View {
    private let inspector: NavigationInspector
    @State private var entries: [NavigationInspector.Entry]
    @State private var trees: String
    @State private var refusal: String?
    private let export: (@MainActor (Navigator) throws -> Data)?
    @State private var exported: String?

    /// Shows an inspector's log.
    /// - Parameters:
    ///   - inspector: the inspector to show and jump with.
    ///   - export: the inspected navigator's navigation as saved data, for a bug report: usually
    ///     `{ try $0.savedData(coordinators: coordinators) }`. It is handed the navigator, so
    ///     that it need not hold it. Without it, the view offers no export.
    public init(_ inspector: NavigationInspector, export: (@MainActor (Navigator) throws -> Data)? = nil) {
        self.inspector = inspector
        self.export = export
        _entries = State(initialValue: inspector.entries)
        _trees = State(initialValue: inspector.trees ?? "")
    }

    public var body: some View {
        List {
            if let refusal {
                Text(verbatim: refusal)
            }
            if export != nil {
                Button("Export the navigation") { exportNavigation() }
                if let exported {
                    Text(verbatim: exported).selectable()
                }
            }
            Text(verbatim: trees)
            ForEach(entries.reversed()) { entry in
                if Self.isChange(entry) {
                    Button(entry.description) { jump(to: entry.id) }
                } else {
                    Text(verbatim: entry.description)
                }
            }
        }
    }

    private static func isChange(_ entry: NavigationInspector.Entry) -> Bool {
        if case .navigation(.changed) = entry.event { true } else { false }
    }

    private func jump(to entry: Int) {
        do {
            try inspector.jump(to: entry)
            refusal = nil
        } catch {
            refusal = "Not shown: \(error)."
        }
        entries = inspector.entries
        trees = inspector.trees ?? ""
    }

    private func exportNavigation() {
        guard let export else { return }
        guard let navigator = inspector.navigator else {
            exported = "Not exported: the navigator is gone."
            return
        }
        do {
            exported = try export(navigator).base64EncodedString()
        } catch {
            exported = "Not exported: \(error)"
        }
    }
}

extension View {
    /// Lets the user select and copy the text, where the platform has text selection.
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    @ViewBuilder fileprivate func selectable() -> some View {
        #if os(tvOS) || os(watchOS)
        self
        #else
        textSelection(.enabled)
        #endif
    }
}
#endif
