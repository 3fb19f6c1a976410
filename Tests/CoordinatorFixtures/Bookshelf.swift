public import CoordinatorKit

/// A shelf of books: the screens of the window tests.
public enum BookshelfRoute: Route {
    case shelf
    case book(Int)
}

/// Shows the shelf; reads `/books/:id` into the book over the shelf and writes it back, so that a
/// window showing a book is the one its link goes to.
public final class BookshelfFlow: Coordinator<BookshelfRoute> {
    public override func start() { show(.shelf) }

    public override func handle(_ link: DeepLink) throws(DeepLinkError) -> DeepLinkHandling {
        guard let match = link.match("/books/:id") else { return try super.handle(link) }
        setStack([.shelf, .book(try match.parameter("id", as: Int.self))])
        return .handled
    }

    public override func link(for route: BookshelfRoute) -> DeepLink? {
        guard case .book(let id) = route else { return nil }
        return DeepLink(segments: ["books", "\(id)"])
    }
}
