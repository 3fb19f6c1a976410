#if canImport(SwiftUI) || os(Linux)
import CoordinatorKit

/// The views on screen that mark themselves as the control something is presented from (a
/// popover's route with `marksControl(for: .popover(route))`, a confirmation dialog's title with
/// `marksControl(for: .dialog(title))`), by the layer they are drawn in.
///
/// A mark counts from its view's appearance to its disappearance; two views may carry the same
/// one, and the mark holds until both have gone.
struct ControlMarks<Key: Hashable> {
    private var counts: [LayerID: [Key: Int]] = [:]

    /// Whether a view drawn in `layer` carries the mark.
    func isMarked(_ key: Key, over layer: LayerID) -> Bool {
        (counts[layer]?[key] ?? 0) > 0
    }

    /// A view carrying the mark appeared in `layer`.
    mutating func appeared(_ key: Key, over layer: LayerID) {
        counts[layer, default: [:]][key, default: 0] += 1
    }

    /// A view carrying the mark disappeared from `layer`.
    mutating func disappeared(_ key: Key, over layer: LayerID) {
        guard let count = counts[layer]?[key] else { return }
        counts[layer]?[key] = count > 1 ? count - 1 : nil
        if counts[layer]?.isEmpty == true { counts[layer] = nil }
    }
}
#endif
