#if canImport(SwiftUI)
package import SwiftUI
#elseif os(Linux)
package import SwiftUIDouble
#endif
#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// Where the marked controls of one hosted SwiftUI screen are: what `UIKitHost` anchors a
/// popover, a confirmation dialog or a zoom at when the screen is a `UIHostingController`.
///
/// Each view marked with `marksControl(for:)` reports its frame in the global space (the
/// window's, for a hosting controller) after every layout that moves it, and forgets it when it
/// leaves the screen. A frame is known only once SwiftUI has laid the view out: before that, and
/// on systems older than iOS 16, the host falls back as for an unmarked screen.
@MainActor
package final class ControlFrames {
    /// The last frame of each mark, in the global space.
    private var frames: [ControlAnchor: CGRect] = [:]

    package init() {}

    /// The frame of the view marked for `anchor`, in the global space, or `nil` when no view on
    /// screen has reported one.
    package func frame(for anchor: ControlAnchor) -> CGRect? {
        frames[anchor]
    }

    /// A marked view was laid out at `frame`.
    func report(_ frame: CGRect, for anchor: ControlAnchor) {
        frames[anchor] = frame
    }

    /// A marked view left the screen.
    func forget(_ anchor: ControlAnchor) {
        frames[anchor] = nil
    }
}

@available(iOS 13, macOS 10.15, tvOS 13, watchOS 6, *)
private struct ControlFramesKey: EnvironmentKey {
    static let defaultValue: ControlFrames? = nil
}

extension EnvironmentValues {
    /// Where the hosted screen's marked controls report their frames; `nil` outside a
    /// `UIKitHost` hosting controller.
    package var controlFrames: ControlFrames? {
        get { self[ControlFramesKey.self] }
        set { self[ControlFramesKey.self] = newValue }
    }
}

/// Reports the marked view's frame to the hosting controller's ``ControlFrames``, after each
/// layout that moves it; draws the view as it is outside a hosting controller of `UIKitHost`.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct ControlFrameModifier: ViewModifier {
    let anchor: ControlAnchor
    @Environment(\.controlFrames) private var frames

    func body(content: Content) -> some View {
        if let frames {
            let anchor = anchor
            content
                // The iOS 13 form of `frame(in:)`: the one iOS 16 has.
                .onGeometryChange(for: CGRect.self, of: { $0.frame(in: CoordinateSpace.global) }) { [weak frames] in
                    frames?.report($0, for: anchor)
                }
                .onDisappear { [weak frames] in frames?.forget(anchor) }
        } else {
            content
        }
    }
}
#endif
