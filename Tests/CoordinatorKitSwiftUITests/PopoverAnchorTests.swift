#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitSwiftUI
import SwiftUIDouble
import Testing

/// A screen marks the control a popover points at; NavigatorView presents the popover there.
@MainActor
@Suite struct PopoverAnchorsInNavigatorView {
    @Test func aMarkedRowPresentsThePopoverOfItsRoute() {
        let list = RowsCoordinator(marksRows: true)
        let (navigator, runtime) = render(list)
        #expect(runtime.tapButton(titled: "Share 2"))
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        let popover = navigator.state.top
        #expect(runtime.shownLayers.map(\.kind) == [nil, .popover])
        #expect(runtime.shownLayers.last?.stacks == [["Sharing 2"]])
        #expect(popover.map { host?.anchoredPopovers.contains($0.id) == true } == true, "presented from the row's button")
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
        // Tapping outside dismisses it, and the state follows.
        #expect(runtime.tapOutsidePopover())
        runtime.update()
        #expect(navigator.state.layers.count == 1)
        #expect(runtime.shownLayers.map(\.kind) == [nil])
        #expect(runtime.warnings.isEmpty)
    }

    @Test func withoutAMarkThePopoverComesFromTheScreen() {
        let list = RowsCoordinator(marksRows: false)
        let (navigator, runtime) = render(list)
        #expect(runtime.tapButton(titled: "Share 2"))
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        #expect(runtime.shownLayers.map(\.kind) == [nil, .popover])
        #expect(host?.anchoredPopovers.isEmpty == true)
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aMarkedScreenKeepsNeitherItsHostNorItsCoordinator() {
        weak var weakHost: SwiftUIHost?
        weak var weakList: RowsCoordinator?
        weak var weakNavigator: Navigator?
        do {
            let list = RowsCoordinator(marksRows: true)
            let (navigator, runtime) = render(list)
            #expect(runtime.tapButton(titled: "Share 1"))
            runtime.update()
            #expect(navigator.state.layers.count == 2)
            weakHost = navigator.host as? SwiftUIHost
            weakList = list
            weakNavigator = navigator
        }
        #expect(weakHost == nil, "the anchor's environment kept the host")
        #expect(weakNavigator == nil)
        #expect(weakList == nil)
    }

    @Test func aMarkForAnotherRouteLeavesThePopoverToTheScreen() {
        let list = RowsCoordinator(marksRows: true)
        let (navigator, runtime) = render(list)
        list.present(.help, as: .popover)
        runtime.update()
        let host = navigator.host as? SwiftUIHost
        #expect(runtime.shownLayers.map(\.kind) == [nil, .popover])
        #expect(host?.anchoredPopovers.isEmpty == true)
        #expect(runtime.warnings.isEmpty)
    }
}

private enum RowRoute: Route {
    case rows, share(Int), help
    var presentation: Presentation? { self == .rows ? nil : .popover }
}

private final class RowsCoordinator: Coordinator<RowRoute>, ViewProviding {
    let marksRows: Bool
    init(marksRows: Bool) {
        self.marksRows = marksRows
        super.init()
    }

    override func start() { show(.rows) }

    func view(for route: RowRoute) -> some View {
        switch route {
        case .rows: RowsView(marksRows: marksRows)
        case .share(let row): Text("Sharing \(row)")
        case .help: Text("Help")
        }
    }
}

private struct RowsView: View {
    let marksRows: Bool
    @ScreenCoordinator private var coordinator: RowsCoordinator?

    var body: some View {
        VStack {
            row(1)
            row(2)
            row(3)
        }
    }

    @ViewBuilder
    private func row(_ row: Int) -> some View {
        if marksRows {
            Button("Share \(row)") { coordinator?.show(.share(row)) }
                .marksControl(for: .popover(RowRoute.share(row)))
        } else {
            Button("Share \(row)") { coordinator?.show(.share(row)) }
        }
    }
}
#endif
