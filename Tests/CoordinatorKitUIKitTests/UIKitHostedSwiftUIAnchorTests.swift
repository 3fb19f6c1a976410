#if os(Linux)
import CoordinatorKit
import CoordinatorKitSwiftUI
import CoordinatorKitTesting
import CoordinatorKitUIKit
import CoordinatorKitUIKitTesting
import SwiftUIDouble
import Testing
import UIKitDouble

// A SwiftUI screen that UIKitHost shows in a UIHostingController marks its controls with
// `marksControl(for:)`: UIKit anchors popovers and dialogs at them and zooms from them (issue 55).

/// UIKitHost anchors at the rectangle SwiftUI laid a marked control out in, in the hosting
/// controller's view; without a mark, or before the layout, it falls back as before.
@MainActor
@Suite struct UIKitHostedSwiftUIAnchors {
    /// The gallery's first screen, shown and laid out, in a view of 320 by 480 points 100 points
    /// down the window.
    private func makeGallery() async throws -> (UIKitScenarioHost, GalleryCoordinator, UIHostingController<AnyView>) {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let gallery = GalleryCoordinator()
        app.navigator.start(gallery)
        await app.runtime.settle()
        let grid = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        grid.view.frame = CGRect(x: 0, y: 100, width: 320, height: 480)
        grid.doubleRender()
        await app.runtime.settle()
        return (app, gallery, grid)
    }

    @Test func aPopoverPointsAtTheMarkedControlOfTheSwiftUIScreen() async throws {
        let (app, gallery, grid) = try await makeGallery()
        gallery.show(.share)
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView === grid.view)
        #expect(popover.sourceRect == grid.doubleFrame(ofButtonTitled: "Share"))
        #expect(popover.sourceRect == CGRect(x: 0, y: 44, width: 320, height: 44), "the second row")
        app.expectInSync()
    }

    @Test func aDialogPointsAtTheMarkedControlOfTheSwiftUIScreen() async throws {
        let (app, gallery, grid) = try await makeGallery()
        gallery.ask(.deletePhoto) { _ in }
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView === grid.view)
        #expect(popover.sourceRect == grid.doubleFrame(ofButtonTitled: "Delete"))
        app.expectInSync()
    }

    @Test func aZoomStartsFromTheMarkedControlOfTheSwiftUIScreen() async throws {
        let (app, gallery, grid) = try await makeGallery()
        gallery.push(.photo(3), animation: .zoom(from: GalleryRoute.photo(3)))
        await app.runtime.settle()
        let area = try #require(grid.view.subviews.first)
        #expect(area.frame == grid.doubleFrame(ofButtonTitled: "Photo 3"))
        #expect(area.isUserInteractionEnabled == false, "touches reach the SwiftUI control under it")
        #expect(app.runtime.startedTransitions.last?.style == .zoom(String(describing: area)))
        #expect(app.tree == "root stack: [grid] > [photo(3)]")
        app.expectInSync()
    }

    @Test func aPopoverOfAnUnmarkedRoutePointsAtTheMiddleOfTheScreenBelow() async throws {
        let (app, gallery, _) = try await makeGallery()
        gallery.show(.help)
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        let presenter = try #require(app.window.rootViewController)
        #expect(popover.sourceView === presenter.view)
        let bounds = presenter.view.bounds
        #expect(popover.sourceRect == CGRect(x: bounds.midX, y: bounds.midY, width: 0, height: 0))
        app.expectInSync()
    }

    @Test func beforeSwiftUILaidTheScreenOutAPopoverPointsAtTheMiddle() async throws {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let gallery = GalleryCoordinator()
        app.navigator.start(gallery)
        // No layout pass yet: the marked control has reported no frame.
        gallery.show(.share)
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView === app.window.rootViewController?.view)
        app.expectInSync()
    }
}

/// A `RouteLink` in a hosted SwiftUI screen marks itself: the popover it opens points at it,
/// and the screen it zooms to starts from it.
@MainActor
@Suite struct RouteLinkAnchorsInUIKitHost {
    @Test func aLinkAnchorsItsPopoverAndItsZoom() async throws {
        let app = UIKitScenarioHost.testApp(completesTransitionsSynchronously: true)
        let albums = AlbumsCoordinator()
        app.navigator.start(albums)
        await app.runtime.settle()
        let list = try #require(app.visibleViewController as? UIHostingController<AnyView>)
        list.view.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.doubleRender()
        await app.runtime.settle()

        #expect(list.doubleTapButton(titled: "Share"))
        await app.runtime.settle()
        let popover = try #require(app.topContainer?.popoverPresentationController)
        #expect(popover.sourceView === list.view)
        #expect(popover.sourceRect == list.doubleFrame(ofButtonTitled: "Share"))
        albums.dismiss()
        await app.runtime.settle()

        #expect(list.doubleTapButton(titled: "Album 2"))
        await app.runtime.settle()
        let area = try #require(list.view.subviews.first)
        #expect(area.frame == list.doubleFrame(ofButtonTitled: "Album 2"))
        #expect(app.runtime.startedTransitions.last?.style == .zoom(String(describing: area)))
        #expect(app.tree == "root stack: [albums] > [album(2)]")
        app.expectInSync()
    }
}

private enum AlbumRoute: Route {
    case albums, share
    case album(Int)
    var presentation: Presentation? { self == .share ? .popover : nil }
    var animation: RouteAnimation { self == .album(2) ? .zoom(from: AlbumRoute.album(2)) : .system }
}

private final class AlbumsCoordinator: Coordinator<AlbumRoute>, ViewProviding {
    override func start() { show(.albums) }

    func view(for route: AlbumRoute) -> some View {
        switch route {
        case .albums:
            VStack {
                Text("Albums")
                RouteLink("Album 1", route: AlbumRoute.album(1))
                RouteLink("Album 2", route: AlbumRoute.album(2))
                RouteLink("Share", route: AlbumRoute.share)
            }
        case .share: Text("Share")
        case .album(let number): Text("Album \(number)")
        }
    }
}

private enum GalleryRoute: Route {
    case grid, share, help
    case photo(Int)
    var presentation: Presentation? { self == .share || self == .help ? .popover : nil }
}

extension Question where Answer == Bool {
    fileprivate static let deletePhoto = Question(
        "Delete this photo?", style: .confirmationDialog,
        choices: [.destructive("Delete", true), .cancel("Keep", false)]
    )
}

private final class GalleryCoordinator: Coordinator<GalleryRoute>, ViewProviding {
    override func start() { show(.grid) }

    func view(for route: GalleryRoute) -> some View {
        switch route {
        case .grid:
            VStack {
                Text("Gallery")
                Button("Share") { self.show(.share) }
                    .marksControl(for: .popover(GalleryRoute.share))
                Button("Delete") {}
                    .marksControl(for: .dialog(Question<Bool>.deletePhoto.title))
                Button("Photo 3") {}
                    .marksControl(for: .zoomSource(GalleryRoute.photo(3)))
            }
        case .share: Text("Share")
        case .help: Text("Help")
        case .photo(let number): Text("Photo \(number)")
        }
    }
}
#endif
