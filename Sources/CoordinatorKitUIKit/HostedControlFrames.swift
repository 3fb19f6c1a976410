#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI

/// Where the controls marked in each hosted SwiftUI screen are: the ``ControlFrames`` the host
/// put into the environment of the hosting controllers it made, by controller.
@MainActor
struct HostedControlFrames {
    private struct Entry {
        weak var controller: UIViewController?
        let frames: ControlFrames
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Records that `controller` shows a SwiftUI view whose marks report to `frames`; forgets the
    /// controllers released since.
    mutating func add(_ frames: ControlFrames, of controller: UIViewController) {
        entries = entries.filter { $0.value.controller != nil }
        entries[ObjectIdentifier(controller)] = Entry(controller: controller, frames: frames)
    }

    /// The frames of the marked controls of `controller`, when the host made it for a SwiftUI view.
    func frames(of controller: UIViewController) -> ControlFrames? {
        guard let entry = entries[ObjectIdentifier(controller)], entry.controller === controller else { return nil }
        return entry.frames
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
