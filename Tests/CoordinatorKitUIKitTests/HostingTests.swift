#if os(Linux)
import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitUIKit
import CoordinatorKitTesting
import CoordinatorKitUIKitTesting
import Testing
import UIKitDouble
import SwiftUIDouble

// SwiftUI screens in a UIKit app: a ViewProviding coordinator's views, hosted by UIKitHost in
// UIHostingControllers, find their coordinator in the environment.

private enum GardenRoute: Route {
    case beds
    case bed(Int)
}

private final class GardenCoordinator: Coordinator<GardenRoute> {
    override func start() { show(.beds) }
}

private struct BedsView: View {
    @Environment(\.coordinator) private var coordinator

    var body: some View {
        VStack {
            Text("Beds")
            Button("Open bed 3") {
                (coordinator as? GardenCoordinator)?.show(.bed(3))
            }
        }
    }
}

private struct BedView: View {
    let number: Int
    @Environment(\.coordinator) private var coordinator

    var body: some View {
        VStack {
            Text("Bed \(number)")
            if coordinator != nil {
                Button("Back") { (coordinator as? GardenCoordinator)?.pop() }
            }
        }
    }
}

extension GardenCoordinator: ViewProviding {
    func view(for route: GardenRoute) -> some View {
        switch route {
        case .beds: BedsView()
        case .bed(let number): BedView(number: number)
        }
    }
}

@MainActor
@Suite struct HostedSwiftUIScreens {
    @Test func aViewProvidingCoordinatorsViewsAreHostedWithTheCoordinatorInTheirEnvironment() async throws {
        let app = UIKitScenarioHost.testApp()
        let garden = GardenCoordinator()
        app.navigator.start(garden)
        await app.runtime.settle()
        let beds = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        beds.loadViewIfNeeded()
        await app.runtime.settle()
        #expect(beds.doubleTexts == ["Beds", "Open bed 3"])

        // The button calls the coordinator it found in the environment.
        #expect(beds.doubleTapButton(titled: "Open bed 3"))
        #expect(app.tree == "root stack: [beds] > [bed(3)]")
        let bed = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        bed.loadViewIfNeeded()
        await app.runtime.settle()
        #expect(bed.doubleTexts == ["Bed 3", "Back"])
        app.expectInSync()
    }

    @Test func hostingControllersOfPoppedAndDismissedScreensDeinitialize() async {
        let app = UIKitScenarioHost.testApp()
        let garden = GardenCoordinator()
        app.navigator.start(garden)
        garden.show(.bed(1))
        await app.runtime.settle()
        weak let popped = app.visibleViewController
        popped?.loadViewIfNeeded()
        await app.runtime.settle()
        #expect(popped != nil)
        #expect(app.tapBack())
        await app.runtime.settle()
        #expect(popped == nil)

        garden.present(.bed(2), as: .sheet)
        await app.runtime.settle()
        weak let dismissed = app.visibleViewController
        dismissed?.loadViewIfNeeded()
        await app.runtime.settle()
        #expect(dismissed != nil)
        #expect(app.swipeDown())
        await app.runtime.settle()
        #expect(dismissed == nil)
        app.expectInSync()
    }

    @Test func aViewOutsideACoordinatorsScreenSeesNoCoordinator() {
        let hosting = UIHostingController(rootView: BedView(number: 9))
        hosting.loadViewIfNeeded()
        #expect(hosting.doubleTexts == ["Bed 9"])
    }
}
#endif
