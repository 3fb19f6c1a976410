#if os(Linux)
import CoordinatorKit
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import SwiftUIDouble
import Testing
import UIKitDouble

// `RouteLink` in a SwiftUI screen that UIKitHost shows in a UIHostingController (issue 55).

private enum PlotRoute: Route {
    case plots
    case plot(Int)
    case sold(Int)
}

private struct Sold: Error {}

private final class PlotsCoordinator: Coordinator<PlotRoute>, ViewProviding {
    override func start() { show(.plots) }
    override func decision(for route: PlotRoute) -> RouteDecision {
        if case .sold = route { .deny(reason: Sold()) } else { .allow }
    }
    func view(for route: PlotRoute) -> some View {
        switch route {
        case .plots:
            VStack {
                Text("Plots")
                RouteLink("Plot 4", route: PlotRoute.plot(4))
                RouteLink("Sold 5", route: PlotRoute.sold(5))
            }
        case .plot(let number): Text("Plot \(number)")
        case .sold(let number): Text("Sold \(number)")
        }
    }
}

@MainActor
@Suite struct RouteLinksInUIKitHost {
    @Test func aTapShowsTheRouteAndADeniedTapChangesNothing() async throws {
        let app = UIKitScenarioHost.testApp()
        app.navigator.start(PlotsCoordinator())
        await app.runtime.settle()
        let plots = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        plots.loadViewIfNeeded()
        await app.runtime.settle()
        #expect(plots.doubleTexts == ["Plots", "Plot 4", "Sold 5"])

        #expect(plots.doubleTapButton(titled: "Sold 5"))
        await app.runtime.settle()
        #expect(app.tree == "root stack: [plots]")

        #expect(plots.doubleTapButton(titled: "Plot 4"))
        await app.runtime.settle()
        #expect(app.tree == "root stack: [plots] > [plot(4)]")
        app.expectInSync()
    }
}
#endif
