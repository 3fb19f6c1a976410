#if os(Linux)
import SwiftUIDouble
import Testing

/// Hosting controllers own their root view, and release it, and what it captured, when they go away.
@MainActor
@Suite struct LeakTests {
    @Test func aPoppedHostingControllerReleasesItsRootViewsObjects() {
        let navigationController = UINavigationController(rootViewController: UIHostingController(rootView: Text("Root")))
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        weak var weakController: UIViewController?
        weak var weakCaptured: Counter?
        do {
            let captured = Counter()
            let controller = UIHostingController(rootView: Button("Tap") { captured.count += 1 })
            weakController = controller
            weakCaptured = captured
            navigationController.pushViewController(controller, animated: false)
            #expect(controller.doubleTapButton(titled: "Tap"))
        }
        #expect(weakController != nil, "the navigation stack holds it")

        navigationController.popViewController(animated: false)

        #expect(weakController == nil)
        #expect(weakCaptured == nil)
    }

    @Test func aReplacedWindowRootReleasesItsRootViewAndEnvironment() {
        let window = UIWindow(frame: .zero)
        weak var weakController: UIViewController?
        weak var weakModel: Counter?
        do {
            let model = Counter()
            let controller = UIHostingController(rootView: Holder(model: model).environment(\.counter, model))
            weakController = controller
            weakModel = model
            window.rootViewController = controller
            window.makeKeyAndVisible()
            #expect(controller.doubleTexts == ["0"])
        }
        #expect(weakController != nil)

        window.rootViewController = UIViewController()

        #expect(weakController == nil)
        #expect(weakModel == nil)
    }

    @Test func aReplacedRootViewIsReleased() {
        weak var weakOld: Counter?
        let controller: UIHostingController<AnyView>
        do {
            let old = Counter()
            weakOld = old
            controller = rendered(AnyView(Button("Old") { old.count += 1 }))
        }
        #expect(weakOld != nil)

        controller.rootView = AnyView(Text("New"))

        #expect(weakOld == nil, "neither the old root view nor the last render keeps it")
        #expect(controller.doubleTexts == ["New"])
    }
}

/// The key of ``EnvironmentValues/counter``.
private struct CounterKey: EnvironmentKey {
    static var defaultValue: Counter? { nil }
}

extension EnvironmentValues {
    fileprivate var counter: Counter? {
        get { self[CounterKey.self] }
        set { self[CounterKey.self] = newValue }
    }
}

private struct Holder: View {
    let model: Counter
    @Environment(\.counter) private var counter

    var body: some View {
        Text("\(counter?.count ?? -1)")
    }
}
#endif
