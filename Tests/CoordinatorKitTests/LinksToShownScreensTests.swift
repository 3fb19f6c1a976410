import CoordinatorFixtures
import CoordinatorKit
import CoordinatorKitTesting
import Foundation
import Testing

// The link to a screen the navigator shows, written by the flows that show it, each with its own
// patterns: a nested flow's link passes through every flow above it (issue 55).

private enum ShelfRoute: Route {
    case shelves
    case book(id: Int)
    case settings
}

private enum ReaderRoute: Route {
    case page(Int)
    case notes
    case toolbar
}

/// Reads `/shelves` and `/books/:id`, and passes `/books/:id/read/*` to a reader, which reads
/// the rest: `/books/3/read/pages/12`.
@MainActor private final class ShelfFlow: Coordinator<ShelfRoute> {
    static let patterns = RoutePatterns<ShelfRoute>(
        .init("/shelves") { _ in .shelves } parameters: { $0 == .shelves ? [:] : nil },
        .init("/books/:id") { match throws(DeepLinkError) in
            .book(id: try match.parameter("id"))
        } parameters: { route in
            if case .book(let id) = route { ["id": "\(id)"] } else { nil }
        }
    )
    static let reading: URLPattern = "/books/:id/read/*"

    private(set) var reader: ReaderFlow?
    private var readBook = 0

    override func start() { show(.shelves) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        if let route = try Self.patterns.route(for: link) {
            setStack([.shelves] + (route == .shelves ? [] : [route]))
            return .handled
        }
        guard let match = link.match(Self.reading) else { return try super.handle(link) }
        let id = try match.parameter("id", as: Int.self)
        setStack([.shelves, .book(id: id)])
        let reader = ReaderFlow()
        self.reader = reader
        readBook = id
        startChild(reader, as: .sheet)
        return .forward(match.rest, to: reader)
    }

    override func link(for route: ShelfRoute) -> DeepLink? { try? Self.patterns.link(for: route) }

    override func link(_ link: DeepLink, writtenBy child: AnyCoordinator) -> DeepLink? {
        guard child === reader else { return nil }
        return try? Self.reading.link(["id": "\(readBook)"], rest: link.path, query: link.query)
    }
}

/// Reads `/pages/:number` and `/notes`, relative to the book its parent opened.
@MainActor private final class ReaderFlow: Coordinator<ReaderRoute> {
    static let patterns = RoutePatterns<ReaderRoute>(
        .init("/pages/:number") { match throws(DeepLinkError) in
            .page(try match.parameter("number"))
        } parameters: { route in
            if case .page(let number) = route { ["number": "\(number)"] } else { nil }
        },
        .init("/notes") { _ in .notes } parameters: { $0 == .notes ? [:] : nil }
    )

    override func start() { show(.page(1)) }

    override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let route = try Self.patterns.route(for: link) else { return try super.handle(link) }
        setStack([route])
        return .handled
    }

    override func link(for route: ReaderRoute) -> DeepLink? { try? Self.patterns.link(for: route) }
}

/// The screen the user sees on top.
@MainActor private func top(of navigator: Navigator) -> Screen? {
    navigator.state.visibleStackID.flatMap { navigator.state.stack($0)?.top }
}

@MainActor
@Suite struct LinksToShownScreens {
    private func shelves() -> (Navigator, ShelfFlow) {
        let navigator = Navigator()
        navigator.attach(HeadlessHost())
        let flow = ShelfFlow()
        navigator.start(flow)
        return (navigator, flow)
    }

    @Test func theScreenOnTopHasTheLinkItsFlowWrites() throws {
        let (navigator, flow) = shelves()
        #expect(navigator.link() == DeepLink(segments: ["shelves"]))
        flow.push(.book(id: 7))
        #expect(navigator.link() == DeepLink(segments: ["books", "7"]))
        let shelvesScreen = try #require(navigator.state.screens.first)
        #expect(navigator.link(for: shelvesScreen.id) == DeepLink(segments: ["shelves"]))
    }

    @Test func aNestedFlowsLinkPassesThroughTheFlowsAboveIt() throws {
        let (navigator, flow) = shelves()
        try navigator.open(DeepLink(path: "/books/3/read/pages/12"))
        #expect(top(of: navigator)?.route == AnyRoute(ReaderRoute.page(12)))
        #expect(navigator.link() == DeepLink(segments: ["books", "3", "read", "pages", "12"]))

        flow.reader?.push(.notes)
        let link = try #require(navigator.link())
        #expect(link == DeepLink(segments: ["books", "3", "read", "notes"]))
        // Below the sheet, the book is the shelf's own.
        let book = try #require(navigator.state.screens.first { $0.route == AnyRoute(ShelfRoute.book(id: 3)) })
        #expect(navigator.link(for: book.id) == DeepLink(segments: ["books", "3"]))
    }

    /// A link written to the screen on top opens the same route from a fresh start: the round
    /// trip a shared link or a Handoff makes.
    @Test func aWrittenLinkOpensTheSameScreenInAnotherNavigator() throws {
        for path in ["/shelves", "/books/5", "/books/2/read/pages/40", "/books/9/read/notes"] {
            let (navigator, _) = shelves()
            let opened = try DeepLink(path: path)
            try navigator.open(opened)
            let shown = top(of: navigator)?.route
            let link = try #require(navigator.link(), "\(path)")
            #expect(link.path == opened.path)

            let (other, _) = shelves()
            try other.open(link)
            #expect(top(of: other)?.route == shown, "\(path)")
            #expect(other.link() == link, "\(path)")
        }
    }

    @Test func aScreenNoFlowOnTheWayWritesHasNoLink() throws {
        let (navigator, flow) = shelves()
        // The owner writes none for this route.
        flow.push(.settings)
        #expect(navigator.link() == nil)
        // The owner writes one, and its parent passes on none from this child.
        let stranger = ReaderFlow()
        flow.pop()
        flow.startChild(stranger, as: .sheet)
        #expect(top(of: navigator)?.owner == stranger.id)
        #expect(navigator.link() == nil)
    }

    @Test func theAppsOwnScreensAndUnknownScreensHaveNoLink() throws {
        let (navigator, _) = shelves()
        try navigator.update { try $0.push(ShelfRoute.book(id: 1)) }
        #expect(top(of: navigator)?.owner == .app)
        #expect(navigator.link() == nil)
        #expect(navigator.link(for: ScreenID()) == nil)
        #expect(Navigator().link() == nil)
    }
}
