#if os(Linux)
import CoordinatorKit
import CoordinatorKitUIKit
import SwiftUIDouble
import Testing
import UIKitDouble

// The CoordinatorKitUIKit catalog's recipe for a SwiftUI app on iOS 13–15, verbatim but for the
// route and coordinator it starts, and the type names kept to this file.
private enum RecipeRoute: Route { case home }

private final class AppCoordinator: Coordinator<RecipeRoute>, ViewControllerProviding {
    override func start() { show(.home) }
    func viewController(for route: RecipeRoute) -> UIViewController { UIViewController() }
}

private struct ShopScene: View {   // in WindowGroup { ShopScene() }: one navigator per scene
    @State private var navigator = Navigator()

    var body: some View {
        UIKitNavigatorView(navigator)
            .onAppear {
                if navigator.rootCoordinator == nil { navigator.start(AppCoordinator()) }
            }
    }
}

/// A full-screen cover over the scene hides its root view; SwiftUI runs `onAppear` again when
/// the cover goes.
private struct CoveredScene: View {
    @State private var showsCover = true
    var body: some View {
        ShopScene()
            .fullScreenCover(isPresented: $showsCover) {
                Button("Close") { showsCover = false }
            }
    }
}

@MainActor
@Suite struct UIKitNavigatorViewRecipe {
    @Test func eachSceneRendersItsOwnNavigatorStartedOnce() async throws {
        let first = SwiftUIDoubleRuntime(rootView: CoveredScene())
        let second = SwiftUIDoubleRuntime(rootView: ShopScene())
        first.update()
        second.update()
        first.finishAllTransitions()
        #expect(first.tapButton(titled: "Close"))
        first.finishAllTransitions()
        await first.uiKitWindow.doubleRuntime.settle()
        await second.uiKitWindow.doubleRuntime.settle()

        // A second start of the same navigator would be reported here and fail the test.
        let firstHost = try #require(first.representedViewControllers.first?.children.last as? UINavigationController)
        let secondHost = try #require(second.representedViewControllers.first?.children.last as? UINavigationController)
        #expect(firstHost !== secondHost)
        #expect(firstHost.viewControllers.count == 1)
        #expect(first.warnings.isEmpty && second.warnings.isEmpty)
    }
}
#endif
