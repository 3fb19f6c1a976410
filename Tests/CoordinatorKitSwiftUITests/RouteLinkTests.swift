#if os(Linux)
import CoordinatorKit
@testable import CoordinatorKitSwiftUI
import IssueReporting
import SwiftUIDouble
import Testing

enum ShelfRoute: Route {
    case shelf
    case book(Int)
    case lent(Int)
    case share

    var presentation: Presentation? { self == .share ? .popover : nil }
    var animation: RouteAnimation { self == .book(2) ? .zoom(from: ShelfRoute.book(2)) : .system }
}

private struct Lent: Error {}

/// A shelf of books: each is a `RouteLink`; a lent book its guard denies.
final class ShelfCoordinator: Coordinator<ShelfRoute>, ViewProviding {
    override func start() { show(.shelf) }
    override func decision(for route: ShelfRoute) -> RouteDecision {
        if case .lent = route { .deny(reason: Lent()) } else { .allow }
    }
    func view(for route: ShelfRoute) -> some View {
        switch route {
        case .shelf:
            VStack {
                Text("Shelf")
                RouteLink("Book 1", route: ShelfRoute.book(1))
                RouteLink("Book 2", route: ShelfRoute.book(2))
                RouteLink("Lent 3", route: ShelfRoute.lent(3))
                RouteLink("Share", route: ShelfRoute.share)
                RouteLink("Elsewhere", route: MapLikeRoute.elsewhere)
            }
        case .book(let number): Text("Book \(number)")
        case .lent(let number): Text("Lent \(number)")
        case .share: Text("Sharing")
        }
    }
}

enum MapLikeRoute: Route { case elsewhere }

/// `RouteLink` in `NavigatorView`: a tap shows the route through the screen's coordinator and
/// its guard, anchors a popover and a zoom at the link (issue 55).
@MainActor
@Suite struct RouteLinksInNavigatorView {
    @Test func aTapShowsTheRouteThroughTheCoordinator() {
        let (navigator, runtime) = render(ShelfCoordinator())
        #expect(runtime.tapButton(titled: "Book 1"))
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["Shelf", "Book 1"]])
        #expect(navigator.renderedState == navigator.state)
        #expect(runtime.warnings.isEmpty)
    }

    @Test func aTapTheGuardDeniesChangesNothing() {
        let (navigator, runtime) = render(ShelfCoordinator())
        let before = navigator.state
        var denials: [String] = []
        let observation = navigator.observe { if case .denied(let denial) = $0 { denials.append("\(denial.route)") } }
        #expect(runtime.tapButton(titled: "Lent 3"))
        runtime.update()
        #expect(navigator.state == before)
        #expect(denials == ["lent(3)"])
        #expect(runtime.shownLayers[0].stacks == [["Shelf"]])
        observation.cancel()
    }

    @Test func aPopoverIsAnchoredAndAZoomStartsAtTheLink() throws {
        let (navigator, runtime) = render(ShelfCoordinator())
        let host = try #require(navigator.host as? SwiftUIHost)
        #expect(runtime.tapButton(titled: "Share"))
        runtime.update()
        let popover = try #require(navigator.state.top)
        #expect(popover.presentation == .popover)
        #expect(host.anchoredPopovers.contains(popover.id))
        #expect(runtime.tapOutsidePopover())
        runtime.update()

        #expect(runtime.tapButton(titled: "Book 2"))
        runtime.update()
        #expect(runtime.shownLayers[0].stacks == [["Shelf", "Book 2"]])
        #expect(runtime.warnings.isEmpty)
        // The double draws no zoom; the link marks itself as the source of the one it starts.
        #expect(RouteLink<ShelfRoute, Text>.anchor(for: .book(2)) == .zoomSource(ShelfRoute.book(2)))
        #expect(RouteLink<ShelfRoute, Text>.anchor(for: .share) == .popover(ShelfRoute.share))
        #expect(RouteLink<ShelfRoute, Text>.anchor(for: .book(1)) == nil)
    }

    @Test func aLinkToARouteItsCoordinatorDoesNotShowIsReportedAndShowsNothing() {
        let (navigator, runtime) = render(ShelfCoordinator())
        let before = navigator.state
        withKnownIssue {
            _ = runtime.tapButton(titled: "Elsewhere")
        } matching: { issue in
            issue.description.contains("does not show MapLikeRoute")
                && issue.sourceLocation?.fileName == "RouteLinkTests.swift"
        }
        runtime.update()
        #expect(navigator.state == before)
    }
}
#endif
