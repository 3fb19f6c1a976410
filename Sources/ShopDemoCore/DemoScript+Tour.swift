extension DemoScript {
    /// The built-in tour: log in, browse, buy in a sheet with detents, the order badge, cancel a
    /// purchase whose cart asks first, tabs, settings locked while a change is unsaved, links, log out,
    /// a link that waits for the login, and the Catalog in an iPad's columns.
    public static let tour = DemoScript(text: """
        # The app starts logged out: the login flow owns the root stack.
        help
        1
        swipe-cancel
        1
        # Signed in: the main tabs replaced the login flow, which ended and was released.
        # Browse: product list, product, reviews, and back.
        1
        2
        back
        # Buy: the buy flow is a child coordinator in a sheet with a stack of its own. The sheet
        # rests at half height with a grabber; drag it up to the whole screen.
        1
        drag large
        2
        1
        2
        back
        1
        1
        tab 2
        1
        # The finished flow handed its order to the Catalog, which confirms it; the Orders tab
        # counts it on its badge until the user opens the tab.
        tab 2
        back
        # Another purchase, one more in the cart, swiped down on the shipping step: the buy
        # flow's leave guard asks before the cart goes (the sheet stays where UIKit asks first).
        # Keep shopping, then swipe again and discard: the flow is cancelled and released.
        tab 1
        1
        2
        1
        dismiss
        2
        dismiss
        1
        tab 2
        # Tapping the selected tab again pops it to its first screen.
        tab 1
        tab 1
        back
        # Profile: the settings cover the whole screen, tab bar included. Editing the
        # notifications setting locks its sheet until the change is saved or discarded; leaving
        # it asks in a confirmation dialog: keep editing, then save.
        tab 3
        1
        1
        1
        3
        3
        3
        1
        2
        swipe
        dismiss
        3
        # Links, as iOS hands them to the app: each one lands through the coordinators that own
        # its parts, in one change; one the shop cannot show changes nothing.
        open shop://orders/1001
        open shop://products/2/reviews
        open shop://products/99
        # Mid-purchase, iOS terminates the app: relaunched, it is back in the sheet, flows included,
        # and its cart still asks before it goes.
        open shop://products/2/buy
        2
        1
        relaunch
        tree
        dismiss
        1
        # Logging out asks first, in a confirmation dialog; confirmed, it ends the main flow and
        # the app shows the login flow again.
        tab 3
        2
        1
        # Signed out, a link waits for the login and opens once the user has signed in.
        open shop://products/1/buy
        1
        1
        dismiss
        tab 3
        2
        1
        fly
        # On an iPad the Catalog is in columns: the product list in the sidebar, the product in
        # the detail. A product picked in the sidebar replaces the detail's flow; the buy sheet
        # covers both columns.
        ipad
        1
        1
        3
        4
        # Slide Over makes the window compact: the columns collapse into the iPhone's stack,
        # the product over the list, the sheet still on top. Back at the product shows the
        # list; regular width shows both columns again, the product kept.
        width compact
        dismiss
        back
        width regular
        """)
}
