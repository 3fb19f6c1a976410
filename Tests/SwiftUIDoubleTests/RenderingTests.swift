#if os(Linux)
import SwiftUIDouble
import Testing

/// A hosting controller renders its root view when the view loads, when the root view changes, and on demand.
@MainActor
@Suite struct RenderingTests {
    @Test func nothingIsRenderedBeforeTheViewLoads() {
        let renders = Counter()
        let controller = UIHostingController(rootView: Counted(renders: renders, title: "Home"))

        #expect(controller.doubleTexts == [])
        #expect(renders.count == 0)
    }

    @Test func loadingTheViewRendersTheRootView() {
        let renders = Counter()
        let controller = UIHostingController(rootView: Counted(renders: renders, title: "Home"))

        _ = controller.view

        #expect(controller.doubleTexts == ["Home"])
        #expect(renders.count == 1)
        _ = controller.view
        #expect(renders.count == 1, "the view loads once")
    }

    @Test func replacingTheRootViewOfALoadedControllerRendersTheNewOne() {
        let renders = Counter()
        let controller = rendered(Counted(renders: renders, title: "Home"))

        controller.rootView = Counted(renders: renders, title: "Settings")

        #expect(controller.doubleTexts == ["Settings"])
        #expect(renders.count == 2)
    }

    @Test func replacingTheRootViewBeforeTheViewLoadsRendersOnlyOnLoad() {
        let renders = Counter()
        let controller = UIHostingController(rootView: Counted(renders: renders, title: "Home"))

        controller.rootView = Counted(renders: renders, title: "Settings")
        #expect(renders.count == 0)
        controller.loadViewIfNeeded()

        #expect(controller.doubleTexts == ["Settings"])
        #expect(renders.count == 1)
    }

    @Test func doubleRenderEvaluatesTheBodyAgain() {
        let model = Model()
        let controller = rendered(ModelView(model: model))
        #expect(controller.doubleTexts == ["Draft"])

        model.title = "Sent"
        #expect(controller.doubleTexts == ["Draft"], "the double tracks no state")
        controller.doubleRender()

        #expect(controller.doubleTexts == ["Sent"])
    }

    @Test func aHostingControllerIsAUIKitViewController() {
        let navigationController = UINavigationController(rootViewController: UIHostingController(rootView: Text("Root")))
        let window = UIWindow(frame: .zero)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()

        let detail = UIHostingController(rootView: Text("Detail"))
        navigationController.pushViewController(detail, animated: false)

        #expect(navigationController.viewControllers.count == 2)
        #expect(detail.isViewLoaded)
        #expect(detail.doubleTexts == ["Detail"])
    }

    @Test func aSubclassFromAStoryboardSuppliesItsRootView() {
        #expect(StoryboardScreen(coder: NSCoder())?.rootView.content == "From storyboard")
        #expect(UIHostingController<Text>(coder: NSCoder()) == nil, "the base class has no root view to host")
    }
}

/// Counts how often its body is evaluated.
private struct Counted: View {
    let renders: Counter
    let title: String

    var body: some View {
        renders.count += 1
        return Text(title)
    }
}

@MainActor
private final class Model {
    var title = "Draft"
}

private struct ModelView: View {
    let model: Model

    var body: some View {
        Text(model.title)
    }
}

private struct Caption: View {
    let content: String

    var body: some View {
        Text(content)
    }
}

private final class StoryboardScreen: UIHostingController<Caption> {
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder, rootView: Caption(content: "From storyboard"))
    }
}
#endif
