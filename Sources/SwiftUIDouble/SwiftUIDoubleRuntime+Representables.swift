#if os(Linux)
// View controllers shown by `UIViewControllerRepresentable` views: made once per place in the tree,
// updated on each update that draws them, dismantled when their view leaves the tree. Each is a child
// of the view controller of the runtime's window, as SwiftUI's hosting controller adopts them.

/// A representable's controller, kept between updates by the place of its view.
@MainActor
final class RepresentableRecord {
    /// The representable's type: another type at the same place is another view.
    let type: ObjectIdentifier
    let controller: UIViewController
    let coordinator: Any
    let dismantle: () -> Void

    init(type: ObjectIdentifier, controller: UIViewController, coordinator: Any, dismantle: @escaping () -> Void) {
        self.type = type
        self.controller = controller
        self.coordinator = coordinator
        self.dismantle = dismantle
    }
}

extension SwiftUIDoubleRuntime {
    /// The controllers of the representables on screen, in the order they were made.
    public var representedViewControllers: [UIViewController] {
        uiKitWindow.rootViewController?.children ?? []
    }

    /// Makes or updates the controller of `representable` at `key`, and returns it.
    @discardableResult
    func showController<R: UIViewControllerRepresentable>(of representable: R, at key: String, environment: EnvironmentValues) -> UIViewController {
        visitedRepresentables.insert(key)
        if let record = representables[key], record.type == ObjectIdentifier(R.self),
           let controller = record.controller as? R.UIViewControllerType, let coordinator = record.coordinator as? R.Coordinator {
            let context = R.Context(coordinator: coordinator, transaction: passTransaction, environment: environment)
            representable.updateUIViewController(controller, context: context)
            return controller
        }
        if let replaced = representables[key] {
            dismantle(replaced, at: key)
        }
        let coordinator = representable.makeCoordinator()
        let context = R.Context(coordinator: coordinator, transaction: passTransaction, environment: environment)
        let controller = representable.makeUIViewController(context: context)
        representables[key] = RepresentableRecord(type: ObjectIdentifier(R.self), controller: controller, coordinator: coordinator) {
            R.dismantleUIViewController(controller, coordinator: coordinator)
        }
        representable.updateUIViewController(controller, context: context)
        guard let parent = uiKitWindow.rootViewController else { return controller }
        parent.addChild(controller)
        parent.view.addSubview(controller.view)
        controller.didMove(toParent: parent)
        return controller
    }

    /// Dismantles the controllers whose views this pass did not draw.
    func dismantleRepresentablesNotDrawn() {
        for key in representables.keys.sorted() where !visitedRepresentables.contains(key) {
            if let record = representables[key] {
                dismantle(record, at: key)
            }
        }
    }

    private func dismantle(_ record: RepresentableRecord, at key: String) {
        representables[key] = nil
        record.dismantle()
        record.controller.willMove(toParent: nil)
        record.controller.viewIfLoaded?.removeFromSuperview()
        record.controller.removeFromParent()
    }
}
#endif
