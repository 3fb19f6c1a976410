import CoordinatorKit
import ShopDemoCore
import ShopExample

extension DemoSession {
    /// A demo whose user is signed in already: it starts on the main tabs.
    static func signedIn() -> DemoSession {
        DemoSession(session: Session(user: User(name: "Ada")))
    }

    /// The navigation state, as the demo prints it under "navigation:".
    var tree: String { navigator.state.treeDescription }

    /// The main tabs' coordinator, while it runs.
    var main: MainTabsCoordinator? { app.children.first as? MainTabsCoordinator }

    /// The running buy flow, if any.
    var buyFlow: BuyCoordinator? { main?.catalog.children.first as? BuyCoordinator }

    /// Sends lines one by one, ignoring what they print.
    func send(_ lines: String...) {
        for line in lines { _ = handle(line) }
    }
}
