#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

// A width change is an event the host orders, not a re-layout done at once. UIKit collapses or
// expands a split whenever the window's size class changes, in the middle of a push, a
// selection or the user's swipe back. The host notes it, and once it is idle (no command in
// flight, no gesture) puts each column's screens back where UIKit moved them and tells the
// navigator the new width: only then does the rendered state hold what UIKit moved towards.
extension UIKitHost {
    /// UIKit collapsed or expanded a split: once the host is idle, an expanded split's columns
    /// show their screens again (a column the user left while collapsed gets them back), and the
    /// navigator hears of the width.
    func splitDidChangeWidth(_ splitViewController: UISplitViewController) {
        guard let split = splitViewController as? HostSplitViewController,
            let layer = containers.record(ofLayerIn: split)?.id
        else { return }
        split.knownCollapsed = split.isCollapsed
        split.resetsColumns = true
        activity.holdsWidthChange = true
        // What the host shows follows at once; the navigator hears it once the host is idle.
        carryOut(activity.hosted.handle(.splitDrawn(layer, collapsed: split.isCollapsed)))
        // A stack change of the split's may never hear its didShow now; idle, the change applies.
        carryOut(activity.machine.handle(.splitChangedWidth(layer)))
    }

    /// Applies the width changes held while the host was busy, once it is idle.
    func applyHeldWidthChanges() {
        guard activity.holdsWidthChange, activity.machine.isIdle, !activity.isCommandInFlight else { return }
        resetColumnsAfterWidthChange()
        reportSplitWidths()
        activity.holdsWidthChange = false
    }

    /// Puts the screens of each split that changed width back into their columns, as the host
    /// renders them (after the command in flight, which is about to end): expanded, each column
    /// shows its screens; collapsed, the column on top is the navigator's, over those before it.
    func resetColumnsAfterWidthChange() {
        guard activity.holdsWidthChange, activity.machine.isIdle else { return }
        let state = showing
        for record in containers.layers {
            guard let split = record.container as? HostSplitViewController, split.resetsColumns else { continue }
            split.resetsColumns = false
            guard case .split(let rendered)? = state.layer(record.id)?.content else { continue }
            callingUIKit { host in
                for column in rendered.columns {
                    let id = StackID(layer: record.id, column: column)
                    guard let own = host.containers.navigationController(of: id), let stack = rendered[column],
                        host.shownViewControllers(of: id, own: own).compactMap(host.screen(for:))
                            != stack.screens.map(\.id)
                    else { continue }
                    if !host.setStackBelowTheTopOfACollapsedSplit(id, to: stack) {
                        host.setAll(stack, of: id, in: own, animated: false)
                    }
                }
                if #available(iOS 14, tvOS 14, *), split.isCollapsed,
                    host.collapsedColumns(of: record.id)?.last?.column != rendered.compactColumn
                {
                    // Once each column holds its screens: pushes the column (and those between)
                    // or pops those above it.
                    split.show(rendered.compactColumn.uiKitColumn)
                }
            }
        }
    }

    /// Tells the navigator of the size class changes UIKit made, once the host is idle.
    func reportSplitWidths() {
        guard activity.machine.isIdle else { return }
        carryOut(activity.hosted.handle(.turnEnded))
    }
}
#endif
