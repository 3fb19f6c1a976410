#if canImport(UIKit) && !os(watchOS)
import UIKit
#elseif os(Linux)
import UIKitDouble
#endif
#if (canImport(UIKit) && !os(watchOS)) || os(Linux)
import CoordinatorKit

/// The UIKit containers the host shows: the container of each layer, the window's root first,
/// the navigation controller of each stack, and the alert controller of the question over the
/// topmost layer.
///
/// A value that calls out to nothing: making and showing containers is the host's, which
/// records here what it made and forgets here what left.
@MainActor
struct ShownContainers {
    /// The layers shown, the window's root first.
    private(set) var layers: [LayerControllers] = []
    /// The navigation controller of every stack shown, each with the stack as the host last set
    /// it (`lastSet`): the part a new version keeps need not be mapped again.
    private(set) var stacks: [StackID: HostNavigationController] = [:]
    /// The question shown over the topmost layer, with its alert controller.
    var question: ShownQuestion?

    // MARK: Layers

    /// The position of a layer in ``layers``.
    func index(ofLayer id: LayerID) -> Int? {
        for (index, record) in layers.enumerated() where record.id == id { return index }
        return nil
    }

    /// The position in ``layers`` of the layer whose container this is.
    func index(ofLayerIn container: UIViewController) -> Int? {
        for (index, record) in layers.enumerated() where record.container === container { return index }
        return nil
    }

    /// A layer's record; with `presented`, only a layer over the root.
    func record(ofLayer id: LayerID, presented: Bool = false) -> LayerControllers? {
        guard let index = index(ofLayer: id), !presented || index > 0 else { return nil }
        return layers[index]
    }

    /// The record of the layer whose container this is; with `presented`, only a layer over the root.
    func record(ofLayerIn container: UIViewController, presented: Bool = false) -> LayerControllers? {
        guard let index = index(ofLayerIn: container), !presented || index > 0 else { return nil }
        return layers[index]
    }

    /// Adds a layer made over the top one (or as the root, when none is shown).
    mutating func append(_ record: LayerControllers) {
        layers.append(record)
    }

    /// Puts a layer made again in place of the root, the only layer shown; the caller forgot
    /// the old root's stacks.
    mutating func replaceRoot(with record: LayerControllers) {
        layers = [record]
    }

    /// Records the tabs a tabs layer shows now, in the tab bar's order.
    mutating func setTabs(_ tabs: [TabID], ofLayer id: LayerID) {
        guard let index = index(ofLayer: id) else { return }
        layers[index].tabs = tabs
    }

    /// Forgets a dismissed layer, the layers above it, and their stacks.
    mutating func forgetLayers(from layer: LayerID) {
        guard let index = index(ofLayer: layer) else { return }
        // Each layer's stacks: its own, or one per tab (`setTabs(_:ofLayer:)` keeps `tabs` in
        // step with `stacks`).
        for record in layers[index...] {
            if record.container is UINavigationController {
                forgetStack(StackID(layer: record.id))
                // Before iOS 14, a split's detail column alone.
                forgetStack(StackID(layer: record.id, column: .detail))
            }
            if record.container is UISplitViewController {
                for column in SplitColumn.allCases { forgetStack(StackID(layer: record.id, column: column)) }
            }
            for tab in record.tabs {
                forgetStack(StackID(layer: record.id, tab: tab))
            }
        }
        layers.removeSubrange(index...)
    }

    /// Forgets every layer and stack, and what the host set on each stack.
    mutating func removeAll() {
        layers = []
        for navigationController in stacks.values { navigationController.lastSet = nil }
        stacks = [:]
    }

    // MARK: Stacks

    /// The navigation controller of a stack shown.
    func navigationController(of id: StackID) -> HostNavigationController? {
        stacks[id]
    }

    /// The stack a navigation controller of the host shows, when it is one of the stacks'.
    func stack(of navigationController: UIViewController?) -> StackID? {
        for (id, controller) in stacks where controller === navigationController { return id }
        return nil
    }

    /// Records the navigation controller made for a stack.
    mutating func add(_ navigationController: HostNavigationController, for id: StackID) {
        stacks[id] = navigationController
    }

    /// Forgets a stack's navigation controller and what the host set on it.
    mutating func forgetStack(_ id: StackID) {
        stacks.removeValue(forKey: id)?.lastSet = nil
    }
}

/// The UIKit containers of one layer.
struct LayerControllers {
    let id: LayerID
    /// A navigation controller for a stack, a tab bar controller for tabs.
    let container: UIViewController
    /// The tabs, in the tab bar's order; empty for a stack.
    var tabs: [TabID]
}
#endif
