#if canImport(UIKit) && !os(watchOS)
import UIKit
import SwiftUI
#elseif os(Linux)
import UIKitDouble
import SwiftUIDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI

/// The SwiftUI screens the host put into hosting controllers it made, by controller: where
/// their marked controls report their frames, and their view, which the host hosts again with
/// the split it is drawn in (what a ``ColumnSelection`` reads).
@MainActor
struct HostedScreens {
    /// A hosted screen.
    struct Entry {
        weak var controller: UIHostingController<AnyView>?
        /// Where the view's marked controls report their frames.
        let frames: ControlFrames
        /// The screen's view, with its coordinator in the environment.
        let content: AnyView
        /// The split last put into the environment, and the selection revision then.
        var split: (shown: ShownSplit?, revision: Int) = (nil, 0)

        /// The root view of the controller: the content, in the environment the host gives it.
        var rootView: AnyView {
            AnyView(
                content.environment(\.controlFrames, frames).environment(\.shownSplit, split.shown)
                    .environment(\.selectionRevision, split.revision))
        }
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Whether the host made no hosting controller for a SwiftUI view, or none since the
    /// released ones were forgotten.
    var isEmpty: Bool { entries.isEmpty }

    /// Records that `controller` hosts `content`, whose marks report to `frames`; forgets the
    /// controllers released since.
    mutating func add(_ controller: UIHostingController<AnyView>, content: AnyView, frames: ControlFrames) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, frames: frames, content: content)
    }

    /// The frames of the marked controls of `controller`, when the host made it for a SwiftUI view.
    func frames(of controller: UIViewController) -> ControlFrames? {
        entry(of: controller)?.frames
    }

    /// Hosts the view of `controller` again in `split` at `revision`, when the host made it for
    /// a SwiftUI view and it was hosted in another split or revision.
    mutating func host(_ controller: UIViewController, in split: ShownSplit?, revision: Int) {
        guard var entry = entry(of: controller), let hosting = entry.controller,
            entry.split.shown != split || entry.split.revision != revision
        else { return }
        entry.split = (split, revision)
        entries[ObjectIdentifier(controller)] = entry
        hosting.rootView = entry.rootView
    }

    private func entry(of controller: UIViewController) -> Entry? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry
    }
}

/// The control marked for an anchor: a view of a UIKit screen, or the rectangle of a SwiftUI
/// view in its hosting controller's view.
@MainActor
enum MarkedControl {
    case view(UIView)
    case area(CGRect, in: UIView)

    /// The view a popover points into.
    var anchorView: UIView {
        switch self {
        case .view(let view): view
        case .area(_, let view): view
        }
    }

    /// The rectangle of ``anchorView`` the popover points at.
    var anchorRect: CGRect {
        switch self {
        case .view(let view): view.bounds
        case .area(let rect, _): rect
        }
    }

    /// A view covering the control, for what needs a view of its own (a zoom's source): the
    /// control itself, or, over a SwiftUI view, a transparent view laid at its rectangle that
    /// lets touches through (one per hosting view and anchor, moved to where the view is now).
    func coveringView(for anchor: ControlAnchor) -> UIView {
        switch self {
        case .view(let view):
            return view
        case .area(let rect, let hostingView):
            let area =
                hostingView.subviews.lazy.compactMap { $0 as? ControlAreaView }.first { $0.anchor == anchor }
                ?? ControlAreaView(anchor: anchor)
            if area.superview !== hostingView { hostingView.addSubview(area) }
            area.frame = rect
            return area
        }
    }
}

/// A transparent view over a control a SwiftUI screen marked, which a zoom starts from.
final class ControlAreaView: UIView {
    let anchor: ControlAnchor

    init(anchor: ControlAnchor) {
        self.anchor = anchor
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override var description: String { "area of the control marked for \(anchor)" }
}
#endif
