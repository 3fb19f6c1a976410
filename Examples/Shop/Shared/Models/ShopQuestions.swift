public import CoordinatorKit

/// What the user answers when a notifications change is not saved.
public enum SaveChoice: String, Hashable, Codable, Sendable {
    case save, discard, keepEditing
}

/// What the user answers when asked to confirm logging out.
public enum LogOutChoice: String, Hashable, Codable, Sendable {
    case logOut, stay
}

extension Question<SaveChoice> {
    /// Asked over the locked notifications sheet when the user leaves it with a change not saved.
    public static func saveChange(notificationsOn: Bool) -> Question {
        Question(
            "Save your change?", message: "Order notifications: \(notificationsOn ? "on" : "off") is not saved.",
            style: .confirmationDialog,
            choices: [.default("Save", .save), .destructive("Discard", .discard), .cancel("Keep editing", .keepEditing)]
        )
    }
}

extension Question<Bool> {
    /// Asked when something other than the user's swipe takes the notifications sheet away (a
    /// link, the app's code) while it holds a change not saved: `true` drops the change.
    public static func discardChange(notificationsOn: Bool) -> Question {
        Question(
            "Discard your change?", message: "Order notifications: \(notificationsOn ? "on" : "off") is not saved.",
            style: .confirmationDialog, choices: [.destructive("Discard", true), .cancel("Keep editing", false)]
        )
    }
}

extension Question<Bool> {
    /// Asked when something would take the buy sheet away (a swipe down, a link, another
    /// flow's code) after the user added to the cart: `true` drops the cart.
    public static func discardCart(itemCount: Int) -> Question {
        Question(
            "Discard your cart?", message: "\(itemCount) item(s) are in the cart.", style: .confirmationDialog,
            choices: [.destructive("Discard", true), .cancel("Keep shopping", false)]
        )
    }
}

extension Question<LogOutChoice> {
    /// Asked before logging out.
    public static let logOut = Question(
        "Log out?", message: "Your cart stays on this device.", style: .confirmationDialog,
        choices: [.destructive("Log out", .logOut), .cancel("Stay signed in", .stay)]
    )
}
